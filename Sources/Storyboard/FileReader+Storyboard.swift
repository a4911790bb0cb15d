import RosterSupport

extension FileReader {
  /// The bytes of the storyboard (or other `what`) at `path`, refused when larger than `limit`.
  static func read(_ path: String, limit: Int, what: String) throws(StoryboardError) -> [UInt8] {
    do {
      return try bytes(ofFileAt: path, limit: limit)
    } catch {
      let reason: String
      switch error {
      case .missing: reason = "no such file; check the path"
      case .permissionDenied: reason = "permission denied; make the file readable"
      case .notRegular(kind: "a folder"):
        reason = "is a directory; pass a .\(what) file (or use lint on a folder)"
      case .notRegular(let kind): reason = "is \(kind), not a file; pass a .\(what) file"
      case .tooLarge(let size):
        reason =
          "the file is \(size >> 20) MiB, over the \(limit >> 20) MiB limit for a \(what); "
          + "split it into several storyboards with storyboard references"
      case .interrupted: reason = "interrupted while reading"
      case .system(let text): reason = "cannot read: \(text)"
      }
      throw StoryboardError(file: path, reason: reason)
    }
  }
}
