// libFuzzer target `csv`: the CSV reader and importer. Oracles: nothing crashes; the reader
// gives the same records (or the same error) whether the bytes come whole or split in two at
// any point; an import into an in-memory store either adds exactly the rows it reports or
// changes nothing.
//
// An import (a transaction, its statements prepared, the catalog read) costs more than
// reading the bytes twice. Inputs without the header name,game,rating are refused at line 1
// and all take the same few branches, so only a fixed sample of them is imported (one in 16,
// chosen by a hash of the bytes so a replay takes the same path), which doubles the rate;
// every input that starts with the header is, even when the reader fails further on (the
// import must then roll back the rows it added).
@testable import RosterModel
@testable import RosterSQLite

nonisolated(unsafe) private var store: SQLiteRosterStore?
nonisolated(unsafe) private var imports = 0

/// What the reader made of some bytes: a digest of each record's line and fields, how many
/// records, and the error if any. A digest, not copies: copying every field made the target
/// spend most of its time in the allocator.
private struct Reading: Equatable {
  var digest = FNV()
  var records = 0
  var error: String?
  /// Whether the first record is the header name,game,rating (in any order and case).
  var header = false
}

/// FNV-1a, 64 bits: a digest (and a sample) that does not depend on the run.
private struct FNV: Equatable {
  var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }

  mutating func add(_ number: Int) {
    for shift in stride(from: 0, to: 64, by: 8) { add(UInt8(truncatingIfNeeded: number >> shift)) }
  }
}

/// Reads `bytes` handed to the reader in two pieces, the first `split` bytes long.
private func read(_ bytes: [UInt8], split: Int) -> Reading {
  var reader = CSVReader(source: "fuzz.csv")
  var reading = Reading()
  let emit = { (record: CSVReader.Record) in
    if reading.records == 0 {
      let names = (0..<record.fieldCount).map {
        NameRule.trimmed(record.string($0) ?? "").lowercased()
      }
      reading.header = names.count == 3 && Set(names) == ["name", "game", "rating"]
    }
    reading.records += 1
    reading.digest.add(record.line)
    reading.digest.add(record.fieldCount)
    // A quoting mistake is noted on its record (the rest of its line skipped), wherever the
    // chunks were cut.
    reading.digest.add(record.problem?.line ?? 0)
    for byte in (record.problem?.message ?? "").utf8 { reading.digest.add(byte) }
    for index in 0..<record.fieldCount {
      record.withField(index) { field in
        reading.digest.add(field.count)
        for byte in field { reading.digest.add(byte) }
      }
    }
  }
  do {
    try bytes.withUnsafeBufferPointer { all in
      try reader.feed(UnsafeBufferPointer(rebasing: all[..<split]), emit: emit)
      try reader.feed(UnsafeBufferPointer(rebasing: all[split...]), emit: emit)
    }
    try reader.finish(emit: emit)
  } catch {
    reading.error = "\(error)"
  }
  return reading
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let whole = read(bytes, split: bytes.count)
  let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
  let halves = read(bytes, split: split)
  if whole != halves {
    fatalError("split at \(split) changes the records:\n\(whole)\n---\n\(halves)")
  }
  guard whole.header || bytes.reduce(into: FNV(), { $0.add($1) }).value % 16 == 0 else {
    return 0
  }
  // A fresh store now and then: each import reads the whole catalog, and fuzzed files add
  // games by the hundred, so a long-lived store would make every later input slower. The
  // budget counts imports and the games they added.
  if store == nil || imports >= 64 {
    store = try! SQLiteRosterStore.inMemory()
    imports = 0
  }
  let roster = store!
  let before = try! roster.playerCount()
  do {
    let summary = try roster.importCSV(bytes: bytes, source: "fuzz.csv")
    imports += 1 + summary.createdGames.count
    let after = try! roster.playerCount()
    if after != before + summary.playerCount {
      fatalError("import said \(summary.playerCount), added \(after - before)")
    }
  } catch {
    let after = try! roster.playerCount()
    if after != before {
      fatalError("failed import changed the count \(before) → \(after): \(error)")
    }
  }
  return 0
}
