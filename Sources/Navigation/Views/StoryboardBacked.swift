import Storyboard

/// A view whose storyboard values are read from the spec it was made from: `button.title` is
/// `button.spec.title`. What changes as the app runs (`isEnabled`) is the view's own property,
/// which a member of the same name on the spec does not hide.
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
