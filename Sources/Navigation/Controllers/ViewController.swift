import Storyboard

/// A `UIViewController` made from a storyboard scene. Subclass it and register the subclass by
/// its storyboard class name (`ControllerRegistry`); every hook below is overridable. A scene
/// with no registered class runs as a plain `ViewController` (a generic controller): its static
/// cells render, its segues fire, back and unwind work.
open class ViewController {
  /// The storyboard element this controller was decoded from.
  public let spec: ControllerSpec
  /// The storyboard it came from (UIKit's `storyboard`).
  public let storyboard: RuntimeStoryboard
  /// Which scene this is, by storyboard and element id: made once, for a state taken after
  /// every move `roster explore` makes names every controller's scene (`Session.state`).
  private(set) lazy var sceneKey = storyboard.name + "/" + spec.id
  let context: SessionContext
  /// Whether no registered class runs this scene.
  public let isGeneric: Bool

  /// The navigation item: title and bar buttons, from the storyboard.
  public let navigationItem: NavigationItem
  /// The controller's title; setting it also sets `navigationItem.title`, as in UIKit.
  open var title: String? {
    didSet { navigationItem.title = title }
  }
  /// The tab bar item's title.
  public var tabBarItemTitle: String?

  /// The titles this class may give its scene in code besides the storyboard's, which
  /// `roster check` accepts in `expect scene` and `expect stack`; nil when they cannot be listed
  /// (e.g. a record's name), so no title is refused.
  open class var titlesSetInCode: [String]? { [] }

  /// The container this controller is a child of.
  public internal(set) weak var parent: ViewController?
  /// Child controllers (navigation stack, tabs made so far, split columns, embedded scenes).
  public internal(set) var children: [ViewController] = []
  /// What this controller itself presents modally.
  var presentedStorage: ViewController?
  /// The controller that presented this one (set on the presented controller only).
  weak var presentingStorage: ViewController?

  /// Whether `viewDidLoad` has run (or is running).
  public private(set) var isViewLoaded = false
  /// The table view, when the scene has one.
  public private(set) var tableView: TableView?
  /// Toolbar items, from the storyboard.
  public var toolbarItems: [BarButtonItem]
  /// Buttons in the view (outside table cells), in document order.
  public var buttons: [Button]
  /// What the view shows outside table cells, in document order (hidden views left out).
  public internal(set) var subviews: [Subview] = []
  /// For a scene embedded in a container view: that container view's storyboard id.
  public internal(set) var containerViewID: String?
  /// The scene's dock views.
  public let dockViews: [View]
  /// The segues a user can fire from this scene, as `open` lists them but for the scene's
  /// title: every command asks, and the storyboard alone decides them.
  lazy var describedSegues = Session.describedSegues(of: self)
  /// Static cells by section (empty unless the table is static).
  var staticCells: [[TableViewCell]] = [] {
    didSet { keptTextFields = nil }
  }
  /// Storyboard objects by id, for outlets and segue senders.
  var objectsByID: [String: AnyObject] = [:] {
    didSet { keptTextFields = nil }
  }
  /// `textFields`, kept until the objects or the static cells change (every state asks).
  private var keptTextFields: [TextField]?
  /// Where the view is in its appearance cycle.
  var appearance = Appearance.disappeared
  /// UIKit's `modalPresentationStyle`: how this controller asks to be presented (the
  /// storyboard's attribute; nil is `automatic`). A segue's own style wins.
  public lazy var modalPresentationStyle: String? = spec.modalPresentationStyle
  /// UIKit's `isModalInPresentation`: a sheet the user cannot swipe down.
  public lazy var isModalInPresentation: Bool = spec.isModalInPresentation
  /// UIKit's `definesPresentationContext`: a context presentation from this controller or one
  /// below it covers only this controller's area (the storyboard's attribute).
  public lazy var definesPresentationContext: Bool = spec.definesPresentationContext
  /// How it is shown while presented (set when presented).
  public internal(set) var presentationStyle = PresentationStyle.sheet

  enum Appearance {
    case disappeared
    case appearing
    case appeared
    case disappearing
  }

  /// UIKit's `init(coder:)`: made by the storyboard when a segue fires or a container needs it.
  /// Traced as `Class.init(coder:)`.
  public required init(coder: StoryboardCoder) {
    spec = coder.spec
    storyboard = coder.storyboard
    context = coder.context
    isGeneric = coder.isGeneric
    navigationItem = NavigationItem(spec: coder.spec.navigationItem)
    title = coder.spec.title
    tabBarItemTitle = coder.spec.tabBarItemTitle
    toolbarItems = coder.spec.toolbarItems.map(BarButtonItem.init(spec:))
    buttons = []
    dockViews = coder.dockViews.map(View.init(spec:))
    context.liveControllers += 1
    buildViews()
    context.record(className, "init(coder:)")
  }

  deinit {
    context.liveControllers -= 1
    context.record(className, "deinit")
    if let field = context.firstResponder, field.owner == nil || field.owner === self {
      context.firstResponder = nil
    }
  }

  /// The class name traces and messages use: the Swift class when registered, else the
  /// storyboard's custom class, else the UIKit class of the element (`UITableViewController`).
  public var className: String {
    // What `String(describing:)` prints for a metatype, without its protocol conformance scans:
    // every trace line and snapshot asks.
    if !isGeneric { return _typeName(type(of: self), qualified: false) }
    // A storyboard reference is resolved before a controller is made, so it never names one.
    return spec.customClass ?? spec.uikitClassName
  }

  /// The scene's title by DESIGN's one rule, with run-time changes to `navigationItem.title`
  /// and `title` taken into account.
  public var sceneTitle: String {
    func nonEmpty(_ value: String?) -> String? {
      guard let value, !value.isEmpty else { return nil }
      return value
    }
    return nonEmpty(navigationItem.title) ?? nonEmpty(title) ?? nonEmpty(tabBarItemTitle)
      ?? nonEmpty(spec.storyboardIdentifier) ?? nonEmpty(spec.customClass) ?? spec.elementName
  }

  /// Records a trace event `Class.method detail`, e.g. for delegate callbacks.
  public func trace(_ method: String, _ detail: String = "") {
    context.record(className, method, detail)
  }

  // MARK: - Relatives

  /// The nearest navigation controller above this one.
  public var navigationController: NavigationController? {
    ancestor(NavigationController.self)
  }

  /// The nearest tab bar controller above this one.
  public var tabBarController: TabBarController? {
    ancestor(TabBarController.self)
  }

  /// The nearest split view controller above this one.
  public var splitViewController: SplitViewController? {
    ancestor(SplitViewController.self)
  }

  private func ancestor<T: ViewController>(_ type: T.Type) -> T? {
    var current = parent
    while let candidate = current {
      if let found = candidate as? T { return found }
      current = candidate.parent
    }
    return nil
  }

  /// The top-most container holding this controller (itself when it has no parent).
  var rootAncestor: ViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  /// The controller presented by this one or by the container that presents for it.
  public var presentedViewController: ViewController? {
    presentedStorage ?? parent?.presentedViewController
  }

  /// The controller that presented this one (or the container holding it).
  public var presentingViewController: ViewController? {
    presentingStorage ?? parent?.presentingViewController
  }

  // MARK: - Lifecycle (all overridable; the runtime traces each call)

  /// Called once, after outlets are connected and before the view first appears.
  open func viewDidLoad() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: - Segues

  /// Whether a segue triggered by the user (not `performSegue`) may run; false vetoes it.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Called after the destination is created and before its `viewDidLoad`.
  open func prepare(for segue: StoryboardSegue, sender: Any?) {}

  /// Whether this controller handles an unwind action (e.g. `unwindToList:`) from `source`.
  /// Generic controllers say no; when nobody says yes, the unwind returns to the scene that
  /// pushed or presented the source.
  open func canPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: Any?)
    -> Bool
  { false }

  /// Runs an unwind action on the destination, after the source's `prepare(for:sender:)` and
  /// before the transition.
  open func performUnwindAction(_ action: String, segue: StoryboardSegue) {}

  /// Performs a segue from this controller's storyboard scene by identifier (no
  /// `shouldPerformSegue`). A missing identifier is UIKit's exception, reported when the
  /// current interaction ends.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    do {
      _ = try fire(identifier: identifier, sender: sender, askShould: false)
    } catch {
      context.raise(error)
    }
  }

  /// Presents a controller modally (from the container that presents for this one).
  open func present(
    _ controller: ViewController, animated: Bool = true, completion: (() -> Void)? = nil
  ) {
    do {
      try presentModally(controller)
      completion?()
    } catch {
      context.raise(error)
    }
  }

  /// Dismisses what this controller presented; when it presented nothing, asks its presenter
  /// to dismiss it. Everything presented above is dismissed too.
  open func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
    do {
      try dismissModal()
      completion?()
    } catch {
      context.raise(error)
    }
  }

  /// Shows a controller the way `show` segues do: push when in a navigation controller, else
  /// present.
  open func show(_ controller: ViewController, sender: Any?) {
    do {
      if let navigationController {
        try navigationController.push(controller)
      } else {
        try presentModally(controller)
      }
    } catch {
      context.raise(error)
    }
  }

  /// Shows a controller as the detail of the enclosing split view, else like `show`.
  open func showDetailViewController(_ controller: ViewController, sender: Any?) {
    if let splitViewController {
      splitViewController.showDetail(controller)
    } else {
      show(controller, sender: sender)
    }
  }

  /// The session's undo stack, where the app registers how to take back a change it made.
  public var undoManager: UndoManager { context.undoManager }

  /// Reports a failure from app code (where UIKit would raise an exception): the current
  /// interaction fails with this message. Only the first report of an interaction counts.
  public func reportFailure(_ error: NavigationError) {
    var error = error
    if error.origin == .session || error.origin == .notFound { error.origin = .app }
    context.raise(error)
  }

  // MARK: - Actions

  /// Handles an action selector sent by a bar button or button (e.g. `done:`); returns false
  /// when not handled. Throw a `NavigationError` to refuse with a message.
  open func handleAction(_ selector: String, sender: Any?) throws -> Bool { false }

  /// Asked before `type` or `clear` changes a text field of this scene to `text`, as UIKit asks
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`: false, or a `NavigationError`
  /// saying why, keeps the field as it was (so a field never holds what Done would refuse).
  open func textField(_ textField: TextField, shouldChangeTextTo text: String)
    throws(NavigationError) -> Bool
  { true }

  /// Called after the user typed into, or cleared, a text field of this scene.
  open func textFieldDidChange(_ textField: TextField) {}

  // MARK: - Outlets

  /// The object an outlet property is connected to (a cell, label, text field, button, bar
  /// button item, dock view or the table view), by property name.
  public func outlet(_ property: String) -> AnyObject? {
    guard let destination = spec.outlets.first(where: { $0.property == property })?.destination
    else { return nil }
    return object(withID: destination)
  }

  /// The same, typed: `outlet("nameTextField", as: TextField.self)`.
  public func outlet<T: AnyObject>(_ property: String, as type: T.Type) -> T? {
    outlet(property) as? T
  }

  /// The scene's text fields: the static cells' in order, then others made so far (by id).
  var textFields: [TextField] {
    // Asked for every state explore meets (`Session.state`): worked out once and kept until
    // `objectsByID` or `staticCells` changes. The cells' fields, few, are skipped by identity
    // rather than hashed.
    if let keptTextFields { return keptTextFields }
    let byID = objectsByID.compactMap { id, object in (object as? TextField).map { (id, $0) } }
      .sorted { $0.0 < $1.0 }.map(\.1)
    var inCells: [TextField] = []
    for section in staticCells {
      for cell in section {
        if let field = cell.textField { inCells.append(field) }
      }
    }
    let fields =
      inCells.isEmpty ? byID : inCells + byID.filter { field in !inCells.contains { $0 === field } }
    keptTextFields = fields
    return fields
  }

  /// The storyboard object with this id, made on first use from the scene's elements.
  func object(withID id: String) -> AnyObject? {
    if let found = objectsByID[id] { return found }
    guard let element = spec.elements[id] else { return nil }
    let made: AnyObject
    switch element {
    case .label(let label): made = Label(spec: label)
    case .textField(let field): made = TextField(spec: field, owner: self)
    case .cell(let cell): made = TableViewCell(spec: cell, owner: self)
    case .button(let button): made = Button(spec: button)
    case .barButtonItem(let item): made = BarButtonItem(spec: item)
    case .view(let view): made = View(spec: view)
    case .tableView: return tableView
    case .other: return nil
    }
    objectsByID[id] = made
    return made
  }

  // MARK: - Table data source and delegate (defaults serve static cells from the storyboard)

  /// Sections in the table: static sections, else 1.
  open func numberOfSections(in tableView: TableView) -> Int {
    tableView.isStatic ? staticCells.count : 1
  }

  /// Rows in a section: the static cells, else 0 (no data source).
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    guard tableView.isStatic, staticCells.indices.contains(section) else { return 0 }
    return staticCells[section].count
  }

  /// The cell for a row: the static cell, else a cell dequeued from the first prototype.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    if tableView.isStatic, staticCells.indices.contains(indexPath.section),
      staticCells[indexPath.section].indices.contains(indexPath.row)
    {
      return staticCells[indexPath.section][indexPath.row]
    }
    let identifier = tableView.spec.prototypes.first?.reuseIdentifier ?? "Cell"
    return tableView.dequeueReusableCell(withIdentifier: identifier)
  }

  /// A section's header: the static section's `headerTitle`.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    guard tableView.isStatic, tableView.spec.sections.indices.contains(section) else { return nil }
    return tableView.spec.sections[section].headerTitle
  }

  /// A section's footer: the static section's `footerTitle`.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    guard tableView.isStatic, tableView.spec.sections.indices.contains(section) else { return nil }
    return tableView.spec.sections[section].footerTitle
  }

  /// A row was tapped (before its cell's segue fires). By default a cell holding a text field
  /// focuses it.
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    if let field = tableView.cellForRow(at: indexPath)?.textField {
      field.becomeFirstResponder()
    }
  }

  /// Whether a row can be deleted by swiping. Default: no.
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// Commits a swipe-to-delete (or insert) on a row.
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// A value that moves whenever what this scene draws may have changed outside the session's
  /// interactions, e.g. the store's data version (another shell's commit, or a change made
  /// straight through the store). While it, the session's generation, the row window and the
  /// draw style stay the same, the shell reuses its last drawing of the scene. nil (the
  /// default): the scene is drawn afresh every time.
  open var contentVersion: [Int64]? { nil }

  /// The index path of the first row whose text is `text` (any case). Override to answer from a
  /// database; the default asks for cells one by one (at most 10,000 rows).
  open func rowIndex(forText text: String) -> IndexPath? {
    let wanted = text.lowercased()
    return firstRow { $0.displayText?.lowercased() == wanted }
  }

  /// Whether `rowIndexes(forText:limit:)` asks a store (a server answers in a round trip): the
  /// shell then asks it for a recording only when one needs the answer. False (the default):
  /// the cells are asked.
  open var findsRowsInStore: Bool { false }

  /// The index paths of the first `limit` rows whose text is `text`: those with exactly that
  /// text, else those with it in any case. More than one makes `select`/`delete` by text ask
  /// for a number. Override to answer from a database; the default asks for cells one by one,
  /// and a table of more rows than it would ask (10,000) is left to `rowIndex(forText:)`.
  open func rowIndexes(forText text: String, limit: Int) -> [IndexPath] {
    guard let tableView else { return [] }
    if tableView.totalRowCount > Self.scannedRows {
      return rowIndex(forText: text).map { [$0] } ?? []
    }
    var exact: [IndexPath] = []
    var anyCase: [IndexPath] = []
    let wanted = text.lowercased()
    _ = firstPath(where: { path, cell in
      guard let shown = cell.displayText else { return false }
      if shown == text {
        exact.append(path)
      } else if exact.isEmpty, anyCase.count < limit, shown.lowercased() == wanted {
        anyCase.append(path)
      }
      return exact.count >= limit
    })
    return exact.isEmpty ? anyCase : exact
  }

  /// The index path of the row whose cell has this `identity` now, if any. Override to answer
  /// from a database; the default asks for cells one by one (at most 10,000 rows).
  open func rowIndex(forIdentity identity: String) -> IndexPath? {
    firstRow { $0.identity == identity }
  }

  /// The index path of the first row after `start` (nil: from the top) whose text contains
  /// `text` (any case), for `find`. Override to answer from a database; the default asks for
  /// cells one by one (at most 10,000 rows).
  open func rowIndex(containing text: String, after start: IndexPath?) -> IndexPath? {
    guard let tableView else { return nil }
    let wanted = text.lowercased()
    let first = start.map { tableView.offset(of: $0) + 1 } ?? 0
    var offset = 0
    return firstRow { cell in
      defer { offset += 1 }
      return offset >= first && cell.displayText?.lowercased().contains(wanted) == true
    }
  }

  /// How many rows the default lookups ask for cell by cell before giving up.
  static let scannedRows = 10_000

  /// The first row (of at most 10,000) whose cell satisfies `matches`.
  private func firstRow(where matches: (TableViewCell) -> Bool) -> IndexPath? {
    firstPath(where: { _, cell in matches(cell) })
  }

  /// The first row (of at most 10,000) whose path and cell satisfy `matches`.
  private func firstPath(where matches: (IndexPath, TableViewCell) -> Bool) -> IndexPath? {
    guard let tableView else { return nil }
    var scanned = 0
    for section in 0..<tableView.numberOfSections {
      for row in 0..<tableView.numberOfRows(inSection: section) {
        scanned += 1
        if scanned > Self.scannedRows { return nil }
        let path = IndexPath(row: row, section: section)
        let cell = tableView.visibleCells[path] ?? self.tableView(tableView, cellForRowAt: path)
        if matches(path, cell) { return path }
      }
    }
    return nil
  }

  /// Row texts starting with `prefix` (any case), at most `limit`, for completion.
  open func rowTexts(withPrefix prefix: String, limit: Int) -> [String] {
    rowTextMatches(withPrefix: prefix, limit: limit).texts
  }

  /// The rows whose text starts with `prefix` (any case): the first `limit` texts, what all
  /// matches share and how many are left out. Override to answer from a database; the default
  /// asks for cells one by one (at most 10,000 rows: beyond them nothing is assumed shared).
  open func rowTextMatches(withPrefix prefix: String, limit: Int) -> RowTextMatches {
    guard let tableView else { return .none }
    let wanted = prefix.lowercased()
    var texts: [String] = []
    var seen: Set<String> = []
    var scanned = 0
    for section in 0..<tableView.numberOfSections {
      for row in 0..<tableView.numberOfRows(inSection: section) {
        scanned += 1
        if scanned > 10_000 {
          return RowTextMatches(texts: Array(texts.prefix(max(0, limit))), bounds: [], omitted: nil)
        }
        let path = IndexPath(row: row, section: section)
        let cell = tableView.visibleCells[path] ?? self.tableView(tableView, cellForRowAt: path)
        if let text = cell.displayText, text.lowercased().hasPrefix(wanted),
          seen.insert(text).inserted
        {
          texts.append(text)
        }
      }
    }
    // Characters compare lexicographically, so the least and the greatest text share what all do.
    let bounds = [seen.min(), seen.max()].compactMap { $0 }
    return RowTextMatches(
      texts: Array(texts.prefix(max(0, limit))), bounds: bounds,
      omitted: max(0, texts.count - max(0, limit)))
  }

  func markViewLoaded() { isViewLoaded = true }

  // MARK: - Container hooks (overridden by the containers of this module)

  /// The child showing this controller's content (navigation top, selected tab, split column
  /// in focus); nil for a plain controller.
  var visibleChild: ViewController? { nil }

  /// The children on screen while this controller is (for appearance callbacks).
  var onScreenChildren: [ViewController] { children }

  /// Makes the children a container makes at once (navigation root, split columns).
  func makeRelationshipChildren() throws(NavigationError) {}

  // MARK: - Building from the storyboard

  /// Makes the table view, static cells, buttons and dock views, and indexes them by id.
  private func buildViews() {
    buildSubviews()
    for item in navigationItem.leftBarButtonItems + navigationItem.rightBarButtonItems
      + toolbarItems
    {
      objectsByID[item.id] = item
    }
    for button in buttons {
      objectsByID[button.id] = button
    }
    for view in dockViews {
      if let id = view.id { objectsByID[id] = view }
      for label in view.labels {
        if let id = label.id { objectsByID[id] = label }
      }
    }
    guard let tableSpec = spec.tableView else { return }
    let table = TableView(spec: tableSpec, controller: self)
    tableView = table
    objectsByID[tableSpec.id] = table
    guard tableSpec.dataMode == .static else { return }
    staticCells = tableSpec.sections.map { section in
      section.cells.map { cellSpec in
        let cell = TableViewCell(spec: cellSpec, owner: self)
        objectsByID[cellSpec.id] = cell
        for label in cell.labels {
          if let id = label.id { objectsByID[id] = label }
        }
        if let field = cell.textField, let id = field.id { objectsByID[id] = field }
        for control in cell.controls {
          if let id = control.controlID { objectsByID[id] = control.object }
        }
        return cell
      }
    }
  }
}
