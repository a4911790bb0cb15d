import RosterSupport
import Storyboard

/// What `roster explore` asks a session: the moves the shell would offer here, and which
/// controllers the hierarchy holds.
extension Session {
  /// The text `explore` types into a focused, empty field (a small alphabet: one letter).
  static let exploreAlphabet = ["a"]
  /// Rows `explore` selects at most per scene (the first page).
  static let exploreRowLimit = 20

  /// Every move TAB would offer on the visible scene, in a fixed order: segues, enabled
  /// buttons, rows, deletable rows, tabs, typing and clearing the focused field, back. Segues
  /// only app code fires are among them (`codeFiredMoves`): they reach the scenes app code
  /// shows, but what they alone cause is no finding.
  package var offeredInteractions: [Interaction] { offeredInteractions(fireableSegues) }

  /// The moves offered, given the segues that can fire here (`fireableSegues`).
  func offeredInteractions(_ segues: [FireableSegue]) -> [Interaction] {
    var moves: [Interaction] = segues.map { .open(segue: $0.name) }
    moves += enabledBarButtonTitles.flatMap(tapMoves)
    let leaf = tableController
    if let table = leaf.tableView {
      table.reloadData()
      let count = min(table.totalRowCount, Self.exploreRowLimit)
      moves += (0..<count).map { .select(.number($0 + 1)) }
      // One deletable row is enough to try swipe-to-delete: the others behave alike.
      if let first = (0..<count).first(where: { offset in
        table.indexPath(forOffset: offset).map { leaf.tableView(table, canEditRowAt: $0) } ?? false
      }) {
        moves.append(.delete(.number(first + 1)))
      }
    }
    moves += tabTitles.map { .tab(name: $0) }
    if let field = typingTarget, field.isEnabled {
      if field.text.isEmpty {
        moves += Self.exploreAlphabet.map { .type(text: $0) }
      } else {
        moves.append(.clear)
      }
    }
    moves.append(.back)
    var seen: Set<Interaction> = []
    return moves.filter { seen.insert($0).inserted }
  }

  /// The taps that reach the controls answering to `name`: the name itself, or, when several
  /// controls of one scene answer to it (a keypad's blank keys, two Go buttons), each enabled
  /// one by its storyboard id; one without an id is left out rather than tapped ambiguously.
  private func tapMoves(_ name: String) -> [Interaction] {
    for source in segueSources {
      let count = tapCandidates(named: name, in: source).described.count
      if count == 0 { continue }
      if count == 1 { return [.tap(button: name)] }
      let wanted = name.lowercased()
      let items =
        source.navigationItem.leftBarButtonItems + source.navigationItem.rightBarButtonItems
        + source.toolbarItems
      let ids =
        items.filter { $0.isEnabled && $0.matches(name) }.map { $0.spec.id }
        + source.buttons.filter { $0.isEnabled && ($0.displayTitle ?? "").lowercased() == wanted }
        .map { $0.spec.id }
      return ids.map { .tap(button: $0) }
    }
    return [.tap(button: name)]
  }

  /// What a segue written on `source` fires from, for messages: "a button", "a cell"…; nil
  /// for the controller's own (manual) segue.
  static func triggerName(_ source: SegueSource) -> String? {
    switch source {
    case .controller: nil
    case .button: "a button"
    case .cell: "a cell"
    case .barButtonItem: "a bar button item"
    case .gestureRecognizer: "a gesture recognizer's views"
    case .other: "a view"
    }
  }

  /// Whether only app code fires `segue` from `source`: a manual segue (the controller's own,
  /// `performSegue(withIdentifier:sender:)`), a prototype cell's, whose rows app code makes
  /// (`select` fires it on such a row when there is one), or a collection view cell's.
  static func onlyCodeFires(_ segue: SegueSpec, in source: ViewController) -> Bool {
    switch segue.source {
    case .controller: return true
    case .cell(let id): return source.spec.tableView?.prototypes.contains { $0.id == id } ?? false
    case .other(let id):
      if case .other(elementName: "collectionViewCell", _, _) = source.spec.elements[id] {
        return true
      }
      return false
    default: return false
    }
  }

  /// The `open` moves offered here that only app code makes, given the segues that can fire
  /// here (`fireablePairs()`): a user cannot, so a loop or a UIKit error they alone cause is no
  /// finding.
  func codeFiredMoves(_ pairs: [(source: ViewController, segue: FireableSegue)]) -> Set<Interaction>
  {
    Set(
      pairs.filter { Self.onlyCodeFires($0.segue.spec, in: $0.source) }
        .map { .open(segue: $0.segue.name) })
  }

  /// The segues of the scenes on screen that only code Roster does not run (a generic
  /// controller's) can fire, each with why, given the segues that can fire here
  /// (`fireablePairs()`): `explore` lists them as left to app code.
  func codeFiredSegues(_ pairs: [(source: ViewController, segue: FireableSegue)]) -> [(
    key: String, message: String
  )] {
    pairs.filter {
      $0.source.isGeneric && Self.onlyCodeFires($0.segue.spec, in: $0.source)
    }
    .map { source, segue in
      let owner = source.spec.customClass ?? source.className
      let what: String
      switch segue.spec.source {
      case .cell(let id):
        let cell = source.spec.tableView?.prototypes.first { $0.id == id }
        let name = cell?.reuseIdentifier.map { " \"\($0)\"" } ?? ""
        what = "fires from the prototype cell\(name), whose rows \(owner) makes in code"
      case .other:
        what = "fires from a collection view cell, whose items \(owner) makes in code"
      default:
        // A trigger a size class uninstalls leaves its segue to code (`installed(on:)`).
        let written = source.storyboard.document.controller(id: source.spec.id)?.segues
          .first { $0.id == segue.spec.id }?.source
        if let trigger = written.flatMap(Self.triggerName) {
          what =
            "fires from \(trigger) an \(context.device.displayName) does not install (size "
            + "classes): \(owner) may perform it in code"
        } else {
          what = "is a manual segue: \(owner) may perform it in code"
        }
      }
      return (
        source.sceneKey + "\u{0}" + segue.spec.id,
        "segue \"\(segue.name)\" from \"\(source.sceneTitle)\" \(what), which Roster does not run"
      )
    }
  }

  /// Whether the visible scene has an enabled button whose action is code Roster does not run
  /// (a generic controller's), or a segue only such code fires: that code may well leave the
  /// scene, so it is no dead end. `codeFiredSegues` are those only such code fires here.
  func hasActionsOnlyCodeRuns(codeFiredSegues: [(key: String, message: String)]) -> Bool {
    if !codeFiredSegues.isEmpty { return true }
    return segueSources.contains { source in
      guard source.isGeneric else { return false }
      let items =
        source.navigationItem.leftBarButtonItems + source.navigationItem.rightBarButtonItems
        + source.toolbarItems
      return items.contains { $0.isEnabled && $0.action != nil }
        || source.buttons.contains { $0.isEnabled && $0.action != nil }
    }
  }

  /// Every controller the window's hierarchy holds: children, tabs made, split columns and
  /// presented controllers.
  var hierarchyControllers: [ViewController] {
    guard let root = window.rootViewController else { return [] }
    // A hierarchy holds a few controllers: searching them beats hashing (asked twice a move),
    // and room for them is made once rather than grown.
    var found: [ViewController] = []
    found.reserveCapacity(16)
    func gather(_ controller: ViewController) {
      if found.contains(where: { $0 === controller }) { return }
      found.append(controller)
      for child in controller.children { gather(child) }
      if let tabs = controller as? TabBarController {
        for case let made? in tabs.slots { gather(made) }
      } else if let split = controller as? SplitViewController,
        let detail = split.detailViewController
      {
        gather(detail)
      }
      if let presented = controller.presentedStorage { gather(presented) }
    }
    gather(root)
    return found
  }

  /// The scenes from the root to the visible one, by storyboard and element id: a repeated one
  /// means the stack went round a loop.
  var scenePathIDs: [String] {
    scenePath.map(\.sceneKey)
  }
}

extension ViewController {
  /// Where this scene is written: its storyboard (named as coverage names it) and the line of
  /// its controller.
  var sourceLocation: SourceLocation {
    SourceLocation(
      file: storyboard.document.path ?? storyboard.name + ".storyboard", line: spec.line)
  }

  /// Where the element `move` acts on is written in this scene (the segue opened, the button or
  /// bar button tapped), else where the scene is.
  func sourceLocation(of move: Interaction) -> SourceLocation {
    var line: Int?
    switch move {
    case .open(let segue):
      line = spec.segues.first { $0.identifier == segue }?.line
    case .tap(let title):
      let items =
        (spec.navigationItem?.leftBarButtonItems ?? [])
        + (spec.navigationItem?.rightBarButtonItems ?? []) + spec.toolbarItems
      let buttons = spec.subviews.compactMap { subview -> ButtonSpec? in
        if case .button(let button) = subview { return button }
        return nil
      }
      line =
        items.first { $0.displayTitle == title }?.line
        ?? (spec.buttons + buttons).first { $0.title == title }?.line
    default:
      break
    }
    var location = sourceLocation
    if let line { location.line = line }
    return location
  }
}
