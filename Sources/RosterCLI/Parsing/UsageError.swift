/// Bad usage: exit status 2 with this message and the subcommand's usage line.
package struct UsageError: Error, Equatable, Sendable {
  package var message: String
  /// The subcommand whose usage line follows the message.
  package var subcommand: SubcommandID

  package init(_ message: String, subcommand: SubcommandID = .run) {
    self.message = message
    self.subcommand = subcommand
  }
}
