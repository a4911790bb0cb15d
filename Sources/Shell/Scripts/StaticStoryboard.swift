import Navigation
import RosterSupport
import Storyboard

/// The storyboards a script would run, read without running them: what `roster check` validates
/// names against.
///
/// Where a script is can be known only so far: from launch, through `open` and `tap` of a
/// segue, and again after an `expect scene` (or `expect stack`) whose title only one scene
/// shows. There a name must be one the scene offers (its segues, buttons, its tab bar's tabs);
/// anywhere else (after `select`, `back`, `tab`, a button's action, an unwind, `source`) it
/// must be one some scene of the storyboards offers, so a correct script is never refused.
package struct StaticStoryboard {
  /// A scene: a document (index into `documents`) and a controller's object id.
  package struct Node: Hashable, Sendable {
    var document: Int
    var controller: String
  }

  /// Where a script is, when known: the visible scene, and the tab bar around it.
  package struct Position: Equatable, Sendable {
    var scene: Node
    /// The title the scene was last known by (an `expect scene` may name a title set in code).
    var title: String
    var tabBar: Node?
  }

  /// The documents: the entry one first, then those reached through references.
  private(set) var documents: [StoryboardDocument]
  private let catalog: StoryboardCatalog
  /// The device the script runs on: its size classes decide which buttons are there.
  private let device: Device
  /// Where a fresh session starts (nil: it cannot be known, e.g. the start is a split view).
  package private(set) var launch: Position?
  /// The titles a scene may show (nil: some class sets titles that cannot be listed).
  private var titles: Set<String>?
  /// The scenes showing each title, where a title is a scene's own or one its class sets.
  private var scenesByTitle: [String: [Node]] = [:]

  /// Reads `entry` (and what it references through `catalog`); the session starts at `scene`
  /// (a storyboard ID, scene ID or object id) or the initial controller, and runs the classes
  /// `registry` names, on `device` (nil: the storyboard's own).
  package init(
    entry: StoryboardDocument, scene: String? = nil, catalog: StoryboardCatalog,
    registry: ControllerRegistry, device: Device? = nil
  ) {
    self.catalog = catalog
    self.device = device ?? catalog.defaultDevice(for: entry)
    documents = [entry]
    var index = 0
    while index < documents.count {
      for placeholder in documents[index].scenes.map(\.controller)
      where placeholder.kind == .viewControllerPlaceholder {
        if let target = try? catalog.resolve(placeholder, in: documents[index]),
          !documents.contains(where: {
            catalog.identity(of: $0) == catalog.identity(of: target.document)
          })
        {
          documents.append(target.document)
        }
      }
      index += 1
    }
    var titles: Set<String>? = []
    for (_, node) in allScenes {
      guard let spec = controller(node) else { continue }
      var shown = [spec.sceneTitle]
      if let customClass = spec.customClass {
        if let extra = registry.titlesSetInCode(for: customClass) {
          shown += extra
        } else {
          titles = nil
        }
      }
      for title in shown {
        titles?.insert(title)
        scenesByTitle[title, default: []].append(node)
      }
    }
    self.titles = titles
    let start =
      scene.flatMap { name in
        entry.controller(storyboardIdentifier: name)
          ?? entry.scenes.first { $0.sceneID == name }?.controller ?? entry.controller(id: name)
      } ?? entry.initialController
    launch = start.flatMap { arrival(at: Node(document: 0, controller: $0.id), tabBar: nil) }
  }

  // MARK: - Moves

  /// Where `open name` from `position` arrives, when known.
  func afterOpen(_ name: String, from position: Position?) -> Position? {
    guard let position, let segue = segue(named: name, from: position.scene) else { return nil }
    return arrival(by: segue, from: position)
  }

  /// Where `tap name` from `position` arrives, when known (a button with a segue).
  func afterTap(_ name: String, from position: Position?) -> Position? {
    guard let position, let spec = controller(position.scene) else { return nil }
    let wanted = name.lowercased()
    let items =
      (spec.navigationItem?.leftBarButtonItems ?? [])
      + (spec.navigationItem?.rightBarButtonItems
        ?? []) + spec.toolbarItems
    var source: SegueSource?
    if let item = items.first(where: { $0.tapNames.contains(wanted) }) {
      source = .barButtonItem(id: item.id)
    } else if let button = spec.buttons.first(where: { $0.answers(to: name) }) {
      source = .button(id: button.id)
    }
    guard let source, let segue = Self.fireable(spec).first(where: { $0.source == source }) else {
      return nil
    }
    return arrival(by: segue, from: position)
  }

  /// Where a script is after an `expect scene title` that held: known when one scene shows it.
  func afterExpecting(title: String, at position: Position?) -> Position? {
    if let position, position.title == title { return position }
    guard titles != nil, let scenes = scenesByTitle[title], Set(scenes).count == 1 else {
      return nil
    }
    return Position(scene: scenes[0], title: title, tabBar: nil)
  }

  // MARK: - Names

  /// `no segue "Save" from "Edit"` (a `kind` `name`d nothing `preposition` the scene `title`):
  /// `: it has no segues`, or the nearest of `names` the scene offers.
  private static func notInScene(
    _ kind: String, _ name: String, _ preposition: String, _ title: String,
    offering names: [String]
  ) -> String {
    let scene =
      "no \(kind) \(Tokenizer.quote(name, force: true)) \(preposition) "
      + Tokenizer.quote(title, force: true)
    guard !names.isEmpty else { return scene + ": it has no \(kind)s" }
    return scene + hint(name, names, else: "\(kind)s here")
  }

  /// What is wrong with `open name` at `position` (nil: nothing known to be).
  func problem(opening name: String, at position: Position?) -> String? {
    if let position, let spec = controller(position.scene), !Self.embeds(spec) {
      guard segue(named: name, from: position.scene) == nil else { return nil }
      let names = Self.fireable(spec).map { $0.identifier ?? $0.id }
      return Self.notInScene("segue", name, "from", position.title, offering: names)
    }
    var names: [String] = []
    var destinations: [String] = []
    for (_, node) in allScenes {
      for segue in controller(node).map(Self.fireable) ?? [] {
        names.append(segue.identifier ?? segue.id)
        if let title = destinationTitle(of: segue, in: node.document) { destinations.append(title) }
      }
    }
    let wanted = name.lowercased()
    guard !(names + destinations).contains(where: { $0.lowercased() == wanted }) else { return nil }
    return "no segue \(Tokenizer.quote(name, force: true)) in \(storyboardNames)"
      + Self.hint(name, names, else: "segues")
  }

  /// What is wrong with `tap name` at `position`.
  func problem(tapping name: String, at position: Position?) -> String? {
    let wanted = name.lowercased()
    guard wanted != "back" else { return nil }
    if let position, let spec = controller(position.scene), !Self.embeds(spec) {
      let names = Self.buttonNames(of: spec)
      guard
        !names.contains(where: { $0.lowercased() == wanted })
          && !spec.buttons.contains(where: { $0.answers(to: name) })
      else { return nil }
      return Self.notInScene(
        "button", name, "in", position.title, offering: Self.buttonTitles(of: spec))
    }
    var names: [String] = []
    var titles: [String] = []
    var ids: Set<String> = []
    for (_, node) in allScenes {
      guard let spec = controller(node) else { continue }
      names += Self.buttonNames(of: spec)
      titles += Self.buttonTitles(of: spec)
      ids.formUnion(spec.buttons.map(\.id))
    }
    guard !names.contains(where: { $0.lowercased() == wanted }) && !ids.contains(name) else {
      return nil
    }
    return "no button \(Tokenizer.quote(name, force: true)) in \(storyboardNames)"
      + Self.hint(name, Self.unique(titles), else: "buttons")
  }

  /// What is wrong with `tab name` at `position`.
  func problem(selectingTab name: String, at position: Position?) -> String? {
    guard titles != nil else { return nil }
    let bars: [Node]
    if let tabBar = position?.tabBar {
      bars = [tabBar]
    } else {
      bars = allScenes.map(\.node).filter { controller($0)?.kind == .tabBarController }
    }
    guard !bars.isEmpty else {
      return "no tab bar in \(storyboardNames); tab selects a tab of a tab bar controller"
    }
    var names: [String] = []
    var count = 0
    for bar in bars {
      let tabs = tabNames(of: bar)
      count = max(count, tabs.count)
      names += tabs.flatMap { $0 }
    }
    if let number = Int(name), (1...max(count, 1)).contains(number), count > 0 { return nil }
    let wanted = name.lowercased()
    guard !names.contains(where: { $0.lowercased() == wanted }) else { return nil }
    let shown = Self.unique(bars.flatMap { tabNames(of: $0).compactMap(\.first) })
    return "no tab \(Tokenizer.quote(name, force: true))"
      + (position?.tabBar == nil ? " in \(storyboardNames)" : "")
      + Self.hint(name, shown, else: "tabs")
  }

  /// What is wrong with a scene title in `expect scene` or `expect stack`.
  func problem(expectingTitle title: String) -> String? {
    guard let titles, !titles.contains(title) else { return nil }
    // Containers are never the visible scene: their titles are accepted, not offered.
    let containers: [ControllerKind] = [
      .navigationController, .tabBarController, .splitViewController, .viewControllerPlaceholder,
    ]
    let specs = allScenes.compactMap { controller($0.node) }
    let known = specs.filter { !containers.contains($0.kind) }.map(\.sceneTitle)
    let containerTitles = Set(specs.filter { containers.contains($0.kind) }.map(\.sceneTitle))
      .subtracting(known)
    let offered = Self.unique(known + titles.sorted()).filter { !containerTitles.contains($0) }
    return "no scene \(Tokenizer.quote(title, force: true)) in \(storyboardNames)"
      + Self.hint(title, offered, else: "scenes")
  }

  // MARK: - Reading the documents

  /// Every scene of every document.
  private var allScenes: [(document: StoryboardDocument, node: Node)] {
    documents.enumerated().flatMap { index, document in
      document.scenes.map { (document, Node(document: index, controller: $0.controller.id)) }
    }
  }

  /// `Main.storyboard` or `the storyboards (Main, Games)`, for messages.
  private var storyboardNames: String {
    documents.count == 1
      ? "\(documents[0].name).storyboard"
      : "the storyboards (" + documents.map(\.name).joined(separator: ", ") + ")"
  }

  private func controller(_ node: Node) -> ControllerSpec? {
    documents[node.document].controller(id: node.controller)?.installed(on: device)
  }

  /// The scene a controller of `document` stands for, references followed.
  private func resolved(_ spec: ControllerSpec, in document: Int) -> Node? {
    guard let target = try? catalog.resolve(spec, in: documents[document]),
      let index = documents.firstIndex(where: {
        catalog.identity(of: $0) == catalog.identity(of: target.document)
      })
    else { return nil }
    return Node(document: index, controller: target.controller.id)
  }

  /// Where arriving at `node` shows: a navigation controller's root, a tab bar's first tab
  /// (references followed); nil where it cannot be known (a split view).
  private func arrival(at node: Node, tabBar: Node?, depth: Int = 0) -> Position? {
    guard depth < 8, let spec = controller(node), let node = resolved(spec, in: node.document),
      let spec = controller(node)
    else { return nil }
    switch spec.kind {
    case .navigationController, .tabBarController:
      let relationship =
        spec.kind == .navigationController ? "rootViewController" : "viewControllers"
      guard let child = spec.segues.first(where: { $0.relationship == relationship }) else {
        return nil
      }
      let next = Node(document: node.document, controller: child.destination)
      return arrival(
        at: next, tabBar: spec.kind == .tabBarController ? node : tabBar, depth: depth + 1)
    case .splitViewController, .pageViewController, .viewControllerPlaceholder:
      return nil
    default:
      return Position(scene: node, title: spec.sceneTitle, tabBar: tabBar)
    }
  }

  /// Where firing `segue` from `position` arrives: its destination, in the same tab bar when
  /// pushed; nil for an unwind or a custom segue (where it lands is code's business).
  private func arrival(by segue: SegueSpec, from position: Position) -> Position? {
    switch segue.kind {
    case .unwind, .custom, .unknown, .replace, .relationship, .embed: return nil
    default: break
    }
    let pushed = [.push, .show, .showDetail].contains(segue.kind)
    return arrival(
      at: Node(document: position.scene.document, controller: segue.destination),
      tabBar: pushed ? position.tabBar : nil)
  }

  /// The segue `open name` fires from `scene`: as the session finds it, by identifier (any
  /// case) or by its destination's title.
  private func segue(named name: String, from scene: Node) -> SegueSpec? {
    guard let spec = controller(scene) else { return nil }
    let segues = Self.fireable(spec)
    let wanted = name.lowercased()
    return segues.first { ($0.identifier ?? $0.id) == name }
      ?? segues.first { ($0.identifier ?? $0.id).lowercased() == wanted }
      ?? segues.first { destinationTitle(of: $0, in: scene.document)?.lowercased() == wanted }
  }

  /// The title of the scene a segue leads to.
  private func destinationTitle(of segue: SegueSpec, in document: Int) -> String? {
    guard segue.kind != .unwind,
      let spec = documents[document].controller(id: segue.destination)
    else { return nil }
    guard let arrived = arrival(at: Node(document: document, controller: spec.id), tabBar: nil)
    else { return spec.sceneTitle }
    return arrived.title
  }

  /// Each tab's names (its tab bar item's title, its scene's title), in order.
  private func tabNames(of bar: Node) -> [[String]] {
    guard let spec = controller(bar) else { return [] }
    return spec.segues.filter { $0.relationship == "viewControllers" }.map { segue in
      guard let child = documents[bar.document].controller(id: segue.destination) else {
        return []
      }
      var names = [child.tabBarItemTitle, child.sceneTitle].compactMap { $0 }
      if let node = resolved(child, in: bar.document), let target = controller(node) {
        names = [target.tabBarItemTitle, target.sceneTitle].compactMap { $0 } + names
        if let arrived = arrival(at: node, tabBar: nil) { names.append(arrived.title) }
      }
      return names.filter { !$0.isEmpty }
    }
  }

  /// The segues a scene can fire (not its containers' relationships or embeddings).
  private static func fireable(_ spec: ControllerSpec) -> [SegueSpec] {
    spec.segues.filter { $0.kind != .relationship && $0.kind != .embed }
  }

  /// Whether scenes are embedded in this one (their segues and buttons are on screen too).
  private static func embeds(_ spec: ControllerSpec) -> Bool {
    spec.segues.contains { $0.kind == .embed }
  }

  /// Every name `tap` takes for a scene's buttons, lowercased (`TapNames`, as the session):
  /// what they show, system items, `+`/`add`, and its switches', segments' and text fields'
  /// names.
  private static func buttonNames(of spec: ControllerSpec) -> [String] {
    barButtonItems(of: spec).flatMap(\.tapNames)
      + spec.buttons.compactMap { $0.displayTitle?.lowercased() }
      + spec.controlTapNames.map { $0.lowercased() }
  }

  /// What a scene's buttons are called, as drawn.
  private static func buttonTitles(of spec: ControllerSpec) -> [String] {
    unique(
      barButtonItems(of: spec).map(\.displayTitle) + spec.buttons.compactMap(\.displayTitle)
        + spec.controlTapNames
    ).filter { !$0.isEmpty }
  }

  private static func barButtonItems(of spec: ControllerSpec) -> [BarButtonItemSpec] {
    (spec.navigationItem?.leftBarButtonItems ?? [])
      + (spec.navigationItem?.rightBarButtonItems
        ?? []) + spec.toolbarItems
  }

  /// `; did you mean "X"?`, else `; WHAT: a, b, c` (the first few).
  private static func hint(_ word: String, _ candidates: [String], else what: String) -> String {
    let suggestion = Suggestion.hint(for: word, among: candidates)
    guard suggestion.isEmpty else { return suggestion }
    guard !candidates.isEmpty else { return "" }
    let shown = candidates.prefix(8).map { Tokenizer.quote($0) }.joined(separator: ", ")
    return "; \(what): " + shown + (candidates.count > 8 ? ", …" : "")
  }

  private static func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
