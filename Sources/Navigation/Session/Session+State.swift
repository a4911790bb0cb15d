/// The session's state as a value (`SessionState`), computed from the controllers.
extension Session {
  /// Rows of the visible scene the state includes (a drawn page).
  static let stateRowWindow = 0..<20

  /// The navigation state now: equal before and after an interaction that changed nothing.
  package var state: SessionState {
    let focus = context.firstResponder
    func node(_ controller: ViewController) -> SessionState.Node {
      let kind: SessionState.Node.Kind
      var children: [SessionState.Node]
      var selected: Int?
      switch controller {
      case let tabs as TabBarController:
        kind = .tabs
        selected = tabs.selectedIndex
        children = tabs.tabSpecs.indices.map { index in
          if let made = tabs.slots[index] { return node(made) }
          return SessionState.Node(
            kind: .scene, scene: tabs.storyboard.name + "/" + tabs.tabSpecs[index].id, title: "",
            children: [], selected: nil, isMade: false, fields: [], focusedField: nil,
            presented: [])
        }
      case let split as SplitViewController:
        kind = .split
        selected = split.isShowingDetail ? 1 : split.focusesSupplementary ? 2 : nil
        children = split.children.map(node)
      case is NavigationController:
        kind = .navigation
        children = controller.children.map(node)
      default:
        kind = .scene
        children = controller.children.map(node)
      }
      let fields = controller.textFields
      return SessionState.Node(
        kind: kind, scene: controller.sceneKey,
        title: controller.sceneTitle, children: children, selected: selected, isMade: true,
        fields: fields.map(\.text),
        focusedField: focus.flatMap { f in
          fields.firstIndex { $0 === f }
        }, presented: controller.presentedStorage.map { [node($0)] } ?? [])
    }
    let pending = context.pendingError
    let (rows, count) = stateRows(Self.stateRowWindow)
    context.pendingError = pending
    let leaf = visibleController
    let items =
      leaf.navigationItem.leftBarButtonItems + leaf.navigationItem.rightBarButtonItems
      + leaf.toolbarItems
    let buttons = items.filter(\.isEnabled).map(\.spec.displayTitle) + undrawnButtons(of: leaf)
    return SessionState(
      root: window.rootViewController.map(node), visibleRows: rows, visibleRowCount: count,
      enabledButtons: buttons, data: dataVersion())
  }

  /// The visible table's rows in `window` as the state holds them, and its row count: the rows
  /// `snapshot(rows:whole:)` draws, with the data source asked the same (its sections, each
  /// section's row count, the cells in the window, kept as the drawn ones), without building
  /// the rest of a drawing: a state is taken after every move `roster explore` makes.
  private func stateRows(_ window: Range<Int>) -> (rows: [SessionState.Row], count: Int) {
    context.pendingError = nil
    let owner = tableController
    guard let table = owner.tableView else { return ([], 0) }
    table.reloadData()
    table.visibleCells.reserveCapacity(window.count)
    var rows: [SessionState.Row] = []
    var offset = 0
    for section in 0..<table.numberOfSections {
      let count = table.numberOfRows(inSection: section)
      let start = max(window.lowerBound - offset, 0)
      let end = min(window.upperBound - offset, count)
      if start < end {
        for row in start..<end {
          let path = IndexPath(row: row, section: section)
          let cell = owner.tableView(table, cellForRowAt: path)
          table.visibleCells[path] = cell
          rows.append(stateRow(cell, in: owner))
        }
      }
      offset += count
    }
    return (rows, offset)
  }

  /// One row as the state holds it: the text, detail, check, field and image `makeRow` draws
  /// of the cell (its controls named only when it has some).
  private func stateRow(_ cell: TableViewCell, in owner: ViewController) -> SessionState.Row {
    var controls: [SceneSnapshot.Item] = []
    if !cell.controls.isEmpty {
      cell.nameControls()
      controls = cell.controls.compactMap { item(for: $0, in: owner) }
    }
    return SessionState.Row(
      text: Self.rowText(of: cell, controls: controls), detail: cell.displayDetail,
      checked: cell.isChecked,
      field: cell.textField?.text, image: cell.imageName)
  }
}
