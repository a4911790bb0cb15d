import Testing

@testable import Storyboard

/// `InfoPlist`'s device keys: `UIDeviceFamily` (which devices install the app) and
/// `UILaunchStoryboardName` (its launch screen), as XML and binary plists write them.
@Suite struct InfoPlistTests {
  private func plist(_ entries: [(key: String, value: PropertyList)]) -> InfoPlist {
    InfoPlist(.dictionary(entries))
  }

  private func family(_ members: [PropertyList]) -> InfoPlist {
    plist([("UIDeviceFamily", .array(members))])
  }

  @Test func onlyAFamilyOfTheIPadAloneIsIPadOnly() throws {
    #expect(family([.other("2")]).isIPadOnly)
    // Hand-written plists sometimes spell the integer as a string.
    #expect(family([.string("2")]).isIPadOnly)
    #expect(plist([("UIDeviceFamily", .other("2"))]).isIPadOnly)
    #expect(!family([.other("1"), .other("2")]).isIPadOnly)
    #expect(!family([.other("1")]).isIPadOnly)
    #expect(!family([]).isIPadOnly)
    #expect(!plist([("UIMainStoryboardFile", .string("Main"))]).isIPadOnly)
    #expect(!family([.other("3")]).isIPadOnly)
  }

  /// The XML reader and the binary one (its integers one-byte objects) agree.
  @Test func bothFormatsReadTheFamily() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>UIDeviceFamily</key>
      \t<array>
      \t\t<integer>2</integer>
      \t</array>
      </dict>
      </plist>

      """
    #expect(InfoPlist(try PropertyList.parse(Array(xml.utf8), path: "Info.plist")).isIPadOnly)
    let universal = xml.replacing(
      "<integer>2</integer>", with: "<integer>1</integer><integer>2</integer>")
    #expect(
      !InfoPlist(try PropertyList.parse(Array(universal.utf8), path: "Info.plist")).isIPadOnly)
    let binary = BinaryWriter.bytes(of: family([.other("2")]).values)
    #expect(Array(binary.prefix(8)) == Array("bplist00".utf8))
    #expect(InfoPlist(try PropertyList.parse(binary, path: "Info.plist")).isIPadOnly)
    let both = BinaryWriter.bytes(of: family([.other("1"), .other("2")]).values)
    #expect(!InfoPlist(try PropertyList.parse(both, path: "Info.plist")).isIPadOnly)
  }

  @Test func theLaunchScreenTakesTheDevicesKeyFirst() {
    let values = plist([
      ("UILaunchStoryboardName", .string("LaunchScreen")),
      ("UILaunchStoryboardName~ipad", .string("LaunchScreen_iPad")),
    ])
    #expect(values.launchScreen(device: .iphone) == "LaunchScreen")
    #expect(values.launchScreen(device: .ipad) == "LaunchScreen_iPad")
    #expect(plist([("UILaunchStoryboardName", .string(""))]).launchScreen() == nil)
    #expect(InfoPlist().launchScreen() == nil)
  }
}
