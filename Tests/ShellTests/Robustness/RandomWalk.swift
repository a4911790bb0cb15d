import Glibc
import LineEditing
import RatingsApp
import RosterCLI
import RosterModel
import RosterSQLite

@testable import Navigation
@testable import Shell

/// A small seeded generator (SplitMix64): the same seed gives the same walk on every machine.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Model-based random walks: random valid and invalid commands sent to a shell, the invariants
/// checked after every step. A walk that breaks one is shrunk to a short replayable script.
struct RandomWalk {
  /// What the walk runs on: the Ratings app on a fresh in-memory store, or a storyboard file
  /// with generic controllers.
  enum Target: CustomStringConvertible {
    case ratings
    /// A storyboard at its initial scene, or at the scene with that ID.
    case storyboard(String, scene: String? = nil)

    var description: String {
      switch self {
      case .ratings: return "the Ratings app"
      case .storyboard(let path, let scene): return path + (scene.map { " at scene \($0)" } ?? "")
      }
    }

    /// How to replay a script on this target.
    var replayCommand: String {
      switch self {
      case .ratings: return "roster --memory walk.rosterscript"
      case .storyboard(let path, let scene):
        return "roster --memory --storyboard \(path)" + (scene.map { " --scene \($0)" } ?? "")
          + " walk.rosterscript"
      }
    }
  }

  /// A broken invariant: the step (0-based) and what was wrong.
  struct Failure: Error, CustomStringConvertible {
    var step: Int
    var message: String
    var description: String { "step \(step + 1): \(message)" }
  }

  /// A player as the model and the store hold it.
  struct PlayerRow: Equatable, CustomStringConvertible {
    var name: String
    var game: String
    var rating: Int
    var description: String { "\(name)/\(game)/\(rating)" }
  }

  let target: Target

  // MARK: - Running

  /// A fresh shell on the target, and its store (the Ratings app only).
  func start() throws -> (Shell, SQLiteRosterStore?) {
    TerminalLocale.configure()
    switch target {
    case .ratings:
      let store = try SQLiteRosterStore.inMemory()
      let session = try RatingsApp.launch(store: store)
      return (Shell(session: session, console: .capturing()), store)
    case .storyboard(let path, let scene):
      var options = Options()
      options.memory = true
      options.storyboard = path
      options.scene = scene
      let session = try SessionLauncher(options: options).launch()
      return (Shell(session: session, console: .capturing()), nil)
    }
  }

  /// Runs `steps` random lines from `seed`; the lines run so far, and the failure if any.
  func walk(seed: UInt64, steps: Int) throws -> (
    lines: [String], failure: Failure?, tallies: (failed: Int, acknowledged: Int)
  ) {
    var random = SeededGenerator(seed: seed)
    let (shell, store) = try start()
    var checker = Checker(shell: shell, store: store)
    var lines: [String] = []
    for step in 0..<steps {
      let line = nextLine(shell, model: checker.model, using: &random)
      lines.append(line)
      if let message = checker.step(line) {
        return (lines, Failure(step: step, message: message), (0, 0))
      }
    }
    return (lines, nil, (checker.model.failedCommands, checker.model.acknowledgedChanges))
  }

  /// Replays `lines` on a fresh shell; the first broken invariant, if any.
  func replay(_ lines: [String]) throws -> Failure? {
    let (shell, store) = try start()
    var checker = Checker(shell: shell, store: store)
    for (step, line) in lines.enumerated() {
      if let message = checker.step(line) { return Failure(step: step, message: message) }
    }
    return nil
  }

  /// The shortest script found that still breaks an invariant (same first word of the
  /// message): chunks, then single lines, removed while the failure stays.
  func shrink(_ lines: [String], failure: Failure) throws -> [String] {
    var lines = Array(lines.prefix(failure.step + 1))
    let kind = failure.message.prefix { $0 != ":" }
    func fails(_ candidate: [String]) throws -> Bool {
      guard let again = try replay(candidate) else { return false }
      return again.message.prefix { $0 != ":" } == kind
    }
    var chunk = max(lines.count / 2, 1)
    while chunk >= 1 {
      var start = 0
      while start < lines.count {
        var candidate = lines
        candidate.removeSubrange(start..<min(start + chunk, lines.count))
        if !candidate.isEmpty, try fails(candidate) { lines = candidate } else { start += chunk }
      }
      chunk /= 2
    }
    return lines
  }

  /// A replayable `.rosterscript` for a failing walk.
  func script(_ lines: [String], failure: Failure, seed: UInt64) -> String {
    var text = "#!/usr/bin/env roster\n"
    text += "# Random walk on \(target), seed \(seed): \(failure.message)\n"
    text += "# Replay: \(target.replayCommand)\n"
    return text + lines.joined(separator: "\n") + "\n"
  }

  // MARK: - The generator

  static let names = [
    "Ada", "Bill Evans", "  padded  ", "Zoë Ångström", "O'Brien \"Ace\"", "back\\slash",
    "\u{1B}[2J", "日本語の名前", "#hash", "42", "a", "Tic-Tac-Toe", "   ", "Chess",
    "👩‍👩‍👧 family", "x\u{301}", "tab\there",
  ]

  func nextLine(_ shell: Shell, model: Model, using random: inout SeededGenerator) -> String {
    let session = shell.session
    let snapshot = session.snapshot(rows: 0..<0)
    let rowCount = snapshot.totalRowCount
    func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items.randomElement(using: &random) }
    func quoted(_ text: String) -> String { Tokenizer.quote(text, force: Int(text) != nil) }
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<14:
      if let segue = pick(session.segueIdentifiers) { return "open " + quoted(segue) }
      return "open Nowhere"
    case 14..<30:
      if rowCount > 0, Bool.random(using: &random) {
        return "select \(Int.random(in: 1...rowCount, using: &random))"
      }
      let texts = session.rowTexts(withPrefix: "", limit: 20)
      if let text = pick(texts) { return "select " + quoted(text) }
      return "select 1"
    case 30..<42:
      if let button = pick(session.barButtonTitles) { return "tap " + quoted(button) }
      return "tap Done"
    case 42..<47:
      if let tab = pick(session.tabTitles) { return "tab " + quoted(tab) }
      return "tab Games"
    case 47..<57: return "back"
    case 57..<65:
      if snapshot.focusedField == nil, Int.random(in: 0..<4, using: &random) > 0,
        let field = shell.session.snapshot().sections.flatMap(\.rows).first(where: {
          $0.field != nil
        })
      {
        return "select \(field.number)"
      }
      return "type " + quoted(pick(Self.names)!)
    case 65..<67: return "clear"
    case 67..<71:
      return rowCount > 0 ? "delete \(Int.random(in: 1...rowCount, using: &random))" : "delete 1"
    case 71..<80:
      return pick([
        "show", "where", "segues", "scenes", "events", "trace on", "trace off", "show 2", "more",
        "expect scene " + quoted(snapshot.title), "expect rows \(rowCount)",
        "expect stack " + session.breadcrumb.map { Tokenizer.quote($0) }.joined(separator: " "),
        "complete sel", "help open",
      ])!
    default:
      // Invalid: each must fail and change nothing.
      return pick([
        "open NoSuchSegue", "select 0",
        "select \(rowCount + 1 + Int.random(in: 0..<3, using: &random))",
        "select \"No Such Row\"", "tap NoSuchButton", "tab NoSuchTab", "delete \(rowCount + 1)",
        "frobnicate", "open", "select \"unterminated", "type", "back now", "expect scene Nowhere",
        "expect rows \(rowCount + 1)", "expect error open NoSuchSegue", "show 0", "trace maybe",
        "select -1", "delete \"\u{1B}[2J\"", "tap \"\"", "\u{1B}[2J", "open \u{0}",
      ])!
    }
  }
}

// MARK: - The invariants

/// The simple model of what was acknowledged: players in roster order, and the game names.
struct Model {
  var players: [RandomWalk.PlayerRow] = []
  var games: Set<String> = []
  /// The Players row an Edit Player scene on screen came from.
  var editing: Int?
  /// Tallies for the summary: failed commands, and changes the store acknowledged.
  var failedCommands = 0
  var acknowledgedChanges = 0
}

/// Runs lines and checks the invariants after each.
struct Checker {
  let shell: Shell
  let store: SQLiteRosterStore?
  var model = Model()

  init(shell: Shell, store: SQLiteRosterStore?) {
    self.shell = shell
    self.store = store
    if let store {
      model.players = Self.storedPlayers(store)
      model.games = Set(((try? store.games()) ?? []).map(\.name))
    }
  }

  static func storedPlayers(_ store: SQLiteRosterStore) -> [RandomWalk.PlayerRow] {
    ((try? store.players(offset: 0, limit: 100_000)) ?? []).map {
      RandomWalk.PlayerRow(name: $0.name, game: $0.game, rating: $0.rating)
    }
  }

  /// Everything a failed command must leave as it was.
  func fingerprint() -> String {
    let session = shell.session
    var parts = [
      session.breadcrumb.joined(separator: " › "), session.hierarchyDescription,
      SceneRenderer(style: .plain).render(session.snapshot()),
      "live \(session.liveControllerCount)",
    ]
    if let store {
      parts.append(Self.storedPlayers(store).map(\.description).joined(separator: "; "))
      parts.append(((try? store.games()) ?? []).map(\.name).joined(separator: "; "))
    }
    return parts.joined(separator: "\n")
  }

  /// Runs `line`; a message when an invariant broke.
  mutating func step(_ line: String) -> String? {
    let before = fingerprint()
    let snapshot = shell.session.snapshot()
    let command = try? CommandParser.parse(line)
    let outcome = shell.run(line: line)
    shell.console.resetCaptured()
    if outcome == .failed {
      model.failedCommands += 1
      let after = fingerprint()
      if after != before {
        return "changed: a failed command changed the state\n--- before\n\(before)\n"
          + "--- after\n\(after)"
      }
    } else if let command = command ?? nil {
      acknowledge(command, before: snapshot)
    }
    return checkHierarchy() ?? checkStore()
  }

  /// Applies an acknowledged change to the model.
  private mutating func acknowledge(_ command: Command, before: SceneSnapshot) {
    guard store != nil else { return }
    let after = shell.session.snapshot(rows: 0..<0)
    switch (command, before.className) {
    case (.move(.select(let row)), "PlayersViewController") where after.title == "Edit Player":
      model.editing = index(of: row)
    case (.move(.tap(let button)), "PlayerDetailsViewController")
    where button == "Done" && after.className == "PlayersViewController":
      let rows = before.sections.flatMap(\.rows)
      let name = rows.first { $0.field != nil }?.field?.text ?? ""
      let game = rows.first { $0.text == "Game" }?.detail ?? "?"
      let rating = (rows.first { $0.text == "Rating" }?.detail ?? "").filter { $0 == "★" }.count
      let player = RandomWalk.PlayerRow(
        name: trimmed(name), game: game, rating: rating)
      if before.title == "Edit Player", let index = model.editing {
        model.players[index] = player
      } else {
        model.players.append(player)
      }
      model.editing = nil
    case (.move(.delete(let row)), "PlayersViewController"):
      if let index = index(of: row) { model.players.remove(at: index) }
    case (.move(.tap(let button)), "AddGameViewController")
    where button == "Done" && after.className == "GamesViewController":
      let name = before.sections.flatMap(\.rows).first { $0.field != nil }?.field?.text ?? ""
      model.games.insert(trimmed(name))
    case (.move(.delete(let row)), "GamesViewController"):
      let rows = before.sections.flatMap(\.rows)
      switch row {
      case .number(let n) where rows.indices.contains(n - 1):
        model.games.remove(rows[n - 1].text ?? "")
      case .text(let text): model.games.remove(text)
      default: break
      }
    default: return
    }
    model.acknowledgedChanges += 1
    if after.className == "PlayersViewController" { model.editing = nil }
  }

  private func trimmed(_ text: String) -> String {
    String(String(text.drop { $0.isWhitespace }.reversed()).drop { $0.isWhitespace }.reversed())
  }

  private func index(of row: RowReference) -> Int? {
    switch row {
    case .number(let n): return model.players.indices.contains(n - 1) ? n - 1 : nil
    case .text(let text): return model.players.firstIndex { $0.name == text }
    }
  }

  /// Presented scenes know their presenter, children their parent, stacks are never empty, the
  /// breadcrumb ends at the scene `where` marks, and every live controller is reachable.
  func checkHierarchy() -> String? {
    let session = shell.session
    guard let root = session.window.rootViewController else { return "hierarchy: no root" }
    var problems: [String] = []
    func visit(_ controller: ViewController) {
      if controller is NavigationController, controller.children.isEmpty {
        problems.append("hierarchy: an empty navigation stack in \(controller.className)")
      }
      for child in controller.children where child.parent !== controller {
        problems.append("hierarchy: \(child.sceneTitle)'s parent is not \(controller.sceneTitle)")
      }
      if let presented = controller.presentedStorage {
        if presented.presentingStorage !== controller {
          problems.append(
            "hierarchy: \(presented.sceneTitle) is presented by \(controller.sceneTitle), "
              + "which it does not know")
        }
        visit(presented)
      }
      controller.children.forEach(visit)
    }
    visit(root)
    let visible = session.visibleController
    let breadcrumb = session.breadcrumb
    if breadcrumb.isEmpty { problems.append("hierarchy: empty breadcrumb") }
    if breadcrumb.last != visible.sceneTitle {
      problems.append(
        "hierarchy: breadcrumb ends at \(breadcrumb.last ?? "nothing"), visible is "
          + visible.sceneTitle)
    }
    let marked = session.hierarchyDescription.split(separator: "\n").filter { $0.hasSuffix(" *") }
    if marked.count != 1 || !marked[0].contains("\"\(visible.sceneTitle)\"") {
      problems.append("hierarchy: where marks \(marked), the breadcrumb ends at \(breadcrumb)")
    }
    let described = session.hierarchyDescription
    for title in breadcrumb where !described.contains("\"\(title)\"") {
      problems.append("hierarchy: breadcrumb title \(title) is not in where")
    }
    if session.liveControllerCount != session.reachableControllerCount {
      problems.append(
        "leak: \(session.liveControllerCount) live controllers, "
          + "\(session.reachableControllerCount) in the hierarchy")
    }
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }

  /// The store holds exactly what was acknowledged.
  func checkStore() -> String? {
    guard let store else { return nil }
    let stored = Self.storedPlayers(store)
    if stored != model.players {
      return "store: players \(stored) but the model has \(model.players)"
    }
    let games = Set(((try? store.games()) ?? []).map(\.name))
    if games != model.games {
      return "store: games \(games.sorted()) but the model has \(model.games.sorted())"
    }
    return nil
  }
}
