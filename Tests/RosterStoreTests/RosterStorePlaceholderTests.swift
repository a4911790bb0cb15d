import Testing

@Suite struct RosterStorePlaceholderTests {
  @Test func builds() { #expect(Bool(true)) }
}
