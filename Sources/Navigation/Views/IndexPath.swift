/// A row's place in a table: section and row, both 0-based (UIKit's `IndexPath`).
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var section: Int
  public var row: Int

  public init(row: Int, section: Int) {
    self.section = section
    self.row = row
  }

  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  public var description: String { "[\(section), \(row)]" }
}
