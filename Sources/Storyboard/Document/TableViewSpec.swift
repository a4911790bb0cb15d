/// A table view (`tableView@dataMode`).
public struct TableViewSpec: Sendable, Equatable {
  public enum DataMode: String, Sendable, Equatable {
    case `static`
    case prototypes
  }
  public var id: String
  public var dataMode: DataMode
  /// `style`: `plain`, `grouped`, `insetGrouped`.
  public var style: String?
  /// Static sections (dataMode static).
  public var sections: [TableSectionSpec]
  /// Prototype cells (dataMode prototypes), in file order.
  public var prototypes: [CellSpec]
  public var line: Int

  public init(
    id: String, dataMode: DataMode, style: String? = nil, sections: [TableSectionSpec] = [],
    prototypes: [CellSpec] = [], line: Int
  ) {
    self.id = id
    self.dataMode = dataMode
    self.style = style
    self.sections = sections
    self.prototypes = prototypes
    self.line = line
  }
}

/// A `tableViewSection`.
public struct TableSectionSpec: Sendable, Equatable {
  public var id: String
  public var headerTitle: String?
  public var footerTitle: String?
  public var cells: [CellSpec]
  public var line: Int

  public init(
    id: String, headerTitle: String? = nil, footerTitle: String? = nil, cells: [CellSpec] = [],
    line: Int
  ) {
    self.id = id
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
    self.cells = cells
    self.line = line
  }
}
