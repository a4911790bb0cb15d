import Glibc

/// `roster check`: parses every line of scripts (and the scripts they source) and validates
/// every command and assertion without running anything, reporting all errors in one pass.
package struct ScriptChecker {
  /// One problem: `FILE:LINE:COL: error: MESSAGE`.
  package struct Problem: Equatable, Sendable, CustomStringConvertible {
    package var location: ScriptLocation
    package var column: Int
    package var message: String

    package var description: String {
      // Line 0: the file itself (it could not be read).
      guard location.line > 0 else { return "\(location.file): error: \(message)" }
      return "\(location.file):\(location.line):\(column): error: \(message)"
    }
  }

  private var checked: Set<String> = []

  package init() {}

  /// The problems in the script at `path` and in every script it sources (each file once).
  package mutating func check(_ path: String) -> [Problem] {
    check(path, chain: [], from: nil, column: 1)
  }

  private mutating func check(
    _ path: String, chain: [String], from: ScriptLocation?, column sourceColumn: Int
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
    do {
      text = try FileSystem.read(path)
    } catch {
      return [
        Problem(
          location: from ?? ScriptLocation(file: path, line: 0), column: sourceColumn,
          message: error.message)
      ]
    }
    var problems: [Problem] = []
    for (index, line) in ScriptText.lines(text).enumerated() {
      let location = ScriptLocation(file: path, line: index + 1)
      do {
        guard let command = try CommandParser.parse(line) else { continue }
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
          problems += check(resolved, chain: chain + [identity], from: location, column: column)
        }
      } catch {
        problems.append(
          Problem(location: location, column: error.column ?? 1, message: error.message))
      }
    }
    return problems
  }
}
