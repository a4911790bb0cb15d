import Testing

@testable import Storyboard

/// The builder's table of element names it has classified, by the name's address.
@Suite struct TagCacheTests {
  /// Names written at `offsets` of one buffer, as libxml2's dictionary keeps each name once.
  private func withNames<Result>(
    _ names: [(offset: Int, text: String)], _ body: ([XMLName]) -> Result
  ) -> Result {
    let size = (names.map(\.offset).max() ?? 0) + 64
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
    defer { buffer.deallocate() }
    buffer.initialize(repeating: 0, count: size)
    for name in names {
      for (index, byte) in name.text.utf8.enumerated() { buffer[name.offset + index] = byte }
    }
    return body(names.map { XMLName(bytes: UnsafePointer(buffer + $0.offset)) })
  }

  @Test func aNameSeenAgainKeepsItsTag() {
    withNames([(0, "tableViewCell"), (32, "label"), (48, "segue")]) { names in
      var cache = TagCache()
      for _ in 0..<3 {
        #expect(cache.tag(for: names[0]) == .tableViewCell)
        #expect(cache.tag(for: names[1]) == .label)
        #expect(cache.tag(for: names[2]) == .segue)
      }
    }
  }

  /// Addresses 64 KiB apart fall in the same slot: each takes it in turn and is classified
  /// again, never answered with the other's tag.
  @Test func twoNamesInOneSlotEachGetTheirOwnTag() {
    withNames([(0, "button"), (65_536, "scene")]) { names in
      var cache = TagCache()
      for _ in 0..<3 {
        #expect(cache.tag(for: names[0]) == .button)
        #expect(cache.tag(for: names[1]) == .scene)
      }
    }
  }
}
