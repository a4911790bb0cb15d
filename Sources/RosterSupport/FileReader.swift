import Glibc

/// Reads whole files, bounded: regular files only (a device, FIFO or folder is refused without
/// blocking on it), at most a size limit, stoppable between chunks. Every whole-file reader of
/// Roster (storyboards, scripts) goes through `bytes(ofFileAt:limit:interruption:)` and words
/// the `Failure` for its kind of file.
package enum FileReader {
  /// Why a file was not read; each caller words it for its kind of file.
  package enum Failure: Error, Equatable, Sendable {
    case missing
    case permissionDenied
    /// Not a regular file: `kind` names what it is ("a folder", "a FIFO (named pipe)", …).
    case notRegular(kind: String)
    /// Larger than the limit; `size` is what was seen (at least `limit + 1`).
    case tooLarge(size: Int)
    /// `interruption` answered true (Ctrl-C) before the end.
    case interrupted
    /// Any other system error, as text.
    case system(String)

    /// What is wrong and the fix, in the words a storyboard and a translation share, without
    /// the path: `notAFile` is the fix for a folder, FIFO or device ("pass a .strings file"),
    /// `tooLarge` words a file of that size over the limit.
    package func reason(notAFile fix: String, tooLarge: (_ size: Int) -> String) -> String {
      switch self {
      case .missing: return "no such file; check the path"
      case .permissionDenied: return "permission denied; make the file readable"
      case .notRegular(let kind): return "is \(kind), not a file; \(fix)"
      case .tooLarge(let size): return tooLarge(size)
      case .interrupted: return "interrupted while reading"
      case .system(let text): return "cannot read: \(text)"
      }
    }
  }

  /// The bytes of the regular file at `path`, refused when larger than `limit` (also when it
  /// grows past it while being read). `interruption` is asked between 1 MiB chunks (so never
  /// for a file smaller than that).
  package static func bytes(
    ofFileAt path: String, limit: Int, interruption: () -> Bool = { false }
  ) throws(Failure) -> [UInt8] {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused just below.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else {
      switch errno {
      case ENOENT: throw .missing
      case EACCES: throw .permissionDenied
      default: throw .system(String(cString: strerror(errno)))
      }
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .system(String(cString: strerror(errno))) }
    if let kind = FileSystem.kind(of: info) { throw .notRegular(kind: kind) }
    let size = Int(info.st_size)
    guard size <= limit else { throw .tooLarge(size: size) }
    // The size is a hint (files under /proc say 0, a file may grow): read to the end, bounded.
    var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
    var total = 0
    var chunkFilled = false
    while true {
      if chunkFilled, interruption() { throw .interrupted }
      if total == bytes.count {
        guard total <= limit else { throw .tooLarge(size: total) }
        bytes.append(
          contentsOf: repeatElement(0, count: min(max(total, 65_536), limit + 1 - total)))
      }
      let wanted = min(bytes.count - total, 1 << 20)
      let count = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(fd, buffer.baseAddress! + total, wanted)
      }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .system(String(cString: strerror(errno)))
      }
      if count == 0 { break }
      total += count
      chunkFilled = count == wanted
    }
    guard total <= limit else { throw .tooLarge(size: total) }
    bytes.removeSubrange(total...)
    return bytes
  }
}
