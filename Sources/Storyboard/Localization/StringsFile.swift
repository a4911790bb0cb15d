import RosterSupport

/// A parsed `.strings` file: its entries in file order, as Xcode reads them (UTF-8 or UTF-16,
/// comments, escapes), each with its line and column. A storyboard's translations are one such
/// file per language, keyed `OBJECTID.property`.
package struct StringsFile: Sendable, Equatable {
  /// The file as the user named it.
  package var path: String
  /// How its bytes were encoded.
  package var encoding: StringsEncoding
  /// Every entry in file order, a duplicated key as often as it is written.
  package var entries: [StringsEntry]

  /// Files above this size are refused before decoding: a storyboard's translations are a few
  /// KiB to a few hundred; this keeps a hostile file's decoded text within memory.
  package static let maximumFileSize = 8 << 20

  package init(path: String, encoding: StringsEncoding = .utf8, entries: [StringsEntry]) {
    self.path = path
    self.encoding = encoding
    self.entries = entries
  }

  /// Parses `bytes` (UTF-8, or UTF-16 with or without a byte-order mark).
  package static func parse(bytes: [UInt8], path: String) throws(StoryboardError) -> StringsFile {
    guard bytes.count <= maximumFileSize else {
      throw StoryboardError(file: path, reason: tooLarge(bytes.count))
    }
    if bytes.starts(with: Array("bplist".utf8)) {
      throw StoryboardError(
        file: path, line: 1, column: 1,
        reason:
          "a binary property list, not .strings text; convert it with "
          + "plutil -convert xml1 or re-export it from Xcode")
    }
    let decoded: (encoding: StringsEncoding, scalars: [Unicode.Scalar])
    do {
      decoded = try StringsEncoding.decode(bytes)
    } catch {
      throw StoryboardError(
        file: path, line: error.line, column: error.column, reason: error.reason)
    }
    if decoded.scalars.starts(with: Array("<?xml".unicodeScalars))
      || decoded.scalars.starts(with: Array("<plist".unicodeScalars))
    {
      throw StoryboardError(
        file: path, line: 1, column: 1,
        reason:
          "an XML property list, not .strings text; Roster reads \"key\" = \"value\"; files as "
          + "Xcode exports them")
    }
    var scanner = StringsScanner(scalars: decoded.scalars, file: path)
    return StringsFile(path: path, encoding: decoded.encoding, entries: try scanner.entries())
  }

  /// Why a file of `size` bytes is refused.
  private static func tooLarge(_ size: Int) -> String {
    "the file is \(size >> 20) MiB, over the \(maximumFileSize >> 20) MiB limit for a .strings "
      + "file; a storyboard's translations are far smaller: check the file"
  }

  /// Reads and parses the file at `path`.
  package static func read(_ path: String) throws(StoryboardError) -> StringsFile {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.bytes(ofFileAt: path, limit: maximumFileSize)
    } catch {
      throw StoryboardError(
        file: path, reason: error.reason(notAFile: "pass a .strings file", tooLarge: tooLarge))
    }
    return try parse(bytes: bytes, path: path)
  }

  /// The value of each key; of a key written twice, the last (as Foundation reads the file).
  package var values: [String: String] {
    var values: [String: String] = [:]
    values.reserveCapacity(entries.count)
    for entry in entries { values[entry.key] = entry.value }
    return values
  }

  /// Each entry whose key an earlier entry already has, with that first entry.
  package var duplicates: [(first: StringsEntry, again: StringsEntry)] {
    var first: [String: StringsEntry] = [:]
    var found: [(first: StringsEntry, again: StringsEntry)] = []
    for entry in entries {
      if let earlier = first[entry.key] {
        found.append((earlier, entry))
      } else {
        first[entry.key] = entry
      }
    }
    return found
  }
}
