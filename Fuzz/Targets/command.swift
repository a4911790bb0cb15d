// libFuzzer target `command`: the shell's tokenizer and command parser on one line.
// Oracles: nothing crashes; a parsed command's recorded line (what `record` writes) parses
// back to the same command; every quoted word reads back as itself.
@testable import Shell

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommand(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let tokens = try? Tokenizer.tokenize(line) {
    for token in tokens {
      for force in [false, true] {
        let quoted = Tokenizer.quote(token.text, force: force)
        let back = try? Tokenizer.tokenize(quoted)
        if back?.map(\.text) != [token.text] {
          fatalError(
            "quote(\(token.text.debugDescription)) = \(quoted.debugDescription) reads back as \(String(describing: back?.map(\.text)))"
          )
        }
      }
    }
  }
  guard let command = try? CommandParser.parse(line) else { return 0 }
  if case .expect(.error) = command { return 0 }
  if let recorded = Recorder.line(for: command) {
    let again = try? CommandParser.parse(recorded)
    if again != command {
      fatalError(
        "\(line.debugDescription) → \(command) records as \(recorded.debugDescription) → \(String(describing: again))"
      )
    }
  }
  return 0
}
