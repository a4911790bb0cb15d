import Testing

@testable import RosterModel

/// What a store's call ends with, as the store's error (`RosterStoreError.wrapping`): an error
/// of no case it named came out as `?: ` and Swift's dump of the value, which says neither
/// what happened nor what to do.
@Suite struct StoreErrorWrappingTests {
  /// An error no store throws (a test stands in for one): Roster's own fault.
  struct Stray: Error, CustomStringConvertible {
    var description: String { "stray failure" }
  }

  @Test func anExportRefusalThrownAsItselfKeepsItsOwnMessage() {
    var refused = CSVExportError()
    refused.add(id: 7, name: "Bob", reason: "has rating 9, not a whole number from 1 to 5")
    let wrapped = RosterStoreError.wrapping(refused)
    #expect(wrapped == .export(refused))
    #expect(
      wrapped.message
        == "export: 1 player cannot be exported faithfully: row id 7 \"Bob\" has rating 9, not a "
        + "whole number from 1 to 5; fix or delete them in the shell or with sqlite3, nothing "
        + "was written")
  }

  @Test func anErrorNoStoreThrowsSaysWhatItWasAndWhatToDo() {
    let message = RosterStoreError.wrapping(Stray()).message
    #expect(!message.hasPrefix("?"))
    #expect(
      message
        == "the store stopped on an error Roster does not expect (Stray: stray failure), so "
        + "whether the change was saved is not known; show draws the roster as it is now; "
        + "please report this with the command that led to it")
  }
}
