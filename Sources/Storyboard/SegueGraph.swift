/// Scenes of one or more storyboards as nodes and their segues as edges, with storyboard
/// references resolved across files: what lint and DOT export reason about.
struct SegueGraph {
  /// A scene's controller, by document index and controller id.
  struct Node: Hashable {
    var document: Int
    var controller: String
  }

  /// One segue. `to` is nil when the destination is missing or a reference does not resolve.
  struct Edge {
    var from: Node
    var to: Node?
    var segue: SegueSpec
    /// The placeholder the segue went through, when it crossed a storyboard reference.
    var reference: ControllerSpec?
    /// Why a reference did not resolve.
    var referenceError: StoryboardError?
  }

  /// The documents: first the ones asked about, then the ones reached through references.
  private(set) var documents: [StoryboardDocument]
  /// How many of `documents` were asked about (the rest were loaded to follow references).
  let requestedCount: Int
  private(set) var edges: [Edge] = []
  /// Placeholders that did not resolve, by document index, with the reason.
  private(set) var unresolvedReferences:
    [(document: Int, placeholder: ControllerSpec, error: StoryboardError)] = []
  /// Controllers that are the target of a resolved reference from another scene.
  private(set) var referenceTargets: Set<Node> = []
  /// Each document's controllers by id (the first of a repeated id, as `controller(id:)`):
  /// looked up per segue, a scan of the scenes made linting quadratic in their number.
  private var controllersByID: [[String: ControllerSpec]] = []
  /// Each document's identity (`StoryboardCatalog.identity(of:)`): two files may share a name,
  /// and a reference must reach the one the catalog resolved, not the first of that name.
  private var identities: [String] = []
  private var indexesByIdentity: [String: Int] = [:]

  // What every document's lint pass asks about the whole graph, found once here: asked per
  // document, a scan of every edge or document made a folder's lint quadratic in its files.
  /// Edges by destination.
  private(set) var incoming: [Node: [Edge]] = [:]
  /// `navigationManaged()`.
  private var managed: Set<Node> = []
  /// Documents holding a placeholder that names a storyboard (resolved or not), by that name.
  private var placeholderHolders: [String: Set<Int>] = [:]
  /// `unresolvedReferences` by document.
  private var unresolvedByDocument: [Int: [(placeholder: ControllerSpec, error: StoryboardError)]] =
    [:]
  /// Documents by name.
  private var indexesByName: [String: [Int]] = [:]
  /// Documents linked to each document by a resolved reference, either way.
  private var referenceLinks: [Int: Set<Int>] = [:]

  /// `requested` are the documents asked about; `context` (e.g. their sibling files) only
  /// contributes what points into them: references, navigation controllers, segues.
  init(
    documents requested: [StoryboardDocument], context: [StoryboardDocument] = [],
    catalog: StoryboardCatalog
  ) {
    documents = requested
    requestedCount = requested.count
    for document in requested + context {
      if document.path != nil || !catalog.contains(document.name) { catalog.add(document) }
    }
    for document in documents { append(identity: catalog.identity(of: document)) }
    for document in context {
      let identity = catalog.identity(of: document)
      guard indexesByIdentity[identity] == nil else { continue }
      documents.append(document)
      append(identity: identity)
    }
    var index = 0
    // Documents appended while following references are processed in turn.
    while index < documents.count {
      addEdges(ofDocument: index, catalog: catalog)
      index += 1
    }
    indexWholeGraph()
  }

  private mutating func append(identity: String) {
    if indexesByIdentity[identity] == nil { indexesByIdentity[identity] = identities.count }
    identities.append(identity)
  }

  private mutating func indexWholeGraph() {
    for edge in edges {
      guard let to = edge.to else { continue }
      incoming[to, default: []].append(edge)
      if edge.reference != nil, to.document != edge.from.document {
        referenceLinks[edge.from.document, default: []].insert(to.document)
        referenceLinks[to.document, default: []].insert(edge.from.document)
      }
    }
    for (index, document) in documents.enumerated() {
      indexesByName[document.name, default: []].append(index)
      for scene in document.scenes where scene.controller.kind == .viewControllerPlaceholder {
        if let name = scene.controller.storyboardName {
          placeholderHolders[name, default: []].insert(index)
        }
      }
    }
    for unresolved in unresolvedReferences {
      unresolvedByDocument[unresolved.document, default: []].append(
        (unresolved.placeholder, unresolved.error))
    }
    managed = findNavigationManaged()
  }

  /// The documents with a placeholder naming `name`.
  func documentsReferencing(name: String) -> Set<Int> {
    placeholderHolders[name] ?? []
  }

  /// The placeholders of document `index` that did not resolve, with the reason.
  func unresolvedReferences(
    ofDocument index: Int
  ) -> [(placeholder: ControllerSpec, error: StoryboardError)] {
    unresolvedByDocument[index] ?? []
  }

  /// The documents called `name`.
  func documents(named name: String) -> [Int] {
    indexesByName[name] ?? []
  }

  /// The documents `index` is linked to by a resolved reference (either way).
  func referenceLinks(of index: Int) -> Set<Int> {
    referenceLinks[index] ?? []
  }

  /// The controller a node stands for.
  func controller(_ node: Node) -> ControllerSpec? {
    controllersByID[node.document][node.controller]
  }

  func documentIndex(identity: String) -> Int? {
    indexesByIdentity[identity]
  }

  private mutating func addEdges(ofDocument index: Int, catalog: StoryboardCatalog) {
    let document = documents[index]
    var byID: [String: ControllerSpec] = [:]
    for scene in document.scenes where byID[scene.controller.id] == nil {
      byID[scene.controller.id] = scene.controller
    }
    controllersByID.append(byID)
    var resolved: [String: Node] = [:]
    var unresolved: [String: StoryboardError] = [:]
    for scene in document.scenes where scene.controller.kind == .viewControllerPlaceholder {
      let placeholder = scene.controller
      do {
        let target = try catalog.resolve(placeholder, in: document)
        let targetIndex: Int
        let identity = catalog.identity(of: target.document)
        if let known = documentIndex(identity: identity) {
          targetIndex = known
        } else {
          documents.append(target.document)
          append(identity: identity)
          targetIndex = documents.count - 1
        }
        let node = Node(document: targetIndex, controller: target.controller.id)
        resolved[placeholder.id] = node
        referenceTargets.insert(node)
      } catch {
        unresolvedReferences.append((index, placeholder, error))
        if unresolved[placeholder.id] == nil { unresolved[placeholder.id] = error }
      }
    }
    for scene in document.scenes {
      let from = Node(document: index, controller: scene.controller.id)
      for segue in scene.controller.segues where segue.kind != .unwind {
        var edge = Edge(from: from, to: nil, segue: segue)
        if let destination = byID[segue.destination] {
          if destination.kind == .viewControllerPlaceholder {
            edge.reference = destination
            edge.to = resolved[destination.id]
            edge.referenceError = unresolved[destination.id]
          } else {
            edge.to = Node(document: index, controller: destination.id)
          }
        }
        edges.append(edge)
      }
    }
  }

  /// Controllers managed by a navigation controller: roots of navigation controllers, and
  /// whatever is pushed, shown or embedded from them (UIKit's `navigationController` is set).
  func navigationManaged() -> Set<Node> { managed }

  private func findNavigationManaged() -> Set<Node> {
    var managed: Set<Node> = []
    for edge in edges {
      guard let to = edge.to, edge.segue.kind == .relationship,
        edge.segue.relationship == "rootViewController",
        controller(edge.from)?.kind == .navigationController
      else { continue }
      managed.insert(to)
    }
    // A worklist, not passes over every edge until nothing changes: a chain of n pushes
    // listed backwards took n passes.
    var outgoing: [Node: [Edge]] = [:]
    for edge in edges where edge.to != nil { outgoing[edge.from, default: []].append(edge) }
    var queue = Array(managed)
    while let node = queue.popLast() {
      for edge in outgoing[node] ?? [] {
        guard let to = edge.to, !managed.contains(to) else { continue }
        switch edge.segue.kind {
        case .push, .show, .embed:
          managed.insert(to)
          queue.append(to)
        default:
          break
        }
      }
    }
    return managed
  }

  /// Every node that can reach `target` by following forward segues (not `target` itself
  /// unless it lies on a cycle).
  func ancestors(of target: Node) -> Set<Node> {
    var seen: Set<Node> = []
    var queue = (incoming[target] ?? []).map(\.from)
    while let node = queue.popLast() {
      guard seen.insert(node).inserted else { continue }
      queue.append(contentsOf: (incoming[node] ?? []).map(\.from))
    }
    return seen
  }
}
