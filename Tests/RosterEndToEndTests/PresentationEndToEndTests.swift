import Testing

/// The built binary presents as UIKit does on an iPhone since iOS 13, on a storyboard shaped as
/// Xcode 15 writes it: a presentation with no style is a page sheet (the presenter stays: no
/// viewWillDisappear, and no viewWillAppear when it is swiped down with `back`); a full-screen
/// one covers the presenter and `back` is refused, saying what leads out; a popover is a sheet.
@Suite struct PresentationEndToEndTests {
  let storyboard = Fixtures.shellTests + "/Sheets/Main.storyboard"

  @Test func aSheetLeavesThePresenterAndSwipesDownAFullScreenOneDoesNot() throws {
    let script = """
      tap Add Book
      events
      back
      events
      tap Share
      back
      tap Onboarding
      events
      expect error back

      """
    let run = try runRoster(["--memory", "--storyboard", storyboard], stdin: script)
    #expect(run.status == 0, "\(run)")
    let parts = run.stdout.components(separatedBy: "NewBookViewController.init(coder:)")
    #expect(parts.count == 2, "\(run.stdout)")
    let sheet = parts.last?.components(separatedBy: "WelcomeViewController.init(coder:)") ?? []
    #expect(sheet.count == 2, "\(run.stdout)")
    // Presenting and dismissing the sheet: the presenter is never told it disappears or appears.
    #expect(!(sheet.first ?? "").contains("LibraryViewController.view"), "\(run.stdout)")
    #expect((sheet.first ?? "").contains("NewBookViewController.presentationControllerDidDismiss"))
    // The full-screen cover: the presenter disappears.
    #expect((sheet.last ?? "").contains("LibraryViewController.viewWillDisappear"))
  }

  @Test func backOnAFullScreenCoverSaysWhatLeadsOut() throws {
    let run = try runRoster(
      ["--memory", "--storyboard", storyboard], stdin: "tap Onboarding\nback\n")
    #expect(run.status != 0, "\(run)")
    #expect(
      run.stderr.contains(
        "covers the full screen (modalPresentationStyle): no gesture dismisses it; tap what "
          + "leads out: Get Started"), "\(run.stderr)")
  }

  /// `expect way-out`: something on screen leads out of the scene (a sheet's swipe down, a button
  /// running app code); a cover with nothing on it fails, naming the scene.
  @Test func expectExitSaysWhetherSomethingLeadsOut() throws {
    let script = """
      tap Add Book
      expect way-out
      back
      tap Onboarding
      expect way-out

      """
    let run = try runRoster(["--memory", "--storyboard", storyboard], stdin: script)
    #expect(run.status == 0, "\(run)")
    let cover = try runRoster(
      ["--memory", "--storyboard", storyboard], stdin: "tap \"Now Playing\"\nexpect way-out\n")
    #expect(cover.status != 0, "\(cover)")
    #expect(cover.stderr.contains("nothing on screen leads out of"), "\(cover.stderr)")
  }

  /// A popover adapts to a sheet on an iPhone and stays a popover on an iPad.
  @Test func aPopoverIsASheetOnAnIPhoneAndAPopoverOnAnIPad() throws {
    let script = "trace on\ntap Share\nback\n"
    let iphone = try runRoster(["--memory", "--storyboard", storyboard], stdin: script)
    #expect(iphone.status == 0, "\(iphone)")
    #expect(iphone.stdout.contains("presentation as a sheet"), "\(iphone.stdout)")
    let ipad = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", storyboard], stdin: script)
    #expect(ipad.status == 0, "\(ipad)")
    #expect(ipad.stdout.contains("presentation as a popover"), "\(ipad.stdout)")
  }
}
