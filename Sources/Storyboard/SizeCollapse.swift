/// Where zero width or height constraints collapse an element its size-class variations leave
/// installed (`SizeConstraint`, on the element or a view enclosing it): the element is there
/// but squeezed to nothing, which lint says instead of "uninstalled".
public struct SizeCollapse: Sendable, Equatable {
  /// The size a zero constraint takes away.
  public enum Dimension: String, Sendable, Comparable {
    case width, height

    public static func < (a: Dimension, b: Dimension) -> Bool { a == .width && b == .height }
  }

  /// By device, the dimensions collapsed there, width first.
  private var byDevice: [Device: [Dimension]] = [:]

  public init() {}

  /// Whether it collapses nothing on any device.
  public var isEmpty: Bool { byDevice.isEmpty }

  /// The dimensions collapsed on `device`, width first (empty where nothing is collapsed).
  public func dimensions(on device: Device) -> [Dimension] {
    byDevice[device] ?? []
  }

  /// Records that `dimension` is collapsed on `device`.
  mutating func insert(_ dimension: Dimension, on device: Device) {
    var collapsed = byDevice[device] ?? []
    guard !collapsed.contains(dimension) else { return }
    collapsed.append(dimension)
    byDevice[device] = collapsed.sorted()
  }

  /// "width", "height" or "width and height", for messages.
  public static func phrase(_ dimensions: [Dimension]) -> String {
    dimensions.sorted().map(\.rawValue).joined(separator: " and ")
  }
}
