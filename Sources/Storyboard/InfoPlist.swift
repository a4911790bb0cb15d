import RosterSupport

/// The keys of an app's `Info.plist` that say which storyboard iOS launches: the scene
/// manifest's `UISceneStoryboardFile` (iOS 13 and later), else `UIMainStoryboardFile` (Xcode's
/// "Main Interface"). Read with the project's SAX parser; a binary plist is refused clearly.
package struct InfoPlist: Equatable, Sendable {
  /// `UIMainStoryboardFile`.
  package var mainStoryboard: String?
  /// Every `UISceneStoryboardFile` of the scene manifest, in file order.
  package var sceneStoryboards: [String] = []

  /// The storyboard iOS launches with: the first scene configuration's, else the main one.
  package var launchStoryboard: String? {
    (sceneStoryboards.first ?? mainStoryboard).flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Reads the plist at `path`.
  package static func read(fileAt path: String) throws(StoryboardError) -> InfoPlist {
    var bytes = try FileReader.read(path, limit: 16 << 20, what: "property list")
    if bytes.starts(with: Array("bplist".utf8)) {
      throw StoryboardError(
        file: path, line: 1,
        reason:
          "this Info.plist is a binary property list, and Roster reads XML ones; convert it "
          + "(plutil -convert xml1 Info.plist on a Mac) or pass the storyboard itself")
    }
    try neutralizeDoctype(&bytes, path: path)
    let reader = InfoPlistReader()
    do {
      try XMLSAXParser.parse(bytes, handler: reader)
    } catch {
      throw StoryboardError(file: path, line: error.line, reason: error.message)
    }
    return reader.plist
  }

  /// Blanks the standard `<!DOCTYPE plist …>` line (Xcode writes it, and the SAX parser
  /// refuses every DOCTYPE); one with an internal subset (`[`) is refused instead.
  static func neutralizeDoctype(_ bytes: inout [UInt8], path: String) throws(StoryboardError) {
    let marker = Array("<!DOCTYPE".utf8)
    guard let start = firstIndex(of: marker, in: bytes) else { return }
    guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")),
      !bytes[start..<end].contains(UInt8(ascii: "["))
    else {
      throw StoryboardError(
        file: path, line: 1,
        reason: "this Info.plist declares its own DTD entities; refused (Xcode never writes any)")
    }
    for index in start...end where bytes[index] != UInt8(ascii: "\n") {
      bytes[index] = UInt8(ascii: " ")
    }
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    // The DOCTYPE comes within the first lines; look no further than 4 KiB.
    for start in 0...min(bytes.count - needle.count, 4096) {
      if bytes[start..<start + needle.count].elementsEqual(needle) { return start }
    }
    return nil
  }
}

/// SAX handler for `InfoPlist`: remembers the last `<key>` and takes the `<string>` after it.
final class InfoPlistReader: XMLEventHandler {
  private(set) var plist = InfoPlist()
  private var lastKey: String?
  private var text: [UInt8]?
  private var inKey = false

  var wantsCharacters: Bool { text != nil }

  func startElement(_ name: XMLName, _ attributes: XMLAttributes, line: Int) throws(XMLFailure) {
    if name.equals("key") {
      inKey = true
      text = []
    } else if name.equals("string") {
      text = []
    } else {
      lastKey = nil
    }
  }

  func endElement(_ name: XMLName) throws(XMLFailure) {
    guard let bytes = text else { return }
    text = nil
    let value = String(decoding: bytes, as: UTF8.self)
    if inKey {
      inKey = false
      lastKey = value
      return
    }
    defer { lastKey = nil }
    // `$(VARIABLE)` values are build settings Roster cannot expand.
    guard !value.hasPrefix("$(") else { return }
    switch lastKey {
    case "UIMainStoryboardFile"?: plist.mainStoryboard = value
    case "UISceneStoryboardFile"?: plist.sceneStoryboards.append(value)
    default: break
    }
  }

  func characters(_ text: UnsafeBufferPointer<UInt8>) {
    self.text?.append(contentsOf: text)
  }
}
