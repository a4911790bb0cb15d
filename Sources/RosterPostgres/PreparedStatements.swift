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
  /// preparing statements' (to be dropped from what the caller reads). Built as bytes in one
  /// buffer, the values escaped into it: the message of every add.
  mutating func message(for calls: [Call]) -> (sql: String, leading: Int) {
    var head: [UInt8] = []
    var leading = 0
    if mayBeStale {
      Self.append(statement: "DEALLOCATE ALL", to: &head)
      leading += 1
      names = [:]
      mayBeStale = false
    }
    var executes: [UInt8] = []
    executes.reserveCapacity(64 * calls.count)
    for call in calls {
      let name: String
      if let known = names[call.sql] {
        name = known
      } else {
        name = "roster_\(names.count + 1)"
        names[call.sql] = name
        Self.append(statement: "PREPARE \(name) AS \(call.sql)", to: &head)
        leading += 1
      }
      Self.append(statement: "EXECUTE ", to: &executes)
      executes.append(contentsOf: name.utf8)
      for (index, argument) in call.arguments.enumerated() {
        executes.append(contentsOf: (index == 0 ? "(" : ", ").utf8)
        if let argument {
          PostgresConnection.appendLiteral(argument, to: &executes)
        } else {
          executes.append(contentsOf: "NULL".utf8)
        }
      }
      if !call.arguments.isEmpty { executes.append(UInt8(ascii: ")")) }
    }
    if !head.isEmpty, !executes.isEmpty { head.append(contentsOf: ";\n".utf8) }
    head.append(contentsOf: executes)
    return (String(decoding: head, as: UTF8.self), leading)
  }

  /// Starts a statement in `message`: after a separator unless it is the first.
  private static func append(statement: String, to message: inout [UInt8]) {
    if !message.isEmpty { message.append(contentsOf: ";\n".utf8) }
    message.append(contentsOf: statement.utf8)
  }

  /// After a failed batch: what was prepared is not known for sure.
  mutating func batchFailed() { mayBeStale = true }

  /// After a new server session (a reconnect): nothing is prepared.
  mutating func reset() {
    names = [:]
    mayBeStale = false
  }
}
