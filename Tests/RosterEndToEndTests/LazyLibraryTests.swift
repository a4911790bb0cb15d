import Testing

@testable import Shell

/// libxml2 (with ICU, lzma and zlib behind it) is loaded only when a storyboard file is read
/// (the app's own storyboards are embedded as values), and libedit only for a terminal.
@Suite struct LazyLibraryTests {
  @Test func startingTheAppDoesNotLoadLibxml2() throws {
    let run = try runRoster(
      ["--memory"], stdin: "expect scene Players\n", environment: ["LD_DEBUG": "files"])
    #expect(run.status == 0)
    #expect(run.stderr.contains("libsqlite3"), "LD_DEBUG shows the libraries loaded")
    #expect(!run.stderr.contains("libxml2"))
    // No terminal, so no line editor: libedit (and ncurses behind it) stays unloaded too.
    #expect(!run.stderr.contains("libedit"))
    // libpq is for postgresql:// stores only.
    #expect(!run.stderr.contains("libpq"))
  }

  /// A postgresql:// store loads libpq, and a server that is not there is one line naming the
  /// store (without its password) and the fix.
  @Test func aPostgreSQLStoreLoadsLibpqOnDemand() throws {
    let url = "postgresql://ann:s3cret@/roster?host=/nonexistent&port=1"
    let run = try runRoster(["--store", url, "export"], environment: ["LD_DEBUG": "files"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("libpq.so.5"))
    let messages: [String] = run.stderr.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("roster:")
    }
    let expected: String =
      "roster: cannot connect to the PostgreSQL store "
      + "postgresql://ann@/roster?host=/nonexistent&port=1 (connection to server on socket "
      + "\"/nonexistent/.s.PGSQL.1\" failed: No such file or directory); check that the server "
      + "is running and the URL, user and password are right (or use --store with another store)"
    #expect(messages == [expected])
    #expect(!run.stderr.contains("s3cret"))
  }

  @Test func readingAStoryboardFileLoadsItOnDemand() throws {
    let run = try runRoster(
      ["lint", Fixtures.formStoryboard], environment: ["LD_DEBUG": "files"])
    #expect(run.status == 0)
    #expect(run.stderr.contains("libxml2.so.2"))
    #expect(run.stdout.contains("0 errors"))
  }
}
