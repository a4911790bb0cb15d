import RosterSupport

/// Which storyboard a project folder (or `.xcodeproj`) opens with, as iOS launches the app: the
/// storyboard its `Info.plist` names (`UISceneStoryboardFile` in the scene manifest, else
/// `UIMainStoryboardFile`), or the `INFOPLIST_KEY_UIMainStoryboardFile` build setting of a
/// project without an Info.plist file; else a clear list of candidates.
package enum MainStoryboard {
  /// At most this many folders are read looking for `Info.plist` files.
  static let folderLimit = 20_000

  /// The storyboard to open for the project at `path` (a folder or an `.xcodeproj`), and a
  /// one-line note saying why it is that one.
  package static func find(
    inProject path: String
  ) throws(StoryboardError) -> (path: String, note: String) {
    var root = path
    while root.count > 1, root.hasSuffix("/") { root.removeLast() }
    if root.hasSuffix(".xcodeproj") { root = FileSystem.directory(of: root) }
    guard FileSystem.isDirectory(root) else {
      throw StoryboardError(file: path, reason: "no such folder; pass a project folder or file")
    }
    let project = StoryboardProject(
      root: root, canonicalRoot: StoryboardProject.canonical(root) ?? root, isMarked: true)
    var launches: [(storyboard: String, source: String)] = []
    var unresolved: [(name: String, source: String)] = []
    for (source, name) in try launchNames(under: root) {
      if let found = project.candidates(named: name, from: source).first
        ?? aroundProject(named: name, from: source, folder: root)
      {
        if !launches.contains(where: { $0.storyboard == found }) {
          launches.append((found, source))
        }
      } else {
        unresolved.append((name, source))
      }
    }
    if launches.count == 1 {
      return (launches[0].storyboard, "opening \(launches[0].storyboard) (\(launches[0].source))")
    }
    if launches.count > 1 {
      throw StoryboardError(
        file: path,
        reason:
          "this folder holds several apps; pass one storyboard with --storyboard: "
          + launches.map { "\($0.storyboard) (\($0.source))" }.joined(separator: ", "))
    }
    let storyboards = project.storyboards.filter { !isLaunchScreen($0) }
    if let missing = unresolved.first {
      throw StoryboardError(
        file: path,
        reason:
          "\(missing.source) launches '\(missing.name)', but no \(missing.name).storyboard is in "
          + "this folder; pass a storyboard with --storyboard"
          + (storyboards.isEmpty ? "" : ": " + storyboards.prefix(8).joined(separator: ", ")))
    }
    if storyboards.count == 1 {
      return (storyboards[0], "opening \(storyboards[0]) (the project's only storyboard)")
    }
    guard !storyboards.isEmpty else {
      throw StoryboardError(
        file: path, reason: "no .storyboard files in this folder; pass a storyboard or a project")
    }
    throw StoryboardError(
      file: path,
      reason:
        "no Info.plist here names a main storyboard (UIMainStoryboardFile or "
        + "UISceneStoryboardFile); pass one with --storyboard: "
        + storyboards.prefix(8).joined(separator: ", ")
        + (storyboards.count > 8 ? ", … (\(storyboards.count) in all)" : ""))
  }

  /// The storyboard `name` for the Info.plist at `source` when `folder` (the folder given)
  /// has none: Xcode copies a target's storyboards from anywhere in its project (an app in
  /// `Examples/Basic` launching `Examples/_shared/Main.storyboard`), so the project around the
  /// folder is searched, up to the nearest ancestor holding an `.xcodeproj`, `Package.swift` or
  /// `.git`, nearest first and never inside another app's folder.
  static func aroundProject(named name: String, from source: String, folder: String) -> String? {
    let wider = StoryboardProject.root(forDirectory: folder)
    guard wider.isMarked, let inner = StoryboardProject.canonical(folder),
      inner != wider.canonical,
      inner.hasPrefix(wider.canonical == "/" ? "/" : wider.canonical + "/")
    else { return nil }
    // `source` spelled under the wider root, as the project's paths are.
    let between = inner.dropFirst(wider.canonical.count).drop { $0 == "/" }
    let inFolder =
      folder == "." ? source : String(source.dropFirst(folder.count).drop { $0 == "/" })
    let spelled = StoryboardProject.join(
      StoryboardProject.join(wider.display, String(between)), inFolder)
    let project = StoryboardProject(
      root: wider.display, canonicalRoot: wider.canonical, isMarked: true)
    return project.candidates(named: name, from: spelled).first
  }

  /// `(where it was read, storyboard name)` for each Info.plist (and project build setting)
  /// under `root` that names a launch storyboard, in path order.
  static func launchNames(under root: String) throws(StoryboardError) -> [(String, String)] {
    var found: [(String, String)] = []
    var queue = [root]
    var folders = 0
    while let folder = queue.popLast(), folders < folderLimit {
      folders += 1
      for entry in FileSystem.contents(ofDirectory: folder).reversed() where !entry.hasPrefix(".") {
        let path = StoryboardProject.join(folder, entry)
        if entry == "Info.plist", FileSystem.isFile(path) {
          if let name = try InfoPlist.read(fileAt: path).launchStoryboard {
            found.append((path, name))
          }
        } else if entry.hasSuffix(".xcodeproj") {
          let settings = StoryboardProject.join(path, "project.pbxproj")
          if let name = buildSettingStoryboard(inFileAt: settings) {
            found.append((settings, name))
          }
        } else if FileSystem.isDirectory(path), !FileSystem.isSymbolicLink(path) {
          queue.append(path)
        }
      }
    }
    return found.sorted { $0.0 < $1.0 }
  }

  /// `INFOPLIST_KEY_UIMainStoryboardFile = Main;` in a project file (Xcode 13 and later keep
  /// Info.plist keys there when the target has no Info.plist file).
  static func buildSettingStoryboard(inFileAt path: String) -> String? {
    guard FileSystem.isFile(path),
      let bytes = try? FileReader.bytes(ofFileAt: path, limit: 64 << 20)
    else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    guard let range = text.firstRange(of: "INFOPLIST_KEY_UIMainStoryboardFile = ") else {
      return nil
    }
    let value = text[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
    let name = value.trimmingCharacters(in: "\"")
    return name.isEmpty || name.hasPrefix("$(") ? nil : name
  }

  private static func isLaunchScreen(_ path: String) -> Bool {
    let name = StoryboardParser.baseName(path).lowercased()
    return name.hasPrefix("launch") && name.contains("screen")
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in quote: Character) -> String {
    var value = self
    while value.first == quote { value.removeFirst() }
    while value.last == quote { value.removeLast() }
    return String(value)
  }
}
