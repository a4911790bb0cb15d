/// The controls inside the table's cells (a Settings row's switch, a cell's button): on screen
/// with their rows, so `set` and `tap` reach them as they reach the view's.
extension ViewController {
  /// The rows whose cells' controls a user reaches: every static cell; for a data source, the
  /// cells last drawn, else the first 200 rows (as the shell draws them), only when a prototype
  /// holds controls. Their controls are named afresh (a cell's text may come from app code).
  var cellsWithControls: [TableViewCell] {
    guard let table = tableView else { return [] }
    var cells: [TableViewCell]
    if table.isStatic {
      cells = Array(staticCells.joined())
    } else {
      guard table.spec.prototypes.contains(where: { !$0.controls.isEmpty }) else { return [] }
      if table.visibleCells.isEmpty {
        var made = 0
        for section in 0..<table.numberOfSections where made < 200 {
          for row in 0..<min(table.numberOfRows(inSection: section), 200 - made) {
            _ = table.cellForRow(at: IndexPath(row: row, section: section))
            made += 1
          }
        }
      }
      cells = table.visibleCells.sorted { $0.key < $1.key }.map(\.value)
    }
    cells = cells.filter { !$0.controls.isEmpty }
    for cell in cells { cell.nameControls() }
    return cells
  }

  /// The controls of `cellsWithControls`, row by row.
  var cellSubviews: [Subview] {
    cellsWithControls.flatMap(\.controls)
  }

  /// The name a cell's button is tapped by (its title, else its cell's name for it).
  func cellButtonName(_ button: Button) -> String? {
    button.displayTitle ?? cellsWithControls.lazy.compactMap { $0.name(of: button) }.first
  }

  /// The enabled-or-not button in a cell that `tap NAME` reaches (any case), if any.
  func cellButton(named name: String) -> Button? {
    let wanted = name.lowercased()
    for cell in cellsWithControls {
      for case .button(let button) in cell.controls
      where cell.name(of: button)?.lowercased() == wanted || button.id == name {
        return button
      }
    }
    return nil
  }
}
