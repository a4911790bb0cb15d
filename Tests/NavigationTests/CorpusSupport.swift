import Glibc
import RosterTestSupport
import Storyboard

@testable import Navigation

/// The shared storyboard corpus (`<package root>/../shared/storyboards`), if present.
enum Corpus {
  static let directory = TestPaths.packageRoot + "/../shared/storyboards"

  static var isPresent: Bool { access(directory + "/INDEX.tsv", R_OK) == 0 }

  /// `INDEX.tsv` rows: (file, scene count).
  static func index() throws -> [(file: String, scenes: Int)] {
    let bytes = try StoryboardParser.readFile(directory + "/INDEX.tsv")
    let text = String(decoding: bytes, as: UTF8.self)
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count > 4, let scenes = Int(fields[4]) else { return nil }
      return (String(fields[0]), scenes)
    }
  }
}

/// One step of a walk, replayable on a fresh session.
enum WalkAction: CustomStringConvertible {
  case open(String)
  case select(Int)
  case tap(String)
  case tab(String)
  case back

  func apply(to session: Session) throws(NavigationError) {
    switch self {
    case .open(let name): _ = try session.open(segue: name)
    case .select(let row): _ = try session.select(row: .number(row))
    case .tap(let title): _ = try session.tap(button: title)
    case .tab(let title): _ = try session.selectTab(title)
    case .back: _ = try session.back()
    }
  }

  var description: String {
    switch self {
    case .open(let name): return "open \(name)"
    case .select(let row): return "select \(row)"
    case .tap(let title): return "tap \(title)"
    case .tab(let title): return "tab \(title)"
    case .back: return "back"
    }
  }
}

/// Walks every state reachable from a start by every action, to a depth, on fresh sessions;
/// reports leaks and failed errors-change-nothing checks.
struct Walker {
  let document: StoryboardDocument
  let provider: StoryboardCatalog
  let scene: String?
  let depth: Int
  var problems: [String] = []
  /// Why the session could not start, when it could not (e.g. a missing referenced file).
  var startFailure: NavigationError?
  var statesVisited = 0
  var actionsRun = 0

  init(document: StoryboardDocument, provider: StoryboardCatalog, scene: String?, depth: Int) {
    self.document = document
    self.provider = provider
    self.scene = scene
    self.depth = depth
  }

  func makeSession() throws(NavigationError) -> Session {
    try Session(
      storyboards: provider, document: document, registry: ControllerRegistry(), scene: scene)
  }

  static func signature(_ session: Session) -> String {
    session.scenePath.map { "\($0.storyboard.name):\($0.spec.id)" }.joined(separator: ">")
      + "|" + session.tabTitles.joined(separator: ",")
      + "|" + (session.visibleController.tabBarController.map { "\($0.selectedIndex)" } ?? "")
  }

  static func actions(_ session: Session) -> [WalkAction] {
    var actions: [WalkAction] = session.segueIdentifiers.map { .open($0) }
    let rows = min(session.snapshot(rows: 0..<40).totalRowCount, 40)
    if rows > 0 { actions += (1...rows).map { .select($0) } }
    actions += session.barButtonTitles.map { .tap($0) }
    actions += session.tabTitles.map { .tab($0) }
    actions.append(.back)
    return actions
  }

  mutating func run() {
    do {
      _ = try makeSession()
    } catch {
      startFailure = error
      return
    }
    var seen: Set<String> = []
    var frontier: [[WalkAction]] = [[]]
    for level in 0...depth {
      var next: [[WalkAction]] = []
      for path in frontier {
        guard let session = replay(path) else { continue }
        let key = Self.signature(session)
        guard seen.insert(key).inserted || path.isEmpty else { continue }
        statesVisited += 1
        _ = session.snapshot(rows: 0..<40)
        _ = session.hierarchyDescription
        guard level < depth else { continue }
        for action in Self.actions(session) {
          guard let probe = replay(path) else { continue }
          let before = (Self.signature(probe), probe.liveControllerCount)
          actionsRun += 1
          do {
            try action.apply(to: probe)
            if probe.liveControllerCount != probe.reachableControllerCount {
              problems.append(
                "\(document.name) \(path + [action]): \(probe.liveControllerCount) live, "
                  + "\(probe.reachableControllerCount) reachable")
            }
            next.append(path + [action])
          } catch {
            let after = (Self.signature(probe), probe.liveControllerCount)
            if before != after {
              problems.append("\(document.name) \(path + [action]): error changed state: \(error)")
            }
          }
        }
      }
      frontier = next
    }
  }

  mutating func replay(_ path: [WalkAction]) -> Session? {
    do {
      let session = try makeSession()
      for action in path { try action.apply(to: session) }
      return session
    } catch {
      problems.append("\(document.name) replay \(path) failed: \(error)")
      return nil
    }
  }
}
