/// One text of a storyboard that a translation can replace: its `.strings` key and its Base
/// value.
struct LocalizableText: Sendable, Equatable {
  /// `OBJECTID.property`, as `ibtool` writes it.
  var key: String
  /// The object whose text it is.
  var objectID: String
  /// The text in the storyboard itself.
  var value: String
  /// The line of the element that holds it.
  var line: Int
}
