import Glibc
import Testing

@testable import Shell

/// Found with a 1 MB line (`frobnicateaaaa…` took 28 s in a debug build): "did you mean"
/// compared the word with every command name in full. Candidates whose length differs by more
/// than the limit are now skipped, which cannot change the answer.
@Suite struct EditDistanceLengthTests {
  @Test func hugeWordIsNotCompared() {
    let huge = "frobnicate" + String(repeating: "a", count: 1 << 20)
    let start = clock()
    #expect(EditDistance.hint(for: huge, among: CommandCatalog.names) == "")
    #expect(Double(clock() - start) / Double(CLOCKS_PER_SEC) < 2)
  }

  @Test func answersAreUnchanged() {
    #expect(EditDistance.suggestion(for: "slect", among: CommandCatalog.names) == "select")
    #expect(EditDistance.suggestion(for: "opne", among: CommandCatalog.names) == "open")
    #expect(EditDistance.suggestion(for: "sel", among: ["select", "show"]) == "select")
  }
}
