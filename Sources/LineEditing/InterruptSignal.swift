import Glibc
import Synchronization

/// Set by the SIGINT handler; read and cleared by the shell.
private let pendingInterrupt = Atomic<Bool>(false)

/// Ctrl-C while a command runs (outside the line editor, which binds ^C itself).
///
/// Without a handler SIGINT kills the whole process group, losing the session; with it the
/// signal only raises a flag that long commands may poll to stop early.
package enum InterruptSignal {
  /// Installs the SIGINT handler; call once at start-up, before reading the first line.
  package static func install() {
    // Touch the flag first: a global is initialised lazily, which must not happen in a handler.
    pendingInterrupt.store(false, ordering: .relaxed)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      pendingInterrupt.store(true, ordering: .relaxed)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(SIGINT, &action, nil)
  }

  /// Whether SIGINT arrived since the last `takePending`, leaving the flag as it is.
  package static var isPending: Bool { pendingInterrupt.load(ordering: .relaxed) }

  /// Whether SIGINT arrived since the last call; clears the flag.
  package static func takePending() -> Bool {
    pendingInterrupt.exchange(false, ordering: .relaxed)
  }
}
