import Storyboard

/// A `UIStoryboardSegue` as `prepare(for:sender:)` sees it: identifier, source, destination.
public final class StoryboardSegue {
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: ViewController
  /// The controller the segue shows (for unwind segues, the one it returns to).
  public let destination: ViewController
  /// The segue as written in the storyboard, if it came from one.
  public let spec: SegueSpec?

  public init(
    identifier: String?, source: ViewController, destination: ViewController,
    spec: SegueSpec? = nil
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.spec = spec
  }

  /// The segue kind as written (`show`, `presentation`, `unwind`, …).
  public var kind: SegueKind { spec?.kind ?? .show }
}
