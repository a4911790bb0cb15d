import Glibc

/// The attributes of one start tag, valid only during the callback.
///
/// libxml2 hands them as five pointers each: local name, prefix, URI, value start, value end.
struct XMLAttributes {
  let base: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
  let count: Int

  private func valueRange(_ name: StaticString) -> UnsafeBufferPointer<UInt8>? {
    guard let base else { return nil }
    for index in 0..<count {
      let slot = base + index * 5
      guard let localName = slot[0], XMLName.equal(localName, name),
        let start = slot[3], let end = slot[4]
      else { continue }
      return UnsafeBufferPointer(start: start, count: end - start)
    }
    return nil
  }

  /// The value of attribute `name` as a String, if present.
  func value(_ name: StaticString) -> String? {
    valueRange(name).map(Self.string)
  }

  /// Whether attribute `name` is present and equal to `literal`, without making a String.
  func value(_ name: StaticString, equals literal: StaticString) -> Bool {
    Self.value(valueRange(name), equals: literal)
  }

  /// The attributes the builder asks of every element, found in one pass over the list rather
  /// than one pass each (most elements have none of them, and each miss read the whole list).
  struct Common {
    var id: UnsafeBufferPointer<UInt8>?
    var key: UnsafeBufferPointer<UInt8>?
    var hidden: UnsafeBufferPointer<UInt8>?
    var alpha: UnsafeBufferPointer<UInt8>?
    var ambiguous: UnsafeBufferPointer<UInt8>?
    var misplaced: UnsafeBufferPointer<UInt8>?
    var sceneMemberID: UnsafeBufferPointer<UInt8>?
  }

  /// `id`, `key`, `hidden`, `alpha`, `ambiguous`, `misplaced` and `sceneMemberID`, each the first
  /// of its name (as `value` finds it).
  var common: Common {
    var found = Common()
    guard let base else { return found }
    func keep(_ slot: inout UnsafeBufferPointer<UInt8>?, _ value: UnsafeBufferPointer<UInt8>) {
      if slot == nil { slot = value }
    }
    for index in 0..<count {
      let slot = base + index * 5
      guard let name = slot[0], let start = slot[3], let end = slot[4] else { continue }
      let value = UnsafeBufferPointer(start: start, count: end - start)
      switch name.pointee {
      case UInt8(ascii: "i"): if XMLName.equal(name, "id") { keep(&found.id, value) }
      case UInt8(ascii: "k"): if XMLName.equal(name, "key") { keep(&found.key, value) }
      case UInt8(ascii: "h"): if XMLName.equal(name, "hidden") { keep(&found.hidden, value) }
      case UInt8(ascii: "a"):
        if XMLName.equal(name, "alpha") {
          keep(&found.alpha, value)
        } else if XMLName.equal(name, "ambiguous") {
          keep(&found.ambiguous, value)
        }
      case UInt8(ascii: "m"): if XMLName.equal(name, "misplaced") { keep(&found.misplaced, value) }
      case UInt8(ascii: "s"):
        if XMLName.equal(name, "sceneMemberID") { keep(&found.sceneMemberID, value) }
      default: break
      }
    }
    return found
  }

  /// A value's text (as `value(_:)` makes it).
  static func string(_ range: UnsafeBufferPointer<UInt8>) -> String {
    // Without entity substitution libxml2 hands `&amp;` (and `&#38;`) over as the text `&#38;`;
    // any other reference is already decoded, so this one replacement is exact.
    if range.contains(UInt8(ascii: "&")) {
      return String(decoding: XMLAttributes.unescapeAmpersands(range), as: UTF8.self)
    }
    return String(decoding: range, as: UTF8.self)
  }

  /// Whether a value is present and equal to `literal`, without making a String.
  static func value(_ range: UnsafeBufferPointer<UInt8>?, equals literal: StaticString) -> Bool {
    guard let range, range.count == literal.utf8CodeUnitCount else { return false }
    return range.isEmpty || memcmp(range.baseAddress!, literal.utf8Start, range.count) == 0
  }

  /// Whether attribute `name` is present.
  func contains(_ name: StaticString) -> Bool { valueRange(name) != nil }

  private static func unescapeAmpersands(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    let entity: [UInt8] = Array("&#38;".utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "&"), index + entity.count <= bytes.count,
        bytes[index..<index + entity.count].elementsEqual(entity)
      {
        result.append(UInt8(ascii: "&"))
        index += entity.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }
}
