import Storyboard

/// Script coverage: what the moves since `startCoverage()` exercised.
extension Session {
  /// Starts noting what moves exercise; the scenes on screen now count as shown.
  package func startCoverage() {
    let log = CoverageLog()
    context.coverage = log
    func noteShown(_ controller: ViewController) {
      if controller.isOnScreen { controller.noteExercised(.scene, controller.spec.id) }
      for child in controller.children { noteShown(child) }
      if let presented = controller.presentedStorage { noteShown(presented) }
    }
    if let root = window.rootViewController { noteShown(root) }
    log.commit()
  }

  /// What succeeded moves exercised since `startCoverage()` (empty before it).
  package var exercised: Set<StoryboardItem> { context.coverage?.exercised ?? [] }

  /// Runs `body` without noting coverage: for moves that repeat ones already noted from the
  /// same states (explore's route between states), which would note nothing new.
  package func withoutCoverage<Result>(_ body: () throws(NavigationError) -> Result)
    throws(NavigationError) -> Result
  {
    let log = context.coverage
    context.coverage = nil
    defer { context.coverage = log }
    return try body()
  }
}

extension ViewController {
  /// Notes, for coverage, that the running move exercised an element of this controller's
  /// storyboard (no cost unless coverage was started).
  func noteExercised(_ kind: StoryboardItem.Kind, _ id: String) {
    guard let coverage = context.coverage else { return }
    coverage.note(StoryboardItem(kind, storyboard: storyboard.identity, id: id))
  }
}
