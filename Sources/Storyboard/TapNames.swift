/// The names `tap` takes for a button or a bar button item, once: the running session
/// (`Button`, `BarButtonItem` in Sources/Navigation/Views) and `roster check`
/// (Sources/Shell/Scripts/StaticStoryboard.swift) both ask here, so a name one accepts the
/// other accepts too.
package enum TapNames {
  /// The names a bar button item answers to, lowercased: what it shows, its title, its system
  /// item (`add`, `done`…), and `+`/`add` for the add item.
  package static func barButtonItem(displayTitle: String, title: String?, systemItem: String?)
    -> [String]
  {
    var names = [displayTitle, title, systemItem].compactMap { $0?.lowercased() }
    if systemItem == "add" { names += ["+", "add"] }
    return names
  }

  /// Whether `name` (any case) names a button that shows `displayTitle` (its title, else its
  /// accessibility label, else its image), or is its object id (exactly).
  package static func button(_ name: String, displayTitle: String?, id: String?) -> Bool {
    if let id, id == name { return true }
    guard let displayTitle else { return false }
    return displayTitle.lowercased() == name.lowercased()
  }
}

extension BarButtonItemSpec {
  /// The names `tap` takes for this item, lowercased (`TapNames.barButtonItem`).
  package var tapNames: [String] {
    TapNames.barButtonItem(displayTitle: displayTitle, title: title, systemItem: systemItem)
  }
}

extension ButtonSpec {
  /// Whether `tap name` names this button (`TapNames.button`).
  package func answers(to name: String) -> Bool {
    TapNames.button(name, displayTitle: displayTitle, id: id)
  }
}
