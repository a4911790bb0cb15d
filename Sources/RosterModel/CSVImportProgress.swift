/// How far an import has read, reported after each chunk of its input (about 256 KiB).
package struct CSVImportProgress: Sendable, Equatable {
  /// Bytes of the input read so far.
  package var bytesRead: Int
  /// The input's size, when known (a file; not a pipe).
  package var totalBytes: Int?
  /// Rows read so far, the header left out (bad ones included).
  package var rows: Int

  package init(bytesRead: Int, totalBytes: Int?, rows: Int) {
    self.bytesRead = bytesRead
    self.totalBytes = totalBytes
    self.rows = rows
  }
}
