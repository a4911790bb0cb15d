import RosterModel

/// A database in SQLite's file format, kept in source as its non-zero runs in hex.
///
/// A new in-memory store starts from one (`Schema.newStoreImage`) instead of running the
/// schema's CREATE statements: SQLite compiles each of those, which was a quarter of start-up.
/// Most of a fresh database's pages are zeros, so only the runs between them are written.
package struct DatabaseImage: Sendable, Equatable {
  /// The database's size in bytes (a whole number of pages).
  package var size: Int
  /// Where each run of bytes starts, and the bytes as lowercase hex.
  package var runs: [(offset: Int, hex: String)]

  package init(size: Int, runs: [(offset: Int, hex: String)]) {
    self.size = size
    self.runs = runs
  }

  /// The image of `bytes`; runs are split where 32 or more zero bytes separate them.
  package init(encoding bytes: [UInt8]) {
    size = bytes.count
    runs = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] != 0 else {
        index += 1
        continue
      }
      let start = index
      var end = index
      var zeros = 0
      while index < bytes.count, zeros < 32 {
        if bytes[index] == 0 {
          zeros += 1
        } else {
          zeros = 0
          end = index + 1
        }
        index += 1
      }
      runs.append((start, Self.hex(bytes[start..<end])))
    }
  }

  /// The database bytes, or nil when a run is not hex or lies outside `size`.
  package var bytes: [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: size)
    for (offset, hex) in runs {
      let digits = Array(hex.utf8)
      guard offset >= 0, digits.count % 2 == 0, offset + digits.count / 2 <= size else {
        return nil
      }
      for pair in 0..<digits.count / 2 {
        guard let high = Self.value(of: digits[2 * pair]),
          let low = Self.value(of: digits[2 * pair + 1])
        else { return nil }
        bytes[offset + pair] = high << 4 | low
      }
    }
    return bytes
  }

  /// Swift source that rebuilds this image: `DatabaseImage(size: …, runs: [(…), …])`.
  package var swiftSource: String {
    let lines = runs.map { "    (\($0.offset), \"\($0.hex)\")," }
    return "DatabaseImage(\n  size: \(size),\n  runs: [\n" + lines.joined(separator: "\n")
      + "\n  ])"
  }

  package static func == (left: DatabaseImage, right: DatabaseImage) -> Bool {
    left.size == right.size && left.runs.elementsEqual(right.runs) { $0 == $1 }
  }

  private static func hex(_ bytes: ArraySlice<UInt8>) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0xf)])
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func value(of digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
