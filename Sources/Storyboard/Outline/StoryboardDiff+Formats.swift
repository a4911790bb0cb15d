import RosterSupport

/// A diff written out: text for people and `git diff`, JSON for tools, Markdown for a pull
/// request comment. `path` names the file (git's external diff gives it), nil for two files.
extension StoryboardDiff {
  /// One change a line; with `path`, a header line and the changes indented under it, or
  /// `PATH: nothing a user sees changed` (git shows the file as changed either way).
  public func text(path: String? = nil) -> String {
    guard let path else { return changes.map { $0.message + "\n" }.joined() }
    let name = VisibleText.make(path)
    guard !isEmpty else { return name + ": nothing a user sees changed\n" }
    return name + ":\n" + changes.map { "  " + $0.message + "\n" }.joined()
  }

  /// `{"path":…,"changed":true,"changes":[{"change":"renamed","what":"button","scene":"Home",
  /// "old":"Promo","new":"Offers","message":"…"}]}` (`path` null for two files; a field a
  /// change does not have is null).
  public func json(path: String? = nil) -> String {
    func value(_ text: String?) -> String { text.map(JSON.quote) ?? "null" }
    let items = changes.map { change in
      "{\"change\":\(JSON.quote(change.kind.rawValue)),\"what\":\(JSON.quote(change.what)),"
        + "\"scene\":\(value(change.scene)),\"old\":\(value(change.old)),"
        + "\"new\":\(value(change.new)),\"message\":\(JSON.quote(change.message))}"
    }
    return "{\"path\":\(value(path)),\"changed\":\(!isEmpty),\"changes\":["
      + items.joined(separator: ",") + "]}\n"
  }

  /// A heading and a list, every character of the outside text shown as itself (Markdown's
  /// own characters escaped, so a name cannot turn into a link, an image or HTML).
  public func markdown(path: String? = nil) -> String {
    var text = "#### Storyboard changes" + (path.map { ": " + Self.markdownEscaped($0) } ?? "")
    text += "\n\n"
    guard !isEmpty else { return text + "No change a user sees.\n" }
    return text + changes.map { "- " + Self.markdownEscaped($0.message) + "\n" }.joined()
  }

  /// `text` made visible, with `\` `` ` `` `*` `_` `[` `]` `<` `>` `|` `~` `#` `!` backslash-escaped
  /// and `&` written `&amp;`.
  static func markdownEscaped(_ text: String) -> String {
    var escaped = ""
    for character in VisibleText.make(text) {
      switch character {
      case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "#", "!":
        escaped += "\\" + String(character)
      case "&": escaped += "&amp;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
