import Testing

@testable import Navigation

/// `StateFingerprint`: what explore keeps and compares of a state must tell apart every pair of
/// states `SessionState`'s equality tells apart, and agree where it agrees.
@Suite struct StateFingerprintTests {
  static func scene(
    _ scene: String, title: String = "Players", fields: [String] = [], focused: Int? = nil,
    presented: [SessionState.Node] = []
  ) -> SessionState.Node {
    SessionState.Node(
      kind: .scene, scene: scene, title: title, children: [], selected: nil, isMade: true,
      fields: fields, focusedField: focused, presented: presented)
  }

  static func state(
    _ root: SessionState.Node?, rows: [SessionState.Row] = [], buttons: [String] = ["+"],
    data: Int64 = 7
  ) -> SessionState {
    SessionState(
      root: root, visibleRows: rows, visibleRowCount: rows.count, enabledButtons: buttons,
      data: data)
  }

  static func row(_ text: String?, detail: String? = nil, field: String? = nil)
    -> SessionState.Row
  {
    SessionState.Row(text: text, detail: detail, checked: false, field: field, image: nil)
  }

  /// A navigation controller holding `children`.
  static func stack(_ children: [SessionState.Node]) -> SessionState.Node {
    SessionState.Node(
      kind: .navigation, scene: "Main/nav", title: "", children: children, selected: nil,
      isMade: true, fields: [], focusedField: nil, presented: [])
  }

  @Test func equalStatesHaveEqualFingerprints() {
    // Built apart, with strings long enough to live on the heap and short ones inline.
    let one = Self.state(
      Self.stack([Self.scene("Main/players-list-scene-id", fields: ["Bill Evans"], focused: 0)]),
      rows: [Self.row("Dave Brubeck", detail: "Chess")])
    let other = Self.state(
      Self.stack([
        Self.scene("Main/" + "players-list-scene-id", fields: ["Bill " + "Evans"], focused: 0)
      ]), rows: [Self.row("Dave " + "Brubeck", detail: "Ch" + "ess")])
    #expect(one == other)
    #expect(StateFingerprint(one) == StateFingerprint(other))
  }

  /// States one field apart, each pair different by `SessionState`'s equality.
  @Test func statesThatDifferHaveDifferentFingerprints() {
    let base = Self.state(Self.stack([Self.scene("Main/a", fields: ["x"])]), rows: [Self.row("r")])
    var variants: [SessionState] = [base]
    var changed = base
    changed.data = 8
    variants.append(changed)
    changed = base
    changed.enabledButtons = ["+", "Edit"]
    variants.append(changed)
    changed = base
    changed.visibleRowCount = 2
    variants.append(changed)
    changed = base
    changed.visibleRows = [Self.row("r", field: "")]
    variants.append(changed)
    changed = base
    changed.visibleRows = [Self.row(nil)]
    variants.append(changed)
    variants.append(Self.state(Self.stack([Self.scene("Main/a", fields: ["x"], focused: 0)])))
    variants.append(Self.state(Self.stack([Self.scene("Main/a", title: "Player", fields: ["x"])])))
    variants.append(Self.state(Self.stack([Self.scene("Main/b", fields: ["x"])])))
    variants.append(Self.state(Self.stack([Self.scene("Main/a"), Self.scene("Main/a")])))
    variants.append(
      Self.state(Self.stack([Self.scene("Main/a", presented: [Self.scene("Main/sheet")])])))
    variants.append(Self.state(nil))
    for (index, one) in variants.enumerated() {
      for other in variants[(index + 1)...] {
        #expect(one != other)
        #expect(StateFingerprint(one) != StateFingerprint(other), "\(one) against \(other)")
      }
    }
  }

  /// Lengths are mixed in: the same characters split differently are different states.
  @Test func stringsAndListsAreMixedWithTheirLengths() {
    let split = [["ab", "c"], ["a", "bc"], ["abc"], ["abc", ""], ["", "abc"]]
    let prints = split.map {
      StateFingerprint(Self.state(Self.scene("Main/form", fields: $0)))
    }
    #expect(Set(prints).count == split.count)
    // A child and a presented scene hold the same node in different places.
    let child = SessionState.Node(
      kind: .navigation, scene: "Main/nav", title: "", children: [Self.scene("Main/x")],
      selected: nil, isMade: true, fields: [], focusedField: nil, presented: [])
    let presented = SessionState.Node(
      kind: .navigation, scene: "Main/nav", title: "", children: [], selected: nil, isMade: true,
      fields: [], focusedField: nil, presented: [Self.scene("Main/x")])
    #expect(StateFingerprint(Self.state(child)) != StateFingerprint(Self.state(presented)))
    // Texts longer than a word, differing only past the first eight bytes.
    #expect(
      StateFingerprint(Self.state(Self.scene("Main/view-controller-1")))
        != StateFingerprint(Self.state(Self.scene("Main/view-controller-2"))))
  }
}
