import Glibc

/// Reads whole files with a size bound checked before reading (used for storyboards).
enum FileReader {
  /// The bytes of the regular file at `path`, refused when larger than `limit`.
  static func read(_ path: String, limit: Int, what: String) throws(StoryboardError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      let reason: String
      switch errno {
      case ENOENT: reason = "no such file; check the path"
      case EACCES: reason = "permission denied; make the file readable"
      default: reason = "cannot open: \(String(cString: strerror(errno)))"
      }
      throw StoryboardError(file: path, reason: reason)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw StoryboardError(file: path, reason: "cannot read: \(String(cString: strerror(errno)))")
    }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw StoryboardError(
        file: path, reason: "is a directory; pass a .\(what) file (or use lint on a folder)")
    }
    let size = Int(info.st_size)
    guard size <= limit else {
      throw StoryboardError(
        file: path,
        reason:
          "the file is \(size >> 20) MiB, over the \(limit >> 20) MiB limit for a \(what); "
          + "split it into several storyboards with storyboard references")
    }
    var bytes = [UInt8](repeating: 0, count: size)
    var total = 0
    while total < size {
      let count = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(fd, buffer.baseAddress! + total, size - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw StoryboardError(
          file: path, reason: "cannot read: \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      total += count
    }
    if total < size { bytes.removeSubrange(total...) }
    return bytes
  }
}
