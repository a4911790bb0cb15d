import RosterModel

/// What Add/Edit Player tells the scene that presented it (the tutorial's protocol).
///
/// The presenter saves and dismisses. The save methods throw when the store refuses, so Done
/// is refused with the store's message and the scene stays open.
protocol PlayerDetailsViewControllerDelegate: AnyObject {
  /// Cancel: nothing is saved; the presenter dismisses.
  func playerDetailsViewControllerDidCancel(_ controller: PlayerDetailsViewController)
  /// Done in Add Player: `player` is not stored yet (its `id` is 0); the presenter stores it.
  func playerDetailsViewController(
    _ controller: PlayerDetailsViewController, didAddPlayer player: Player) throws
  /// Done in Edit Player: `player` keeps its id; the presenter saves it in place.
  func playerDetailsViewController(
    _ controller: PlayerDetailsViewController, didEditPlayer player: Player) throws
}
