import RosterSupport

/// Finds storyboards by name (files beside a storyboard, files given explicitly, embedded
/// sources or documents parsed ahead of time), parses each at most once, and resolves
/// storyboard references across them.
///
/// Not thread-safe: one catalog per session, used from one thread (docs/ARCHITECTURE.md).
public final class StoryboardCatalog {
  /// A placeholder resolved to the controller it stands for.
  public struct Resolution: Sendable, Equatable {
    /// The storyboard that holds the controller.
    public var document: StoryboardDocument
    /// The referenced controller (never a placeholder).
    public var controller: ControllerSpec
  }

  /// Directories searched for `Name.storyboard`, in order.
  public private(set) var searchDirectories: [String]
  private var files: [String: String] = [:]
  private var embedded: [String: String]
  private var builtIn: Set<String> = []
  private var cache: [String: Result<StoryboardDocument, StoryboardError>] = [:]

  /// A catalog over `directories` (searched for `Name.storyboard`), in-memory sources
  /// (`name` → XML) and `documents` already parsed, the latter winning.
  public init(
    searchDirectories: [String] = [], embedded: [String: String] = [:],
    documents: [StoryboardDocument] = []
  ) {
    self.searchDirectories = searchDirectories
    self.embedded = embedded
    for document in documents {
      builtIn.insert(document.name)
      cache[document.name] = .success(document)
    }
  }

  /// A catalog that finds storyboards beside the file at `path` (its directory).
  public convenience init(beside path: String) {
    self.init(searchDirectories: [FileSystem.directory(of: path)])
  }

  /// Makes the file at `path` known by its base name (e.g. files a lint run was given).
  public func add(file path: String) {
    files[StoryboardParser.baseName(path)] = path
  }

  /// Makes an already parsed document known by its name.
  public func add(_ document: StoryboardDocument) {
    cache[document.name] = .success(document)
  }

  /// Why a reference's storyboard name is refused, or nil when it is a plain name: a
  /// reference names a storyboard of the same project (Xcode writes a file's base name), so a
  /// path (`../../elsewhere/X`) never reaches the file system and nothing outside the folder
  /// being run is read.
  package static func pathRefusal(forReference name: String) -> String? {
    guard name.contains("/") || name == "." || name == ".." || name.contains("\0") else {
      return nil
    }
    return
      "storyboard reference \"\(name)\" names a path; references name a storyboard in the "
      + "same project"
  }

  /// Where the storyboard `name` would be read from, or nil when there is none.
  public func location(of name: String) -> String? {
    if embedded[name] != nil || builtIn.contains(name) { return "\(name).storyboard" }
    if let path = files[name] { return path }
    guard Self.pathRefusal(forReference: name) == nil else { return nil }
    for directory in searchDirectories {
      let path = directory.hasSuffix("/") ? directory + name : "\(directory)/\(name)"
      if FileSystem.isFile(path + ".storyboard") { return path + ".storyboard" }
    }
    return nil
  }

  /// Whether a storyboard of that name exists (without parsing it).
  public func contains(_ name: String) -> Bool {
    if case .success? = cache[name] { return true }
    return location(of: name) != nil
  }

  /// The storyboard called `name`, parsed on first use and cached (errors too).
  public func document(named name: String) throws(StoryboardError) -> StoryboardDocument {
    if let cached = cache[name] { return try cached.get() }
    if let refusal = Self.pathRefusal(forReference: name), location(of: name) == nil {
      throw StoryboardError(file: "\(name).storyboard", reason: refusal)
    }
    let result: Result<StoryboardDocument, StoryboardError>
    if let xml = embedded[name] {
      result = Result { () throws(StoryboardError) in
        try StoryboardParser.parse(bytes: Array(xml.utf8), name: name)
      }
    } else if let path = location(of: name) {
      result = Result { () throws(StoryboardError) in
        try StoryboardParser.parse(fileAt: path)
      }
    } else {
      // Not cached: a directory added later may still hold it.
      throw StoryboardError(
        file: "\(name).storyboard",
        reason:
          "Could not find a storyboard named '\(name)'; add \(name).storyboard to "
          + (searchDirectories.first ?? "the storyboard's folder")
          + " or fix the reference's storyboard name")
    }
    cache[name] = result
    return try result.get()
  }

  /// The storyboard `name` as a reference in `document` finds it: `document` itself for its own
  /// name, else beside `document`'s file, else in the catalog's sources.
  public func storyboard(
    named name: String, referencedFrom document: StoryboardDocument
  ) throws(StoryboardError) -> StoryboardDocument {
    if name == document.name { return document }
    if let refusal = Self.pathRefusal(forReference: name) {
      throw StoryboardError(file: document.path ?? "\(document.name).storyboard", reason: refusal)
    }
    if let path = document.path {
      let directory = FileSystem.directory(of: path)
      if !searchDirectories.contains(directory) { searchDirectories.insert(directory, at: 0) }
    }
    do {
      return try self.document(named: name)
    } catch {
      guard location(of: name) == nil else { throw error }
      throw StoryboardError(
        file: document.path ?? "\(document.name).storyboard",
        reason:
          "Could not find a storyboard named '\(name)'; add \(name).storyboard beside "
          + "\(document.name).storyboard or fix the reference's storyboard name")
    }
  }

  /// The controller a `viewControllerPlaceholder` in `document` stands for: the referenced
  /// identifier's controller, else the referenced storyboard's initial controller.
  ///
  /// A controller that is not a placeholder resolves to itself.
  public func resolve(
    _ controller: ControllerSpec, in document: StoryboardDocument
  ) throws(StoryboardError) -> Resolution {
    var current = Resolution(document: document, controller: controller)
    // References to references are followed a few times; a cycle is reported, not followed.
    for _ in 0..<8 {
      guard current.controller.kind == .viewControllerPlaceholder else { return current }
      current = try resolveOnce(current.controller, in: current.document)
    }
    throw StoryboardError(
      file: document.path ?? "\(document.name).storyboard", line: controller.line,
      reason:
        "the storyboard reference '\(controller.storyboardName ?? document.name)' leads to a "
        + "cycle of references; point it at a real scene")
  }

  private func resolveOnce(
    _ placeholder: ControllerSpec, in document: StoryboardDocument
  ) throws(StoryboardError) -> Resolution {
    let file = document.path ?? "\(document.name).storyboard"
    let targetName = placeholder.storyboardName ?? document.name
    let target: StoryboardDocument
    if targetName == document.name {
      target = document
    } else if let refusal = Self.pathRefusal(forReference: targetName) {
      throw StoryboardError(file: file, line: placeholder.line, reason: refusal)
    } else {
      do {
        target = try self.document(named: targetName)
      } catch {
        if location(of: targetName) == nil {
          throw StoryboardError(
            file: file, line: placeholder.line,
            reason:
              "Could not find a storyboard named '\(targetName)'; add "
              + "\(targetName).storyboard beside \(document.name).storyboard or fix the "
              + "reference's storyboard name")
        }
        throw error
      }
    }
    if let identifier = placeholder.referencedIdentifier {
      let candidates = target.scenes.map(\.controller).filter {
        $0.storyboardIdentifier == identifier
      }
      // A placeholder may carry the same storyboard ID as what it references: prefer the real one.
      guard
        let found = candidates.first(where: { $0.kind != .viewControllerPlaceholder })
          ?? candidates.first(where: { $0.id != placeholder.id })
      else {
        throw StoryboardError(
          file: file, line: placeholder.line,
          reason:
            "Storyboard (\(targetName)) doesn't contain a view controller with identifier "
            + "'\(identifier)'; set that Storyboard ID on a scene in \(targetName).storyboard or "
            + "fix the reference's referenced ID")
      }
      return Resolution(document: target, controller: found)
    }
    guard let initial = target.initialController else {
      throw StoryboardError(
        file: file, line: placeholder.line,
        reason:
          "Storyboard (\(targetName)) has no initial view controller - perhaps the designated "
          + "entry point is not set? Check \"Is Initial View Controller\" on a scene in "
          + "\(targetName).storyboard or give the reference a referenced ID")
    }
    return Resolution(document: target, controller: initial)
  }
}
