import Navigation

extension Shell: CompletionSource {
  package var availableCommands: [String] {
    let scene = session.snapshot(rows: 0..<SceneRenderer.pageSize)
    let hasSegues = !session.segueIdentifiers.isEmpty
    let hasButtons = !session.barButtonTitles.isEmpty
    let hasTabs = !session.tabTitles.isEmpty
    let hasField =
      scene.focusedField != nil || scene.rows.contains { $0.field != nil }
      || scene.items.contains { if case .field = $0 { return true } else { return false } }
    let hasControls = !session.settableControlNames(enabledOnly: true).isEmpty
    let canGoBack = session.breadcrumb.count > 1
    return CommandCatalog.commands.filter { info in
      switch info.availability {
      case .always: return true
      case .hasSegues: return hasSegues
      case .hasRows: return scene.totalRowCount > 0
      case .hasLongTable: return scene.totalRowCount > SceneRenderer.pageSize
      case .hasButtons: return hasButtons
      case .hasTabs: return hasTabs
      case .hasTextField: return hasField
      case .hasControls: return hasControls
      case .canGoBack: return canGoBack
      case .canUndo: return session.canUndo
      }
    }.map(\.name)
  }

  package var segueIdentifiers: [String] { session.segueIdentifiers }
  package var segueDetails: [String: String] {
    // The first of two segues with one name wins, as `open` takes the first.
    Dictionary(
      session.fireableSegues.map { ($0.name, Shell.segueDetail($0)) },
      uniquingKeysWith: { first, _ in first })
  }
  package var barButtonTitles: [String] { session.enabledBarButtonTitles }
  package var settableControls: [String] { session.settableControlNames(enabledOnly: true) }
  package func settingValues(forControl control: String) -> [String] {
    session.settingValues(forControl: control)
  }
  package var breadcrumb: [String] { session.breadcrumb }
  package var tabTitles: [String] { session.tabTitles }
  package var sceneTitle: String { session.snapshot(rows: 0..<0).title }

  package func rowTextMatches(withPrefix prefix: String, limit: Int) -> RowTextMatches {
    session.rowTextMatches(withPrefix: prefix, limit: limit)
  }

  package func row(numbered number: Int) -> (text: String, detail: String?)? {
    guard number >= 1, let row = session.snapshot(rows: (number - 1)..<number).rows.first else {
      return nil
    }
    return (Self.text(of: row), row.detail)
  }

  /// What TAB offers; the line reader calls it with the line up to the cursor.
  package var completer: Completer { Completer(source: self) }
}
