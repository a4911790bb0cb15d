/// One row of the command table (`CommandCatalog`): a command's name, its argument, how it is
/// used and when it makes sense. Parsing, completion, `help`, recording and `roster check` all
/// read it, so a command exists in all of them or in none.
package struct CommandInfo: Sendable {
  package var name: String
  package var usage: String
  package var summary: String
  package var example: String
  package var availability: Availability
  /// What follows the name.
  package var argument: ArgumentKind
  /// Whether a recording writes it (moves, assertions, `trace`): what replays the session.
  package var recorded: Bool
  /// The command made from the parsed argument; nil when the value is not of `argument`'s kind.
  package var make: @Sendable (ArgumentValue) -> Command?

  /// When a command is worth offering in the current scene.
  package enum Availability: Sendable {
    case always
    case hasSegues
    case hasRows
    case hasLongTable
    case hasButtons
    case hasTabs
    case hasTextField
    /// A switch, segmented control, slider or stepper is here.
    case hasControls
    case canGoBack
    /// The app registered a change `undo` can take back.
    case canUndo
  }

  init(
    _ name: String, usage: String, summary: String, example: String,
    availability: Availability = .always, argument: ArgumentKind = .none, recorded: Bool = false,
    make: @escaping @Sendable (ArgumentValue) -> Command?
  ) {
    self.name = name
    self.usage = usage
    self.summary = summary
    self.example = example
    self.availability = availability
    self.argument = argument
    self.recorded = recorded
    self.make = make
  }
}
