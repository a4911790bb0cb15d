/// Custom classes by name, as Interface Builder's Identity Inspector links them: a scene whose
/// `customClass` is registered runs that class; any other runs as a generic controller.
/// One registry per session (no globals).
public final class ControllerRegistry {
  /// Makes a controller from its storyboard coder.
  public typealias Factory = (StoryboardCoder) -> ViewController

  private var factories: [String: Factory] = [:]
  /// Each class's `titlesSetInCode` (nil: a factory, whose titles are not known).
  private var codeTitles: [String: [String]?] = [:]

  public init() {}

  /// Registers a factory for a class name (the storyboard's `customClass`).
  public func register(_ className: String, factory: @escaping Factory) {
    factories[className] = factory
    codeTitles[className] = .some(nil)
  }

  /// Registers a subclass under its own name (or `name`), made with `init(coder:)`.
  public func register<Controller: ViewController>(_ type: Controller.Type, as name: String? = nil)
  {
    // `_typeName` is what `String(describing:)` prints for a metatype, without its protocol
    // conformance scans (a twentieth of start-up).
    let className = name ?? _typeName(type, qualified: false)
    factories[className] = { Controller(coder: $0) }
    codeTitles[className] = .some(Controller.titlesSetInCode)
  }

  /// The titles a scene of this class may show besides the storyboard's: none for a class not
  /// registered (it runs as a generic controller), nil when they are not known.
  public func titlesSetInCode(for className: String) -> [String]? {
    guard let titles = codeTitles[className] else { return [] }
    return titles
  }

  /// Whether a class name is registered.
  public func contains(_ className: String) -> Bool { factories[className] != nil }

  /// The registered class names, sorted.
  public var classNames: [String] { factories.keys.sorted() }

  func factory(for className: String) -> Factory? { factories[className] }
}
