/// A refused interaction: a one-line message naming the problem, and the fix. A thrown
/// `NavigationError` means the session changed nothing.
public struct NavigationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, in the words iOS developers know.
  public var message: String
  /// How to fix it, if there is something to say.
  public var fix: String?
  /// The scene changed since the shell last drew it (a row number typed from that drawing no
  /// longer names the same row): the shell draws it again.
  public var drawingIsStale = false
  /// Nothing was changed and trying again may work (the store was busy, or a wait for it was
  /// given up): an undo refused so is kept, to be tried again.
  package var isRetryable = false
  /// Who refused: the session (a move that does not apply here), UIKit (where iOS would raise
  /// an exception: a storyboard or hierarchy mistake) or the app's own code.
  package var origin = Origin.session

  /// Who refused an interaction.
  package enum Origin: Sendable, Equatable {
    /// The move does not apply here (nothing connected, a disabled control, a value out of
    /// range).
    case session
    /// The move names nothing here: no such segue, row, button, control, segment or tab (a
    /// typo, or the wrong scene). `expect error` does not count it as the refusal it expects.
    case notFound
    /// UIKit would raise an exception: the storyboard or the hierarchy is wrong.
    case exception
    /// The app's code refused (`reportFailure`, a throwing action, a vetoed segue).
    case app
    /// Nothing in the storyboard is connected to the control, and the scene's class is app code
    /// Roster does not run, which may well connect it (target-action, a menu): not a fault of
    /// the storyboard.
    case appCodeNotRun
    /// An unwind from a scene nothing in this session pushed or presented: on a device the
    /// storyboard may be entered from another one (a storyboard reference), whose scenes take it.
    case noUnwindDestination
  }

  public init(_ message: String, fix: String? = nil) {
    self.message = message
    self.fix = fix
  }

  /// `message; fix`.
  public var description: String {
    guard let fix, !fix.isEmpty else { return message }
    return "\(message); \(fix)"
  }

  /// The same error, marked as one UIKit raises as an exception.
  var asException: NavigationError {
    var error = self
    error.origin = .exception
    return error
  }

  /// A move naming nothing here (no such segue, row, button, control, segment or tab).
  static func notFound(_ message: String, fix: String? = nil) -> NavigationError {
    var error = NavigationError(message, fix: fix)
    error.origin = .notFound
    return error
  }

  /// `shouldPerformSegue` said no: the app's refusal.
  static func vetoed(_ summary: String) -> NavigationError {
    var error = NavigationError(summary, fix: "nothing happened")
    error.origin = .app
    return error
  }

  static func unknownReuseIdentifier(_ identifier: String) -> NavigationError {
    NavigationError(
      "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
        + "for the identifier or connect a prototype cell in a storyboard",
      fix: "give a prototype cell the reuse identifier '\(identifier)'"
    ).asException
  }

  static func noSegue(_ identifier: String, receiver: String) -> NavigationError {
    NavigationError("Receiver (\(receiver)) has no segue with identifier '\(identifier)'")
      .asException
  }

  static let pushNeedsNavigationController = NavigationError(
    "Push segues can only be used when the source controller is managed by an instance of "
      + "UINavigationController",
    fix: "embed the source scene in a navigation controller, or use a modal segue"
  ).asException
}
