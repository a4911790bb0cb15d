import Glibc
import RosterSupport
import RosterTestSupport

/// Writes Xcode-shaped projects for tests: a `project.pbxproj` in Xcode's own text format with
/// the targets given (product type, SDK, build settings, resources in groups, `Base.lproj`
/// files in variant groups, as Xcode writes them), and the files around it.
struct XcodeProjectFixture {
  struct Target {
    var name: String
    var productType = "com.apple.product-type.application"
    var settings: [String: String] = [:]
    /// Resource files, relative to the project folder (`App/Base.lproj/Main.storyboard`).
    var resources: [String] = []
    /// Folders Xcode 16 keeps in sync with the disk (`PBXFileSystemSynchronizedRootGroup`):
    /// every file in them belongs to the target, none is listed.
    var synchronizedFolders: [String] = []
  }

  /// The project file's text for `targets`; the project's own settings are `SDKROOT = iphoneos`
  /// and `projectSettings`.
  static func pbxproj(_ targets: [Target], projectSettings: [String: String] = [:]) -> String {
    var objects: [String] = []
    var counter = 0
    func id(_ comment: String) -> String {
      counter += 1
      let digits = String(counter, radix: 16, uppercase: true)
      return "1D" + String(repeating: "0", count: 22 - digits.count) + digits + " /* \(comment) */"
    }
    func settings(_ values: [String: String]) -> String {
      values.sorted { $0.key < $1.key }.map { key, value in
        let bare =
          !value.isEmpty
          && value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "/" }
        let keyText = key.contains("[") ? "\"\(key)\"" : key
        return "\t\t\t\t\(keyText) = \(bare ? value : "\"\(value)\"");"
      }.joined(separator: "\n")
    }
    func configurationList(_ values: [String: String], owner: String) -> String {
      let debug = id("Debug")
      let release = id("Release")
      let list = id("Build configuration list for \(owner)")
      for (config, name) in [(debug, "Debug"), (release, "Release")] {
        objects.append(
          "\t\t\(config) = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
            + settings(values) + "\n\t\t\t};\n\t\t\tname = \(name);\n\t\t};")
      }
      objects.append(
        "\t\t\(list) = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
          + "\t\t\t\t\(debug),\n\t\t\t\t\(release),\n\t\t\t);\n"
          + "\t\t\tdefaultConfigurationName = Release;\n\t\t};")
      return list
    }
    var groupChildren: [String] = []
    var targetIDs: [String] = []
    for target in targets {
      var buildFiles: [String] = []
      for resource in target.resources {
        let name = String(resource.split(separator: "/").last!)
        let reference: String
        if let range = resource.range(of: "Base.lproj/") {
          // Folder group, then the variant group Xcode makes for a localized file.
          let folder = String(resource[..<range.lowerBound].dropLast())
          let file = id(name)
          let variant = id(name)
          let group = id(folder)
          objects.append(
            "\t\t\(file) = {isa = PBXFileReference; lastKnownFileType = file.storyboard; "
              + "name = Base; path = Base.lproj/\(name); sourceTree = \"<group>\"; };")
          objects.append(
            "\t\t\(variant) = {\n\t\t\tisa = PBXVariantGroup;\n\t\t\tchildren = (\n\t\t\t\t"
              + "\(file),\n\t\t\t);\n\t\t\tname = \(name);\n\t\t\tsourceTree = \"<group>\";\n\t\t};"
          )
          objects.append(
            "\t\t\(group) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\t\(variant),"
              + "\n\t\t\t);\n\t\t\tpath = \"\(folder)\";\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
          groupChildren.append(group)
          reference = variant
        } else {
          let file = id(name)
          objects.append(
            "\t\t\(file) = {isa = PBXFileReference; path = \"\(resource)\"; "
              + "sourceTree = \"<group>\"; };")
          groupChildren.append(file)
          reference = file
        }
        let buildFile = id("\(name) in Resources")
        objects.append(
          "\t\t\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference); };")
        buildFiles.append(buildFile)
      }
      let resources = id("Resources")
      objects.append(
        "\t\t\(resources) = {\n\t\t\tisa = PBXResourcesBuildPhase;\n\t\t\tbuildActionMask = "
          + "2147483647;\n\t\t\tfiles = (\n"
          + buildFiles.map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t);\n\t\t};")
      var synchronized: [String] = []
      for folder in target.synchronizedFolders {
        let group = id(folder)
        objects.append(
          "\t\t\(group) = {isa = PBXFileSystemSynchronizedRootGroup; path = \"\(folder)\"; "
            + "sourceTree = \"<group>\"; };")
        groupChildren.append(group)
        synchronized.append(group)
      }
      let list = configurationList(
        target.settings, owner: "PBXNativeTarget \"\(target.name)\"")
      let targetID = id(target.name)
      let synchronizedGroups =
        synchronized.isEmpty
        ? ""
        : "\t\t\tfileSystemSynchronizedGroups = (\n"
          + synchronized.map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t);\n"
      objects.append(
        "\t\t\(targetID) = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = "
          + "\(list);\n\t\t\tbuildPhases = (\n\t\t\t\t\(resources),\n\t\t\t);\n"
          + synchronizedGroups
          + "\t\t\tname = \"\(target.name)\";\n\t\t\tproductName = \"\(target.name)\";\n"
          + "\t\t\tproductType = \"\(target.productType)\";\n\t\t};")
      targetIDs.append(targetID)
    }
    var projectValues = ["SDKROOT": "iphoneos"]
    projectValues.merge(projectSettings) { $1 }
    let projectList = configurationList(projectValues, owner: "PBXProject")
    let mainGroup = id("main group")
    objects.append(
      "\t\t\(mainGroup) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
        + groupChildren.map { "\t\t\t\t\($0),\n" }.joined()
        + "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
    let root = id("Project object")
    objects.append(
      "\t\t\(root) = {\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = \(projectList);"
        + "\n\t\t\tcompatibilityVersion = \"Xcode 14.0\";\n\t\t\tmainGroup = \(mainGroup);\n"
        + "\t\t\ttargets = (\n" + targetIDs.map { "\t\t\t\t\($0),\n" }.joined()
        + "\t\t\t);\n\t\t};")
    return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n"
      + "\tobjects = {\n\n" + objects.joined(separator: "\n") + "\n\t};\n\trootObject = "
      + root + ";\n}\n"
  }

  /// An XML Info.plist with these string keys, and a scene manifest when `scene` is given
  /// (`storyboard` nil: a configuration without one, as an app whose SceneDelegate builds
  /// its window has).
  static func infoPlist(
    _ values: [String: String] = [:], scene: (delegate: String, storyboard: String?)? = nil
  ) -> String {
    var body = values.sorted { $0.key < $1.key }.map {
      "\t<key>\($0.key)</key>\n\t<string>\($0.value)</string>\n"
    }.joined()
    if let scene {
      body += """
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UIApplicationSupportsMultipleScenes</key>
        \t\t<false/>
        \t\t<key>UISceneConfigurations</key>
        \t\t<dict>
        \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>UISceneConfigurationName</key>
        \t\t\t\t\t<string>Default Configuration</string>
        \t\t\t\t\t<key>UISceneDelegateClassName</key>
        \t\t\t\t\t<string>\(scene.delegate)</string>

        """
      if let storyboard = scene.storyboard {
        body +=
          "\t\t\t\t\t<key>UISceneStoryboardFile</key>\n\t\t\t\t\t<string>\(storyboard)</string>\n"
      }
      body += "\t\t\t\t</dict>\n\t\t\t</array>\n\t\t</dict>\n\t</dict>\n"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(body)</dict>
      </plist>

      """
  }

  /// `{"UIMainStoryboardFile": name}` as a binary property list (`bplist00`), assembled by
  /// hand: three objects (the dictionary, the key, the value), a one-byte offset table and the
  /// 32-byte trailer. `name` must be shorter than 15 bytes.
  static func binaryInfoPlist(launching name: String) -> [UInt8] {
    let key = Array("UIMainStoryboardFile".utf8)
    let value = Array(name.utf8)
    var bytes = Array("bplist00".utf8)
    let offsets = [bytes.count, bytes.count + 3, bytes.count + 3 + 3 + key.count]
    bytes += [0xD1, 0x01, 0x02]  // dictionary of 1: key object 1, value object 2
    bytes += [0x5F, 0x10, UInt8(key.count)] + key  // ASCII string, length as an int object
    bytes += [0x50 | UInt8(value.count)] + value
    let table = bytes.count
    bytes += offsets.map(UInt8.init)
    bytes += [0, 0, 0, 0, 0, 0, 1, 1]  // unused, offset size 1, reference size 1
    bytes += [0, 0, 0, 0, 0, 0, 0, 3]  // 3 objects
    bytes += [0, 0, 0, 0, 0, 0, 0, 0]  // top object 0
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
    return bytes
  }

  /// Writes `bytes` to `path` (folders must exist).
  static func write(_ bytes: [UInt8], to path: String) throws {
    guard let file = fopen(path, "wb") else { throw FixtureError(path: path) }
    defer { fclose(file) }
    guard fwrite(bytes, 1, bytes.count, file) == bytes.count else {
      throw FixtureError(path: path)
    }
  }

  struct FixtureError: Error {
    var path: String
  }
}
