import RosterSupport

/// A property list value as Roster reads it: an Info.plist (XML or binary `bplist00`) or an
/// Xcode project file (old-style OpenStep text). Numbers, dates and data keep their text.
package indirect enum PropertyList: Equatable, Sendable {
  case string(String)
  case bool(Bool)
  /// An integer, real, date or data value, as text (Roster never computes with one).
  case other(String)
  case array([PropertyList])
  /// Keys in file order, for messages that list them as written.
  case dictionary([(key: String, value: PropertyList)])

  /// The value of `key` in a dictionary (the last one written wins, as in Xcode).
  package subscript(key: String) -> PropertyList? {
    guard case .dictionary(let entries) = self else { return nil }
    return entries.last { $0.key == key }?.value
  }

  /// The text of a string value.
  package var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The elements of an array value (empty for any other value).
  package var array: [PropertyList] {
    if case .array(let values) = self { return values }
    return []
  }

  /// The keys of a dictionary value, in file order.
  package var keys: [String] {
    if case .dictionary(let entries) = self { return entries.map(\.key) }
    return []
  }

  /// True for `<true/>`, and for `YES`/`true` strings (build settings write booleans so).
  package var isTrue: Bool {
    switch self {
    case .bool(let value): value
    case .string(let value): value == "YES" || value == "true" || value == "1"
    default: false
    }
  }

  package static func == (a: PropertyList, b: PropertyList) -> Bool {
    switch (a, b) {
    case (.string(let x), .string(let y)), (.other(let x), .other(let y)): x == y
    case (.bool(let x), .bool(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.dictionary(let x), .dictionary(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// Reads the property list at `path`, whichever of the three formats it is in.
  package static func read(fileAt path: String) throws(StoryboardError) -> PropertyList {
    let bytes = try FileReader.read(path, limit: 64 << 20, what: "property list")
    return try parse(bytes, path: path)
  }

  /// Parses `bytes` read from `path` (named in errors): binary, XML or OpenStep text.
  package static func parse(_ bytes: [UInt8], path: String) throws(StoryboardError) -> PropertyList
  {
    if bytes.starts(with: BinaryPropertyList.magic) {
      return try BinaryPropertyList.parse(bytes, path: path)
    }
    let start = bytes.firstIndex {
      $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF
    }
    if let start, bytes[start] == UInt8(ascii: "<"), bytes.count > start + 1,
      bytes[start + 1] == UInt8(ascii: "?") || bytes[start + 1] == UInt8(ascii: "!")
        || bytes[start + 1] == UInt8(ascii: "p")
    {
      return try XMLPropertyListReader.parse(bytes, path: path)
    }
    return try TextPropertyList.parse(bytes, path: path)
  }
}
