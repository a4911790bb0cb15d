import Storyboard

/// A `UITableView`: asks its controller (data source and delegate) for sections, rows and
/// cells by index, on demand, and dequeues cells configured from the storyboard's prototypes.
public final class TableView {
  /// The storyboard table view this was made from.
  public let spec: TableViewSpec
  /// The controller that is its data source and delegate.
  public internal(set) weak var controller: ViewController?
  /// The row last selected (set before `tableView(_:didSelectRowAt:)` runs).
  public var indexPathForSelectedRow: IndexPath?
  /// Cells handed out for the rows last drawn, so `indexPath(for:)` and `cellForRow(at:)` work.
  var visibleCells: [IndexPath: TableViewCell] = [:]
  /// The first row (0-based, across sections) the shell draws: kept with the table, as UIKit
  /// keeps a table's scroll position, so coming back to the scene shows the rows left.
  package var firstDrawnRow = 0
  /// Rows inserted since the session last took them (`Session.takeInsertedRows()`), so the
  /// shell can say where a new row went.
  var insertedRows: [IndexPath] = []

  init(spec: TableViewSpec, controller: ViewController) {
    self.spec = spec
    self.controller = controller
  }

  /// Whether the table's cells are static (laid out in the storyboard).
  public var isStatic: Bool { spec.dataMode == .static }

  /// A new cell configured from the prototype with this reuse identifier. An unknown
  /// identifier is UIKit's exception: the failure is reported after the current interaction
  /// and a blank cell is returned.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell {
    // Prototypes first, then static cells; searched in place (joining them copied every spec).
    if let prototype = spec.prototypes.first(where: { $0.reuseIdentifier == identifier }) {
      return TableViewCell(spec: prototype, owner: controller)
    }
    for section in spec.sections {
      if let cell = section.cells.first(where: { $0.reuseIdentifier == identifier }) {
        return TableViewCell(spec: cell, owner: controller)
      }
    }
    let error = NavigationError.unknownReuseIdentifier(identifier)
    controller?.context.raise(error)
    return TableViewCell(style: .basic, reuseIdentifier: identifier)
  }

  /// The same, UIKit's `dequeueReusableCell(withIdentifier:for:)`.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    dequeueReusableCell(withIdentifier: identifier)
  }

  /// Asks the data source how many sections there are.
  public var numberOfSections: Int {
    guard let controller else { return 0 }
    return max(0, controller.numberOfSections(in: self))
  }

  /// Asks the data source how many rows a section has.
  public func numberOfRows(inSection section: Int) -> Int {
    guard let controller else { return 0 }
    return max(0, controller.tableView(self, numberOfRowsInSection: section))
  }

  /// The cell at an index path: the one last drawn there, else a fresh one from the data source.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    if let cell = visibleCells[indexPath] { return cell }
    guard let controller, indexPath.section < numberOfSections,
      indexPath.row < numberOfRows(inSection: indexPath.section)
    else { return nil }
    let cell = controller.tableView(self, cellForRowAt: indexPath)
    visibleCells[indexPath] = cell
    return cell
  }

  /// Where a cell handed out by this table is shown, if it still is.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    visibleCells.first { $0.value === cell }?.key
  }

  /// Forgets the drawn cells; the next drawing asks the data source again.
  public func reloadData() {
    // Room kept: a drawing after every move fills it again, and growing it row by row costs
    // more than the rows.
    visibleCells.removeAll(keepingCapacity: true)
  }

  /// Rows were inserted: the next drawing asks the data source again.
  public func insertRows(at indexPaths: [IndexPath]) {
    insertedRows += indexPaths
    reloadData()
  }

  /// Rows were deleted: the next drawing asks the data source again.
  public func deleteRows(at indexPaths: [IndexPath]) {
    reloadData()
  }

  /// Rows changed: the next drawing asks the data source again.
  public func reloadRows(at indexPaths: [IndexPath]) {
    reloadData()
  }

  /// The 0-based index path of a row number counted across sections (0-based), if in range.
  func indexPath(forOffset offset: Int) -> IndexPath? {
    guard offset >= 0 else { return nil }
    var remaining = offset
    for section in 0..<numberOfSections {
      let count = numberOfRows(inSection: section)
      if remaining < count { return IndexPath(row: remaining, section: section) }
      remaining -= count
    }
    return nil
  }

  /// The row offset (0-based, across sections) of an index path.
  func offset(of indexPath: IndexPath) -> Int {
    var offset = indexPath.row
    for section in 0..<min(indexPath.section, numberOfSections) {
      offset += numberOfRows(inSection: section)
    }
    return offset
  }

  /// The number of rows in all sections.
  var totalRowCount: Int {
    (0..<numberOfSections).reduce(0) { $0 + numberOfRows(inSection: $1) }
  }
}
