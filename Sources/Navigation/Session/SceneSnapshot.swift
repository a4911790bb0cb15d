import Storyboard

/// What the shell draws for the visible scene: plain values, rows only for the window asked.
package struct SceneSnapshot: Sendable, Equatable {
  package struct BarButton: Sendable, Equatable {
    /// The title shown (`+` for the add system item).
    package var title: String
    package var isEnabled: Bool
  }

  package struct Tab: Sendable, Equatable {
    package var title: String
    package var isSelected: Bool
  }

  package struct Field: Sendable, Equatable {
    package var text: String
    package var placeholder: String?
    package var isFocused: Bool
    package var isEnabled = true
    /// A secure field: its text is drawn as bullets.
    package var isSecure = false
  }

  /// One thing the view shows outside table cells, in document order.
  package enum Item: Sendable, Equatable {
    /// A label's text (lines split at line breaks by the renderer).
    case label(String)
    /// A button; `isConnected` is false when no action or segue is connected (a tap does
    /// nothing).
    case button(title: String, isEnabled: Bool, isConnected: Bool)
    /// A text field and the name `tap` focuses it by (nil in a cell).
    case field(name: String?, Field)
    case `switch`(name: String, isOn: Bool, isEnabled: Bool)
    /// A segmented control: its segments and the selected one (-1: none).
    case segments(name: String, titles: [String], selected: Int, isEnabled: Bool)
    /// A slider or a stepper: the value and its range as text.
    case value(name: String, value: String, range: String, isEnabled: Bool)
    /// An image view's placeholder: its accessibility label or image name, if it has one.
    case image(String?)
    /// A view drawn by what it is (`picker`, `date picker (time)`, `busy`), not operated.
    case placeholder(String)
    /// A progress view's fraction done, 0 to 1.
    case progress(Double)
    /// Where the table's rows are drawn.
    case table
  }

  package struct Row: Sendable, Equatable {
    /// The number shown and typed (1-based, counted across sections).
    package var number: Int
    package var section: Int
    package var row: Int
    package var text: String?
    package var detail: String?
    package var accessory: CellSpec.Accessory
    package var isChecked: Bool { accessory == .checkmark }
    package var field: Field?
    /// The image's asset name, e.g. `4StarsSmall`.
    package var imageName: String?
    /// Lines of an expanded view under the row (e.g. a scene-dock view); empty when collapsed.
    package var expandedLines: [String]
    /// The identifier (or kind) of the segue selecting this row fires, if any.
    package var segue: String?
    /// The cell's `identity` (e.g. a player's id), when its data source gives one.
    package var identity: String? = nil
    /// The cell's controls (a switch, a slider, a button…), drawn after its text and detail.
    package var controls: [Item] = []
  }

  package struct Section: Sendable, Equatable {
    package var index: Int
    package var header: String?
    /// The rows of this section inside the window asked for.
    package var rows: [Row]
    /// The section's footer, when the window reaches the section's end (it is drawn there).
    package var footer: String? = nil
  }

  /// The scene title (DESIGN's rule, with run-time changes).
  package var title: String
  /// The controller's class name (registered class, custom class, or UIKit class).
  package var className: String
  /// Whether the scene runs as a generic controller.
  package var isGeneric: Bool
  /// The storyboard file the scene comes from.
  package var storyboardName: String
  /// The Back button's title (the scene below), when there is a navigation Back button.
  package var backButtonTitle: String?
  package var leftBarButtons: [BarButton]
  package var rightBarButtons: [BarButton]
  package var toolbarItems: [BarButton]
  /// Titles of buttons in the view that `items` does not draw (a controller made in code).
  package var buttons: [String]
  /// What the view shows outside table cells, embedded scenes' views in place, in document
  /// order; `.table` marks where the rows go (without it, they go first).
  package var items: [Item] = []
  /// The tab bar, when the scene is in a tab (selected tab marked).
  package var tabs: [Tab]
  /// Whether the scene has a table.
  package var hasTable: Bool
  /// `plain`, `grouped`, `insetGrouped`, when there is a table.
  package var tableStyle: String?
  /// Sections intersecting the row window, with their rows in it.
  package var sections: [Section]
  /// Rows in all sections (whether drawn or not).
  package var totalRowCount: Int
  /// A note to show in place of rows, e.g. `no data source`, or a failure from app code.
  package var message: String?
  /// The focused text field's state, if any.
  package var focusedField: Field?
  /// The title of a navigation bar in the scene's view (not the scene's title), if any.
  package var navigationBarTitle: String? = nil
  /// Whether a navigation controller shows the scene under its bar. Outside one the device
  /// shows no title (`title` is then the storyboard ID or class name Roster names it by).
  package var hasNavigationBar = true

  /// A split-view column on screen beside the scene (an iPad): what it is called, its scene's
  /// title, its view and its first rows (numbered when `select` reaches them).
  package struct Column: Sendable, Equatable {
    package var role: String
    package var title: String
    package var items: [Item]
    package var rows: [String]
    /// What only app code fills there (`a collection view: …`), as for the scene itself.
    package var message: String? = nil
    /// The title of the Back button over the column's scene, when its stack can pop.
    package var backButtonTitle: String? = nil
  }

  /// The split-view columns beside the scene, in column order (empty on an iPhone).
  package var columns: [Column] = []

  /// The rows drawn, across sections.
  package var rows: [Row] { sections.flatMap(\.rows) }
}
