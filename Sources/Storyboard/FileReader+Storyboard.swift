import RosterSupport

extension FileReader {
  /// The bytes of the storyboard (or other `what`) at `path`, refused when larger than `limit`.
  static func read(_ path: String, limit: Int, what: String) throws(StoryboardError) -> [UInt8] {
    do {
      return try bytes(ofFileAt: path, limit: limit)
    } catch {
      guard error != .notRegular(kind: "a folder") else {
        throw StoryboardError(
          file: path, reason: "is a directory; pass a .\(what) file (or use lint on a folder)")
      }
      throw StoryboardError(
        file: path,
        reason: error.reason(notAFile: "pass a .\(what) file") { size in
          "the file is \(size >> 20) MiB, over the \(limit >> 20) MiB limit for a \(what); "
            + "split it into several storyboards with storyboard references"
        })
    }
  }
}
