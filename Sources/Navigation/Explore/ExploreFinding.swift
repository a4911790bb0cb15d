import RosterSupport

/// Something `roster explore` found broken, with the shortest path that shows it.
package struct ExploreFinding: Sendable, Equatable {
  /// What kind of problem, as `--format json` names it.
  package enum Kind: String, Sendable, Equatable, CaseIterable {
    /// UIKit would raise an exception: a push without a navigation controller, an unknown reuse
    /// identifier, a missing scene or storyboard.
    case uikitError = "uikit-error"
    /// A presented scene from which no button, segue or row leads out.
    case deadEnd = "dead-end"
    /// A controller still alive after it left the hierarchy.
    case leak
    /// A loop that pushes or presents the same scenes again, past `--depth`.
    case unboundedStack = "unbounded-stack"
    /// A button drawn enabled whose tap is refused.
    case refused
  }

  package var kind: Kind
  /// One line for people.
  package var message: String
  /// The moves from launch; the last one shows the problem (or ends where it is seen).
  package var path: [Interaction]
  /// The titles of the scenes from the root to the visible one where the path ends.
  package var breadcrumb: [String]
  /// What a replay asserts after the path, so that it fails (nil: the last move fails itself).
  package var assertion: Assertion?
  /// Where in the storyboards it is: the element the failing move acts on (a segue, a button),
  /// else the scene it concerns; a storyboard file and always a line of it.
  package var location: SourceLocation? = nil

  /// What a replay checks after the path.
  package enum Assertion: Sendable, Equatable {
    /// The visible scene has this title.
    case scene(String)
    /// Something on screen leads out of the visible scene (a dead end: it passes once one
    /// does).
    case wayOut
    /// The stack is these titles (a loop: the stack within the bound).
    case stack([String])
    /// A trace line of the last move contains this (a leak: `Class.deinit`).
    case event(String)
  }
}
