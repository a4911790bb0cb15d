import RosterSupport

/// What the lines run in a shell came to: assertions checked and failed, lines failed, and the
/// first failures (where and why). The script runner prints it per file and CI reports carry it.
package struct ScriptTally: Equatable, Sendable {
  /// One reported failure: where (nil: the file as a whole) and the message as reported.
  package struct Failure: Equatable, Sendable {
    package var location: SourceLocation?
    package var message: String
    package var expected: String?
    package var actual: String?
    /// More lines (`expect screen`'s unified diff).
    package var detail: String?
    /// The scene as drawn at the failure (plain, no colour), when it was drawn.
    package var screen: String?

    package init(
      location: SourceLocation?, message: String, expected: String? = nil, actual: String? = nil,
      screen: String? = nil, detail: String? = nil
    ) {
      self.location = location
      self.message = message
      self.expected = expected
      self.actual = actual
      self.screen = screen
      self.detail = detail
    }
  }

  /// How many failures are kept with their messages (a `--keep-going` run of a long script may
  /// fail on every line; the counts go on).
  package static let keptFailures = 100

  /// `expect` lines run (a sourced script's count too).
  package var assertions = 0
  /// `expect` lines that failed.
  package var failedAssertions = 0
  /// Lines that failed, assertions included; a file that could not be read counts one.
  package var failedLines = 0
  /// The script could not run at all: unreadable, or a line (its own or a sourced script's)
  /// does not parse. JUnit reports it as an error, not a failure.
  package var couldNotRun = false
  /// The first `keptFailures` failures, in order.
  package private(set) var failures: [Failure] = []

  package init() {}

  /// Lines that failed and were not assertions.
  package var failedOtherLines: Int { failedLines - failedAssertions }

  /// Keeps `failure` when fewer than `keptFailures` are kept.
  package mutating func note(_ failure: Failure) {
    if failures.count < Self.keptFailures { failures.append(failure) }
  }
}
