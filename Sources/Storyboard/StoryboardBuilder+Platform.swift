/// Telling an iOS storyboard from another platform's document, or from a XIB.
extension StoryboardBuilder {
  /// Whether `text` holds the ASCII `needle`, byte for byte. String.contains(_:) searches by
  /// Character through _StringProcessing: ~100,000 instructions a call, 5% of start-up.
  static func contains(_ text: [UInt8], _ needle: StaticString) -> Bool {
    let count = needle.utf8CodeUnitCount
    guard count <= text.count else { return false }
    return needle.withUTF8Buffer { needle in
      (0...text.count - count).contains { start in
        text[start..<start + count].elementsEqual(needle)
      }
    }
  }

  /// Why a document that is not an iOS storyboard is refused, or nil when it is one.
  static func platformRefusal(type: String?, runtime: String?) -> String? {
    if let platform = otherPlatform(type: type, runtime: runtime) {
      return
        "this is \(platform) storyboard (targetRuntime \(runtime ?? "?")); Roster runs iOS "
        + "storyboards only (targetRuntime iOS.CocoaTouch)"
    }
    if let type, !contains(Array(type.utf8), "Storyboard") {
      return
        "this Interface Builder document is not a storyboard (type \(type)); Roster reads "
        + ".storyboard files, not XIBs"
    }
    return nil
  }

  /// "a macOS", "a tvOS" or "a watchOS" for another platform's document; nil for iOS.
  static func otherPlatform(type: String?, runtime: String?) -> String? {
    let text = Array(((type ?? "") + " " + (runtime ?? "")).utf8)
    let platform: String?
    if contains(text, "AppleTV") {
      platform = "a tvOS"
    } else if contains(text, "WatchKit") || contains(text, "watchKit") {
      platform = "a watchOS"
    } else if contains(text, "MacOSX") || contains(text, ".Cocoa.") || runtime == "MacOSX.Cocoa" {
      platform = "a macOS"
    } else {
      platform = nil
    }
    return platform
  }
}
