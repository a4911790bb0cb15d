import Testing

@testable import RosterStore

/// Issue 14: the store quoted names with its own copy of the unsafe set (category Cc only), so
/// a bidi override in a name reached the message raw. It uses `VisibleText.quoted` now.
@Suite struct MessageQuotingTests {
  @Test func bidiControlsInNamesShowAsEscapes() {
    let message = RosterStoreError.unknownGame("Evil\u{202E}gnp", suggestion: nil).message
    #expect(message == #"no game "Evil\u{202e}gnp" in the catalog; add it in Games first"#)
  }

  @Test func longNamesAreCutAt80Characters() {
    let message = RosterStoreError.gameExists(String(repeating: "x", count: 200)).message
    #expect(
      message == "the game \"" + String(repeating: "x", count: 80) + "…\" is already in the catalog"
    )
  }
}
