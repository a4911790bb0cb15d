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
    identities = documents.map(catalog.identity(of:))
    for document in context {
      let identity = catalog.identity(of: document)
      guard !identities.contains(identity) else { continue }
      documents.append(document)
      identities.append(identity)
    }
    var index = 0
    // Documents appended while following references are processed in turn.
    while index < documents.count {
      addEdges(ofDocument: index, catalog: catalog)
      index += 1
    }
  }

  /// The controller a node stands for.
  func controller(_ node: Node) -> ControllerSpec? {
    controllersByID[node.document][node.controller]
  }

  func documentIndex(identity: String) -> Int? {
    identities.firstIndex(of: identity)
  }

  private mutating func addEdges(ofDocument index: Int, catalog: StoryboardCatalog) {
    let document = documents[index]
    var byID: [String: ControllerSpec] = [:]
    for scene in document.scenes where byID[scene.controller.id] == nil {
      byID[scene.controller.id] = scene.controller
    }
    controllersByID.append(byID)
    var resolved: [String: Node] = [:]
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
          identities.append(identity)
          targetIndex = documents.count - 1
        }
        let node = Node(document: targetIndex, controller: target.controller.id)
        resolved[placeholder.id] = node
        referenceTargets.insert(node)
      } catch {
        unresolvedReferences.append((index, placeholder, error))
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
            edge.referenceError =
              unresolvedReferences.first {
                $0.document == index && $0.placeholder.id == destination.id
              }?.error
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
  func navigationManaged() -> Set<Node> {
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
    var incoming: [Node: [Node]] = [:]
    for edge in edges {
      if let to = edge.to { incoming[to, default: []].append(edge.from) }
    }
    var seen: Set<Node> = []
    var queue = incoming[target] ?? []
    while let node = queue.popLast() {
      guard seen.insert(node).inserted else { continue }
      queue.append(contentsOf: incoming[node] ?? [])
    }
    return seen
  }
}
