import Storyboard

/// A view whose storyboard values are read from the spec it was made from: `button.title` is
/// `button.spec.title`. What changes as the app runs (`isEnabled`) is the view's own property,
/// which a member of the same name on the spec does not hide. A key path to a member read
/// through (`buttons.map(\.title)`) is made afresh, with an allocation, every time it is used;
/// code that runs for every state or move reads the spec instead (`map { $0.spec.title }`).
@dynamicMemberLookup
public protocol StoryboardBacked: AnyObject {
  associatedtype Spec
  /// The element as the storyboard declares it.
  var spec: Spec { get }
}

extension StoryboardBacked {
  /// The storyboard's values, read through.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Spec, Value>) -> Value {
    spec[keyPath: keyPath]
  }
}
