import Navigation

/// The rows this shell last drew of one scene, by number: what `select N` and `delete N` mean.
///
/// A number names the row as drawn; the session refuses it when that row holds something else
/// by now (another shell deleted or added rows). Only rows whose cells carry an identity (rows
/// read from the store) are kept.
struct DrawnRows {
  /// The controller whose scene was drawn.
  let scene: ObjectIdentifier
  /// Row number (1-based) → the row as drawn.
  private(set) var rows: [Int: DrawnRow] = [:]

  init(scene: ObjectIdentifier) {
    self.scene = scene
  }

  /// Takes in a drawing of the rows numbered `numbers`: what it shows replaces what an earlier
  /// drawing showed there (a row it no longer shows is forgotten), rows outside stay as drawn.
  mutating func remember(_ drawn: [SceneSnapshot.Row], numbers: ClosedRange<Int>) {
    rows = rows.filter { !numbers.contains($0.key) }
    for row in drawn {
      if let remembered = DrawnRow(row) { rows[row.number] = remembered }
    }
  }
}
