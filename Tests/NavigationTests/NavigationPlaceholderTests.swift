import Testing

@Suite struct NavigationPlaceholderTests {
  @Test func builds() { #expect(Bool(true)) }
}
