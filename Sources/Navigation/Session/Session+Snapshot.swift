import Storyboard

/// The visible scene as plain values, for drawing.
extension Session {
  /// The visible scene as plain values; only rows whose 0-based offsets (across sections) are
  /// in `rows` are asked for (nil: the first 200).
  package func snapshot(rows window: Range<Int>? = nil) -> SceneSnapshot {
    snapshot(rows: window, whole: true)
  }

  /// The snapshot; without `whole`, only what `state` reads (the rows, the row count, the bar
  /// buttons and buttons), for a state is taken after every move `roster explore` makes. The
  /// table is asked the same either way: its sections, row counts and cells, which it keeps.
  func snapshot(rows window: Range<Int>?, whole: Bool) -> SceneSnapshot {
    let leaf = visibleController
    context.pendingError = nil
    let bar = { (item: BarButtonItem) in
      SceneSnapshot.BarButton(title: item.displayTitle, isEnabled: item.isEnabled)
    }
    var sections: [SceneSnapshot.Section] = []
    var total = 0
    var message: String?
    let target = whole ? typingTarget : nil
    // The table drawn: the scene's own or an embedded scene's (`tableController`).
    let owner = tableController
    if let table = owner.tableView {
      table.reloadData()
      let wanted = window ?? 0..<200
      var offset = 0
      for section in 0..<table.numberOfSections {
        let count = table.numberOfRows(inSection: section)
        let start = max(wanted.lowerBound - offset, 0)
        let end = min(wanted.upperBound - offset, count)
        var rows: [SceneSnapshot.Row] = []
        if start < end {
          for row in start..<end {
            let path = IndexPath(row: row, section: section)
            let cell = owner.tableView(table, cellForRowAt: path)
            table.visibleCells[path] = cell
            rows.append(
              makeRow(
                cell, number: offset + row + 1, path: path, in: owner, typingTarget: target))
          }
        }
        let inWindow = offset < wanted.upperBound && offset + count > wanted.lowerBound
        if inWindow || (count == 0 && offset >= wanted.lowerBound && offset < wanted.upperBound) {
          let reachesEnd = whole && offset + count <= wanted.upperBound
          sections.append(
            SceneSnapshot.Section(
              index: section,
              header: whole ? owner.tableView(table, titleForHeaderInSection: section) : nil,
              rows: rows,
              footer: reachesEnd ? owner.tableView(table, titleForFooterInSection: section) : nil))
        }
        offset += count
      }
      total = offset
      if owner.isGeneric, table.spec.dataMode == .prototypes {
        let ids = table.spec.prototypes.compactMap(\.reuseIdentifier)
        message =
          "no data source"
          + (ids.isEmpty ? "" : " (prototype cells: \(ids.joined(separator: ", ")))")
      }
    }
    if let error = context.pendingError {
      context.pendingError = nil
      message = error.description
    }
    if message == nil, whole, leaf.isGeneric { message = leaf.contentFromCode }
    let tabs = (whole ? visibleTabBarController : nil).map { tabs in
      tabs.tabTitles.enumerated().map {
        SceneSnapshot.Tab(title: $0.element, isSelected: $0.offset == tabs.selectedIndex)
      }
    }
    let focused = target.map { field in
      SceneSnapshot.Field(text: field.text, placeholder: field.placeholder, isFocused: true)
    }
    var snapshot = SceneSnapshot(
      title: leaf.sceneTitle, className: leaf.className, isGeneric: leaf.isGeneric,
      storyboardName: leaf.storyboard.name,
      backButtonTitle: whole ? backButtonTitle(for: leaf) : nil,
      leftBarButtons: leaf.navigationItem.leftBarButtonItems.map(bar),
      rightBarButtons: leaf.navigationItem.rightBarButtonItems.map(bar),
      toolbarItems: leaf.toolbarItems.map(bar),
      buttons: undrawnButtons(of: leaf), items: whole ? items(of: leaf, depth: 0) : [],
      tabs: tabs ?? [],
      hasTable: owner.tableView != nil, tableStyle: owner.tableView?.spec.style,
      sections: sections, totalRowCount: total, message: message, focusedField: focused,
      navigationBarTitle: leaf.spec.navigationBarTitle.flatMap { $0.isEmpty ? nil : $0 },
      hasNavigationBar: leaf.navigationController != nil
        || (leaf.parent as? SplitViewController)?.isColumnStyle == true)
    if whole { snapshot.columns = besideColumns(numbered: owner.tableView == nil) }
    return snapshot
  }

  /// The split-view columns beside the visible scene, as drawn: role, title, view, first rows
  /// (numbered when the scene has no table of its own, so `select` acts on them).
  private func besideColumns(numbered: Bool) -> [SceneSnapshot.Column] {
    guard let split = visibleController.containingSplitView else { return [] }
    let selectable = selectableTableController
    return besideColumns.map { column in
      var rows: [String] = []
      if let table = column.tableView {
        var number = 0
        for section in 0..<table.numberOfSections {
          for row in 0..<table.numberOfRows(inSection: section) where number < 20 {
            number += 1
            let cell = column.tableView(table, cellForRowAt: IndexPath(row: row, section: section))
            let text = cell.displayText ?? ""
            rows.append(numbered && column === selectable ? "\(number)  \(text)" : "-  \(text)")
          }
        }
      }
      let role = split.children.first { $0.shownLeaf === column }.map(split.role) ?? "column"
      return SceneSnapshot.Column(
        role: role, title: column.sceneTitle, items: items(of: column, depth: 0), rows: rows,
        message: column.isGeneric ? column.contentFromCode : nil,
        backButtonTitle: backButtonTitle(for: column))
    }
  }

  /// The view's subviews as drawn, an embedded scene's in place of its container view.
  private func items(of controller: ViewController, depth: Int) -> [SceneSnapshot.Item] {
    var items: [SceneSnapshot.Item] = []
    for subview in controller.subviews {
      switch subview {
      case .containerView(let id):
        // The embedded scene draws its view here (its table is not this scene's).
        guard depth < 8, let embedded = controller.embeddedChild(inContainer: id) else {
          continue
        }
        // What it presents in its own context (it defines one) covers it, bar and all.
        let child = embedded.shownLeaf
        // A navigation controller in the container draws its own bar: Back and title.
        if let navigation = embedded as? NavigationController, navigation.presentedStorage == nil {
          let stack = navigation.children
          let back = stack.count > 1 ? backButtonTitle(for: stack[stack.count - 1]) : nil
          items.append(.label((back.map { "‹ " + $0 + "  " } ?? "") + child.sceneTitle))
        }
        items += self.items(of: child, depth: depth + 1).filter {
          $0 != .table || child === tableController
        }
      case .tableView:
        if depth == 0 || controller === tableController { items.append(.table) }
      default:
        if let item = item(for: subview, in: controller) { items.append(item) }
      }
    }
    return items
  }

  /// One subview as drawn (in the view, or in a row); nil when it shows nothing.
  func item(for subview: Subview, in controller: ViewController) -> SceneSnapshot.Item? {
    switch subview {
    case .label(let label):
      if let text = label.text, !text.isEmpty { return .label(text) }
    case .button(let button):
      guard let title = button.displayTitle ?? controller.cellButtonName(button) else { return nil }
      let segue = controller.segue(from: .button(id: button.id))
      return .button(
        title: title, isEnabled: button.isEnabled,
        isConnected: segue != nil || button.action != nil)
    case .textField(let field):
      return .field(
        name: field.name,
        SceneSnapshot.Field(
          text: field.text, placeholder: field.placeholder,
          isFocused: typingTarget === field, isEnabled: field.isEnabled,
          isSecure: field.isSecure))
    case .switch(let control):
      return .switch(name: control.name, isOn: control.isOn, isEnabled: control.isEnabled)
    case .segmentedControl(let control):
      return .segments(
        name: control.name, titles: control.segments,
        selected: control.selectedSegmentIndex, isEnabled: control.isEnabled)
    case .slider(let control):
      var range = "\(Slider.text(control.minimumValue)) to \(Slider.text(control.maximumValue))"
      if control.isStepper { range += " by \(Slider.text(control.stepValue))" }
      return .value(
        name: control.name, value: Slider.text(control.value), range: range,
        isEnabled: control.isEnabled)
    case .imageView(let image):
      return .image(image.displayName)
    case .textView(let view):
      if let text = view.text, !text.isEmpty { return .label(text) }
    case .picker(let picker):
      return .placeholder(picker.displayName)
    case .progressView(let view):
      return .progress(min(1, max(0, view.progress.isFinite ? view.progress : 0)))
    case .searchBar(let bar):
      return .placeholder(bar.shownText.map { "search: " + $0 } ?? "search")
    case .activityIndicator(let indicator):
      if indicator.isAnimating { return .placeholder("busy") }
      if !indicator.hidesWhenStopped { return .placeholder("activity indicator, stopped") }
    case .containerView, .tableView:
      break
    }
    return nil
  }

  /// Titles of the buttons `items` does not draw: a controller made in code lists buttons
  /// without subviews.
  func undrawnButtons(of leaf: ViewController) -> [String] {
    let drawn = Set(
      leaf.subviews.compactMap { subview -> ObjectIdentifier? in
        if case .button(let button) = subview { return ObjectIdentifier(button) }
        return nil
      })
    return leaf.buttons.filter { !drawn.contains(ObjectIdentifier($0)) }
      .compactMap { $0.spec.title }
  }

  /// The field `type` edits: the focused field of the scene (or a column beside it), else the
  /// scene's only enabled field (focused for the user on the first `type`, and drawn with the
  /// cursor until then too).
  var typingTarget: TextField? {
    let sources = segueSources
    if let field = context.firstResponder, let owner = field.owner,
      sources.contains(where: { $0 === owner })
    {
      return field
    }
    let cellFields = tableController.staticCells.joined().compactMap(\.textField)
    let fields = (cellFields + sources.flatMap(\.viewTextFields)).filter(\.isEnabled)
    return fields.count == 1 ? fields[0] : nil
  }

  private func makeRow(
    _ cell: TableViewCell, number: Int, path: IndexPath, in leaf: ViewController,
    typingTarget: TextField?
  ) -> SceneSnapshot.Row {
    let field = cell.textField.map {
      SceneSnapshot.Field(
        text: $0.text, placeholder: $0.placeholder, isFocused: typingTarget === $0)
    }
    let segue = cell.specID.flatMap { leaf.segue(from: .cell(id: $0)) }
    if !cell.controls.isEmpty { cell.nameControls() }
    let controls = cell.controls.compactMap { item(for: $0, in: leaf) }
    return SceneSnapshot.Row(
      number: number, section: path.section, row: path.row,
      text: Self.rowText(of: cell, controls: controls),
      detail: cell.displayDetail, accessory: cell.accessoryType, field: field,
      imageName: cell.imageName, expandedLines: cell.expandedView?.lines ?? [],
      segue: segue.map { $0.identifier ?? $0.kindName }, identity: cell.identity,
      controls: controls)
  }

  /// The text a row shows for `cell`, whose drawn controls are `controls`: nil for a cell
  /// showing only a button, which is the row (its title is the cell's text).
  static func rowText(of cell: TableViewCell, controls: [SceneSnapshot.Item]) -> String? {
    let text = cell.displayText
    let onlyButton =
      controls.count == 1 && cell.labels.allSatisfy { $0.text == nil || $0.text == text }
      && controls.contains {
        if case .button(let title, _, _) = $0 { title == text } else { false }
      }
    return onlyButton ? nil : text
  }

  /// The title a user sees on arriving at `spec`: a navigation controller's root's (references
  /// followed), else the spec's own.
  static func contentTitle(
    of spec: ControllerSpec, in board: RuntimeStoryboard, depth: Int = 0
  ) -> String {
    guard spec.kind == .navigationController, depth < 4,
      let root = spec.segues.first(where: { $0.relationship == "rootViewController" }),
      let rootSpec = board.controllerSpec(id: root.destination),
      let (rootBoard, target) = try? board.resolve(rootSpec)
    else { return spec.sceneTitle }
    return contentTitle(of: target, in: rootBoard, depth: depth + 1)
  }
}

extension ViewController {
  /// What a scene shows that only app code fills (as a table's rows without a data source):
  /// a collection view's items, a page view controller's pages, a player's video, a SwiftUI
  /// view. Nil when the storyboard holds what is drawn.
  var contentFromCode: String? {
    switch spec.elementName {
    case "collectionViewController":
      return "a collection view: its items come from app code, which Roster does not run"
    case "pageViewController":
      return "a page view controller: its pages come from app code, which Roster does not run"
    case "avPlayerViewController":
      return "a video player (AVPlayerViewController): its video comes from app code"
    case "hostingController":
      return "a SwiftUI view (UIHostingController): its content comes from app code"
    case "glkViewController":
      return "an OpenGL view (GLKViewController): what it draws comes from app code"
    default:
      break
    }
    let holdsCollection = spec.elements.values.contains {
      if case .other(elementName: "collectionView", _, _) = $0 { true } else { false }
    }
    return holdsCollection
      ? "a collection view: its items come from app code, which Roster does not run" : nil
  }
}
