import RosterTestSupport
import Testing

/// Interface Builder's size-class variations inside table cells, as outside them: a switch
/// installed for regular width only is an iPad's, a label excluded there is an iPhone's, and a
/// varied `hidden` (`<variation key="widthClass=regular" hidden="YES"/>`) hides a control on
/// the device it names. Roster drew every cell's views on both devices.
@Suite struct CellVariationEndToEndTests {
  let storyboard = Fixtures.shellTests + "/SizeClassCells/Main.storyboard"

  func rows(_ device: String) throws -> [String] {
    let run = try runRoster(
      ["--memory", "--device", device, "--storyboard", storyboard], stdin: "show\n")
    #expect(run.status == 0, "\(run)")
    return run.stdout.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }.filter { $0.first?.isNumber == true }
  }

  @Test func anIPhoneDrawsTheCompactWidthCells() throws {
    #expect(
      try rows("iphone") == [
        "1 Notifications [on]", "2 Show sidebar", "3 One column", "4 Haptics [on]",
      ])
  }

  @Test func anIPadDrawsTheRegularWidthCells() throws {
    #expect(
      try rows("ipad") == [
        "1 Notifications [on]", "2 Show sidebar [on]", "3 Two columns", "4 Haptics",
      ])
  }

  @Test func aControlTheDeviceDoesNotInstallCannotBeSet() throws {
    let iphone = try runRoster(
      ["--memory", "--storyboard", storyboard], stdin: "set \"Show sidebar\" off\n")
    #expect(iphone.status != 0, "\(iphone)")
    let ipad = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", storyboard],
      stdin: "set \"Show sidebar\" off\nexpect text Show sidebar\n")
    #expect(ipad.status == 0, "\(ipad)")
    let hidden = try runRoster(
      ["--memory", "--device", "ipad", "--storyboard", storyboard], stdin: "set Haptics off\n")
    #expect(hidden.status != 0, "\(hidden)")
  }
}
