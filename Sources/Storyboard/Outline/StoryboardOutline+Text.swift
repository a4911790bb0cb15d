/// An outline as text, one line per fact, for people and for `git diff` (textconv): a line
/// means the same without the lines around it, so a hunk reads on its own.
extension StoryboardOutline {
  /// The outline's lines, each ending with a newline; scenes apart by a blank line.
  ///
  /// ```
  /// entry → "Players"
  ///
  /// scene "Players"
  ///   class PlayersViewController (UITableViewController)
  ///   right button "+"
  ///   segue AddPlayer: presentation → "Add Player", from right button "+"
  /// ```
  /// A segue without an identifier is written by its kind: `segue show → "Details"`.
  public var text: String {
    var lines = [entry.map { "entry → " + Self.quoted($0) } ?? "no entry point"]
    for scene in scenes {
      lines.append("")
      lines += Self.lines(of: scene)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A scene's lines: its header, then what it draws, then its segues.
  static func lines(of scene: Scene) -> [String] {
    guard !scene.isReference else {
      return ["reference " + scene.title]
        + scene.segues.map { "  " + segueLine($0) }
    }
    var lines = ["scene " + quoted(scene.title)]
    if let className = scene.className {
      lines.append("  class " + className + (scene.uikitClass.map { " (" + $0 + ")" } ?? ""))
    }
    if let id = scene.storyboardID { lines.append("  storyboard ID " + word(id)) }
    if let presentation = scene.presentation { lines.append("  presented " + presentation) }
    for item in scene.items {
      lines.append(String(repeating: "  ", count: item.depth + 1) + itemLine(item))
    }
    lines += scene.segues.map { "  " + segueLine($0) }
    return lines
  }

  /// `switch "Wi-Fi" on`, `row "Games" disclosure indicator`.
  static func itemLine(_ item: Item) -> String {
    var line = itemName(item)
    if let state = item.state { line += " " + state }
    return line
  }

  /// `button "Promo"`: the kind and the name, as messages name an item.
  static func itemName(_ item: Item) -> String {
    item.kind.rawValue + (item.name.map { " " + quoted($0) } ?? "")
  }

  /// `segue AddPlayer: presentation → "Add Player", from right button "+"`.
  static func segueLine(_ segue: Segue) -> String {
    var line =
      "segue " + (segue.identifier.map { word($0) + ": " } ?? "") + segue.kind + " → "
      + segue.destination
    if let source = segue.source { line += ", from " + source }
    if let details = segue.details { line += ", " + details }
    return line
  }

  /// `segue AddPlayer`, or for one without an identifier what it does:
  /// `segue show → "Details"`.
  static func segueName(_ segue: Segue) -> String {
    "segue " + (segue.identifier.map(word) ?? segue.kind + " → " + segue.destination)
  }

  /// An identifier as written when it is one word of letters, digits, `_`, `-` and `.`;
  /// otherwise quoted, so spaces or controls in it cannot blur the line.
  static func word(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        ($0.properties.isAlphabetic || $0.properties.numericType != nil
          || "_-.".unicodeScalars
            .contains($0))
          && $0.isASCII
      }
    return plain ? text : quoted(text)
  }
}
