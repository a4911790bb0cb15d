import Testing

@Suite struct RatingsAppPlaceholderTests {
  @Test func builds() { #expect(Bool(true)) }
}
