/// An iOS app found in a project: a target of an `.xcodeproj`, or an `Info.plist` of a folder
/// without a project file, and how iOS starts it.
package struct LaunchableApp: Sendable {
  /// The target's name (the Info.plist's folder's without a project).
  package var name: String
  /// The `.xcodeproj` it is a target of (display path), nil without one.
  package var project: String?
  /// Its Info.plist file (display path); nil when the build generates it whole.
  package var infoPlist: String?
  /// Where the launch is set: the Info.plist, or the project file for generated keys.
  package var source: String
  package var outcome: Outcome
  /// Its storyboards (display paths, launch screens left out), listed when it opens none;
  /// empty for an app that opens one.
  package var storyboards: [String]
  /// Without a project: its launch screen (`UILaunchStoryboardName`, display path), found as
  /// its main storyboard is; nil when it names none or none is found, and for a target.
  package var launchScreen: String? = nil
  /// Without a project: whether its Info.plist's `UIDeviceFamily` is `[2]`, the iPad alone.
  /// False for a target: its `TARGETED_DEVICE_FAMILY` decides, which Xcode writes over the key.
  package var isIPadOnly = false

  /// How it starts.
  package enum Outcome: Sendable {
    /// With this storyboard (display path).
    case storyboard(String)
    /// From code: `builder` makes the window.
    case fromCode(builder: String)
    /// iOS would stop: `key` names storyboard `name`, which the app does not have.
    case missing(name: String, key: String)
    /// Its Info.plist cannot be read.
    case unreadable(StoryboardError)
  }
}

/// A target that is not an app Roster runs (an extension, a tvOS app), said so when chosen.
package struct OtherTarget: Sendable {
  package var name: String
  /// "an app extension", "a tvOS app", "a framework", …
  package var kind: String
  package var project: String?

  /// An app of another platform or an extension (not a framework or a test bundle).
  package var isAppLike: Bool { kind.contains("app") }
}
