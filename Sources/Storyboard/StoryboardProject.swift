import Glibc
import RosterSupport

/// The project a storyboard belongs to, as Xcode sees its app bundle: the folder holding the
/// `.xcodeproj`, `Package.swift` or `.git` nearest above the file (else a folder the user gave,
/// else the file's own folder), and every `.storyboard` under it indexed by name, unparsed.
///
/// A reference (`storyboardName`) resolves to the nearest file of that name: the same folder
/// (the same `.lproj`), then the same folder counting its `.lproj` folders as part of it, then
/// the closest common ancestor. Folders that are projects of their own (an `.xcodeproj`,
/// `Package.swift`, `.git` or `Info.plist` below the root, not above the referencing file) are
/// other bundles: a reference never lands there.
package final class StoryboardProject {
  /// The root as the user's paths spell it (`.`, `../App`, `/abs/App`).
  package let root: String
  /// The root, absolute and without symbolic links.
  let canonicalRoot: String
  /// Whether a project marker was found; false when the root is a folder given or the file's.
  package let isMarked: Bool
  /// Display paths of the storyboards under the root, by base name, in path order.
  private var index: [String: [String]]?
  /// Folders (relative component lists) that hold a project or app of their own.
  private var boundaries: [[Substring]] = []
  /// The storyboard names each storyboard's bytes reference (`storyboardName="…"`), by display
  /// path; files referencing none are left out. Built on first use, one read of each file
  /// (`StoryboardProject+References.swift`).
  var referencedNames: [String: Set<String>]?
  /// `referencedNames` turned round: the storyboards referencing each name.
  var referrersByName: [String: [String]]?
  /// The storyboard names the project's apps launch, once `launches(_:)` has read them (nil
  /// inside: an Info.plist or project could not be read).
  private var launchedNames: Set<String>??
  /// By canonical path, whether every app copying the storyboard is built for the iPad alone,
  /// once `onlyDevice(forStoryboardAt:)` has read the root's projects
  /// (`StoryboardProject+DeviceFamily.swift`).
  var iPadOnlyStoryboards: [String: Bool]?
  /// Whether an Xcode project at the root has targets: app discovery then reads none of the
  /// root's Info.plists, the project's targets say what each app is.
  var rootProjectHasTargets = false
  /// By app folder (canonical; the root as `root` spells it), then by canonical storyboard
  /// path: whether every Info.plist of an app without a project there naming the storyboard
  /// says `UIDeviceFamily` `[2]`, once `onlyDevice(forStoryboardAt:)` asked about one of its
  /// storyboards.
  var iPadOnlyByAppFolder: [String: [String: Bool]] = [:]
  /// The apps under a folder as each device launches them, by the folder discovered: the root
  /// for `launches(_:)`, an app's folder for the device (one walk serves both when the root is
  /// the app's folder).
  private var discovered: [String: Result<[AppDiscovery], StoryboardError>] = [:]

  /// Markers of a project root.
  static let rootMarkers = ["Package.swift", ".git"]
  /// At most this many folders are read while indexing (a root at a home folder stays bounded).
  static let folderLimit = 20_000

  init(root: String, canonicalRoot: String, isMarked: Bool) {
    self.root = root
    self.canonicalRoot = canonicalRoot
    self.isMarked = isMarked
  }

  /// The root for a storyboard in folder `directory` (as the user spells it): the nearest
  /// ancestor holding a project marker, else the outermost of `hints` (folders given on the
  /// command line) holding `directory`, else `directory`.
  package static func root(
    forDirectory directory: String, hints: [String] = []
  ) -> (display: String, canonical: String, isMarked: Bool) {
    guard let absolute = canonical(directory) else { return (directory, directory, false) }
    var current = absolute
    var levels = 0
    while true {
      if isProjectRoot(current) {
        let display = ancestor(of: directory, levels: levels)
        return (canonical(display) == current ? display : current, current, true)
      }
      guard current != "/", levels < 64 else { break }
      current = FileSystem.directory(of: current)
      levels += 1
    }
    for hint in hints {
      guard let hintPath = canonical(hint),
        absolute == hintPath || absolute.hasPrefix(hintPath + "/")
      else { continue }
      return (hint, hintPath, false)
    }
    return (directory, absolute, false)
  }

  /// Whether `folder` (absolute) holds an `.xcodeproj`, `Package.swift` or `.git`.
  static func isProjectRoot(_ folder: String) -> Bool {
    for marker in rootMarkers where exists(join(folder, marker)) { return true }
    return FileSystem.containsEntry(inDirectory: folder) { $0.hasSuffix(".xcodeproj") }
  }

  /// Whether `folder` is an app or project of its own below a root (an `Info.plist` too).
  static func isBoundary(_ folder: String, entries: [String]) -> Bool {
    entries.contains {
      $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" || $0 == ".git" || $0 == "Info.plist"
    }
  }

  /// The storyboards named `name` under the root, nearest to `source` first (a display path
  /// under the same root); none in another app's folder.
  package func candidates(named name: String, from source: String) -> [String] {
    let index = loadIndex()
    guard let paths = index[name], !paths.isEmpty else { return [] }
    let sourceFolder = components(FileSystem.directory(of: source))
    let allowed = paths.filter { path in
      let folder = components(FileSystem.directory(of: path))
      // A boundary folder that holds the candidate but not the source is another app.
      return !boundaries.contains { boundary in
        folder.starts(with: boundary) && !sourceFolder.starts(with: boundary)
      }
    }
    return allowed.sorted { rank($0, from: sourceFolder) < rank($1, from: sourceFolder) }
  }

  /// The storyboards named `name` inside `folder` (a display path under the root), nearest
  /// to it first: how a reference into another bundle of the project lands in that bundle.
  package func candidates(named name: String, inside folder: String) -> [String] {
    let prefix = folder == "." ? "" : folder + "/"
    let inside = (loadIndex()[name] ?? []).filter { $0.hasPrefix(prefix) }
    let from = components(folder)
    return inside.sorted { rank($0, from: from) < rank($1, from: from) }
  }

  /// The folder (a display path) a bundle of this project builds from: the folder of the
  /// `INFOPLIST_FILE` of the target whose `PRODUCT_BUNDLE_IDENTIFIER` is `identifier`, in the
  /// root's Xcode projects; nil when no target builds that bundle.
  package func bundleFolder(identifier: String) -> String? {
    for entry in FileSystem.contents(ofDirectory: root) where entry.hasSuffix(".xcodeproj") {
      let file = XcodeProjectFile(fileAt: Self.join(Self.join(root, entry), "project.pbxproj"))
      if let folder = file.bundleFolders[identifier] {
        return folder == "." ? root : Self.join(root, folder)
      }
    }
    return nil
  }

  /// Whether an app of the project launches a storyboard named `name`; nil when an Info.plist
  /// or project file could not be read, so it may. The first call walks the project for its
  /// apps (`AppDiscovery`), the costliest part of linting a small folder, so lint asks only when
  /// nothing else explains a missing entry point.
  package func launches(_ name: String) -> Bool? {
    if launchedNames == nil {
      launchedNames = .some(
        (try? MainStoryboard.launchNames(in: discoveries(under: root).get())).map {
          Set($0.map(\.1))
        })
    }
    return launchedNames!.map { $0.contains(name) }
  }

  /// The apps under `folder` as each device launches them (`AppDiscovery`: one walk, each
  /// project and Info.plist read once), discovered the first time a folder is asked about.
  func discoveries(under folder: String) -> Result<[AppDiscovery], StoryboardError> {
    if let known = discovered[folder] { return known }
    let result = Result { () throws(StoryboardError) in
      try AppDiscovery.discover(in: folder, devices: Device.allCases)
    }
    discovered[folder] = result
    return result
  }

  /// Whether `launches(_:)` has walked the project (for tests: what a lint read).
  package var hasReadLaunches: Bool { launchedNames != nil }

  /// Every storyboard under the root (display paths, sorted).
  package var storyboards: [String] {
    loadIndex().values.flatMap { $0 }.sorted()
  }

  private struct Rank: Comparable {
    var otherFolder: Int
    var sharedDepth: Int
    var depthBelow: Int
    var notBase: Int
    var path: String

    static func < (a: Rank, b: Rank) -> Bool {
      (a.otherFolder, -a.sharedDepth, a.depthBelow, a.notBase, a.path)
        < (b.otherFolder, -b.sharedDepth, b.depthBelow, b.notBase, b.path)
    }
  }

  private func rank(_ path: String, from sourceFolder: [Substring]) -> Rank {
    let folder = components(FileSystem.directory(of: path))
    // `.lproj` folders count as their parent: `Base.lproj/Main` and `Settings.storyboard`
    // beside `Base.lproj` are in one folder.
    let source = sourceFolder.filter { !$0.hasSuffix(".lproj") }
    let target = folder.filter { !$0.hasSuffix(".lproj") }
    var shared = 0
    while shared < source.count, shared < target.count, source[shared] == target[shared] {
      shared += 1
    }
    let localization = folder.last { $0.hasSuffix(".lproj") }
    return Rank(
      otherFolder: folder == sourceFolder ? 0 : 1, sharedDepth: shared,
      depthBelow: target.count - shared,
      notBase: localization == nil || localization == "Base.lproj" ? 0 : 1, path: path)
  }

  /// A display path's folders below the root.
  private func components(_ folder: String) -> [Substring] {
    var relative = Substring(folder)
    if root == "." {
      if relative == "." { relative = "" }
    } else if relative == Substring(root) {
      relative = ""
    } else if relative.hasPrefix(root + "/") {
      relative = relative.dropFirst(root.count + 1)
    } else if root == "/" {
      relative = relative.dropFirst()
    }
    return relative.split(separator: "/")
  }

  private func loadIndex() -> [String: [String]] {
    if let index { return index }
    var found: [String: [String]] = [:]
    var folders = 0
    var queue = [root]
    while let folder = queue.popLast(), folders < Self.folderLimit {
      folders += 1
      guard let entries = FileSystem.listing(ofDirectory: folder) else { continue }
      if folder != root, Self.isBoundary(folder, entries: entries.map(\.name)) {
        boundaries.append(components(folder))
      }
      for entry in entries where !entry.name.hasPrefix(".") {
        let path = Self.join(folder, entry.name)
        if entry.name.hasSuffix(".storyboard") {
          if entry.isFile(at: path) {
            found[StoryboardParser.baseName(entry.name), default: []].append(path)
          }
        } else if !entry.name.hasSuffix(".xcodeproj"), entry.isFolder(at: path) {
          queue.append(path)
        }
      }
    }
    for key in found.keys { found[key]?.sort() }
    index = found
    return found
  }

  // MARK: Paths

  /// `folder/name`, without a leading `./` (paths read as the user typed them).
  static func join(_ folder: String, _ name: String) -> String {
    if folder == "." { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The absolute path without symbolic links, or nil when it does not exist.
  package static func canonical(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// `levels` folders above `path`, spelled from it: `Base.lproj` 1 up is `.`, `.` 1 up `..`.
  package static func ancestor(of path: String, levels: Int) -> String {
    var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    parts.removeAll { $0 == "." }
    let absolute = path.hasPrefix("/")
    for _ in 0..<levels {
      if let last = parts.last, last != ".." {
        parts.removeLast()
      } else if absolute {
        break
      } else {
        parts.append("..")
      }
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }
}
