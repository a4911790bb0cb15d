/// How a presented controller is shown on an iPhone (compact width), as UIKit resolves
/// `modalPresentationStyle` since iOS 13 (docs/PRESENTATION.md): a sheet, or a cover.
public enum PresentationStyle: Sendable, Equatable {
  /// `automatic` (no style set), `pageSheet`, `formSheet`, and `popover` (adapted to a sheet in
  /// compact width): the presenter stays on screen behind it; a swipe down dismisses it.
  case sheet
  /// `fullScreen` and `currentContext`: covers the screen; the presenter's view is removed.
  case fullScreen
  /// `overFullScreen` and `overCurrentContext`: covers the screen; the presenter's view stays
  /// in the hierarchy, so it does not disappear.
  case overFullScreen

  /// The style for a storyboard's or app code's `modalPresentationStyle` (nil: `automatic`).
  public init(_ name: String?) {
    switch name {
    case "fullScreen"?, "currentContext"?, "custom"?: self = .fullScreen
    case "overFullScreen"?, "overCurrentContext"?: self = .overFullScreen
    default: self = .sheet
    }
  }

  /// Whether the presenter's view leaves the screen, so it gets `viewWillDisappear` and, on
  /// dismissal, `viewWillAppear` (UIPresentationController.shouldRemovePresentersView).
  public var removesPresenter: Bool { self == .fullScreen }

  /// What the trace says of a popover in regular width (an iPad), where it stays a popover.
  static let popoverNote =
    "as a popover: the presenter stays on screen (no viewWillDisappear); a tap outside (back) "
    + "dismisses it"

  /// What the trace says of a `currentContext` or `overCurrentContext` presentation over the
  /// area of `definer`, a controller below the window's root that defines the context; with
  /// `besideColumns`, a column of an expanded split view, whose other columns stay.
  func contextNote(_ definer: String, besideColumns: Bool = false) -> String {
    let presenter =
      removesPresenter
      ? "covers the presenter" : "the presenter stays beneath (no viewWillDisappear)"
    let rest = besideColumns ? "the split view's other columns" : "a tab bar"
    return "over the current context of \(definer) (definesPresentationContext): \(presenter) "
      + "in its area only, the rest of the screen (\(rest)) stays on screen and usable; no "
      + "gesture dismisses it"
  }

  /// What the trace says when a controller is presented so.
  var note: String {
    switch self {
    case .sheet:
      return "as a sheet: the presenter stays on screen (no viewWillDisappear now, no "
        + "viewWillAppear on dismissal); swipe down (back) dismisses it"
    case .fullScreen:
      return "full screen: covers the presenter; no gesture dismisses it"
    case .overFullScreen:
      return "over full screen: the presenter stays beneath (no viewWillDisappear); no gesture "
        + "dismisses it"
    }
  }
}
