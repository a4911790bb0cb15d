/// A lint rule: a stable id (shown in text and JSON, accepted by `--disable` and the project's
/// `.roster-lint`), its severity, and what it checks.
public struct LintRule: Sendable, Equatable {
  /// The stable id, e.g. `missing-destination`.
  public var id: String
  /// The severity Xcode (or UIKit, by crashing) gives it.
  public var severity: Diagnostic.Severity
  /// One line: what it finds.
  public var summary: String

  /// Every rule, in the order `roster lint --help` lists them.
  public static let all: [LintRule] =
    [
      invalidFile, otherPlatform, emptyFolder, noEntryPoint, missingInitialController,
      missingReference, externalReference, duplicateStoryboardID, crossFileStoryboardID,
      duplicateElementID, staticTable, missingReuseIdentifier, duplicateReuseIdentifier,
      missingDestination, segueWithoutIdentifier, duplicateSegueIdentifier, pushWithoutNavigation,
      unwindWithoutTarget, unreachableScene, segueNotOnDevice, unreachableOnDevice,
      brokenConnection, ambiguousLayout, misplacedView,
      invalidConfig,
    ] + TranslationLint.rules

  /// The rule with this id.
  public static func named(_ id: String) -> LintRule? {
    all.first { $0.id == id }
  }

  static let invalidFile = LintRule(
    id: "invalid-file", severity: .error, summary: "the file cannot be read as a storyboard")
  static let otherPlatform = LintRule(
    id: "other-platform", severity: .note,
    summary: "a macOS, tvOS or watchOS storyboard: skipped")
  static let invalidConfig = LintRule(
    id: "invalid-config", severity: .error, summary: "a line of .roster-lint Roster cannot read")
  static let emptyFolder = LintRule(
    id: "empty-folder", severity: .warning, summary: "a folder given holds no .storyboard")
  static let noEntryPoint = LintRule(
    id: "no-entry-point", severity: .error,
    summary:
      "no initial view controller (a note when reached by reference or storyboard ID, a "
      + "warning when no Info.plist launches it)")
  static let missingInitialController = LintRule(
    id: "missing-initial-controller", severity: .error,
    summary: "the initial view controller is not a scene of the file")
  static let missingReference = LintRule(
    id: "missing-reference", severity: .error,
    summary: "a storyboard reference whose storyboard or identifier does not exist")
  static let externalReference = LintRule(
    id: "external-reference", severity: .note,
    summary: "a storyboard reference into another bundle: not followed")
  static let duplicateStoryboardID = LintRule(
    id: "duplicate-storyboard-id", severity: .error,
    summary: "two scenes of one file share a Storyboard ID")
  static let crossFileStoryboardID = LintRule(
    id: "cross-file-storyboard-id", severity: .warning,
    summary: "one Storyboard ID in two files that reference each other")
  static let duplicateElementID = LintRule(
    id: "duplicate-element-id", severity: .error,
    summary: "two elements share an id (a merge artefact)")
  static let staticTable = LintRule(
    id: "static-table-outside-table-controller", severity: .error,
    summary: "a static table view outside a UITableViewController")
  static let missingReuseIdentifier = LintRule(
    id: "missing-reuse-identifier", severity: .warning,
    summary: "a prototype cell without a reuse identifier")
  static let duplicateReuseIdentifier = LintRule(
    id: "duplicate-reuse-identifier", severity: .warning,
    summary: "two prototype cells of one table share a reuse identifier")
  static let missingDestination = LintRule(
    id: "missing-destination", severity: .error,
    summary: "a segue whose destination is not a scene")
  static let segueWithoutIdentifier = LintRule(
    id: "segue-without-identifier", severity: .warning,
    summary: "a segue from a view controller without an identifier")
  static let duplicateSegueIdentifier = LintRule(
    id: "duplicate-segue-identifier", severity: .warning,
    summary: "two segues of one scene share an identifier")
  static let pushWithoutNavigation = LintRule(
    id: "push-without-navigation-controller", severity: .error,
    summary: "a push segue from a scene no navigation controller manages")
  static let unwindWithoutTarget = LintRule(
    id: "unwind-without-target", severity: .warning,
    summary: "an unwind segue no scene on the way back can take")
  static let unreachableScene = LintRule(
    id: "unreachable-scene", severity: .warning,
    summary: "a scene with no segue in, not initial, and no Storyboard ID")
  static let segueNotOnDevice = LintRule(
    id: "segue-not-on-device", severity: .warning,
    summary:
      "with --device: a segue every trigger of which a size class uninstalls or collapses there"
  )
  static let unreachableOnDevice = LintRule(
    id: "unreachable-on-device", severity: .warning,
    summary: "with --device: a scene whose every way in is such a segue, and no storyboard ID")
  static let brokenConnection = LintRule(
    id: "broken-connection", severity: .error,
    summary: "an outlet or action whose destination no longer exists")
  static let ambiguousLayout = LintRule(
    id: "ambiguous-layout", severity: .warning,
    summary: "a view Interface Builder marks ambiguous=\"YES\" (constraints do not fix it)")
  static let misplacedView = LintRule(
    id: "misplaced-view", severity: .warning,
    summary: "a view Interface Builder marks misplaced=\"YES\" (frame differs from constraints)")
}
