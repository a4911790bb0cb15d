import Navigation

extension Shell {
  /// `scenes`: each scene of the storyboard with its title, class and storyboard ID.
  func scenesText() -> String {
    let document = session.document
    var lines = ["\(document.name).storyboard:"]
    let visible = session.snapshot(rows: 0..<0).title
    for scene in document.scenes {
      let controller = scene.controller
      var line = controller.sceneTitle == visible ? "* " : "  "
      line += VisibleText.make(controller.sceneTitle)
      var notes: [String] = [controller.customClass ?? controller.elementName]
      if let id = controller.storyboardIdentifier { notes.append("id \(id)") }
      if let name = controller.storyboardName {
        notes.append(
          "→ \(name).storyboard" + (controller.referencedIdentifier.map { " \($0)" } ?? ""))
      }
      line += "  (" + notes.joined(separator: ", ") + ")"
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// `segues`: what can fire from the visible scene.
  func seguesText() -> String {
    let segues = session.fireableSegues
    guard !segues.isEmpty else { return "(no segues from here)" }
    let width = segues.map(\.name.count).max() ?? 0
    return segues.map { segue in
      "  " + segue.name.padding(to: width) + "  " + segue.kind.rawValue + " → "
        + VisibleText.make(segue.destinationTitle) + "  (from " + segue.trigger + ")"
    }.joined(separator: "\n")
  }
}
