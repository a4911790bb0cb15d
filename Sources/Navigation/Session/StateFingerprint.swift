/// A `SessionState` as 128 bits: what `roster explore` keeps of each state and compares after
/// every move, where hashing and comparing the whole value (its hierarchy's scene keys, titles,
/// fields and rows, as Swift's `Hasher` and `==` walk them) cost more than many moves.
///
/// States equal byte for byte have equal fingerprints (explore's texts come from the same
/// storyboards, app code and typing each time). Two different states share one with a chance near
/// 2⁻¹²⁸ a pair — for a million states, below 10⁻²⁶ that any two do — so explore takes equal
/// fingerprints for equal states. The value is written without ambiguity (every string and list
/// with its length, every optional with a tag), so states that differ differ in what is mixed.
package struct StateFingerprint: Hashable, Sendable {
  private let high: UInt64
  private let low: UInt64

  /// The fingerprint of `state`.
  package init(_ state: SessionState) {
    var mixer = Mixer()
    mixer.add(state)
    (high, low) = mixer.result
  }

  /// Two lanes of 64 bits, each word folded in by a full-width multiply (the high and low
  /// halves xored), the mixing wyhash-style hashes use; the lanes differ in their constants.
  private struct Mixer {
    private var first: UInt64 = 0x243f_6a88_85a3_08d3
    private var second: UInt64 = 0x1319_8a2e_0370_7344
    private var words: UInt64 = 0

    var result: (UInt64, UInt64) {
      (
        Self.fold(first ^ words, 0xa409_3822_299f_31d0),
        Self.fold(second ^ words, 0x082e_fa98_ec4e_6c89)
      )
    }

    private static func fold(_ value: UInt64, _ constant: UInt64) -> UInt64 {
      let product = value.multipliedFullWidth(by: constant)
      return product.high ^ product.low
    }

    mutating func add(_ word: UInt64) {
      words &+= 1
      first = Self.fold(first ^ word, 0x9e37_79b9_7f4a_7c15)
      second = Self.fold(second ^ (word &+ 0x4528_21e6_38d0_1377), 0xc2b2_ae3d_27d4_eb4f)
    }

    mutating func add(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }

    mutating func add(_ flag: Bool) { add(flag ? 1 : 0) }

    mutating func add(_ value: Int?) {
      guard let value else { return add(0) }
      add(1)
      add(value)
    }

    /// Its UTF-8 length, then its bytes eight to a word.
    mutating func add(_ text: String) {
      let mixed = text.utf8.withContiguousStorageIfAvailable { add(UnsafeRawBufferPointer($0)) }
      // A bridged or otherwise non-contiguous string (not one Roster makes): its bytes copied.
      if mixed == nil { Array(text.utf8).withUnsafeBytes { add($0) } }
    }

    private mutating func add(_ bytes: UnsafeRawBufferPointer) {
      add(bytes.count)
      var offset = 0
      while offset + 8 <= bytes.count {
        add(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      guard offset < bytes.count else { return }
      var last: UInt64 = 0
      var shift: UInt64 = 0
      while offset < bytes.count {
        last |= UInt64(bytes[offset]) << shift
        shift += 8
        offset += 1
      }
      add(last)
    }

    mutating func add(_ text: String?) {
      guard let text else { return add(0) }
      add(1)
      add(text)
    }

    mutating func add(_ node: SessionState.Node) {
      switch node.kind {
      case .scene: add(0)
      case .navigation: add(1)
      case .tabs: add(2)
      case .split: add(3)
      }
      add(node.scene)
      add(node.title)
      add(node.children.count)
      for child in node.children { add(child) }
      add(node.selected)
      add(node.isMade)
      add(node.fields.count)
      for field in node.fields { add(field) }
      add(node.focusedField)
      add(node.presented.count)
      for presented in node.presented { add(presented) }
    }

    mutating func add(_ state: SessionState) {
      if let root = state.root {
        add(1)
        add(root)
      } else {
        add(0)
      }
      add(state.visibleRows.count)
      for row in state.visibleRows {
        add(row.text)
        add(row.detail)
        add(row.checked)
        add(row.field)
        add(row.image)
      }
      add(state.visibleRowCount)
      add(state.enabledButtons.count)
      for button in state.enabledButtons { add(button) }
      add(UInt64(bitPattern: state.data))
    }
  }
}
