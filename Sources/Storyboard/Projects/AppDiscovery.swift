import RosterSupport

/// The apps under a folder (or in one `.xcodeproj`), found the way Xcode builds them: every
/// project's app targets, with their Info.plist and generated keys; without a project file,
/// the apps' `Info.plist` files. Reads only project files, Info.plists and folder listings
/// (no storyboard is parsed), and never enters other bundles (`Pods`, frameworks, `.bundle`,
/// compiled `.storyboardc`), so discovery costs about what `find` does.
package struct AppDiscovery {
  package var apps: [LaunchableApp] = []
  package var others: [OtherTarget] = []
  /// Every storyboard seen under the folder (display paths, sorted).
  package var storyboards: [String] { index.values.flatMap { $0 }.sorted() }
  /// The first unreadable project or Info.plist of the folder's own (for a folder without
  /// apps: the reason none was found).
  package var unreadable: StoryboardError?

  /// Storyboards by base name.
  private var index: [String: [String]] = [:]
  /// Storyboards by `FOLDER/NAME`, the folder without its `.lproj`: the usual launch
  /// storyboard beside its Info.plist is found without a scan.
  private var beside: [String: [String]] = [:]
  private var projects: [String] = []
  private var plists: [String] = []
  /// Folders of apps and projects: a storyboard inside another app's folder is not this one's.
  private var boundaries: Set<String> = []
  /// The devices the apps are found for: each one's Info.plist keys
  /// (`UIMainStoryboardFile~ipad`) win on it. One walk and one read of each file serve them all.
  private var devices: [Device] = [.iphone]
  /// While finding, each device's apps and other targets, in `devices`' order (`apps` and
  /// `others` once split by device).
  private var found: [(apps: [LaunchableApp], others: [OtherTarget])] = [(apps: [], others: [])]

  /// At most this many folders are read.
  static let folderLimit = 50_000
  /// Folders never entered: dependencies, build output, and bundles of their own.
  static let skippedNames: Set<String> = [
    "Pods", "Carthage", "node_modules", "DerivedData", "build", "Build",
  ]
  static let skippedExtensions = [
    ".xcworkspace", ".framework", ".xcframework", ".bundle", ".storyboardc", ".xcassets",
    ".appex", ".app", ".playground", ".docc", ".xctest", ".nib", ".scnassets",
  ]

  /// Extensions of files that are never folders: no `stat` is spent on them.
  static let fileExtensions: Set<Substring> = [
    "swift", "m", "h", "mm", "c", "cpp", "png", "jpg", "jpeg", "pdf", "json", "strings", "xib",
    "md", "plist", "entitlements", "txt", "xcconfig", "gif", "svg", "ttf", "otf", "mp3", "wav",
    "mov", "mp4", "js", "html", "css", "yml", "yaml", "rb", "sh", "py", "storyboard", "lock",
  ]

  static func isFileName(_ entry: String) -> Bool {
    guard let dot = entry.lastIndex(of: ".") else { return false }
    return fileExtensions.contains(entry[entry.index(after: dot)...])
  }

  /// The apps under `path`: a folder, or an `.xcodeproj` (its targets alone), as they launch
  /// on `device`.
  package static func discover(
    in path: String, device: Device = .iphone
  ) throws(StoryboardError) -> AppDiscovery {
    try discover(in: path, devices: [device])[0]
  }

  /// The apps under `path` as they launch on each of `devices`, one discovery a device in that
  /// order: the folder is walked, and each project and Info.plist read, once for all of them
  /// (lint asks what any device launches).
  package static func discover(
    in path: String, devices: [Device]
  ) throws(StoryboardError) -> [AppDiscovery] {
    guard !devices.isEmpty else { return [] }
    var discovery = AppDiscovery()
    discovery.devices = devices
    discovery.found = devices.map { _ in (apps: [], others: []) }
    var given = path
    while given.count > 1, given.hasSuffix("/") { given.removeLast() }
    if given.hasSuffix(".xcodeproj") {
      let folder = FileSystem.directory(of: given)
      // A project file without targets (a stub, or one Roster cannot read) is no project:
      // the folder's Info.plists say what it launches, as without one.
      if let project = try? XcodeProject.read(at: given), !project.targets.isEmpty {
        discovery.walk(folder)
        discovery.add(project)
        return discovery.split()
      }
      given = folder
    }
    guard FileSystem.isDirectory(given) else {
      throw StoryboardError(file: path, reason: "no such folder; pass a project folder or file")
    }
    discovery.walk(given)
    var covered: [String] = []
    for file in discovery.projects {
      // A project file Roster cannot read is as none: its folder's Info.plists are read.
      guard let project = try? XcodeProject.read(at: file) else { continue }
      // A project without app targets (a library's) leaves its folder to the Info.plists.
      let before = discovery.found[0].apps.count + discovery.found[0].others.count
      discovery.add(project)
      if discovery.found[0].apps.count + discovery.found[0].others.count > before {
        covered.append(project.folder)
      }
    }
    for plist in discovery.plists
    where !covered.contains(where: { Self.isInside(plist, folder: $0) }) {
      discovery.addLoose(plist, given: given)
    }
    return discovery.split()
  }

  /// One discovery a device, each holding that device's apps and other targets.
  private func split() -> [AppDiscovery] {
    found.map { found in
      var discovery = self
      discovery.found = []
      discovery.apps = found.apps
      discovery.others = found.others
      return discovery
    }
  }

  /// Whether `path` is inside `folder` (display paths as the walk spells them).
  static func isInside(_ path: String, folder: String) -> Bool {
    folder == "." ? !path.hasPrefix("/") && !path.hasPrefix("..") : path.hasPrefix(folder + "/")
  }

  // MARK: Walking

  private mutating func walk(_ root: String) {
    var queue = [root]
    var folders = 0
    while let folder = queue.popLast(), folders < Self.folderLimit {
      folders += 1
      guard let listing = FileSystem.listing(ofDirectory: folder) else { continue }
      for item in listing where !item.name.hasPrefix(".") {
        let entry = item.name
        let path = StoryboardProject.join(folder, entry)
        if entry.hasSuffix(".storyboard") {
          let name = StoryboardParser.baseName(entry)
          index[name, default: []].append(path)
          let logical = folder.hasSuffix(".lproj") ? FileSystem.directory(of: folder) : folder
          beside[StoryboardProject.join(logical, name), default: []].append(path)
        } else if entry.hasSuffix(".xcodeproj") {
          if entry != "Pods.xcodeproj" {
            projects.append(path)
            boundaries.insert(folder)
          }
        } else if entry == "Info.plist" {
          plists.append(path)
          boundaries.insert(folder)
        } else if !Self.skippedNames.contains(entry), !Self.isFileName(entry),
          !Self.skippedExtensions.contains(where: { entry.hasSuffix($0) }),
          item.isFolder(at: path)
        {
          queue.append(path)
        }
      }
    }
    projects.sort()
    plists.sort()
    for key in index.keys { index[key]?.sort() }
  }

  // MARK: Projects

  private mutating func add(_ project: XcodeProject) {
    let settingsFile = StoryboardProject.join(project.path, "project.pbxproj")
    for target in project.targets {
      if let kind = Self.otherKind(of: target) {
        let other = OtherTarget(name: target.name, kind: kind, project: project.path)
        for index in found.indices { found[index].others.append(other) }
        continue
      }
      let expand = { (value: String) in project.expand(value, for: target) }
      var infoPlist: String?
      var plist = InfoPlist()
      var fileValues = InfoPlist()
      var storyboards = target.storyboards
      for folder in target.synchronizedFolders {
        storyboards += FileSystem.files(under: folder, endingWith: ".storyboard")
      }
      if let setting = target.settings["INFOPLIST_FILE"], !setting.isEmpty {
        let path = project.path(ofSetting: setting, for: target)
        infoPlist = path
        do throws(StoryboardError) {
          guard FileSystem.exists(path) else {
            throw StoryboardError(
              file: settingsFile,
              reason: "INFOPLIST_FILE of \(target.name) names \(path), which does not exist; "
                + "Xcode's build stops there too")
          }
          fileValues = try InfoPlist.read(fileAt: path)
        } catch {
          let app = LaunchableApp(
            name: target.name, project: project.path, infoPlist: path, source: path,
            outcome: .unreadable(error), storyboards: storyboards)
          for index in found.indices { found[index].apps.append(app) }
          continue
        }
        plist = fileValues
      }
      // The generated keys go onto the file's: `INFOPLIST_KEY_UIMainStoryboardFile` wins over
      // the file's `UIMainStoryboardFile` in the built app.
      if PropertyList.string(target.settings["GENERATE_INFOPLIST_FILE"] ?? "").isTrue {
        plist = InfoPlist.generated(from: target.settings).merged(over: plist)
      }
      let home = FileSystem.directory(of: infoPlist ?? settingsFile)
      for (index, device) in devices.enumerated() {
        let launch = plist.launch(expanding: expand, device: device)
        var source = infoPlist ?? settingsFile
        if case .storyboard(_, let key) = launch,
          fileValues.launch(expanding: expand, device: device) != launch
        {
          source = settingsFile + " (INFOPLIST_KEY_\(key))"
        }
        let result = outcome(launch, storyboards: storyboards, home: home, within: project.folder)
        found[index].apps.append(
          LaunchableApp(
            name: target.name, project: project.path, infoPlist: infoPlist, source: source,
            outcome: result,
            storyboards: ownStoryboards(storyboards, home: home, for: result)))
      }
    }
  }

  /// Nil for an iOS app; else what the target is ("a tvOS app", "an app extension").
  static func otherKind(of target: XcodeProject.Target) -> String? {
    let type = target.productType
    let sdk = target.settings["SDKROOT"] ?? ""
    let platforms = target.settings["SUPPORTED_PLATFORMS"] ?? ""
    if type == "com.apple.product-type.application" {
      // A multiplatform target lists iOS among its platforms whatever its SDKROOT.
      if platforms.contains("iphoneos") { return nil }
      switch sdk {
      case "appletvos": return "a tvOS app"
      case "macosx": return "a macOS app"
      case "watchos": return "a watchOS app"
      case "xros": return "a visionOS app"
      case "iphoneos": return nil
      default:
        if platforms.isEmpty || platforms.contains("iphoneos") { return nil }
        return "an app for \(platforms)"
      }
    }
    if type.contains("watchapp") { return "a watchOS app" }
    if type.contains("extension") || type.contains("application.messages") {
      return "an app extension"
    }
    if type.hasPrefix("com.apple.product-type.") {
      let kind = type.dropFirst("com.apple.product-type.".count).replacing(".", with: " ")
      return "a \(kind)"
    }
    return "not an app"
  }

  /// How `launch` plays out: a storyboard the target copies (else one found around `home`, in
  /// `folder`), else what iOS would say.
  private func outcome(
    _ launch: InfoPlist.Launch, storyboards: [String], home: String, within folder: String
  ) -> LaunchableApp.Outcome {
    switch launch {
    case .fromCode(let builder):
      return .fromCode(builder: builder)
    case .storyboard(let name, let key):
      let own = storyboards.filter { StoryboardParser.baseName($0) == name }
      if let best = own.min(by: { Self.localizationRank($0) < Self.localizationRank($1) }) {
        return .storyboard(best)
      }
      if let found = nearest(named: name, from: home, within: folder) {
        return .storyboard(found)
      }
      return .missing(name: name, key: key)
    }
  }

  // MARK: Info.plists without a project

  private mutating func addLoose(_ plist: String, given: String) {
    let values: InfoPlist
    do {
      values = try InfoPlist.read(fileAt: plist)
    } catch {
      // Another bundle's plist never stops the search; the folder's own is reported when
      // nothing else is found.
      if unreadable == nil { unreadable = error }
      return
    }
    guard !values.isOtherBundle, values.looksLikeApp else { return }
    let home = FileSystem.directory(of: plist)
    let name = StoryboardParser.baseName(home == "." ? FileSystem.absolute(".") : home)
    // What each device launches is looked up once when two launch the same storyboard.
    var around: [String: String?] = [:]
    var platforms: [String: String?] = [:]
    var screens: [String: String?] = [:]
    for (index, device) in devices.enumerated() {
      let launch = values.launch(device: device)
      var screen: String?
      if let name = values.launchScreen(device: device) {
        if screens[name] == nil {
          screens[name] = .some(nearest(named: name, from: home, within: given))
        }
        screen = screens[name] ?? nil
      }
      var result = outcome(launch, storyboards: [], home: home, within: given)
      if case .missing(let missing, _) = result {
        if around[missing] == nil {
          around[missing] = .some(
            MainStoryboard.aroundProject(named: missing, from: plist, folder: given))
        }
        if let storyboard = around[missing] ?? nil { result = .storyboard(storyboard) }
      }
      if case .storyboard(let path) = result {
        if platforms[path] == nil {
          platforms[path] = .some(Self.otherPlatform(ofStoryboard: path))
        }
        if let platform = platforms[path] ?? nil {
          found[index].others.append(OtherTarget(name: name, kind: platform, project: nil))
          continue
        }
      }
      found[index].apps.append(
        LaunchableApp(
          name: name, project: nil, infoPlist: plist, source: plist, outcome: result,
          storyboards: ownStoryboards([], home: home, for: result), launchScreen: screen,
          isIPadOnly: values.isIPadOnly))
    }
  }

  /// "a tvOS app" for a storyboard whose header says `targetRuntime="AppleTV"` (macOS and
  /// watchOS alike); nil for iOS. Reads the first 1 KiB only.
  static func otherPlatform(ofStoryboard path: String) -> String? {
    guard let bytes = try? FileReader.bytes(ofFileAt: path, limit: 64 << 20) else { return nil }
    let head = String(decoding: bytes.prefix(1024), as: UTF8.self)
    if head.contains("targetRuntime=\"AppleTV\"") { return "a tvOS app" }
    if head.contains("targetRuntime=\"MacOSX") { return "a macOS app" }
    if head.contains("targetRuntime=\"watchKit\"") { return "a watchOS app" }
    return nil
  }

  // MARK: Finding storyboards

  /// The storyboard `name` nearest to folder `home`: in it (or its `.lproj` folders), then in
  /// each folder above it up to `folder`, never inside another app's folder.
  private func nearest(named name: String, from home: String, within folder: String) -> String? {
    if let here = beside[StoryboardProject.join(home, name)] {
      return here.min { Self.localizationRank($0) < Self.localizationRank($1) }
    }
    guard let paths = index[name] else { return nil }
    var level = home
    while true {
      let inside = paths.filter {
        (level == "." || Self.isInside($0, folder: level)) && !isInOtherApp($0, below: level)
      }
      if !inside.isEmpty {
        return inside.min { rank($0, below: level) < rank($1, below: level) }
      }
      guard level != folder, level != ".", level != "/", !level.isEmpty else { return nil }
      let parent = FileSystem.directory(of: level)
      if parent == level || !(folder == "." || level.hasPrefix(folder)) { return nil }
      level = parent
    }
  }

  /// Whether `path` lies in an app or project folder below `level` (another app's).
  private func isInOtherApp(_ path: String, below level: String) -> Bool {
    var folder = FileSystem.directory(of: path)
    while folder != level, folder.count > level.count, folder != ".", folder != "/" {
      if boundaries.contains(folder) { return true }
      folder = FileSystem.directory(of: folder)
    }
    return false
  }

  private func rank(_ path: String, below level: String) -> (Int, Int, String) {
    let depth = path.dropFirst(level.count).split(separator: "/").filter {
      !$0.hasSuffix(".lproj")
    }.count
    return (depth, Self.localizationRank(path), path)
  }

  /// An app's storyboards for messages (launch screens left out): those its target copies,
  /// else those around its Info.plist. Only an app that opens none needs them listed, so an
  /// app that opens one costs no scan.
  private func ownStoryboards(
    _ copied: [String], home: String, for outcome: LaunchableApp.Outcome
  ) -> [String] {
    if case .storyboard = outcome { return [] }
    return (copied.isEmpty ? nearby(home) : copied).filter { !Self.isLaunchScreen($0) }
  }

  /// The storyboards in `home` and below, up to another app's folder.
  private func nearby(_ home: String) -> [String] {
    index.values.flatMap { $0 }.filter {
      (home == "." || Self.isInside($0, folder: home)) && !isInOtherApp($0, below: home)
    }.sorted()
  }

  /// Base or no localization first, as Xcode's build picks for the device's language.
  static func localizationRank(_ path: String) -> Int {
    let localization = path.split(separator: "/").last { $0.hasSuffix(".lproj") }
    return localization == nil || localization == "Base.lproj" ? 0 : 1
  }

  static func isLaunchScreen(_ path: String) -> Bool {
    let name = StoryboardParser.baseName(path).lowercased()
    return name.hasPrefix("launch") && name.contains("screen")
  }
}
