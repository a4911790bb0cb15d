import RosterSupport

/// Which device an app of the project builds for: a storyboard every device may load
/// (`targetRuntime="iOS.CocoaTouch"`) is still an iPad's alone when the app copying it is built
/// for the iPad only: its Xcode target says `TARGETED_DEVICE_FAMILY = 2`, or, for an app
/// without a project (a vendored sample, an old project without its `.pbxproj`), the Info.plist
/// naming the storyboard says `UIDeviceFamily` `[2]`.
extension StoryboardProject {
  /// The one device that loads the storyboard at `path` by its project: an iPad when every iOS
  /// app target of the root's Xcode projects that copies it says `TARGETED_DEVICE_FAMILY = 2`;
  /// when no target copies it, an iPad when every Info.plist of its app's folder that launches
  /// it (as the main, scene or launch storyboard) says `UIDeviceFamily` `[2]`; else nil (an app
  /// for the iPhone too, `1,2` or `[1, 2]`, or none copies or launches it). A target wins over
  /// a plist, as Xcode's build writes the target's family over the plist's key. The root's
  /// projects are read the first time this is asked, an app folder's plists the first time
  /// one of its storyboards is.
  package func onlyDevice(forStoryboardAt path: String) -> Device? {
    if iPadOnlyStoryboards == nil { iPadOnlyStoryboards = readDeviceFamilies() }
    guard let canonical = Self.canonical(path) else { return nil }
    if let byTarget = iPadOnlyStoryboards?[canonical] { return byTarget ? .ipad : nil }
    // A project at the root with targets says what its apps are; discovery leaves its
    // folder's Info.plists to it.
    guard !rootProjectHasTargets, let app = appFolder(of: canonical) else { return nil }
    if iPadOnlyByAppFolder[app] == nil { iPadOnlyByAppFolder[app] = readInfoPlistFamilies(in: app) }
    return iPadOnlyByAppFolder[app]?[canonical] == true ? .ipad : nil
  }

  /// By canonical path, each storyboard the root's iOS apps copy: whether every app copying
  /// it is built for the iPad alone.
  private func readDeviceFamilies() -> [String: Bool] {
    var found: [String: Bool] = [:]
    for entry in FileSystem.contents(ofDirectory: root) where entry.hasSuffix(".xcodeproj") {
      guard let project = try? XcodeProject.read(at: Self.join(root, entry)) else { continue }
      if !project.targets.isEmpty { rootProjectHasTargets = true }
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

  /// The app folder holding the storyboard at `canonical`: the nearest folder holding an
  /// `Info.plist` from the storyboard's own (the folder above its `.lproj` folder for a
  /// localized one, even when the root is that `.lproj`: a storyboard opened by itself) up to
  /// the root, as Xcode's templates keep an app's plist beside its `Base.lproj`. A stat a
  /// folder, so a storyboard in a large project costs no walk of it. The root is spelled as
  /// `launches(_:)` spells it, so one discovery of it serves both.
  private func appFolder(of canonical: String) -> String? {
    var folder = FileSystem.directory(of: canonical)
    if folder.hasSuffix(".lproj") { folder = FileSystem.directory(of: folder) }
    let inside = canonicalRoot == "/" ? "/" : canonicalRoot + "/"
    while true {
      if FileSystem.isFile(Self.join(folder, "Info.plist")) {
        return folder == canonicalRoot ? root : folder
      }
      guard folder != canonicalRoot, folder.hasPrefix(inside) else { return nil }
      folder = FileSystem.directory(of: folder)
    }
  }

  /// By canonical path, each storyboard an app without a project in `folder` launches (main,
  /// scene or launch screen storyboard, on either device): whether every such app's Info.plist
  /// says `UIDeviceFamily` `[2]`. The plists are those app discovery of `folder` reads, as
  /// opening the folder would (an `.xcodeproj` between it and the root would have been the
  /// root, so none covers its plists unseen).
  private func readInfoPlistFamilies(in folder: String) -> [String: Bool] {
    guard case .success(let discoveries) = discoveries(under: folder) else { return [:] }
    var byPath: [String: Bool] = [:]
    for discovery in discoveries {
      for app in discovery.apps where app.project == nil {
        var named = app.launchScreen.map { [$0] } ?? []
        if case .storyboard(let path) = app.outcome { named.append(path) }
        for path in named { byPath[path] = (byPath[path] ?? true) && app.isIPadOnly }
      }
    }
    var found: [String: Bool] = [:]
    for (path, iPadOnly) in byPath {
      guard let canonical = Self.canonical(path) else { continue }
      found[canonical] = (found[canonical] ?? true) && iPadOnly
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
