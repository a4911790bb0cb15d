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
    try replaceAtomically(
      path, mode: mode, failure: { $0 },
      writing: { descriptor throws(WriteFailure) in
        guard writeAll(bytes, to: descriptor) else {
          throw WriteFailure(reason: "cannot write \(path + temporarySuffix): \(errorText())")
        }
      })
  }

  /// Writes `path` all at once from what `body` writes to the descriptor it is given (a file
  /// beside `path`, renamed over it once complete and on the disk), so a big file streams
  /// without being held in memory and is still never seen half written. When `body` throws,
  /// or the system refuses, the file beside is removed and `path` is as it was. With
  /// `replacing` false an existing `path` is never replaced, not even one created while
  /// `body` wrote: the new file is then left out and the failure says so. `failure` words a
  /// `WriteFailure` as the caller's error.
  package static func replaceAtomically<Failure: Error>(
    _ path: String, mode: mode_t = 0o666, replacing: Bool = true,
    failure: (WriteFailure) -> Failure, writing body: (Int32) throws(Failure) -> Void
  ) throws(Failure) {
    if isSymbolicLink(path) {
      throw failure(WriteFailure(reason: "\(path) is a symbolic link; name the file itself"))
    }
    let temporary = path + temporarySuffix
    unlink(temporary)  // a leftover of a crash; O_EXCL then never follows a planted link
    // A Ctrl-C (or kill) while a big file streams or syncs removes the file beside, as a
    // failure does.
    try SignalCleanup.removing(temporary) { () throws(Failure) in
      let descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, mode)
      guard descriptor >= 0 else {
        throw failure(WriteFailure(reason: "cannot create \(temporary): \(errorText())"))
      }
      do throws(Failure) {
        try body(descriptor)
      } catch {
        close(descriptor)
        unlink(temporary)
        throw error
      }
      // Written to the disk before the rename makes it the file (a crash leaves old or new).
      let synced = fsync(descriptor) == 0
      let syncFailure = WriteFailure(reason: "cannot write \(temporary): \(errorText())")
      guard close(descriptor) == 0, synced else {
        let closeFailure = WriteFailure(reason: "cannot write \(temporary): \(errorText())")
        unlink(temporary)
        throw failure(synced ? closeFailure : syncFailure)
      }
      // link(2) fails on an existing name, where rename(2) would replace it.
      let placed = replacing ? rename(temporary, path) : link(temporary, path)
      guard placed == 0 else {
        let reason =
          !replacing && errno == EEXIST
          ? "\(path) appeared while it was written; nothing replaced it"
          : "cannot \(replacing ? "replace" : "create") \(path): \(errorText())"
        unlink(temporary)
        throw failure(WriteFailure(reason: reason))
      }
      if !replacing { unlink(temporary) }
    }
  }

  /// Where `replaceAtomically` writes before the rename: beside the file, one per process.
  private static var temporarySuffix: String { ".tmp\(getpid())" }

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
