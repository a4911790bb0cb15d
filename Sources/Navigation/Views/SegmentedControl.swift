import Storyboard

/// A `UISegmentedControl`: titled segments, one selected; tapping a segment selects it and
/// sends the value-changed action.
public final class SegmentedControl: Control {
  /// The segments' titles (an image segment by its image's name).
  public var segments: [String]
  /// The selected segment (UIKit's `selectedSegmentIndex`), -1 for none.
  public var selectedSegmentIndex: Int

  override init(spec: ControlSpec, name: String) {
    self.segments = spec.segments
    self.selectedSegmentIndex = spec.selectedSegment
    super.init(spec: spec, name: name)
  }

  /// The segment a user names: by title (any case), else by number (1-based).
  func segmentIndex(named name: String) -> Int? {
    if let exact = segments.firstIndex(of: name) { return exact }
    let wanted = name.lowercased()
    if let found = segments.firstIndex(where: { $0.lowercased() == wanted }) { return found }
    if let number = Int(name), segments.indices.contains(number - 1) { return number - 1 }
    return nil
  }
}
