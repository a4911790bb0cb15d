/// What Add Game tells the scene that presented it.
protocol AddGameViewControllerDelegate: AnyObject {
  /// Cancel: nothing is saved; the presenter dismisses.
  func addGameViewControllerDidCancel(_ controller: AddGameViewController)
  /// Done: the presenter adds `name` to the catalog (throwing when the store refuses) and
  /// dismisses.
  func addGameViewController(_ controller: AddGameViewController, didAddGame name: String) throws
}
