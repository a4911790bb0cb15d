/// Everything a user can exercise in storyboards (and those their references reach): each
/// scene, segue that fires (not relationships or embeds), button and bar button (not spaces),
/// static cell and prototype cell, with where it is written and how to name it. Script
/// coverage counts against it.
public struct StoryboardInventory: Sendable {
  /// One item, described for people.
  public struct Entry: Sendable, Equatable {
    public var item: StoryboardItem
    /// `FILE:LINE` of its element.
    public var file: String
    public var line: Int
    /// How a listing names it, e.g. `segue "AddPlayer" Players → Add Player`.
    public var label: String
  }

  /// In document, scene and element order.
  public private(set) var entries: [Entry] = []

  /// The inventory of `documents` and what their references reach in `catalog`.
  public init(documents: [StoryboardDocument], catalog: StoryboardCatalog) {
    let graph = SegueGraph(documents: documents, catalog: catalog)
    for document in graph.documents {
      let identity = catalog.identity(of: document)
      let file = document.path ?? document.name + ".storyboard"
      let titles = Dictionary(
        document.scenes.map { ($0.controller.id, $0.controller.sceneTitle) },
        uniquingKeysWith: { first, _ in first })
      func add(_ kind: StoryboardItem.Kind, _ id: String, line: Int, _ label: String) {
        entries.append(
          Entry(
            item: StoryboardItem(kind, storyboard: identity, id: id), file: file, line: line,
            label: kind.rawValue + " " + label))
      }
      for scene in document.scenes where scene.controller.kind != .viewControllerPlaceholder {
        let controller = scene.controller
        let title = "\"\(controller.sceneTitle)\""
        add(.scene, controller.id, line: controller.line, title)
        for segue in controller.segues where segue.kind != .relationship && segue.kind != .embed {
          let name = segue.identifier.map { "\"\($0)\" " } ?? ""
          let destination =
            segue.kind == .unwind
            ? "Exit" + (segue.unwindAction.map { " (\($0))" } ?? "")
            : titles[segue.destination].map { "\"\($0)\"" } ?? segue.destination
          add(.segue, segue.id, line: segue.line, "\(name)\(title) → \(destination)")
        }
        let items =
          (controller.navigationItem?.leftBarButtonItems ?? [])
          + (controller.navigationItem?.rightBarButtonItems ?? []) + controller.toolbarItems
        for item in items where !item.isSpace {
          add(.button, item.id, line: item.line, "[\(item.displayTitle)] in \(title)")
        }
        for button in controller.buttons {
          add(.button, button.id, line: button.line, "[\(button.title ?? button.id)] in \(title)")
        }
        if let table = controller.tableView {
          for cell in table.sections.flatMap(\.cells) {
            let name = cell.text ?? cell.textField?.placeholder ?? cell.reuseIdentifier ?? cell.id
            add(.row, cell.id, line: cell.line, "\"\(name)\" in \(title)")
          }
          for cell in table.prototypes {
            let name = cell.reuseIdentifier ?? cell.id
            add(.row, cell.id, line: cell.line, "prototype \"\(name)\" in \(title)")
          }
        }
      }
    }
  }
}
