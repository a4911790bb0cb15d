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

  /// Why `arguments` cannot be run as scripts — a file that is not there, a CSV or a storyboard
  /// given where a script goes — with the command meant; nil when each is worth trying.
  static func usageProblem(_ arguments: [String], subcommand: SubcommandID) -> String? {
    for argument in arguments {
      let shown = EchoedText.cut(argument)
      let lowercased = argument.lowercased()
      if lowercased.hasSuffix(".csv") {
        return "\(shown) is a CSV file, not a script; add its players with roster import "
          + "\(shown) (--store FILE names the store to add them to)"
      }
      if lowercased.hasSuffix(".storyboard") || lowercased.hasSuffix(".xcodeproj") {
        let what = lowercased.hasSuffix(".xcodeproj") ? "an Xcode project" : "a storyboard"
        return subcommand == .check
          ? "\(shown) is \(what), not a script; check scripts against it with roster check "
            + "--storyboard \(shown) SCRIPT…"
          : "\(shown) is \(what), not a script; open it with roster --storyboard \(shown)"
      }
      if !FileSystem.exists(argument) {
        return "no script \(shown): there is no such file or folder; "
          + "pass a .rosterscript file or a folder of them"
      }
    }
    return nil
  }

  /// The scripts of `files` that `--tag`/`--skip-tag` select by their headers' tags, in order
  /// (a file that cannot be read is kept: its run or check says why), how many were left out,
  /// and every tag the files have (for a message when none is selected).
  static func selecting(_ files: [String], tags: [String], skipTags: [String]) -> (
    selected: [String], leftOut: Int, known: [String]
  ) {
    guard !tags.isEmpty || !skipTags.isEmpty else { return (files, 0, []) }
    var selected: [String] = []
    var known: [String] = []
    for file in files {
      guard let text = try? FileSystem.read(file) else {
        selected.append(file)
        continue
      }
      let header = ScriptHeader(text: text)
      known += header.tags.filter { !known.contains($0) }
      if header.isSelected(tags: tags, skipTags: skipTags) { selected.append(file) }
    }
    return (selected, files.count - selected.count, known.sorted())
  }

  /// Why `--tag`/`--skip-tag` selected none of `count` scripts, with the tags they have.
  static func noneSelected(_ count: Int, tags: [String], skipTags: [String], known: [String])
    -> String
  {
    var message =
      tags.isEmpty
      ? "--skip-tag leaves out all \(count) scripts"
      : "no script of the \(count) has the tag " + tags.joined(separator: " or ")
    if known.isEmpty {
      message += "; none has a header line # tags: …"
    } else {
      let hint = tags.lazy.compactMap { Suggestion.closest(to: $0, among: known) }.first
      message += hint.map { "; did you mean \($0)?" } ?? ""
      message += " (their tags: \(known.joined(separator: ", ")))"
    }
    return message
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
