import RosterPostgres
import Testing

@testable import RosterModel
@testable import RosterPostgres
@testable import RosterSQLite

/// Whether libpq could be loaded (`redacted` parses with it).
private let libpqLoads: Bool = {
  if case .success = PostgresConnection.LibPQ.shared { true } else { false }
}()

/// What is shown of a server store's URL: libpq reads it, and every spelling of a password it
/// accepts is left out; a URL it cannot read, or a mistyped scheme, is refused without quoting it.
@Suite(.enabled(if: libpqLoads, "needs libpq (libpq5)"))
struct PostgresURLTests {
  @Test(arguments: [
    ("postgresql://ann:pa?ss@db.club.org/roster", "postgresql://ann@db.club.org/roster"),
    (
      "postgresql://ann@h/r?%70assword=sekrit&sslmode=require",
      "postgresql://ann@h/r?sslmode=require"
    ),
    ("postgresql://h/r?sslpassword=sekrit", "postgresql://h/r"),
    ("POSTGRESQL://ann:sekrit@h:5433/r", "postgresql://ann@h:5433/r"),
    ("postgresql://ann:se%zzkrit@h/r", "postgresql://h/r"),
    ("postgresql://ann:sekrit@h/r?password=x&bogus=1", "postgresql://h/r"),
    (
      "postgresql://ann:pw@db.club.org:5432/roster?sslmode=require",
      "postgresql://ann@db.club.org:5432/roster?sslmode=require"
    ),
    ("postgresql:///roster?host=/tmp&password=pw", "postgresql:///roster?host=/tmp"),
  ])
  func everySpellingOfAPasswordIsLeftOut(url: String, shown: String) {
    #expect(PostgresConnection.redacted(url) == shown)
  }

  @Test(arguments: [
    "postgresql://ann:se%zzkrit@h/r", "postgresql:/ann:sekrit@h/r",
    "postgresql://ann:sekrit@h/r?bogus=sekrit",
  ])
  func aURLLibpqCannotReadIsRefusedWithoutQuotingIt(url: String) throws {
    #expect(PostgresRosterStore.handles(url))
    let error = try #require(throws: RosterStoreError.self) { try PostgresRosterStore(url: url) }
    #expect(!error.message.contains("sekrit") && !error.message.contains("zz"), "\(error.message)")
  }

  @Test func aMistypedSchemeIsNoFilePath() throws {
    #expect(PostgresRosterStore.handles("POSTGRESQL://ann:sekrit@h/r"))
    let error = try #require(throws: RosterStoreError.self) {
      try SQLiteRosterStore(path: "postgresq://ann:sekrit@h/r")
    }
    #expect(
      error.message
        == "cannot use \"postgresq://h/r\" as the store: it looks like a postgresq: URL, and a "
        + "store is a file path or a postgresql:// URL; start it with ./ for a file of that name")
  }
}
