import RosterTestSupport
import Storyboard
import Testing

/// `AppDiscovery.discover(in:devices:)`: one walk of a folder answers for every device, each
/// as the one-device discovery does (lint asks what any device launches).
@Suite struct AppDiscoveryDevicesTests {
  /// An Info.plist naming `main`, and `ipad` under `UIMainStoryboardFile~ipad` when given.
  private func infoPlist(main: String, ipad: String? = nil) -> String {
    let pad = ipad.map { "\t<key>UIMainStoryboardFile~ipad</key>\n\t<string>\($0)</string>\n" }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>UIMainStoryboardFile</key>
      \t<string>\(main)</string>
      \(pad ?? "")</dict>
      </plist>

      """
  }

  /// What each app launches, as `(source, outcome)` lines.
  private func launches(_ discovery: AppDiscovery) -> [String] {
    discovery.apps.map { app in
      switch app.outcome {
      case .storyboard(let path): "\(app.source) opens \(path)"
      case .missing(let name, let key): "\(app.source) misses \(name) (\(key))"
      case .fromCode(let builder): "\(app.source) from code (\(builder))"
      case .unreadable(let error): "\(app.source) unreadable: \(error.message)"
      }
    }
  }

  @Test func everyDeviceIsFoundAsItIsAlone() throws {
    let folder = try TemporaryDirectory([
      "Studio/Info.plist": infoPlist(main: "Studio_iPhone", ipad: "Studio_iPad"),
      "Studio/Studio_iPhone.storyboard": "",
      "Studio/Studio_iPad.storyboard": "",
      "Notes/Info.plist": infoPlist(main: "Notes", ipad: "Gone"),
      "Notes/Base.lproj/Notes.storyboard": "",
    ])
    defer { folder.remove() }
    let both = try AppDiscovery.discover(in: folder.path, devices: [.iphone, .ipad])
    #expect(both.count == 2)
    let phone = try AppDiscovery.discover(in: folder.path, device: .iphone)
    let pad = try AppDiscovery.discover(in: folder.path, device: .ipad)
    #expect(launches(both[0]) == launches(phone))
    #expect(launches(both[1]) == launches(pad))
    #expect(launches(both[1]).contains { $0.hasSuffix("Studio/Studio_iPad.storyboard") })
    #expect(launches(both[1]).contains { $0.hasSuffix("misses Gone (UIMainStoryboardFile~ipad)") })
    #expect(launches(both[0]).contains { $0.hasSuffix("Notes/Base.lproj/Notes.storyboard") })
  }
}
