import Testing

/// The built binary presents `currentContext` and `overCurrentContext` over the controller that
/// defines the presentation context (`definesPresentationContext="YES"` on a tab's navigation
/// controller, as Xcode 15 writes it): the tab bar stays drawn and usable, `back` is refused
/// (no gesture) naming the other tabs, and an unwind returns to the scene in the tab.
@Suite struct PresentationContextEndToEndTests {
  let storyboard = Fixtures.shellTests + "/ContextTabs/Main.storyboard"

  @Test func theTabBarStaysDrawnAndUsableOverAContextBelowTheRoot() throws {
    let script = """
      trace on
      tap Compose
      show
      expect error back
      tab Settings
      tab Mail
      expect scene "New Message"
      tap Discard
      expect scene Inbox

      """
    let run = try runRoster(["--memory", "--storyboard", storyboard], stdin: script)
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.contains(
        "ComposeViewController.presentation over the current context of UINavigationController"),
      "\(run.stdout)")
    // Drawn over the tab's area: no navigation bar (the tab's is covered), the tab bar below.
    let drawing = run.stdout.components(separatedBy: "(no navigation bar)").last ?? ""
    #expect(drawing.contains("[Discard]"), "\(run.stdout)")
    #expect(drawing.contains("● Mail   ○ Settings"), "\(run.stdout)")
  }

  @Test func backSaysTheOtherTabsLeadOut() throws {
    let run = try runRoster(
      ["--memory", "--storyboard", storyboard], stdin: "tap Filters\nback\n")
    #expect(run.status != 0, "\(run)")
    #expect(
      run.stderr.contains(
        "\"Filters\" covers the current context of UINavigationController "
          + "(modalPresentationStyle): no gesture dismisses it; choose another tab (the tab bar "
          + "stays on screen): Settings"), "\(run.stderr)")
  }

  /// Explore counts another tab as a way out of a presentation over a tab's own context: the
  /// Filters scene, with nothing on it, is no dead end while the tab bar beside it is usable.
  @Test func exploreFindsNoDeadEndBesideTheTabBar() throws {
    let run = try runRoster(["explore", "--storyboard", storyboard])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("no findings"), "\(run.stdout)")
  }
}
