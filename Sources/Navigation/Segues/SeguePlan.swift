import Storyboard

/// A checked segue, ready to run: where the destination comes from and how it is shown.
struct SeguePlan {
  enum Action {
    case push(NavigationController)
    case present
    case showDetail(SplitViewController)
  }

  let segue: SegueSpec
  let action: Action
  /// The storyboard and element the destination is made from (references followed).
  let storyboard: RuntimeStoryboard
  let destination: ControllerSpec
  /// Said in the trace when the kind was mapped (custom, popover, replace, show without a
  /// navigation controller).
  let note: String?
}
