import Navigation
import RosterSupport

extension Shell {
  /// `find TEXT`: draws the table from the first row whose text contains TEXT (any case);
  /// `find` alone from the next such row after the last one found, then from the top again.
  /// The controller searches (the Ratings app's players with the store's query), so it is as
  /// fast on a million rows as the store is.
  func find(_ typed: String?) throws(ShellError) {
    let scene = ObjectIdentifier(session.visibleController)
    let previous = lastFind.flatMap { $0.scene == scene ? $0 : nil }
    guard let text = typed ?? previous?.text else {
      throw ShellError("find needs the text to look for; e.g. find ann")
    }
    let total = session.snapshot(rows: 0..<0).totalRowCount
    guard total > 0 else { throw ShellError("no rows to search; this scene has no table rows") }
    let shown = "\"" + VisibleText.make(text) + "\""
    let after = typed == nil ? previous?.offset : nil
    var wrapped = false
    var found = session.rowOffset(containing: text, after: after)
    if found == nil, after != nil {
      found = session.rowOffset(containing: text, after: nil)
      wrapped = found != nil
    }
    guard let found else {
      throw ShellError("no row contains \(shown) (of \(NumberText.grouped(total)) rows)")
    }
    lastFind = (scene, text, found)
    // The found row first, unless that leaves the window short: a short table is drawn whole.
    let page = SceneRenderer.pageSize
    windowStart = total <= page ? 0 : min(found, total - page)
    let style = settings.style
    var note = "\(shown) in row \(NumberText.grouped(found + 1))"
    if wrapped { note += found == previous?.offset ? ", the only one" : ", from the top again" }
    note += " \(style.bullet) find: the next one"
    console.line(styled: style.tint(EchoedText.shortened(note), .dim))
    console.line(styled: draw())
  }
}
