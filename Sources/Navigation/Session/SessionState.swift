/// The navigation state of a session as a value (`Session.state`): every container's stack
/// and selected tab, the presented scenes, the focused field, field contents, what the
/// visible scene shows and the app's data version. Two sessions in equal states draw the same
/// and offer the same moves, so a failed interaction is checked by comparing states, and
/// `roster explore` deduplicates by them.
///
/// Computed from the object graph, never kept: controllers stay the engine's objects.
/// Controllers' private properties are not in it except through what the visible scene draws.
package struct SessionState: Hashable, Sendable {
  /// One controller of the hierarchy: its scene, its children and what it presents.
  package struct Node: Hashable, Sendable {
    /// What kind of controller this is.
    package enum Kind: Hashable, Sendable {
      case scene
      case navigation
      case tabs
      case split
    }

    package var kind: Kind
    /// The storyboard's name and the controller's element id: which scene this is.
    package var scene: String
    /// The title it shows now (titles can change at run time).
    package var title: String
    /// Navigation stack (root first), tabs in bar order (made or not), split columns, embedded
    /// scenes.
    package var children: [Node]
    /// The selected tab, or 1 when a split view's detail has the focus (2: its supplementary
    /// column); nil otherwise.
    package var selected: Int?
    /// Whether a tab's controller is made yet (always true elsewhere).
    package var isMade: Bool
    /// The texts of the scene's text fields, in storyboard order.
    package var fields: [String]
    /// Which of `fields` has keyboard focus.
    package var focusedField: Int?
    /// What this controller presents modally (zero or one node).
    package var presented: [Node]
  }

  /// One row of the visible scene as drawn (the first page).
  package struct Row: Hashable, Sendable {
    package var text: String?
    package var detail: String?
    package var checked: Bool
    package var field: String?
    package var image: String?
  }

  /// The window's root and everything below it.
  package var root: Node?
  /// The visible scene's first page of rows and its row count (what its controller holds that
  /// no storyboard says: the player being edited, the game picked).
  package var visibleRows: [Row]
  package var visibleRowCount: Int
  /// The visible scene's enabled bar buttons and buttons.
  package var enabledButtons: [String]
  /// The app's data version (`Session.dataVersion`): moves when the data behind the scenes
  /// changes, including rows not on screen.
  package var data: Int64

  /// How many controllers are presented on the way from the root to the visible scene (above
  /// the root, or above a presentation context on the way, such as a tab's), as
  /// `Session.presentationDepth` counts them.
  package var presentationDepth: Int {
    var depth = 0
    var current = root
    while let node = current {
      if let presented = node.presented.first {
        depth += 1
        current = presented
      } else {
        switch node.kind {
        case .tabs:
          current = node.selected.flatMap {
            node.children.indices.contains($0) ? node.children[$0] : nil
          }
        case .navigation: current = node.children.last
        case .split, .scene: current = nil
        }
      }
    }
    return depth
  }

  /// The deepest navigation stack in the hierarchy (scenes in it).
  package var deepestStack: Int {
    func depth(_ node: Node) -> Int {
      let own = node.kind == .navigation ? node.children.count : 0
      let below = (node.children + node.presented).map(depth).max() ?? 0
      return max(own, below)
    }
    return root.map(depth) ?? 0
  }
}
