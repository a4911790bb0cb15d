import RosterSupport

/// An Xcode project (`NAME.xcodeproj/project.pbxproj`) read the way its build reads it: each
/// native target's product type, its build settings (the project's, then the target's, of the
/// Debug configuration that Run builds) and the storyboards its Copy Bundle Resources phase
/// copies into the app.
package struct XcodeProject: Sendable {
  /// The `.xcodeproj` as the user's paths spell it.
  package let path: String
  /// The folder holding it: `$(SRCROOT)`, what relative `INFOPLIST_FILE`s start from.
  package let folder: String
  package var targets: [Target] = []

  /// One native target of the project.
  package struct Target: Sendable {
    package var name: String
    /// `com.apple.product-type.application`, `…app-extension`, `…framework`, …
    package var productType: String
    /// Build settings with `$(…)` left as written; conditions for iOS SDKs applied.
    package var settings: [String: String]
    /// The storyboards the target copies into its bundle (display paths).
    package var storyboards: [String]
    /// Folders Xcode 16 keeps in sync with the target (every file in them is a member).
    package var synchronizedFolders: [String]
  }

  /// Reads `xcodeproj` (a `.xcodeproj` folder).
  package static func read(at xcodeproj: String) throws(StoryboardError) -> XcodeProject {
    var trimmed = xcodeproj
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    let file = StoryboardProject.join(trimmed, "project.pbxproj")
    let plist = try PropertyList.read(fileAt: file)
    var project = XcodeProject(path: trimmed, folder: FileSystem.directory(of: trimmed))
    // By id: `PropertyList`'s subscript searches, and a project has thousands of objects.
    var objects: [String: PropertyList] = [:]
    if case .dictionary(let entries)? = plist["objects"] {
      for (id, object) in entries { objects[id] = object }
    }
    guard let rootID = plist["rootObject"]?.string, let root = objects[rootID] else {
      throw StoryboardError(
        file: file, reason: "this project file has no root object; open and save it in Xcode")
    }
    let paths = FileReferencePaths(objects: objects, folder: project.folder, root: root)
    let projectSettings = settings(of: root, in: objects)
    for targetID in root["targets"]?.array ?? [] {
      guard let id = targetID.string, let target = objects[id],
        target["isa"]?.string == "PBXNativeTarget", let name = target["name"]?.string
      else { continue }
      var merged = projectSettings
      merged.merge(settings(of: target, in: objects)) { $1 }
      var storyboards: [String] = []
      for phaseID in target["buildPhases"]?.array ?? [] {
        guard let phase = phaseID.string.flatMap({ objects[$0] }),
          phase["isa"]?.string == "PBXResourcesBuildPhase"
        else { continue }
        for fileID in phase["files"]?.array ?? [] {
          guard let reference = fileID.string.flatMap({ objects[$0] })?["fileRef"]?.string
          else { continue }
          storyboards += paths.files(of: reference).filter { $0.hasSuffix(".storyboard") }
        }
      }
      let synchronized = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap {
        $0.string.flatMap { paths.path(of: $0) }
      }
      project.targets.append(
        Target(
          name: name, productType: target["productType"]?.string ?? "", settings: merged,
          storyboards: storyboards, synchronizedFolders: synchronized))
    }
    return project
  }

  /// The build settings of `object`'s configuration list: its Debug configuration (what Run
  /// builds), else its default one, else the first. `KEY[sdk=iphoneos*]` counts as `KEY`;
  /// settings for other SDKs or architectures are left out.
  static func settings(of object: PropertyList, in objects: [String: PropertyList]) -> [String:
    String]
  {
    guard let listID = object["buildConfigurationList"]?.string, let list = objects[listID]
    else { return [:] }
    let configurations = (list["buildConfigurations"]?.array ?? []).compactMap {
      $0.string.flatMap { objects[$0] }
    }
    let chosen =
      configurations.first { $0["name"]?.string == "Debug" }
      ?? configurations.first { $0["name"]?.string == list["defaultConfigurationName"]?.string }
      ?? configurations.first
    guard case .dictionary(let entries)? = chosen?["buildSettings"] else { return [:] }
    var settings: [String: String] = [:]
    var conditioned: [String: String] = [:]
    for (key, value) in entries {
      let text: String
      switch value {
      case .string(let string): text = string
      case .array(let values): text = values.compactMap(\.string).joined(separator: " ")
      default: continue
      }
      if let bracket = key.firstIndex(of: "[") {
        let condition = key[bracket...]
        guard condition.hasPrefix("[sdk=iphone") else { continue }
        conditioned[String(key[..<bracket])] = text
      } else {
        settings[key] = text
      }
    }
    settings.merge(conditioned) { $1 }
    return settings
  }

  /// `$(NAME)` and `${NAME}` in `value` expanded from `settings` and the build's own variables
  /// for target `target` (`SRCROOT`, `TARGET_NAME`, `PRODUCT_NAME`, …); a `:modifier` is
  /// dropped, an unknown variable is empty, as in Xcode.
  package func expand(_ value: String, for target: Target) -> String {
    expand(value, target: target, depth: 0)
  }

  /// The file a path setting (`INFOPLIST_FILE`) names, expanded, as a display path: relative
  /// to the project folder unless it starts at `$(SRCROOT)` or `/`.
  package func path(ofSetting setting: String, for target: Target) -> String {
    let file = expand(setting, for: target)
    let rooted = ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"].contains {
      setting.hasPrefix("$(\($0))") || setting.hasPrefix("${\($0)}")
    }
    return FileReferencePaths.normalized(
      rooted || file.hasPrefix("/") ? file : StoryboardProject.join(folder, file))
  }

  private func expand(_ value: String, target: Target, depth: Int) -> String {
    guard depth < 8, value.contains("$") else { return value }
    var result = ""
    var rest = Substring(value)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let after = rest[rest.index(after: dollar)...]
      guard let open = after.first, open == "(" || open == "{",
        let close = after.firstIndex(of: open == "(" ? ")" : "}")
      else {
        result.append("$")
        rest = after
        continue
      }
      var name = after[after.index(after: after.startIndex)..<close]
      if let colon = name.firstIndex(of: ":") { name = name[..<colon] }
      result += expand(variable(String(name), target: target), target: target, depth: depth + 1)
      rest = after[after.index(after: close)...]
    }
    return result + rest
  }

  private func variable(_ name: String, target: Target) -> String {
    switch name {
    case "SRCROOT", "PROJECT_DIR", "SOURCE_ROOT": return folder
    case "TARGET_NAME": return target.name
    case "PROJECT_NAME": return StoryboardParser.baseName(path)
    case "PRODUCT_NAME": return target.settings["PRODUCT_NAME"] ?? "$(TARGET_NAME)"
    case "PRODUCT_MODULE_NAME":
      return target.settings["PRODUCT_MODULE_NAME"] ?? "$(PRODUCT_NAME:c99extidentifier)"
    case "inherited": return ""
    default: return target.settings[name] ?? ""
    }
  }
}

/// Where each file reference of a project is, from its group hierarchy: a reference's `path`
/// is relative to its group (`<group>`), to the project folder (`SOURCE_ROOT`) or absolute.
struct FileReferencePaths {
  let objects: [String: PropertyList]
  let folder: String
  /// Child object id → its group's id.
  private var parents: [String: String] = [:]
  private let mainGroup: String?

  init(objects: [String: PropertyList], folder: String, root: PropertyList) {
    self.objects = objects
    self.folder = folder
    mainGroup = root["mainGroup"]?.string
    for (id, object) in objects {
      for child in object["children"]?.array ?? [] {
        if let childID = child.string { parents[childID] = id }
      }
    }
  }

  /// The display path of object `id` (a file, group or folder), nil when it is outside the
  /// source tree (built products, the SDK).
  func path(of id: String) -> String? {
    path(of: id, depth: 0).map(Self.normalized)
  }

  /// `path` without `.` components and with `folder/..` pairs removed (groups often say
  /// `../App`).
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    if path.hasPrefix("/") { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  private func path(of id: String, depth: Int) -> String? {
    guard depth < 64, let object = objects[id] else { return nil }
    let own = object["path"]?.string
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<absolute>":
      return own
    case "SOURCE_ROOT":
      return own.map { StoryboardProject.join(folder, $0) } ?? folder
    case "<group>":
      let base: String
      if let parent = parents[id] {
        guard let parentPath = path(of: parent, depth: depth + 1) else { return nil }
        base = parentPath
      } else if id == mainGroup || object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
        base = folder
      } else {
        return nil
      }
      return own.map { StoryboardProject.join(base, $0) } ?? base
    default:
      return nil
    }
  }

  /// The files object `id` stands for: itself, or each localization of a variant group.
  func files(of id: String) -> [String] {
    guard let object = objects[id] else { return [] }
    if object["isa"]?.string == "PBXVariantGroup" {
      return (object["children"]?.array ?? []).compactMap {
        $0.string.flatMap { path(of: $0) }
      }
    }
    return path(of: id).map { [$0] } ?? []
  }
}
