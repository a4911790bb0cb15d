import Glibc

/// An element name handed out during a SAX callback; compared as bytes, never as a String.
struct XMLName {
  let bytes: UnsafePointer<UInt8>

  /// Whether the name is exactly `literal`.
  func equals(_ literal: StaticString) -> Bool {
    XMLName.equal(bytes, literal)
  }

  /// Whether the name ends with `suffix`.
  func hasSuffix(_ suffix: StaticString) -> Bool {
    let length = strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))
    let count = suffix.utf8CodeUnitCount
    guard length >= count else { return false }
    return memcmp(bytes + (length - count), suffix.utf8Start, count) == 0
  }

  /// The first byte (0 for an empty name).
  var first: UInt8 { bytes.pointee }

  /// A copy as a String (costs an allocation; only for names that are kept).
  var string: String { String(cString: bytes) }

  static func equal(_ bytes: UnsafePointer<UInt8>, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    let start = literal.utf8Start
    for index in 0..<count where bytes[index] != start[index] {
      return false
    }
    return bytes[count] == 0
  }
}
