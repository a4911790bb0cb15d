import Glibc
import Navigation
import RosterSupport

/// `roster check`: parses every line of scripts (and the scripts they source) and validates
/// every command and assertion without running anything, reporting all errors in one pass.
///
/// Given the storyboards the scripts would run, it also validates the names the command table
/// says an argument names (segues, buttons, tabs, scene titles) as far as where the script is
/// can be known (see `StaticStoryboard`), `expect error`'s command too: it must fail for a
/// reason other than a name that is not there.
package struct ScriptChecker {
  /// One problem: `FILE:LINE:COL: error: MESSAGE`.
  package struct Problem: Equatable, Sendable, CustomStringConvertible {
    package var location: SourceLocation
    package var column: Int
    package var message: String
    /// The `source` lines that led to the file, outermost first (empty: a script checked
    /// directly).
    package var sourcedFrom: [SourceLocation] = []

    /// The message with where the file was sourced from.
    package var fullMessage: String { message + ScriptPath.sourcedFrom(sourcedFrom) }

    package var description: String {
      // No line: the file itself (it could not be read).
      location.at(column: location.line == nil ? nil : column).message(
        fullMessage, severity: "error")
    }
  }

  private var checked: Set<String> = []
  /// Each checked script's `source` lines, as the identities of the scripts they run.
  private var sourcesOf: [String: [String]] = [:]
  /// What names are validated against (nil: only parsing is checked).
  private let storyboard: StaticStoryboard?

  /// What `${NAME}` stands for (`--var`); an undefined one is a problem.
  private let variables: [String: String]

  /// The lines of the script checked first (not those it sources), as its file has them.
  package private(set) var lines: [String] = []
  /// Each of `lines` as read, nil where it did not parse: a run that finds no problems runs
  /// these instead of reading each line again.
  package private(set) var parsedLines: [ParsedLine?] = []

  /// A checker of scripts run on `storyboard` (nil: lines are parsed, names not validated)
  /// with `variables`.
  package init(storyboard: StaticStoryboard? = nil, variables: [String: String] = [:]) {
    self.storyboard = storyboard
    self.variables = variables
  }

  /// The problems in the script at `path` and in every script it sources (each file once).
  package mutating func check(_ path: String) -> [Problem] {
    // Each script runs in a fresh session: it starts where the storyboards launch.
    check(path, chain: [], from: nil, column: 1, position: storyboard?.launch)
      + fanOutProblems(path)
  }

  /// The problems of the script at `path`, whose text is `text` (read by the caller, not
  /// again), sourced through `callers` (outermost first), each naming them.
  package mutating func check(
    _ path: String, text: String, sourcedFrom callers: [SourceLocation]
  ) -> [Problem] {
    (check(path, text: text, chain: [], from: nil, column: 1, position: nil)
      + fanOutProblems(path)).map { problem in
        var problem = problem
        problem.sourcedFrom = callers + problem.sourcedFrom
        return problem
      }
  }

  /// A problem when running `path` would source more than `ScriptPath.maximumSourceRuns`
  /// scripts: each file is checked once, but runs once per `source` line that reaches it.
  private func fanOutProblems(_ path: String) -> [Problem] {
    var runs: [String: Int] = [:]
    let limit = ScriptPath.maximumSourceRuns
    // Cycles were refused as problems of their own; a file met again on the way counts 0.
    var visiting: Set<String> = []
    func count(_ identity: String) -> Int {
      if let known = runs[identity] { return known }
      guard visiting.insert(identity).inserted else { return 0 }
      var total = 0
      for target in sourcesOf[identity] ?? [] where total <= limit {
        total += 1 + count(target)
      }
      visiting.remove(identity)
      runs[identity] = min(total, limit + 1)
      return runs[identity]!
    }
    guard count(ScriptPath.identity(path)) > limit else { return [] }
    return [
      Problem(
        location: SourceLocation(file: path), column: 1,
        message: ScriptPath.tooManySources(path))
    ]
  }

  private mutating func check(
    _ path: String, text known: String? = nil, chain: [String], from: SourceLocation?,
    column sourceColumn: Int, position start: StaticStoryboard.Position?
  ) -> [Problem] {
    let identity = ScriptPath.identity(path)
    if let index = chain.firstIndex(of: identity), let from {
      return [
        Problem(
          location: from, column: sourceColumn,
          message: "source cycle: " + ScriptPath.chain(chain[index...] + [identity])
            + "; remove one of these source lines")
      ]
    }
    if let from, chain.count >= ScriptPath.maximumDepth {
      return [
        Problem(
          location: from, column: sourceColumn, message: ScriptPath.tooDeep(chain + [identity]))
      ]
    }
    guard checked.insert(identity).inserted else { return [] }
    let text: String
    if let known {
      text = known
    } else {
      do {
        text = try FileSystem.read(path)
      } catch {
        return [
          Problem(
            location: from ?? SourceLocation(file: path), column: sourceColumn,
            message: error.message)
        ]
      }
    }
    var problems: [Problem] = []
    var position = start
    let lines = ScriptText.lines(text)
    // The first script's lines are kept as read, for its run; a sourced script is read again
    // where a `source` line runs it.
    let keepsLines = chain.isEmpty
    if keepsLines {
      self.lines = lines
      parsedLines = []
      parsedLines.reserveCapacity(lines.count)
    }
    for (index, written) in lines.enumerated() {
      let location = SourceLocation(file: path, line: index + 1)
      if keepsLines { parsedLines.append(nil) }
      do {
        let line = try ScriptVariables.expand(written, variables)
        let parsed = try CommandParser.parse(line)
        if keepsLines { parsedLines[index] = ParsedLine(line: line, command: parsed) }
        guard let command = parsed else { continue }
        if let storyboard {
          let found = Self.problems(of: command, in: line, on: storyboard, at: position)
          for (column, message) in found {
            problems.append(Problem(location: location, column: column, message: message))
          }
          // A command that fails changes nothing (the script stops there, or goes on with
          // --keep-going from where it was).
          if found.isEmpty {
            position = Self.position(after: command, on: storyboard, from: position)
          }
        }
        // A snapshot must be there to compare with (a run with --update-snapshots writes it).
        if storyboard != nil, case .expect(.screen(let target)) = command {
          let resolved = FileSystem.resolve(target, against: FileSystem.directory(of: path))
          let column = (try? Tokenizer.tokenize(line))?.dropFirst(2).first?.column ?? 1
          if let message = Self.snapshotProblem(resolved) {
            problems.append(Problem(location: location, column: column, message: message))
          }
        }
        if case .source(let target) = command {
          let resolved = FileSystem.resolve(target, against: FileSystem.directory(of: path))
          let column = (try? Tokenizer.tokenize(line))?.dropFirst().first?.column ?? 1
          guard FileSystem.exists(resolved) else {
            problems.append(
              Problem(
                location: location, column: column,
                message: ScriptPath.missing(resolved, includedFrom: path)))
            continue
          }
          sourcesOf[identity, default: []].append(ScriptPath.identity(resolved))
          // Where a sourced script starts is not tracked (it may be sourced from anywhere).
          problems += check(
            resolved, chain: chain + [identity], from: location, column: column, position: nil
          ).map { problem in
            var problem = problem
            // A problem in the sourced file names this line as where it was sourced from.
            if problem.location.file != path {
              problem.sourcedFrom.insert(location, at: 0)
            }
            return problem
          }
        }
      } catch {
        problems.append(
          Problem(location: location, column: error.column ?? 1, message: error.message))
      }
    }
    return problems
  }

  /// The names in `command` that `storyboard` does not have where the script is, with the
  /// column of each: validated by the argument kinds the command table gives.
  private static func problems(
    of command: Command, in line: String, on storyboard: StaticStoryboard,
    at position: StaticStoryboard.Position?
  ) -> [(column: Int, message: String)] {
    if case .expect(.error(let source, let inner, _)) = command {
      // The command as written is the line's tail: its columns move by what comes before it.
      let shift = line.count - source.count
      return problems(of: inner, in: source, on: storyboard, at: position).map {
        ($0.column + shift, $0.message)
      }
    }
    let tokens = (try? Tokenizer.tokenize(line)) ?? []
    var (name, value) = command.parts
    guard var info = CommandCatalog.info(named: name) else { return [] }
    var argumentIndex = 1
    if case .assertion(let assertion) = value {
      (name, value) = assertion.parts
      guard let inner = CommandCatalog.assertion(named: name) else { return [] }
      info = inner
      argumentIndex = 2
    }
    let column = tokens.indices.contains(argumentIndex) ? tokens[argumentIndex].column : 1
    let message: String?
    switch (info.argument, value) {
    case (.segue, .text(let segue)): message = storyboard.problem(opening: segue, at: position)
    case (.button, .text(let button)):
      message = storyboard.problem(tapping: button, at: position)
    case (.tab, .text(let tab)): message = storyboard.problem(selectingTab: tab, at: position)
    case (.buttonState, .setting(let name, _)), (.switchState, .setting(let name, _)):
      message = storyboard.problem(tapping: name, at: position)
    case (.sceneTitle, .text(let title)): message = storyboard.problem(expectingTitle: title)
    case (.titles, .texts(let titles)):
      return titles.enumerated().compactMap { offset, title in
        guard let message = storyboard.problem(expectingTitle: title) else { return nil }
        let index = argumentIndex + offset
        return (tokens.indices.contains(index) ? tokens[index].column : column, message)
      }
    default: message = nil
    }
    return message.map { [(column, $0)] } ?? []
  }

  /// Why `expect screen` could not compare with `file`, if it could not.
  private static func snapshotProblem(_ file: String) -> String? {
    if FileSystem.isDirectory(file) { return "\(file) is a folder; name the snapshot's file" }
    guard FileSystem.exists(file) else {
      return "no snapshot \(file); run the script with --update-snapshots to write it from the "
        + "screen, then review and commit it"
    }
    return nil
  }

  /// Where a script is after `command` succeeds, as far as it can be known.
  private static func position(
    after command: Command, on storyboard: StaticStoryboard,
    from position: StaticStoryboard.Position?
  ) -> StaticStoryboard.Position? {
    switch command {
    case .move(.open(let segue)): return storyboard.afterOpen(segue, from: position)
    case .move(.tap(let button)): return storyboard.afterTap(button, from: position)
    case .move(.type), .move(.clear), .move(.delete): return position
    case .move, .source: return nil
    case .expect(.scene(let title)): return storyboard.afterExpecting(title: title, at: position)
    case .expect(.stack(let titles)):
      return titles.last.flatMap { storyboard.afterExpecting(title: $0, at: position) }
    default: return position
    }
  }
}
