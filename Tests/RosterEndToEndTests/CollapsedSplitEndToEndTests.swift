import Testing

/// A split view on an iPhone is collapsed to the column shown: the hidden detail's segues and
/// buttons are not offered and do not act (Roster offered the Welcome detail's Compose beside
/// the Mailboxes list). An iPad storyboard (`iOS.CocoaTouch.iPad`) shows both columns.
@Suite struct CollapsedSplitEndToEndTests {
  let folder = Fixtures.shellTests + "/CollapsedSplit"

  @Test func anIPhoneOffersOnlyTheColumnShown() throws {
    let script = """
      segues
      tap Inbox
      expect scene Inbox

      """
    let run = try runRoster(
      ["--memory", "--storyboard", folder + "/Main.storyboard"], stdin: script)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("ShowInbox"), "\(run.stdout)")
    #expect(!run.stdout.contains("Compose"), "\(run.stdout)")
    let tap = try runRoster(
      ["--memory", "--storyboard", folder + "/Main.storyboard"], stdin: "tap Compose\n")
    #expect(tap.stderr.contains("no button \"Compose\" in \"Mailboxes\""), "\(tap)")
  }

  @Test func anIPadStoryboardOffersBothColumns() throws {
    let run = try runRoster(
      ["--memory", "--storyboard", folder + "/Main~ipad.storyboard"], stdin: "segues\n")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("Compose    presentation → New Message"), "\(run.stdout)")
  }
}
