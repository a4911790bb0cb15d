import Glibc
import RosterSupport

/// Which storyboards of the project point at which names, found without parsing: lint asks it
/// who references a file whose rules depend on that (its entry point, pushes, unwinds).
extension StoryboardProject {
  /// The project's storyboards (display paths, sorted) whose bytes reference one of `names`
  /// other than their own name.
  ///
  /// Every storyboard is read once, the first time this is asked, and its referenced names
  /// kept: asking for n names costs one pass over the files, not n (a folder of 800 files
  /// each asking for its own name read 640,000 files' worth of bytes).
  package func referrers(ofAnyOf names: Set<String>) -> [String] {
    guard !names.isEmpty else { return [] }
    let index = loadReferrers()
    // Asked once per group of files a lint holds: a lookup per name, not a scan of the project.
    var found: Set<String> = []
    for name in names { found.formUnion(index[name] ?? []) }
    return found.sorted()
  }

  /// The storyboards referencing each name (not their own), from `referencedNames`.
  private func loadReferrers() -> [String: [String]] {
    if let referrersByName { return referrersByName }
    var index: [String: [String]] = [:]
    for (path, names) in loadReferencedNames() {
      let own = StoryboardParser.baseName(path)
      for name in names where name != own { index[name, default: []].append(path) }
    }
    referrersByName = index
    return index
  }

  private func loadReferencedNames() -> [String: Set<String>] {
    if let referencedNames { return referencedNames }
    var found: [String: Set<String>] = [:]
    for path in storyboards {
      guard
        let bytes = try? FileReader.bytes(
          ofFileAt: path, limit: StoryboardParser.maximumFileSize)
      else { continue }
      let names = Self.referencedNames(in: bytes)
      if !names.isEmpty { found[path] = names }
    }
    referencedNames = found
    return found
  }

  /// The values of every `storyboardName="…"` in `bytes`: one pass, at memory speed (memchr
  /// to each `N`, rare in storyboards, then memcmp of the attribute around it and memchr to its
  /// closing quote).
  static func referencedNames(in bytes: [UInt8]) -> Set<String> {
    let needle = Array("storyboardName=\"".utf8)
    let anchor = needle.firstIndex(of: UInt8(ascii: "N"))!
    var names: Set<String> = []
    bytes.withUnsafeBytes { haystack in
      guard let base = haystack.baseAddress, haystack.count >= needle.count else { return }
      // Offsets of the anchor byte that could start a whole needle.
      var offset = anchor
      let last = haystack.count - needle.count + anchor
      while offset <= last,
        let hit = memchr(base + offset, Int32(UInt8(ascii: "N")), last - offset + 1)
      {
        offset = base.distance(to: UnsafeRawPointer(hit))
        let candidate = offset - anchor
        guard memcmp(base + candidate, needle, needle.count) == 0 else {
          offset += 1
          continue
        }
        let start = candidate + needle.count
        guard
          let quote = memchr(base + start, Int32(UInt8(ascii: "\"")), haystack.count - start)
        else { break }
        let end = base.distance(to: UnsafeRawPointer(quote))
        names.insert(String(decoding: haystack[start..<end], as: UTF8.self))
        offset = end + 1 + anchor
      }
    }
    return names
  }
}
