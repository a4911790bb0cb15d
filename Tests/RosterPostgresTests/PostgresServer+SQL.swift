import RosterTestSupport

@testable import RosterPostgres

extension PostgresServer {
  /// Runs SQL on the database at `url` as the superuser (to set up or break things).
  func sql(_ statement: String, on url: String) throws -> [[String?]] {
    try PostgresConnection(url: url).query(statement)
  }
}
