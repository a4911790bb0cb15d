import RosterSupport

/// An app's `Info.plist` as iOS reads it at launch: which storyboard it opens, or that the app
/// builds its window in code. XML and binary (`bplist00`) files alike.
package struct InfoPlist: Sendable {
  /// The top dictionary (empty for a plist that is not one).
  package var values: PropertyList

  /// How an app starts, by its Info.plist.
  package enum Launch: Equatable, Sendable {
    /// iOS opens the storyboard `name`, named by `key`.
    case storyboard(name: String, key: String)
    /// No storyboard: `builder` ("SceneDelegate", "its app delegate") makes the window.
    case fromCode(builder: String)
  }

  package init(_ values: PropertyList = .dictionary([])) {
    self.values = values
  }

  /// Reads the plist at `path`.
  package static func read(fileAt path: String) throws(StoryboardError) -> InfoPlist {
    InfoPlist(try PropertyList.read(fileAt: path))
  }

  /// `UIMainStoryboardFile`.
  package var mainStoryboard: String? { nonEmpty(values["UIMainStoryboardFile"]?.string) }

  /// The scene manifest's application-role configurations, in file order.
  var sceneConfigurations: [PropertyList] {
    values["UIApplicationSceneManifest"]?["UISceneConfigurations"]?[
      "UIWindowSceneSessionRoleApplication"]?.array ?? []
  }

  /// Every `UISceneStoryboardFile` of the scene manifest, in file order.
  package var sceneStoryboards: [String] {
    sceneConfigurations.compactMap { nonEmpty($0["UISceneStoryboardFile"]?.string) }
  }

  /// The storyboard iOS launches with: the first scene configuration's, else the main one.
  package var launchStoryboard: String? {
    if case .storyboard(let name, _) = launch() { return name }
    return nil
  }

  /// How iOS starts the app: with a scene manifest's configuration, its storyboard or its
  /// delegate's code (UIKit ignores `UIMainStoryboardFile` then); without one, the main
  /// storyboard, else the app delegate's code. `expand` expands build settings in the names.
  /// On `device`, a key with its suffix (`UIMainStoryboardFile~ipad`) wins over the plain one,
  /// as iOS reads device-specific Info.plist keys.
  package func launch(
    expanding expand: (String) -> String = { $0 }, device: Device = .iphone
  ) -> Launch {
    if let scene = sceneConfigurations.first {
      if let name = nonEmpty(scene["UISceneStoryboardFile"]?.string.map(expand)) {
        return .storyboard(name: name, key: "UISceneStoryboardFile")
      }
      let delegate = scene["UISceneDelegateClassName"]?.string ?? ""
      // `$(PRODUCT_MODULE_NAME).SceneDelegate`: the class, without its module.
      let name = delegate.split(separator: ".").last.map(String.init) ?? ""
      return .fromCode(builder: name.isEmpty || name.hasPrefix("$") ? "its scene delegate" : name)
    }
    for key in ["UIMainStoryboardFile~" + device.rawValue, "UIMainStoryboardFile"] {
      if let main = nonEmpty(values[key]?.string.map(expand)) {
        return .storyboard(name: main, key: key)
      }
    }
    return .fromCode(builder: "its app delegate")
  }

  /// `UILaunchStoryboardName`, the launch screen's storyboard; on `device` its key with the
  /// device's suffix (`UILaunchStoryboardName~ipad`) wins, as for the main storyboard.
  package func launchScreen(device: Device = .iphone) -> String? {
    nonEmpty(values["UILaunchStoryboardName~" + device.rawValue]?.string)
      ?? nonEmpty(values["UILaunchStoryboardName"]?.string)
  }

  /// Whether `UIDeviceFamily` names the iPad (2) alone, `[2]`: iOS installs the app on an iPad
  /// only. `[1, 2]` is universal, and a plist without the key is an iPhone app's (Xcode's
  /// default family). Binary plists keep integers as text, and hand-written ones sometimes
  /// write `<string>2</string>`, so the members are compared as text.
  package var isIPadOnly: Bool {
    guard let family = values["UIDeviceFamily"] else { return false }
    let members: [PropertyList] = family.array.isEmpty ? [family] : family.array
    return members.allSatisfy { member in
      switch member {
      case .string(let text), .other(let text):
        text.split(whereSeparator: \.isWhitespace) == ["2"]
      default: false
      }
    }
  }

  /// Whether the plist is a bundle other than an app: an extension (`NSExtension`), a watch
  /// app, a framework or a plain bundle (by `CFBundlePackageType`).
  package var isOtherBundle: Bool {
    if values["NSExtension"] != nil || values["WKWatchKitApp"] != nil
      || values["WKApplication"] != nil || values["WKCompanionAppBundleIdentifier"] != nil
    {
      return true
    }
    let type = values["CFBundlePackageType"]?.string ?? ""
    return type == "FMWK" || type == "BNDL" || type == "XPC!"
  }

  /// Whether the plist says it is an app at all (a test bundle or a resource bundle says none
  /// of these).
  package var looksLikeApp: Bool {
    values["CFBundlePackageType"]?.string == "APPL" || values["LSRequiresIPhoneOS"] != nil
      || values["UIMainStoryboardFile"] != nil || values["UIApplicationSceneManifest"] != nil
      || values["UILaunchStoryboardName"] != nil
  }

  /// This plist merged over `base`, as Xcode's build adds a target's generated keys onto its
  /// Info.plist file (the Info.plist processor's additional content): a value of this plist
  /// wins; a dictionary in both merges one level deep (this one's keys winning); an array in
  /// both gains the values it lacks.
  package func merged(over base: InfoPlist) -> InfoPlist {
    guard case .dictionary(let own) = values, case .dictionary(var entries) = base.values
    else { return self }
    for (key, value) in own {
      guard let index = entries.firstIndex(where: { $0.key == key }) else {
        entries.append((key, value))
        continue
      }
      switch (entries[index].value, value) {
      case (.dictionary(var inner), .dictionary(let overriding)):
        for (innerKey, innerValue) in overriding {
          inner.removeAll { $0.key == innerKey }
          inner.append((innerKey, innerValue))
        }
        entries[index].value = .dictionary(inner)
      case (.array(let existing), .array(let added)):
        entries[index].value = .array(existing + added.filter { !existing.contains($0) })
      default:
        entries[index].value = value
      }
    }
    return InfoPlist(.dictionary(entries))
  }

  /// The keys a build generates from `INFOPLIST_KEY_…` settings (with
  /// `GENERATE_INFOPLIST_FILE = YES`): the main storyboard, and a scene manifest when
  /// `…UIApplicationSceneManifest_Generation` is on (it holds no configuration).
  package static func generated(from settings: [String: String]) -> InfoPlist {
    var entries: [(key: String, value: PropertyList)] = []
    if let main = settings["INFOPLIST_KEY_UIMainStoryboardFile"] {
      entries.append(("UIMainStoryboardFile", .string(main)))
    }
    if PropertyList.string(settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] ?? "")
      .isTrue
    {
      entries.append(
        (
          "UIApplicationSceneManifest",
          .dictionary([("UIApplicationSupportsMultipleScenes", .bool(false))])
        ))
    }
    return InfoPlist(.dictionary(entries))
  }

  /// `value`, unless it is empty or a build setting left unexpanded.
  private func nonEmpty(_ value: String?) -> String? {
    guard let value, !value.isEmpty, !value.hasPrefix("$(") else { return nil }
    return value
  }
}
