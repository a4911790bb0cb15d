import LineEditing
import Navigation
import RosterSupport
import Storyboard

extension Shell {
  /// `scenes`: each scene of the storyboard, and of the storyboards it references, with its
  /// title, class and storyboard ID; the visible one marked `*`.
  func scenesText() -> String {
    let visible = (session.snapshot(rows: 0..<0).storyboardName, session.visibleController.spec.id)
    var documents = [session.document]
    var index = 0
    while index < documents.count {
      for scene in documents[index].scenes {
        guard let name = scene.controller.storyboardName,
          !documents.contains(where: { $0.name == name }),
          let referenced = try? catalog?.document(named: name)
        else { continue }
        documents.append(referenced)
      }
      index += 1
    }
    var lines: [String] = []
    for document in documents {
      lines.append("\(VisibleText.make(document.name)).storyboard:")
      for scene in document.scenes {
        let controller = scene.controller
        let marked = document.name == visible.0 && controller.id == visible.1
        var line = (marked ? "* " : "  ") + VisibleText.make(controller.sceneTitle)
        var notes: [String] = [controller.customClass ?? controller.elementName]
        if let id = controller.storyboardIdentifier { notes.append("id \(id)") }
        if let name = controller.storyboardName {
          notes.append(
            "→ \(name).storyboard" + (controller.referencedIdentifier.map { " \($0)" } ?? ""))
        }
        line += "  (" + VisibleText.make(notes.joined(separator: ", ")) + ")"
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `segues`: what can fire from the visible scene.
  func seguesText() -> String {
    let segues = session.fireableSegues
    guard !segues.isEmpty else { return "(no segues from here)" }
    // Names are padded by the columns they take as shown (escapes, wide characters).
    let names = segues.map { VisibleText.make($0.name) }
    let width = names.map(DisplayWidth.of).max() ?? 0
    return zip(names, segues).map { name, segue in
      "  " + name + String(repeating: " ", count: width - DisplayWidth.of(name)) + "  "
        + VisibleText.make(Self.segueDetail(segue))
    }.joined(separator: "\n")
  }

  /// What a segue does, as `segues` lists it and TAB shows beside its name:
  /// `presentation → Add Player  (from bar button)`.
  static func segueDetail(_ segue: FireableSegue) -> String {
    segue.kind.rawValue + " → " + segue.destinationTitle + "  (from " + segue.trigger + ")"
  }

  /// `graph`: the storyboard as DOT, the visible scene marked and the segues the session's
  /// device cannot take drawn grey, as `roster graph --device` draws them.
  func graphText() -> String {
    let catalog = self.catalog ?? StoryboardCatalog()
    catalog.add(session.document)
    let mark = DotExporter.Mark(
      storyboard: session.snapshot(rows: 0..<0).storyboardName,
      controllerID: session.visibleController.spec.id)
    return DotExporter(device: session.device).dot(
      documents: [session.document], catalog: catalog, marking: mark)
  }
}
