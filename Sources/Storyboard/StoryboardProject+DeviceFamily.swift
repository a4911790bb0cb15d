import RosterSupport

/// Which device an app of the project builds for: a storyboard every device may load
/// (`targetRuntime="iOS.CocoaTouch"`) is still an iPad's alone when the app copying it is built
/// for the iPad only (`TARGETED_DEVICE_FAMILY = 2`).
extension StoryboardProject {
  /// The one device that loads the storyboard at `path` by its project: an iPad when every iOS
  /// app target of the root's Xcode projects that copies it says `TARGETED_DEVICE_FAMILY = 2`;
  /// nil when one is built for the iPhone too ("1,2"), or none copies it. The root's projects
  /// are read the first time this is asked.
  package func onlyDevice(forStoryboardAt path: String) -> Device? {
    if iPadOnlyStoryboards == nil { iPadOnlyStoryboards = readDeviceFamilies() }
    guard let found = iPadOnlyStoryboards, !found.isEmpty,
      let canonical = Self.canonical(path), found[canonical] == true
    else { return nil }
    return .ipad
  }

  /// By canonical path, each storyboard the root's iOS apps copy: whether every app copying
  /// it is built for the iPad alone.
  private func readDeviceFamilies() -> [String: Bool] {
    var found: [String: Bool] = [:]
    for entry in FileSystem.contents(ofDirectory: root) where entry.hasSuffix(".xcodeproj") {
      guard let project = try? XcodeProject.read(at: Self.join(root, entry)) else { continue }
      for target in project.targets where AppDiscovery.otherKind(of: target) == nil {
        let iPadOnly = Self.isIPadOnly(family: target.settings["TARGETED_DEVICE_FAMILY"])
        var storyboards = target.storyboards
        for folder in target.synchronizedFolders {
          storyboards += FileSystem.files(under: folder, endingWith: ".storyboard")
        }
        for storyboard in storyboards {
          guard let canonical = Self.canonical(storyboard) else { continue }
          found[canonical] = (found[canonical] ?? true) && iPadOnly
        }
      }
    }
    return found
  }

  /// Whether a `TARGETED_DEVICE_FAMILY` value names the iPad (2) alone: "1,2" is universal,
  /// and an app that sets none is built for the iPhone (1), Xcode's default.
  static func isIPadOnly(family: String?) -> Bool {
    guard let family else { return false }
    let members = family.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\"" })
    return members == ["2"]
  }
}
