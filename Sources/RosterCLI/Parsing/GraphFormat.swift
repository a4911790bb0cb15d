/// How `roster graph` prints the navigation graph (`--format`).
enum GraphFormat: String, CaseIterable {
  /// Graphviz DOT source.
  case dot
  /// SVG, drawn by Graphviz's `dot`.
  case svg
}
