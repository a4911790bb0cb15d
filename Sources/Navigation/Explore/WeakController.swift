/// A controller held weakly: alive after a move only if something else holds it.
struct WeakController {
  weak var controller: ViewController?

  init(_ controller: ViewController) { self.controller = controller }
}
