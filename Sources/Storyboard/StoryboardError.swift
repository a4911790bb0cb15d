import RosterSupport

/// Why a storyboard could not be loaded or resolved: one line, `FILE:LINE: what is wrong; fix`.
public struct StoryboardError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file (path, or name for an in-memory document) the problem is in.
  public var file: String
  /// The 1-based source line, when the problem has one.
  public var line: Int?
  /// What is wrong and how to fix it, without the location.
  public var reason: String

  public init(file: String, line: Int? = nil, reason: String) {
    self.file = file
    self.line = line
    self.reason = reason
  }

  /// The one-line message for users: `FILE:LINE: reason`.
  public var message: String { SourceLocation(file: file, line: line).message(reason) }

  public var description: String { message }
}
