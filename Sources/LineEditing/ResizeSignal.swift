import Glibc
import Synchronization

/// The pipe's write end for the SIGWINCH handler, or -1 before `ResizeSignal.install`.
private let resizeWriteEnd = Atomic<Int32>(-1)

/// The pipe's read end, or -1 before `ResizeSignal.install` (or when it failed).
private let resizeReadEnd = Atomic<Int32>(-1)

/// Terminal resizes (SIGWINCH) as bytes on a pipe, so a reader waiting in poll() wakes on them.
///
/// The handler only writes one byte to the pipe (async-signal-safe). While el_gets runs,
/// libedit's own handler sees the signal first (it learns the new width), then passes it on to
/// this one, which el_gets had found installed.
package enum ResizeSignal {
  /// The pipe's read end (non-blocking), installing the handler on first use; -1 when the pipe
  /// could not be made (resizes are then only seen by libedit).
  package static func readEnd() -> Int32 {
    let installed = resizeReadEnd.load(ordering: .relaxed)
    if installed >= 0 { return installed }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return -1 }
    for end in ends {
      let flags = fcntl(end, F_GETFL)
      guard flags >= 0, fcntl(end, F_SETFL, flags | O_NONBLOCK) == 0,
        fcntl(end, F_SETFD, FD_CLOEXEC) == 0
      else {
        close(ends[0])
        close(ends[1])
        return -1
      }
    }
    resizeWriteEnd.store(ends[1], ordering: .relaxed)
    resizeReadEnd.store(ends[0], ordering: .relaxed)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      let saved = errno
      var byte: UInt8 = 1
      // A full pipe already says "resized"; the byte may be dropped.
      _ = write(resizeWriteEnd.load(ordering: .relaxed), &byte, 1)
      errno = saved
    }
    sigemptyset(&action.sa_mask)
    // A command's reads are not interrupted by a resize.
    action.sa_flags = SA_RESTART
    guard sigaction(SIGWINCH, &action, nil) == 0 else { return -1 }
    return ends[0]
  }

  /// Empties the pipe; whether it held anything (a resize since the last call).
  package static func drain(_ readEnd: Int32) -> Bool {
    var any = false
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readEnd, &buffer, buffer.count)
      if count > 0 {
        any = true
        continue
      }
      if count < 0 && errno == EINTR { continue }
      return any
    }
  }
}
