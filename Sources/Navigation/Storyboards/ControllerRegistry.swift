/// Custom classes by name, as Interface Builder's Identity Inspector links them: a scene whose
/// `customClass` is registered runs that class; any other runs as a generic controller.
/// One registry per session (no globals).
public final class ControllerRegistry {
  /// Makes a controller from its storyboard coder.
  public typealias Factory = (StoryboardCoder) -> ViewController

  private var factories: [String: Factory] = [:]

  public init() {}

  /// Registers a factory for a class name (the storyboard's `customClass`).
  public func register(_ className: String, factory: @escaping Factory) {
    factories[className] = factory
  }

  /// Registers a subclass under its own name (or `name`), made with `init(coder:)`.
  public func register<Controller: ViewController>(_ type: Controller.Type, as name: String? = nil)
  {
    // `_typeName` is what `String(describing:)` prints for a metatype, without its protocol
    // conformance scans (a twentieth of start-up).
    factories[name ?? _typeName(type, qualified: false)] = { Controller(coder: $0) }
  }

  /// Whether a class name is registered.
  public func contains(_ className: String) -> Bool { factories[className] != nil }

  /// The registered class names, sorted.
  public var classNames: [String] { factories.keys.sorted() }

  func factory(for className: String) -> Factory? { factories[className] }
}
