import Storyboard

/// A `UISegmentedControl`: titled segments, one selected; tapping a segment selects it and
/// sends the value-changed action.
public final class SegmentedControl {
  /// The storyboard object id.
  public let id: String?
  /// What the shell calls it: its accessibility label, else its outlet, else `segmentedN`.
  public internal(set) var name: String
  /// The segments' titles (an image segment by its image's name).
  public var segments: [String]
  /// The selected segment (UIKit's `selectedSegmentIndex`), -1 for none.
  public var selectedSegmentIndex: Int
  public var isEnabled: Bool
  /// The action selector sent when the selection changes.
  public var action: String?

  public init(name: String, segments: [String], selectedSegmentIndex: Int = 0) {
    self.id = nil
    self.name = name
    self.segments = segments
    self.selectedSegmentIndex = selectedSegmentIndex
    self.isEnabled = true
  }

  init(spec: ControlSpec, name: String) {
    self.id = spec.id
    self.name = name
    self.segments = spec.segments
    self.selectedSegmentIndex = spec.selectedSegment
    self.isEnabled = spec.isEnabled
    self.action = spec.action
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
