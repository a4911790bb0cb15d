/// The window: holds the root view controller, which the app delegate reaches at launch.
package final class Window {
  /// The root view controller (the storyboard's initial one, or the `--scene` one).
  package internal(set) var rootViewController: ViewController?

  init() {}
}
