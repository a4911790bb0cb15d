import Glibc
import Synchronization

/// The address of the file name a signal handler removes before the process dies (strdup'd, so
/// the handler allocates nothing), or 0. An integer: an atomic pointer is not Sendable.
private let pendingRemoval = Atomic<Int>(0)

/// Removes a half-written file when the process is killed by SIGINT, SIGTERM or SIGHUP while
/// it writes it (`roster export -o FILE` leaves no `FILE.tmpPID` behind a Ctrl-C).
///
/// Only a signal that would kill the process is taken: one the program handles itself (the
/// shell's Ctrl-C) or ignores is left alone. The handler unlinks the file, restores the
/// default action and raises the signal again, so the process still dies of it.
package enum SignalCleanup {
  static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// Runs `body`; if one of `signals` kills the process meanwhile, `path` is removed first.
  package static func removing<T, Failure: Error>(
    _ path: String, during body: () throws(Failure) -> T
  ) throws(Failure) -> T {
    let copy = strdup(path)
    pendingRemoval.store(Int(bitPattern: copy), ordering: .sequentiallyConsistent)
    var taken: [(Int32, sigaction)] = []
    for number in signals {
      var old = sigaction()
      // SIG_DFL is the null handler.
      guard sigaction(number, nil, &old) == 0, old.__sigaction_handler.sa_handler == nil else {
        continue
      }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        let address = pendingRemoval.load(ordering: .sequentiallyConsistent)
        if let path = UnsafePointer<CChar>(bitPattern: address) { unlink(path) }
        signal(number, SIG_DFL)
        // Blocked until the handler returns, then delivered with its default action.
        raise(number)
      }
      sigemptyset(&action.sa_mask)
      if sigaction(number, &action, nil) == 0 { taken.append((number, old)) }
    }
    defer {
      for (number, old) in taken {
        var old = old
        sigaction(number, &old, nil)
      }
      pendingRemoval.store(0, ordering: .sequentiallyConsistent)
      free(copy)
    }
    return try body()
  }
}
