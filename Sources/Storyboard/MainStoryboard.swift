import RosterSupport

/// Which storyboard a project folder (or `.xcodeproj`) opens with, as iOS launches the app:
/// the apps `AppDiscovery` finds (project targets, else Info.plists), one chosen by
/// `--target` when there are several; an app launched from code, or one whose Info.plist names
/// a storyboard it does not have, is said so instead of something else being opened.
package enum MainStoryboard {
  /// The storyboard to open for the project at `path` (a folder or an `.xcodeproj`), and a
  /// one-line note saying why it is that one; `target` picks one of several apps, `device` the
  /// Info.plist keys for it (an iPad launches `UIMainStoryboardFile~ipad` when there is one).
  package static func find(
    inProject path: String, target: String? = nil, device: Device = .iphone
  ) throws(ProjectOpenError) -> (path: String, note: String) {
    let discovery: AppDiscovery
    do throws(StoryboardError) {
      discovery = try AppDiscovery.discover(in: path, device: device)
    } catch {
      throw ProjectOpenError(error)
    }
    if discovery.apps.count > 1, target == nil {
      throw ProjectOpenError(
        StoryboardError(
          file: path,
          reason: (path.hasSuffix(".xcodeproj") ? "this project" : "this folder")
            + " holds \(discovery.apps.count) apps; choose one with --target NAME:"),
        choices: table(discovery.apps))
    }
    do throws(StoryboardError) {
      return try find(in: discovery, path: path, target: target)
    } catch {
      throw ProjectOpenError(error)
    }
  }

  private static func find(
    in discovery: AppDiscovery, path: String, target: String?
  ) throws(StoryboardError) -> (path: String, note: String) {
    let apps = discovery.apps
    if let target {
      return try open(try chosen(target, in: discovery, path: path), path: path)
    }
    if apps.count == 1 { return try open(apps[0], path: path) }
    if let error = discovery.unreadable { throw error }
    let storyboards = discovery.storyboards.filter { !AppDiscovery.isLaunchScreen($0) }
    // Apps of other platforms and extensions are not launched; a library's targets
    // (frameworks, tests) leave the folder to its storyboards, as a folder without a project.
    let appLike = discovery.others.filter(\.isAppLike)
    if !appLike.isEmpty {
      throw StoryboardError(
        file: path,
        reason: "no iOS app here ("
          + appLike.prefix(4).map { "\($0.name) is \($0.kind)" }.joined(separator: ", ")
          + "); pass a storyboard with --storyboard" + listed(storyboards))
    }
    if storyboards.count == 1 {
      return (storyboards[0], "opening \(storyboards[0]) (the folder's only storyboard)")
    }
    guard !storyboards.isEmpty else {
      throw StoryboardError(
        file: path, reason: "no .storyboard files in this folder; pass a storyboard or a project")
    }
    throw StoryboardError(
      file: path,
      reason: "no app here names a main storyboard (no project target, no Info.plist with "
        + "UIMainStoryboardFile or UISceneStoryboardFile); pass one with --storyboard"
        + listed(storyboards))
  }

  /// Whether `path` holds any app or app-like target (explore explores a folder without one
  /// storyboard by storyboard).
  package static func holdsApps(_ path: String) -> Bool {
    guard let discovery = try? AppDiscovery.discover(in: path) else { return true }
    return !discovery.apps.isEmpty || discovery.others.contains(where: \.isAppLike)
  }

  /// One line per app: its name (`PROJECT/TARGET` where two projects share a target name),
  /// what it launches, and its Info.plist.
  static func table(_ apps: [LaunchableApp]) -> [String] {
    let names = qualifiedNames(apps)
    let width = min(names.map(\.count).max() ?? 0, 32)
    return zip(apps, names).map { app, name in
      let launches: String
      switch app.outcome {
      case .storyboard(let path): launches = path
      case .fromCode: launches = "(launches from code)"
      case .missing(let name, _): launches = "(names \(name).storyboard, which it lacks)"
      case .unreadable: launches = "(Info.plist unreadable)"
      }
      let padded = name + String(repeating: " ", count: max(0, width - name.count))
      return "  \(padded)  \(launches)  \(app.infoPlist ?? "(Info.plist generated)")"
    }
  }

  /// Each app's name as `--target` takes it, in order: `PROJECT/TARGET` where two apps share
  /// a target name. The names are counted once, so a tree of thousands of apps costs one pass.
  static func qualifiedNames(_ apps: [LaunchableApp]) -> [String] {
    var counts: [String: Int] = [:]
    for app in apps { counts[app.name, default: 0] += 1 }
    return apps.map { app in
      guard let project = app.project, counts[app.name, default: 0] > 1 else { return app.name }
      var name = Substring(StoryboardParser.baseName(project))
      if name.hasSuffix(".xcodeproj") { name = name.dropLast(".xcodeproj".count) }
      return name + "/" + app.name
    }
  }

  /// The app `--target NAME` names, or why none is.
  static func chosen(
    _ name: String, in discovery: AppDiscovery, path: String
  ) throws(StoryboardError) -> LaunchableApp {
    let apps = discovery.apps
    let names = qualifiedNames(apps)
    let matches = zip(apps, names).filter { $0.0.name == name || $0.1 == name }
    if matches.count == 1 { return matches[0].0 }
    if matches.count > 1 {
      throw StoryboardError(
        file: path,
        reason: "several projects have an app named '\(name)'; choose with --target "
          + "PROJECT/\(name): " + matches.map(\.1).joined(separator: ", "))
    }
    let choices = names.isEmpty ? "" : "; apps: " + names.prefix(12).joined(separator: ", ")
    if let other = discovery.others.first(where: { $0.name == name }) {
      throw StoryboardError(
        file: path,
        reason: "'\(name)' is \(other.kind), not an iOS app Roster runs\(choices)")
    }
    throw StoryboardError(
      file: path,
      reason: "no app target named '\(name)'"
        + Suggestion.hint(for: name, among: names + discovery.others.map(\.name))
        + (names.isEmpty ? "; this folder holds no iOS app" : choices))
  }

  /// What opening `app` does: its storyboard, or why there is none to open.
  static func open(
    _ app: LaunchableApp, path: String
  ) throws(StoryboardError) -> (path: String, note: String) {
    switch app.outcome {
    case .storyboard(let storyboard):
      return (storyboard, "opening \(storyboard) (\(app.source))")
    case .fromCode(let builder):
      throw StoryboardError(
        file: path,
        reason: "\(app.name) launches from code (\(builder) builds its window); "
          + (app.storyboards.isEmpty
            ? "it has no storyboard to run"
            : "pass --storyboard FILE to run one of its storyboards: "
              + app.storyboards.prefix(8).joined(separator: ", ")
              + (app.storyboards.count > 8 ? ", … (\(app.storyboards.count) in all)" : "")))
    case .missing(let name, let key):
      throw StoryboardError(
        file: app.source,
        reason: "\(key) names '\(name)', but \(app.name) has no \(name).storyboard, so iOS "
          + "would stop at launch too; fix the key, or pass a storyboard with --storyboard"
          + listed(app.storyboards))
    case .unreadable(let error):
      throw error
    }
  }

  private static func listed(_ storyboards: [String]) -> String {
    storyboards.isEmpty
      ? ""
      : ": " + storyboards.prefix(8).joined(separator: ", ")
        + (storyboards.count > 8 ? ", … (\(storyboards.count) in all)" : "")
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

  /// `(where it was read, storyboard name)` for each app of `discoveries` (a folder's, one
  /// for each device: one walk of the project answers for every device) that names a launch
  /// storyboard (found or not) on some device, in path order; lint asks which storyboards are
  /// launched (an iPad's `UIMainStoryboardFile~ipad` is launched too).
  static func launchNames(
    in discoveries: [AppDiscovery]
  ) throws(StoryboardError) -> [(String, String)] {
    var names: [(String, String)] = []
    for discovery in discoveries {
      if discovery.apps.isEmpty, let error = discovery.unreadable { throw error }
      for app in discovery.apps {
        let name: String
        switch app.outcome {
        case .storyboard(let path): name = StoryboardParser.baseName(path)
        case .missing(let missing, _): name = missing
        default: continue
        }
        if !names.contains(where: { $0 == (app.source, name) }) { names.append((app.source, name)) }
      }
    }
    return names.sorted { $0.0 < $1.0 }
  }
}
