import RosterSupport
import Shell

/// `roster DIR…` and `roster check DIR`: a folder named as a script stands for the
/// `.rosterscript` files under it, as one suite.
enum ScriptFiles {
  /// `arguments` with each folder replaced by its scripts; nil (with the folder) when a folder
  /// holds none.
  static func expanding(_ arguments: [String]) -> (files: [String], empty: String?) {
    var files: [String] = []
    for argument in arguments {
      guard FileSystem.isDirectory(argument) else {
        files.append(argument)
        continue
      }
      let found = scripts(under: argument)
      if found.isEmpty { return ([], argument) }
      files += found
    }
    return (files, nil)
  }

  /// Every `.rosterscript` under `folder` (hidden files and folders, and links to folders, left
  /// out), sorted by path, except those another of them sources: those are its helpers
  /// (`source lib/setup.rosterscript`), run where they are sourced.
  static func scripts(under folder: String) -> [String] {
    var found: [String] = []
    var pending = [folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder]
    while let current = pending.popLast() {
      for name in FileSystem.entries(ofDirectory: current) ?? [] where !name.hasPrefix(".") {
        let path = current + "/" + name
        if FileSystem.isDirectory(path) {
          if !FileSystem.isSymbolicLink(path) { pending.append(path) }
        } else if name.hasSuffix(".rosterscript") {
          found.append(path)
        }
      }
    }
    var sourced: Set<String> = []
    for file in found {
      guard let text = try? FileSystem.read(file) else { continue }
      for line in ScriptText.lines(text) {
        guard case .source(let target)? = try? CommandParser.parse(line) else { continue }
        let resolved = FileSystem.resolve(target, against: FileSystem.directory(of: file))
        sourced.insert(ScriptPath.identity(resolved))
      }
    }
    return found.filter { !sourced.contains(ScriptPath.identity($0)) }.sorted {
      Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
    }
  }
}
