import Glibc
import RosterModel
import RosterPostgres
import RosterSQLite
import RosterTestSupport
import Testing

@testable import RosterPostgres

extension PostgresEndToEndTests {
  /// A trigger in the shared database raises a NOTICE carrying terminal escapes (a window
  /// title, a screen clear): it reaches stderr made safe, marked as the server's, one line.
  @Test func aServerNoticeIsMadeSafeAndMarked() throws {
    let url = try server.database()
    _ = try PostgresRosterStore(url: url)
    _ = try PostgresConnection(url: url).query(
      """
      CREATE FUNCTION shout() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE NOTICE E'\\033]0;pwned\\007\\033[2Jhello\\nsecond line';
        RETURN NULL;
      END $$;
      CREATE TRIGGER shout AFTER INSERT ON players FOR EACH STATEMENT EXECUTE FUNCTION shout();
      """)
    let add = try roster(
      ["--store", url], input: "open AddPlayer\nselect 1\ntype \"Ray\"\ntap Done\n")
    #expect(add.0 == 0, "\(add.2)")
    #expect(!add.2.contains("\u{1b}") && !add.2.contains("\u{7}"), "\(add.2)")
    #expect(
      add.2
        == "roster: the server says: NOTICE:  \\u{1b}]0;pwned\\u{7}\\u{1b}[2Jhello\n", "\(add.2)")
  }
}
