import Glibc

/// Script paths: one identity per file (for cycles), and how to name it in messages.
package enum ScriptPath {
  /// The canonical absolute path of `path` (as given when it cannot be resolved).
  package static func identity(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The file name of an identity, for naming a chain briefly.
  package static func display(_ identity: String) -> String {
    guard let slash = identity.lastIndex(of: "/") else { return identity }
    return String(identity[identity.index(after: slash)...])
  }

  /// The message for a `source` whose file is not there.
  package static func missing(_ resolved: String, includedFrom including: String?) -> String {
    "no script \(resolved) to source; paths are relative to "
      + (including ?? "the current folder")
  }
}
