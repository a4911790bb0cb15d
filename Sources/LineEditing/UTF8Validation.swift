/// Finds where bytes stop being UTF-8, so an error can point at the byte.
package enum UTF8Validation {
  /// The offset of the first byte that is not part of valid UTF-8, or nil when all are valid.
  package static func firstInvalidOffset(in bytes: some Collection<UInt8>) -> Int? {
    // Contiguous bytes (a file read whole, a line) are checked through a buffer pointer, a
    // concrete type the loops are compiled for; going through the generic collection cost
    // about 200 instructions a byte, most of a long script's start.
    // (The outer optional is whether the bytes were contiguous.)
    bytes.withContiguousStorageIfAvailable(firstInvalidOffset(inBuffer:))
      ?? Array(bytes).withUnsafeBufferPointer(firstInvalidOffset(inBuffer:))
  }

  private static func firstInvalidOffset(inBuffer bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    // Pure ASCII (most command lines and scripts) needs no decoding.
    guard let firstHigh = bytes.firstIndex(where: { $0 >= 0x80 }) else { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes[firstHigh...].makeIterator()
    var offset = firstHigh
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}
