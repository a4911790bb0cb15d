import Navigation
import RosterModel

/// The app delegate: at launch it hands the store to the first view controllers, reached
/// through the window's `rootViewController` as Apple's storyboard guide shows (no globals).
final class AppDelegate {
  let store: any RosterStoring

  init(store: any RosterStoring) {
    self.store = store
  }

  /// `application(_:didFinishLaunchingWithOptions:)`: the root is made, its views not loaded.
  func application(didFinishLaunchingWith window: Window) {
    guard let root = window.rootViewController else { return }
    hand(to: root)
  }

  /// Walks tab bar → navigation controllers → their roots, giving each the store. Like
  /// UIKit's `viewControllers`, asking the tab bar makes every tab's controllers (not views).
  private func hand(to controller: ViewController) {
    switch controller {
    case let tabs as TabBarController:
      for tab in tabs.viewControllers { hand(to: tab) }
    case let navigation as NavigationController:
      if let root = navigation.viewControllers.first { hand(to: root) }
    case let players as PlayersViewController:
      players.store = store
    case let games as GamesViewController:
      games.store = store
    case let details as PlayerDetailsViewController:
      // Launched straight into Add Player (`--scene`): it can pick games, not save.
      details.store = store
    case let picker as GamePickerViewController:
      picker.store = store
    default:
      break
    }
  }
}
