import Glibc

extension FileSystem {
  /// Why `replaceAtomically` wrote nothing: the reason as text (the file is as it was).
  package struct WriteFailure: Error, Equatable, Sendable {
    package var reason: String
  }

  /// Writes `bytes` to `path` all at once: into a new file beside it, renamed over `path` once
  /// complete, so a reader (or a crash) never sees half a file and a failed write leaves the
  /// old one. Created with `mode` (0666: anyone the umask allows) less the umask. A symbolic
  /// link at `path` is refused (renaming would replace the link, not the file it names).
  package static func replaceAtomically(
    _ path: String, with bytes: [UInt8], mode: mode_t = 0o666
  ) throws(WriteFailure) {
    if isSymbolicLink(path) {
      throw WriteFailure(reason: "\(path) is a symbolic link; name the file itself")
    }
    let temporary = path + ".tmp\(getpid())"
    unlink(temporary)  // a leftover of a crash; O_EXCL then never follows a planted link
    let descriptor = open(
      temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, mode)
    guard descriptor >= 0 else {
      throw WriteFailure(reason: "cannot create \(temporary): \(errorText())")
    }
    guard writeAll(bytes, to: descriptor) else {
      let failure = WriteFailure(reason: "cannot write \(temporary): \(errorText())")
      close(descriptor)
      unlink(temporary)
      throw failure
    }
    // Written to the disk before the rename makes it the file (a crash leaves old or new).
    let synced = fsync(descriptor) == 0
    let failure = WriteFailure(reason: "cannot write \(temporary): \(errorText())")
    guard close(descriptor) == 0, synced else {
      unlink(temporary)
      throw synced ? WriteFailure(reason: "cannot write \(temporary): \(errorText())") : failure
    }
    guard rename(temporary, path) == 0 else {
      let failure = WriteFailure(reason: "cannot replace \(path): \(errorText())")
      unlink(temporary)
      throw failure
    }
  }

  /// Writes all of `bytes` to `descriptor` (again after a short write or a signal); false
  /// with `errno` set when the system refuses.
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }
}
