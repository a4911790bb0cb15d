import RosterSupport

/// The binary property list format (`bplist00`), as Xcode writes compiled Info.plists and
/// CocoaPods ships them inside vendored frameworks. The file is: the magic, the objects, an
/// offset table (one offset per object, `offsetSize` bytes each), and a 32-byte trailer that
/// says the offset and reference sizes, the object count, the top object and where the offset
/// table starts. Each object begins with a marker byte: the high nibble its type, the low
/// nibble its length (0xF: the length follows as an integer object).
enum BinaryPropertyList {
  static let magic = Array("bplist00".utf8)
  /// Nesting deeper than this is refused (a cycle of references is deeper than any real plist).
  static let depthLimit = 64

  static func parse(_ bytes: [UInt8], path: String) throws(StoryboardError) -> PropertyList {
    var reader = Reader(bytes: bytes)
    guard let value = reader.top() else {
      throw StoryboardError(
        file: path, line: 1,
        reason: "this binary property list is damaged (its offset table or trailer is out of "
          + "range); rebuild it, or convert it with plutil -convert xml1 on a Mac")
    }
    return value
  }

  private struct Reader {
    let bytes: [UInt8]
    var offsetSize = 0
    var referenceSize = 0
    var tableOffset = 0
    var count = 0
    /// Objects decoded so far: shared references could otherwise make a small file expand
    /// exponentially.
    var visits = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The top object, or nil when any offset, size or marker is out of range.
    mutating func top() -> PropertyList? {
      guard bytes.count >= magic.count + 32 else { return nil }
      let trailer = bytes.count - 32
      offsetSize = Int(bytes[trailer + 6])
      referenceSize = Int(bytes[trailer + 7])
      guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
        let objects = integer(at: trailer + 8, size: 8),
        let top = integer(at: trailer + 16, size: 8),
        let table = integer(at: trailer + 24, size: 8),
        objects > 0, objects < bytes.count, top < objects, table >= magic.count,
        table + objects * offsetSize <= trailer
      else { return nil }
      count = objects
      tableOffset = table
      return object(top, depth: 0)
    }

    /// A big-endian unsigned integer of `size` bytes at `offset`.
    func integer(at offset: Int, size: Int) -> Int? {
      guard offset >= 0, size <= 8, offset + size <= bytes.count else { return nil }
      var value: UInt64 = 0
      for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
      return value > UInt64(Int.max) ? nil : Int(value)
    }

    mutating func object(_ reference: Int, depth: Int) -> PropertyList? {
      visits += 1
      guard reference < count, depth < depthLimit, visits < 100_000,
        let offset = integer(at: tableOffset + reference * offsetSize, size: offsetSize),
        offset >= magic.count, offset < tableOffset
      else { return nil }
      let marker = bytes[offset]
      let kind = marker >> 4
      let low = Int(marker & 0x0F)
      switch kind {
      case 0x0:
        switch low {
        case 0x8: return .bool(false)
        case 0x9: return .bool(true)
        default: return .other("")
        }
      case 0x1:
        return integer(at: offset + 1, size: 1 << low).map { .other(String($0)) }
      case 0x2, 0x3:
        return .other("")  // reals and dates: Roster reads no key that holds one
      default:
        break
      }
      guard let (length, start) = length(low, after: offset) else { return nil }
      switch kind {
      case 0x4:
        return start + length <= tableOffset ? .other("<data>") : nil
      case 0x5:
        guard start + length <= tableOffset else { return nil }
        return .string(String(decoding: bytes[start..<start + length], as: UTF8.self))
      case 0x6:
        guard start + 2 * length <= tableOffset else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(length)
        for index in 0..<length {
          units.append(UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1]))
        }
        return .string(String(decoding: units, as: UTF16.self))
      case 0x8:
        return .other("uid")
      case 0xA, 0xC:
        var values: [PropertyList] = []
        for index in 0..<length {
          guard let element = integer(at: start + index * referenceSize, size: referenceSize),
            let value = object(element, depth: depth + 1)
          else { return nil }
          values.append(value)
        }
        return .array(values)
      case 0xD:
        var entries: [(key: String, value: PropertyList)] = []
        for index in 0..<length {
          guard
            let keyReference = integer(at: start + index * referenceSize, size: referenceSize),
            let valueReference = integer(
              at: start + (length + index) * referenceSize, size: referenceSize),
            case .string(let key)? = object(keyReference, depth: depth + 1),
            let value = object(valueReference, depth: depth + 1)
          else { return nil }
          entries.append((key, value))
        }
        return .dictionary(entries)
      default:
        return nil
      }
    }

    /// An object's element count and where its content starts: the marker's low nibble, or
    /// (0xF) an integer object right after the marker.
    func length(_ low: Int, after offset: Int) -> (Int, Int)? {
      guard low == 0x0F else { return (low, offset + 1) }
      guard offset + 1 < bytes.count, bytes[offset + 1] >> 4 == 0x1 else { return nil }
      let size = 1 << Int(bytes[offset + 1] & 0x0F)
      guard let length = integer(at: offset + 2, size: size), length < bytes.count else {
        return nil
      }
      return (length, offset + 2 + size)
    }
  }
}
