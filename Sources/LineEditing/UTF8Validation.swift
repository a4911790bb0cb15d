/// Finds where bytes stop being UTF-8, so an error can point at the byte.
package enum UTF8Validation {
  /// The offset of the first byte that is not part of valid UTF-8, or nil when all are valid.
  package static func firstInvalidOffset(in bytes: some Collection<UInt8>) -> Int? {
    // Pure ASCII (most command lines) needs no decoding.
    if bytes.allSatisfy({ $0 < 0x80 }) { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}
