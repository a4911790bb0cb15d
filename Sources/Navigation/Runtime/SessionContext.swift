import Storyboard

/// What every controller of one session shares: the registry, the storyboards, the trace,
/// the live-controller count and keyboard focus. Holds no controller strongly.
final class SessionContext {
  let registry: ControllerRegistry
  /// The one storyboard-reference resolver of the session.
  let storyboards: StoryboardCatalog
  /// The recent trace events (a bounded ring; marks count every event).
  var events = TraceLog()
  /// Controllers alive now (incremented in init, decremented in deinit).
  var liveControllers = 0
  /// A failure raised from inside app code (UIKit would throw an exception), reported when the
  /// current interaction ends.
  var pendingError: NavigationError?
  /// How deep `RuntimeStoryboard.make` is nested (containers making children), to stop cycles.
  var makeDepth = 0
  /// The focused text field.
  weak var firstResponder: TextField?
  /// Each change to a field's text in the interaction under way (its `HierarchyCheckpoint`)
  /// with the text before it, oldest first; nil between interactions. Logged as fields change
  /// rather than every field read before each interaction, which cost most of a checkpoint.
  var textEdits: [(field: TextField, text: String)]?
  /// What moves exercise, once script coverage is asked for (`Session.startCoverage`).
  var coverage: CoverageLog?
  /// The changes the app registered as undoable (the shell's `undo`).
  let undoManager = UndoManager()
  /// The device the session runs on: its size classes pick the views shown and whether a split
  /// view collapses.
  let device: Device

  init(registry: ControllerRegistry, storyboards: StoryboardCatalog, device: Device) {
    self.registry = registry
    self.storyboards = storyboards
    self.device = device
  }

  func record(_ className: String, _ method: String, _ detail: String = "") {
    events.append(TraceEvent(className: className, method: method, detail: detail))
  }

  /// Reports a failure from app code; the first one wins.
  func raise(_ error: NavigationError) {
    if pendingError == nil { pendingError = error }
  }
}
