import Glibc
import RosterSupport

/// Reads Interface Builder `.storyboard` XML into a `StoryboardDocument`.
public enum StoryboardParser {
  /// Files above this size are refused before parsing (the largest real storyboards are a few MB).
  public static let maximumFileSize = 64 << 20

  /// Parses a storyboard's bytes; `name` is its base name (`Main`), `path` where it came from.
  public static func parse(
    bytes: [UInt8], name: String, path: String? = nil
  ) throws(StoryboardError) -> StoryboardDocument {
    try parse(bytes: bytes, name: name, path: path, translations: nil)
  }

  /// `parse(bytes:name:path:)`, with `translations` (a language's `.strings` values by key):
  /// every localizable text whose key they hold is drawn from them (`TranslatingHandler`).
  package static func parse(
    bytes: [UInt8], name: String, path: String?, translations: [String: String]?
  ) throws(StoryboardError) -> StoryboardDocument {
    let label = path ?? "\(name).storyboard"
    guard bytes.count <= maximumFileSize else {
      throw StoryboardError(
        file: label,
        reason:
          "the file is \(bytes.count >> 20) MiB, over the \(maximumFileSize >> 20) MiB limit "
          + "for storyboards; split it into several storyboards with storyboard references")
    }
    if let refusal = binaryRefusal(bytes) {
      throw StoryboardError(file: label, line: 1, reason: refusal)
    }
    var builder = StoryboardBuilder(name: name, path: path, byteCount: bytes.count)
    builder.mayHaveVariations = mayHoldVariations(bytes)
    func read(into builder: StoryboardBuilder) throws(XMLFailure) {
      try XMLSAXParser.parse(
        bytes,
        handler: translations.map { TranslatingHandler(inner: builder, translations: $0) }
          ?? builder)
    }
    do {
      try read(into: builder)
      // A view hidden in the base that a size-class variation shows was skipped as hidden:
      // read the file once more, keeping it (rare: at most one more pass).
      if !builder.hiddenButShownSomewhere.isEmpty {
        let second = StoryboardBuilder(name: name, path: path, byteCount: bytes.count)
        second.shownByVariation = builder.hiddenButShownSomewhere
        builder = second
        try read(into: second)
      }
    } catch {
      if let conflict = conflictMarkerLine(bytes) {
        throw StoryboardError(
          file: label, line: conflict,
          reason:
            "unresolved merge conflict marker; resolve the conflict (keep one side of each "
            + "hunk) and remove the <<<<<<< ======= >>>>>>> lines")
      }
      throw StoryboardError(
        file: label, line: error.line, reason: reason(for: error),
        kind: builder.isOtherPlatform ? .otherPlatform : .invalid)
    }
    guard builder.sawDocument else {
      throw StoryboardError(
        file: label, line: 1,
        reason: "no <document> element: this is not a storyboard; pass a .storyboard file")
    }
    builder.finish()
    return builder.document
  }

  /// Reads and parses the file at `path` (opened and read here; libxml2 never opens files).
  public static func parse(fileAt path: String) throws(StoryboardError) -> StoryboardDocument {
    let bytes = try FileReader.read(path, limit: maximumFileSize, what: "storyboard")
    return try parse(bytes: bytes, name: baseName(path), path: path)
  }

  /// `Main` for `/a/b/Main.storyboard`.
  public static func baseName(_ path: String) -> String {
    // By bytes: a path is bytes, and walking it by Characters cost 20K instructions a call
    // (lint asks for every file's name several times).
    let bytes = path.utf8
    var start = bytes.startIndex
    if let slash = bytes.lastIndex(of: UInt8(ascii: "/")) { start = bytes.index(after: slash) }
    var end = bytes.endIndex
    let suffix = ".storyboard".utf8
    if bytes.distance(from: start, to: end) >= suffix.count,
      bytes[bytes.index(end, offsetBy: -suffix.count)...].elementsEqual(suffix)
    {
      end = bytes.index(end, offsetBy: -suffix.count)
    }
    return String(path[start..<end])
  }

  /// What a failed parse says: libxml2's finding on malformed XML with the fix for a damaged
  /// file, else the refusal as it is.
  private static func reason(for failure: XMLFailure) -> String {
    guard failure.isMalformed else { return failure.message }
    return failure.message
      + "; the file is damaged: restore it from version control or re-save it in Xcode"
  }

  /// Whether `bytes` may hold a `<variation>` element: written so in UTF-8 (an element's name
  /// cannot be escaped), or the file starts as UTF-16, which is not searched.
  static func mayHoldVariations(_ bytes: [UInt8]) -> Bool {
    if bytes.prefix(4).contains(0) || bytes.starts(with: [0xFE, 0xFF])
      || bytes.starts(with: [0xFF, 0xFE])
    {
      return true
    }
    let name = Array("variation".utf8)
    return bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return false }
      var offset = 0
      while offset < raw.count,
        let hit = memchr(base + offset, Int32(UInt8(ascii: "<")), raw.count - offset)
      {
        offset = base.distance(to: UnsafeRawPointer(hit)) + 1
        if offset + name.count <= raw.count, memcmp(base + offset, name, name.count) == 0 {
          return true
        }
      }
      return false
    }
  }

  /// A clear refusal for common binary files, before libxml2 reports "Start tag expected".
  private static func binaryRefusal(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0x1F, 0x8B]) {
      return "the file is gzip-compressed, not storyboard XML; decompress it (gunzip) first"
    }
    if bytes.starts(with: Array("bplist".utf8)) {
      return
        "this is a compiled (binary) storyboard; Roster reads the Interface Builder XML "
        + "(.storyboard) from the project, not .storyboardc contents"
    }
    // UTF-16 (with its byte-order mark) legitimately holds zero bytes; libxml2 decodes it.
    let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    if !utf16, bytes.prefix(512).contains(0) {
      return "the file is binary, not storyboard XML; pass a .storyboard file saved by Xcode"
    }
    return nil
  }

  /// The line of the first `<<<<<<< ` merge-conflict marker at a line start, if any.
  private static func conflictMarkerLine(_ bytes: [UInt8]) -> Int? {
    var line = 1
    var atLineStart = true
    var index = 0
    let marker = Array("<<<<<<< ".utf8)
    while index < bytes.count {
      let byte = bytes[index]
      if atLineStart, byte == UInt8(ascii: "<"), index + marker.count <= bytes.count,
        bytes[index..<index + marker.count].elementsEqual(marker)
      {
        return line
      }
      atLineStart = byte == UInt8(ascii: "\n")
      if atLineStart { line += 1 }
      index += 1
    }
    return nil
  }
}

extension StoryboardParser {
  /// The bytes of a file, with the storyboard size bound (for tools that read files directly).
  package static func readFile(_ path: String) throws(StoryboardError) -> [UInt8] {
    try FileReader.read(path, limit: maximumFileSize, what: "storyboard")
  }
}
