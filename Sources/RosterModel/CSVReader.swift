/// A streaming RFC 4180 CSV parser: bytes go in by chunks, records come out one at a time.
///
/// Accepts CRLF, LF or CR line ends, quoted fields with doubled quotes and embedded line ends,
/// and a UTF-8 byte order mark. Blank lines are skipped. Memory is bounded by the longest
/// record, never by the file: a million rows stream through the same two buffers.
package struct CSVReader {
  /// One record: its fields' bytes, and the line where it starts.
  package struct Record {
    /// All fields' bytes, back to back.
    package var bytes: [UInt8] = []
    /// ends[i]: where field i ends in `bytes`.
    package var ends: [Int] = []
    /// The physical line (1-based) where the record starts.
    package var line = 1
    /// What is wrong with the record's quoting, when something is (the reader skipped the
    /// rest of its line and went on, so one pass finds every bad row); nil for a good one.
    package var problem: CSVError?

    var fieldCount: Int { ends.count }

    /// The bytes of field `index`.
    package func field(_ index: Int) -> ArraySlice<UInt8> {
      bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }

    /// Field `index` as a String, or nil when it is not valid UTF-8.
    package func string(_ index: Int) -> String? {
      withField(index) { bytes in
        // ASCII is valid UTF-8; checking that first skips the slower general validation.
        bytes.allSatisfy { $0 < 0x80 }
          ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
      }
    }

    /// Calls `body` with the bytes of field `index`, without copying them.
    package func withField<T>(
      _ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> T
    ) rethrows -> T {
      let start = index == 0 ? 0 : ends[index - 1]
      return try bytes.withUnsafeBufferPointer {
        try body(UnsafeBufferPointer(rebasing: $0[start..<ends[index]]))
      }
    }
  }

  private enum State {
    case recordStart, fieldStart, unquoted, quoted, quoteInQuoted
    /// After a quoting mistake: the rest of the line is skipped, then the record is emitted
    /// with its `problem`.
    case skippingLine
  }

  /// A field longer than this is refused: no name needs it, and it bounds memory on garbage.
  package static let maximumFieldLength = 64 * 1024
  /// A record with more fields than this is refused early, for the same reason.
  package static let maximumFieldCount = 64

  /// The file name used in error messages.
  package let source: String
  private var state = State.recordStart
  private var line = 1
  private var lastWasCR = false
  private var fieldLine = 1
  private var atStart = true
  /// The input's first bytes, held while they may still be a byte order mark cut by a chunk
  /// boundary (a pipe can hand over one byte at a time).
  private var head: [UInt8] = []
  private var record = Record()

  package init(source: String) {
    self.source = source
  }

  /// Parses `chunk`, calling `emit` for each complete record.
  package mutating func feed(
    _ chunk: UnsafeBufferPointer<UInt8>, emit: (Record) throws -> Void
  ) throws {
    var start = 0
    if atStart {
      while start < chunk.count, head.count < 3, chunk[start] == Self.byteOrderMark[head.count] {
        head.append(chunk[start])
        start += 1
      }
      if head.count == 3 {
        atStart = false  // a byte order mark: dropped
      } else if start < chunk.count {
        atStart = false  // not one: what was held is data
        try head.withUnsafeBufferPointer { try consume($0, emit: emit) }
      } else {
        return  // still the start of one
      }
      head = []
    }
    try consume(UnsafeBufferPointer(rebasing: chunk[start...]), emit: emit)
  }

  private mutating func consume(
    _ chunk: UnsafeBufferPointer<UInt8>, emit: (Record) throws -> Void
  ) throws {
    for position in 0..<chunk.count {
      let byte = chunk[position]
      // No name holds a NUL; one means a binary file (or a UTF-16 export), said at its line.
      if byte == 0 { throw error("the line holds a NUL byte; is this a CSV file saved as UTF-8?") }
      switch state {
      case .recordStart:
        if byte == Self.cr || byte == Self.lf { break }  // a blank line, or the LF of a CRLF
        record.bytes.removeAll(keepingCapacity: true)
        record.ends.removeAll(keepingCapacity: true)
        record.line = line
        record.problem = nil
        try fieldStart(byte, emit: emit)
      case .fieldStart:
        try fieldStart(byte, emit: emit)
      case .unquoted:
        switch byte {
        case Self.comma: try endField(then: .fieldStart)
        case Self.cr, Self.lf: try endRecord(emit: emit)
        case Self.quote:
          skipLine("a quote inside an unquoted field; quote the whole field and double the quote")
        default: try append(byte)
        }
      case .quoted:
        if byte == Self.quote { state = .quoteInQuoted } else { try append(byte) }
      case .quoteInQuoted:
        switch byte {
        case Self.quote:
          try append(byte)
          state = .quoted
        case Self.comma: try endField(then: .fieldStart)
        case Self.cr, Self.lf: try endRecord(emit: emit)
        default:
          skipLine(
            "unexpected text after a closing quote; double a quote inside a quoted field (\"\")")
        }
      case .skippingLine:
        if byte == Self.cr || byte == Self.lf { try endRecord(emit: emit) }
      }
      // Physical lines: CR, LF and CRLF each end one.
      if byte == Self.cr || (byte == Self.lf && !lastWasCR) { line += 1 }
      lastWasCR = byte == Self.cr
    }
  }

  /// Ends the input: emits a last record that had no line end, or reports an open quote.
  package mutating func finish(emit: (Record) throws -> Void) throws {
    if atStart, !head.isEmpty {
      atStart = false
      try head.withUnsafeBufferPointer { try consume($0, emit: emit) }
    }
    switch state {
    case .recordStart: return
    case .quoted:
      throw CSVError(
        file: source, line: fieldLine,
        message: "a quoted field opened on this line is never closed; add the closing quote")
    case .fieldStart, .unquoted, .quoteInQuoted, .skippingLine:
      try endRecord(emit: emit)
    }
  }

  /// Marks the record bad with `message` (at the current line) and skips the rest of its line:
  /// a quoting mistake spoils one row, and the rows after it are still read and checked.
  private mutating func skipLine(_ message: String) {
    record.problem = error(message)
    state = .skippingLine
  }

  private mutating func fieldStart(_ byte: UInt8, emit: (Record) throws -> Void) throws {
    switch byte {
    case Self.quote:
      fieldLine = line
      state = .quoted
    case Self.comma: try endField(then: .fieldStart)
    case Self.cr, Self.lf: try endRecord(emit: emit)
    default:
      try append(byte)
      state = .unquoted
    }
  }

  private mutating func append(_ byte: UInt8) throws {
    record.bytes.append(byte)
    let fieldStart = record.ends.last ?? 0
    if record.bytes.count - fieldStart > Self.maximumFieldLength {
      throw error("a field longer than \(Self.maximumFieldLength / 1024) KiB; is this a CSV file?")
    }
  }

  private mutating func endField(then next: State) throws {
    record.ends.append(record.bytes.count)
    if record.ends.count > Self.maximumFieldCount {
      throw CSVError(
        file: source, line: record.line,
        message: "more than \(Self.maximumFieldCount) fields; is this a CSV file?")
    }
    state = next
  }

  private mutating func endRecord(emit: (Record) throws -> Void) throws {
    try endField(then: .recordStart)
    try emit(record)
  }

  private func error(_ message: String) -> CSVError {
    CSVError(file: source, line: line, message: message)
  }

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
  private static let comma = UInt8(ascii: ",")
  private static let quote = UInt8(ascii: "\"")
  private static let cr = UInt8(ascii: "\r")
  private static let lf = UInt8(ascii: "\n")
}
