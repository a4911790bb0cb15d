// libFuzzer target `csv`: the CSV reader and importer. Oracles: nothing crashes; the reader
// gives the same records (or the same error) whether the bytes come whole or split in two at
// any point; an import into an in-memory store either adds exactly the rows it reports or
// changes nothing.
@testable import RosterStore

nonisolated(unsafe) private var store: RosterStore?
nonisolated(unsafe) private var imports = 0

private func records(_ bytes: [UInt8], split: Int) -> String {
  var reader = CSVReader(source: "fuzz.csv")
  var out: [String] = []
  let emit = { (record: CSVReader.Record) in
    out.append(
      "\(record.line):"
        + (0..<record.fieldCount).map { "\(Array(record.field($0)))" }.joined(separator: "|"))
  }
  do {
    try bytes.withUnsafeBufferPointer { all in
      try reader.feed(UnsafeBufferPointer(rebasing: all[..<split]), emit: emit)
      try reader.feed(UnsafeBufferPointer(rebasing: all[split...]), emit: emit)
    }
    try reader.finish(emit: emit)
  } catch {
    out.append("error: \(error)")
  }
  return out.joined(separator: "\n")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let whole = records(bytes, split: bytes.count)
  let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
  let halves = records(bytes, split: split)
  if whole != halves {
    fatalError("split at \(split) changes the records:\n\(whole)\n---\n\(halves)")
  }
  if store == nil || imports > 2000 {
    store = try! RosterStore.inMemory()
    imports = 0
  }
  let roster = store!
  let before = try! roster.playerCount()
  do {
    let summary = try roster.importCSV(bytes: bytes, source: "fuzz.csv")
    imports += 1
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
