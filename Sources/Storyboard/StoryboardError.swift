import RosterSupport

/// Why a storyboard (or a translation's `.strings` file) could not be loaded or resolved: one
/// line, `FILE:LINE: what is wrong; fix`.
public struct StoryboardError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file (path, or name for an in-memory document) the problem is in.
  public var file: String
  /// The 1-based source line, when the problem has one.
  public var line: Int?
  /// The 1-based column, when known (a translation's `.strings` file names one).
  public var column: Int?
  /// What is wrong and how to fix it, without the location.
  public var reason: String
  /// What kind of problem it is: tools skip other platforms' files and references into other
  /// bundles with a note instead of failing.
  public var kind = Kind.invalid

  /// What kind of problem a `StoryboardError` is.
  public enum Kind: Sendable, Equatable {
    /// The file or reference is broken (the default).
    case invalid
    /// A macOS, tvOS or watchOS storyboard: fine, but not one Roster runs.
    case otherPlatform
    /// A storyboard reference into another bundle (`bundleIdentifier`): not a defect of this
    /// project, only something Roster cannot follow.
    case externalBundle
    /// A referenced storyboard not found beside a file that belongs to no project (no
    /// `.xcodeproj`, `Package.swift` or `.git` above it): the app's files are out of sight.
    case outsideProject
  }

  /// The one-line message for users: `FILE:LINE: reason` (`FILE:LINE:COL` when known).
  public var message: String {
    SourceLocation(file: file, line: line, column: column).message(reason)
  }

  public var description: String { message }
}
