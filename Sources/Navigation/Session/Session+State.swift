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
        kind: kind, scene: controller.storyboard.name + "/" + controller.spec.id,
        title: controller.sceneTitle, children: children, selected: selected, isMade: true,
        fields: fields.map(\.text),
        focusedField: focus.flatMap { f in
          fields.firstIndex { $0 === f }
        }, presented: controller.presentedStorage.map { [node($0)] } ?? [])
    }
    let pending = context.pendingError
    let scene = snapshot(rows: Self.stateRowWindow, whole: false)
    context.pendingError = pending
    let rows = scene.rows.map {
      SessionState.Row(
        text: $0.text, detail: $0.detail, checked: $0.isChecked, field: $0.field?.text,
        image: $0.imageName)
    }
    let buttons =
      (scene.leftBarButtons + scene.rightBarButtons + scene.toolbarItems)
      .filter(\.isEnabled).map(\.title) + scene.buttons
    return SessionState(
      root: window.rootViewController.map(node), visibleRows: rows,
      visibleRowCount: scene.totalRowCount, enabledButtons: buttons, data: dataVersion())
  }
}
