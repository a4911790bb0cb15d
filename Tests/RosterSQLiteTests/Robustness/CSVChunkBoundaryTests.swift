import Testing

@testable import RosterModel
@testable import RosterSQLite

/// Found by `Scripts/fuzz csv`: the reader must give the same records however the bytes are cut
/// into chunks (a pipe or a slow disk can hand over any number of bytes per read).
@Suite struct CSVChunkBoundaryTests {
  /// The records of `bytes` fed in chunks cut at `cuts`, as text, or the error.
  func records(_ bytes: [UInt8], cuts: [Int]) -> String {
    var reader = CSVReader(source: "x.csv")
    var out: [String] = []
    let emit = { (record: CSVReader.Record) in
      out.append((0..<record.fieldCount).map { record.string($0) ?? "?" }.joined(separator: "|"))
    }
    do {
      try bytes.withUnsafeBufferPointer { all in
        var start = 0
        for cut in cuts + [bytes.count] {
          try reader.feed(UnsafeBufferPointer(rebasing: all[start..<cut]), emit: emit)
          start = cut
        }
      }
      try reader.finish(emit: emit)
    } catch {
      out.append("error: \(error)")
    }
    return out.joined(separator: "\n")
  }

  /// A byte order mark split by a chunk boundary was kept as data (fuzz crash input
  /// csv-crash-39154182…: the BOM, then the header, cut after two bytes).
  @Test func byteOrderMarkSplitAcrossChunksIsDropped() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("name,game,rating\nA,Chess,2\n".utf8)
    let whole = records(bytes, cuts: [])
    #expect(whole == "name|game|rating\nA|Chess|2")
    for cut in 0...bytes.count {
      #expect(records(bytes, cuts: [cut]) == whole, "cut at \(cut)")
    }
    #expect(records(bytes, cuts: Array(1..<bytes.count)) == whole, "one byte at a time")
  }

  /// Bytes that start like a byte order mark but are not one stay data, however cut.
  @Test func partialByteOrderMarkIsData() {
    for prefix in [[0xEF], [0xEF, 0xBB], [0xEF, 0x41]] as [[UInt8]] {
      let bytes = prefix + Array("x,y\n".utf8)
      let whole = records(bytes, cuts: [])
      for cut in 0...bytes.count {
        #expect(records(bytes, cuts: [cut]) == whole, "\(prefix) cut at \(cut)")
      }
      #expect(records(prefix, cuts: [1]) == records(prefix, cuts: []))
    }
  }

  /// The import reads a file in chunks too: a BOM at the start of a file is not a name.
  @Test func importOfAFileWithAByteOrderMark() throws {
    let store = try SQLiteRosterStore.inMemory()
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("name,game,rating\nA,Chess,2\n".utf8)
    #expect(try store.importCSV(bytes: bytes, source: "x.csv").playerCount == 1)
    #expect(try store.player(at: 3).name == "A")
  }
}
