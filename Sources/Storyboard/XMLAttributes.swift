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
    guard let range = valueRange(name) else { return nil }
    // Without entity substitution libxml2 hands `&amp;` (and `&#38;`) over as the text `&#38;`;
    // any other reference is already decoded, so this one replacement is exact.
    if range.contains(UInt8(ascii: "&")) {
      return String(decoding: XMLAttributes.unescapeAmpersands(range), as: UTF8.self)
    }
    return String(decoding: range, as: UTF8.self)
  }

  /// Whether attribute `name` is present and equal to `literal`, without making a String.
  func value(_ name: StaticString, equals literal: StaticString) -> Bool {
    guard let range = valueRange(name), range.count == literal.utf8CodeUnitCount else {
      return false
    }
    return memcmp(range.baseAddress!, literal.utf8Start, range.count) == 0
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
