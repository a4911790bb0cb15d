import Navigation
import RosterModel
import Storyboard

/// Why a command could not have its session: the error of the module that failed (the
/// storyboard, the store, the runtime), kept as it is until its one line is printed.
package enum LaunchFailure: Error, Equatable, CustomStringConvertible {
  /// The storyboard could not be read or parsed.
  case storyboard(StoryboardError)
  /// The store could not be opened or made.
  case store(RosterStoreError)
  /// The session could not start (no scene of `--scene`'s ID) or its exploration failed.
  case navigation(NavigationError)

  /// The one line a user reads: what is wrong and the fix.
  package var message: String {
    switch self {
    case .storyboard(let error): return error.message
    case .store(let error): return error.message
    case .navigation(let error): return error.description
    }
  }

  package var description: String { message }

  /// It named something there is not (a scene ID): the exit status of a usage mistake, 2.
  package var namesNothing: Bool {
    guard case .navigation(let error) = self else { return false }
    return error.origin == .notFound
  }
}
