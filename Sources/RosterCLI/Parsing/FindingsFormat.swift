/// How `roster check` and `roster explore` print what they found (`--format`).
enum FindingsFormat: String, CaseIterable {
  /// Lines for people.
  case text
  /// One JSON object, for editors and tools.
  case json
}
