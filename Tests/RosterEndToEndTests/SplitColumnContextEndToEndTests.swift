import Testing

/// A `currentContext` presentation from an expanded split view's column whose navigation
/// controller defines the presentation context covers that column only (UIKit presents it from
/// the controller that defines the context, over that controller's view): the other column
/// stays drawn and operable. Roster covered the whole screen: the master column was no longer
/// drawn and `tap Tags` in it was refused.
///
/// The fixture, shaped as Xcode 14 writes an iPad split view: Notes (master, a Tags button) and
/// Editor (detail, in a navigation controller with `definesPresentationContext="YES"`), whose
/// Attach presents Attachments over the current context and Share presents a sheet.
@Suite struct SplitColumnContextEndToEndTests {
  let storyboard = Fixtures.shellTests + "/SplitContext/Main.storyboard"

  @Test func theOtherColumnStaysDrawnAndOperable() throws {
    let script = """
      trace on
      tap Attach
      trace off
      expect scene Attachments
      show
      expect error back
      tap Tags
      expect scene Tags
      show
      back
      expect scene Notes

      """
    let run = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", storyboard], stdin: script)
    #expect(run.status == 0, "\(run)")
    let out = run.stdout
    #expect(
      out.contains(
        "over the current context of UINavigationController (definesPresentationContext): "
          + "covers the presenter in its area only, the rest of the screen (the split view's "
          + "other columns) stays on screen and usable"), "\(out)")
    #expect(out.contains("beside it, the master column: Notes"), "\(out)")
    #expect(out.contains("[Tags]"), "\(out)")
    // With the focus in the master column, the detail column shows the presentation, and the
    // Editor under it is out of reach.
    #expect(out.contains("beside it, the detail column: Attachments"), "\(out)")
    let covered = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", storyboard],
      stdin: "tap Attach\ntap Tags\ntap Share\n")
    #expect(covered.stderr.contains("no button \"Share\""), "\(covered)")
  }

  /// The column beside it has its own Back button, drawn and tapped by its title: it pops that
  /// column's stack, where the focus goes.
  @Test func theColumnBesideItsBackButtonPopsThere() throws {
    let script = """
      tap Tags
      tap Attach
      show
      tap Notes
      expect scene Notes
      show

      """
    let run = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", storyboard], stdin: script)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("beside it, the master column: ‹ Notes  Tags"), "\(run.stdout)")
    #expect(run.stdout.contains("beside it, the detail column: Attachments"), "\(run.stdout)")
  }

  @Test func backNamesTheColumnBesideAsTheWayOut() throws {
    let run = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", storyboard],
      stdin: "tap Attach\nexpect way-out\nback\n")
    #expect(run.status != 0, "\(run)")
    #expect(
      run.stderr.contains(
        "\"Attachments\" covers the current context of UINavigationController "
          + "(modalPresentationStyle): no gesture dismisses it"), "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "act in the column beside it (the split view's other columns stay on screen): Notes"),
      "\(run.stderr)")
  }

  /// A sheet ignores the context: it covers both columns.
  @Test func aSheetFromTheColumnCoversTheWholeScreen() throws {
    let run = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", storyboard],
      stdin: "tap Share\nshow\ntap Tags\n")
    #expect(!run.stdout.contains("beside it"), "\(run.stdout)")
    #expect(run.stderr.contains("no button \"Tags\" in \"Share Sheet\""), "\(run.stderr)")
  }

  /// Explore counts the column beside it as a way out: the presentation is no dead end.
  @Test func exploreFindsNoDeadEnd() throws {
    let run = try runRoster(["explore", "--device", "ipad", "--storyboard", storyboard])
    #expect(!run.stdout.contains("dead-end"), "\(run)")
  }

  /// A split view that defines the context itself (here a tab of a tab bar) is covered whole by
  /// a presentation over it: no column stays beside it, and the master column's buttons are out
  /// of reach; the tab bar stays. Roster drew both columns beside Attachments and tapped Tags.
  @Test func aPresentationOverTheSplitViewsOwnContextCoversEveryColumn() throws {
    let whole = Fixtures.shellTests + "/SplitWholeContext/Main.storyboard"
    let run = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", whole],
      stdin: "tap Attach\nexpect scene Attachments\nshow\ntap Tags\n")
    #expect(!run.stdout.contains("beside it"), "\(run.stdout)")
    #expect(run.stdout.contains("Library"), "\(run.stdout)")
    #expect(run.stderr.contains("no button \"Tags\" in \"Attachments\""), "\(run.stderr)")
  }
}
