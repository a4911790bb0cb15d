/// The statements a connection has prepared on its server session (`PREPARE`), so that a batch
/// sent as one message runs plans the server already made: planning a statement each time cost
/// more than running it (about 0.5 ms of server time for the catalog query of an add, against
/// 0.1 ms to execute it prepared).
///
/// Each distinct SQL text gets its own name the first time a batch uses it; the `PREPARE` goes
/// at the head of that batch's message, so preparing costs no round trip of its own. A session
/// forgets them when it ends (`reset`), and a failed batch may have stopped before its
/// `PREPARE`s ran (they are not undone by a rollback, nor all done when an earlier one
/// failed): the next batch then starts with `DEALLOCATE ALL` and prepares afresh.
struct PreparedStatements {
  /// One statement of a batch: SQL with `$1`, `$2`, … and their values as text (nil: NULL).
  struct Call {
    var sql: String
    var arguments: [String?] = []
  }

  private var names: [String: String] = [:]
  private var mayBeStale = false

  /// The message that runs `calls` in order, and how many results at its head are the
  /// preparing statements' (to be dropped from what the caller reads).
  mutating func message(for calls: [Call]) -> (sql: String, leading: Int) {
    var head: [String] = []
    if mayBeStale {
      head.append("DEALLOCATE ALL")
      names = [:]
      mayBeStale = false
    }
    var executes: [String] = []
    for call in calls {
      let name: String
      if let known = names[call.sql] {
        name = known
      } else {
        name = "roster_\(names.count + 1)"
        names[call.sql] = name
        head.append("PREPARE \(name) AS \(call.sql)")
      }
      let arguments = call.arguments.map { $0.map(PostgresConnection.literal) ?? "NULL" }
      let list = arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
      executes.append("EXECUTE \(name)\(list)")
    }
    return ((head + executes).joined(separator: ";\n"), head.count)
  }

  /// After a failed batch: what was prepared is not known for sure.
  mutating func batchFailed() { mayBeStale = true }

  /// After a new server session (a reconnect): nothing is prepared.
  mutating func reset() {
    names = [:]
    mayBeStale = false
  }
}
