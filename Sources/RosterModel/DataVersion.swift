/// A value that changes whenever a store's data changes, in this process or another: compare
/// it with the last one read to know whether to redraw.
package struct DataVersion: Equatable, Sendable {
  /// Moves when another connection commits (SQLite's `PRAGMA data_version`, PostgreSQL's
  /// change counter).
  package var external: Int64
  /// Commits made through this store (the external value may ignore the connection's own).
  package var local: Int

  package init(external: Int64, local: Int) {
    self.external = external
    self.local = local
  }
}
