/// What a storyboard shows a user, in document order and nothing else: each scene's title,
/// class and storyboard ID, what it draws (named as the shell names it) and its segues. Canvas
/// positions, frames, constraints, attribute order and the object IDs Interface Builder makes
/// up are left out, so two files that look the same to a user have the same outline.
///
/// `roster outline` prints `text` (made for `git diff`'s textconv); `StoryboardDiff` compares
/// two outlines by name. Object IDs are kept (never printed) only to tell a rename from a
/// removal and an addition.
public struct StoryboardOutline: Sendable, Equatable {
  /// The title of the scene the storyboard starts at (nil: no entry point).
  public var entry: String?
  /// The scenes in file order.
  public var scenes: [Scene]

  public init(entry: String? = nil, scenes: [Scene] = []) {
    self.entry = entry
    self.scenes = scenes
  }

  /// One scene: a controller, or a storyboard reference standing for one in another file.
  public struct Scene: Sendable, Equatable {
    /// The controller's object ID (matching only).
    public var id: String
    /// The scene title (`ControllerSpec.sceneTitle`; a reference: `Other.storyboard › ID`).
    public var title: String
    /// Whether it is a storyboard reference (`title` names its storyboard and scene).
    public var isReference = false
    /// The custom class, else the UIKit class (nil for a reference).
    public var className: String?
    /// The UIKit class behind a custom class, when there is one.
    public var uikitClass: String?
    /// The storyboard ID, if set.
    public var storyboardID: String?
    /// How it is presented when a segue does not say (`fullScreen`, …), and whether a user
    /// cannot swipe it away: `fullScreen, modal in presentation`.
    public var presentation: String?
    /// What it draws, in order.
    public var items: [Item] = []
    /// Its segues, in order.
    public var segues: [Segue] = []
  }

  /// One thing a scene draws.
  public struct Item: Sendable, Equatable {
    /// What it is, in the shell's words.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
      case navigationBar = "navigation bar"
      case backButton = "back button"
      case leftButton = "left button"
      case rightButton = "right button"
      case toolbarButton = "toolbar button"
      case label, button, field
      case `switch`, segmented, slider, stepper
      case image, text, picker, progress
      case activityIndicator = "activity indicator"
      case search, table, section, row, prototype, tab
      /// A container view, named by the scene its embed segue draws there.
      case container
    }

    /// The storyboard object ID (matching only; empty when the element has none).
    public var id: String
    public var kind: Kind
    /// The name the shell shows and takes (nil: the item has none, e.g. an unnamed image).
    public var name: String?
    /// What else a user sees of it, compared as a whole: `on`, `disabled`,
    /// `[First | Second], First selected`, `detail "3"`, …
    public var state: String?
    /// Where it is, when inside another item: the row a cell's control is in (`row "Wi-Fi"`),
    /// the section a row is in.
    public var place: String?
    /// How deep it is drawn under the scene (rows under sections, controls under rows).
    public var depth = 0
  }

  /// One segue, as a user knows it.
  public struct Segue: Sendable, Equatable {
    /// The segue's object ID (matching only).
    public var id: String
    /// The identifier code performs it by, if set.
    public var identifier: String?
    /// `show`, `presentation`, `unwind`, …; a relationship's name (`rootViewController`,
    /// `viewControllers`, …) for a relationship.
    public var kind: String
    /// The destination's title, quoted (`Exit` for an unwind).
    public var destination: String
    /// The destination's object ID (matching only).
    public var destinationID = ""
    /// What starts it (`button "Add"`, `row "Games"`); nil: the controller (code performs it).
    public var source: String?
    /// What else it says: its presentation style, custom class or unwind action.
    public var details: String?
  }
}
