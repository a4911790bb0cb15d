import Testing

@Suite struct LineEditingPlaceholderTests {
  @Test func builds() { #expect(Bool(true)) }
}
