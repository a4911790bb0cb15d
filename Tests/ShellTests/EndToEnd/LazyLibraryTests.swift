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
  }

  @Test func readingAStoryboardFileLoadsItOnDemand() throws {
    let run = try runRoster(
      ["lint", Fixtures.formStoryboard], environment: ["LD_DEBUG": "files"])
    #expect(run.status == 0)
    #expect(run.stderr.contains("libxml2.so.2"))
    #expect(run.stdout.contains("0 errors"))
  }
}
