import Testing

@Suite struct ShellPlaceholderTests {
  @Test func builds() { #expect(Bool(true)) }
}
