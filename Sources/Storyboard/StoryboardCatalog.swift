import RosterSupport

/// The one storyboard-reference resolver: finds storyboards by name as Xcode's app bundle holds
/// them (the referencing file's project, indexed by name without parsing; embedded sources or
/// documents parsed ahead of time; files given explicitly), parses each at most once, and
/// resolves `viewControllerPlaceholder`s across them. Lint, graph and the walk all go through it.
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

  /// Directories searched for `Name.storyboard`, in order, by documents without a file
  /// (a file's references resolve against its project).
  public private(set) var searchDirectories: [String]
  /// Folders given on the command line: the project root of files under them that have no
  /// project marker above them.
  public var rootHints: [String] = []
  /// The language files are drawn in (`--language`): each file parsed reads its translation
  /// (`StoryboardParser.parse(fileAt:language:)`); nil draws the files as they are.
  public var language: String?
  private var files: [String: String] = [:]
  private var embedded: [String: String]
  private var builtIn: [String: StoryboardDocument] = [:]
  /// Parsed files by canonical path (embedded sources by `embedded:NAME`), errors too.
  private var cache: [String: Result<StoryboardDocument, StoryboardError>] = [:]
  private var canonicalPaths: [String: String] = [:]
  /// Folders as given → absolute and without symbolic links (nil: the folder does not exist);
  /// a folder of storyboards asks it for every file and every finding.
  private var canonicalFolders: [String: String?] = [:]
  /// The files parsed so far, in order (for tests: what a run read).
  package private(set) var parsedPaths: [String] = []
  /// The most parsed files (and embedded sources) held at once (for tests: what memory held).
  package private(set) var mostHeld = 0
  /// Projects by canonical root; roots by canonical folder.
  private var projects: [String: StoryboardProject] = [:]
  private var rootsByFolder: [String: String] = [:]
  /// `onlyDevice(for:)`'s answers by file path (a graph asks it for every segue).
  private var onlyDevices: [String: Device?] = [:]

  /// A catalog over `directories` (searched for `Name.storyboard`), in-memory sources
  /// (`name` → XML) and `documents` already parsed, the latter winning.
  public init(
    searchDirectories: [String] = [], embedded: [String: String] = [:],
    documents: [StoryboardDocument] = []
  ) {
    self.searchDirectories = searchDirectories
    self.embedded = embedded
    for document in documents { add(document) }
  }

  /// A catalog that finds storyboards beside the file at `path` (its directory), and through
  /// its project for the file's own references.
  public convenience init(beside path: String) {
    self.init(searchDirectories: [FileSystem.directory(of: path)])
  }

  /// Makes the file at `path` known by its base name (e.g. files a lint run was given).
  public func add(file path: String) {
    let name = StoryboardParser.baseName(path)
    if files[name] == nil { files[name] = path }
  }

  /// Makes an already parsed document known: by its file when it has one, else by its name.
  public func add(_ document: StoryboardDocument) {
    if document.path != nil {
      cache[identity(of: document)] = .success(document)
      mostHeld = max(mostHeld, cache.count)
    } else {
      builtIn[document.name] = document
    }
  }

  /// What tells two documents apart: the canonical path of their file (two files may share a
  /// name), else their name.
  public func identity(of document: StoryboardDocument) -> String {
    guard let path = document.path else { return "embedded:" + document.name }
    return canonicalPath(path)
  }

  /// Why a reference's storyboard name is refused, or nil when it is a plain name: a
  /// reference names a storyboard of the same project (Xcode writes a file's base name), so a
  /// path (`../../elsewhere/X`) never reaches the file system.
  package static func pathRefusal(forReference name: String) -> String? {
    guard name.contains("/") || name == "." || name == ".." || name.contains("\0") else {
      return nil
    }
    return
      "storyboard reference \"\(name)\" names a path; references name a storyboard in the "
      + "same project"
  }

  // MARK: Finding by name

  /// Where the storyboard `name` would be read from for a document without a file (or the
  /// catalog's own sources), or nil when there is none.
  public func location(of name: String) -> String? {
    if embedded[name] != nil || builtIn[name] != nil { return "\(name).storyboard" }
    if let path = files[name] { return path }
    guard Self.pathRefusal(forReference: name) == nil else { return nil }
    for directory in searchDirectories {
      let path = StoryboardProject.join(directory, name + ".storyboard")
      if FileSystem.isFile(path) { return path }
    }
    return nil
  }

  /// Where a reference to `name` in `document` lands: for a file, the nearest storyboard of
  /// that name in its project (never another app's); else the catalog's sources.
  public func location(of name: String, referencedFrom document: StoryboardDocument) -> String? {
    guard Self.pathRefusal(forReference: name) == nil else { return nil }
    if name == document.name { return document.path ?? "\(name).storyboard" }
    guard let path = document.path else { return location(of: name) }
    let folder = FileSystem.directory(of: path)
    // The same folder first: the nearest place, and no walk of the project.
    let beside = StoryboardProject.join(folder, name + ".storyboard")
    if FileSystem.isFile(beside) { return beside }
    if let found = project(forFolder: folder)?.candidates(named: name, from: path).first {
      return found
    }
    return nil
  }

  /// The one device that loads `document`, nil when every device may (lint and graph then
  /// check it for every device unless told one): an iPad for an iPad-only storyboard
  /// (`Device.only(for:)`) or for one only iPad-only apps launch: the app targets of its Xcode
  /// project that copy it (`TARGETED_DEVICE_FAMILY = 2`), else, where no target copies it, the
  /// Info.plists naming it (`UIDeviceFamily` of `[2]`;
  /// `StoryboardProject.onlyDevice(forStoryboardAt:)`).
  package func onlyDevice(for document: StoryboardDocument) -> Device? {
    if let only = Device.only(for: document) { return only }
    guard let path = document.path else { return nil }
    if let known = onlyDevices[path] { return known }
    let only = project(forFolder: FileSystem.directory(of: path))?.onlyDevice(
      forStoryboardAt: path)
    onlyDevices[path] = .some(only)
    return only
  }

  /// The device `document` runs on unless told: its only one (`onlyDevice(for:)`), else an
  /// iPhone.
  package func defaultDevice(for document: StoryboardDocument) -> Device {
    onlyDevice(for: document) ?? .iphone
  }

  /// The project (root and index) a file in `folder` belongs to.
  package func project(forFolder folder: String) -> StoryboardProject? {
    guard let canonicalFolder = canonical(folder: folder) else { return nil }
    if let root = rootsByFolder[canonicalFolder], let project = projects[root] { return project }
    let root = StoryboardProject.root(forDirectory: folder, hints: rootHints)
    rootsByFolder[canonicalFolder] = root.canonical
    if let project = projects[root.canonical] { return project }
    let project = StoryboardProject(
      root: root.display, canonicalRoot: root.canonical, isMarked: root.isMarked)
    projects[root.canonical] = project
    return project
  }

  /// Whether a storyboard of that name exists (without parsing it).
  public func contains(_ name: String) -> Bool {
    location(of: name) != nil
  }

  /// The storyboard called `name` among the catalog's own sources, parsed on first use and
  /// cached (errors too).
  public func document(named name: String) throws(StoryboardError) -> StoryboardDocument {
    if let document = builtIn[name] { return document }
    if let refusal = Self.pathRefusal(forReference: name) {
      throw StoryboardError(file: "\(name).storyboard", reason: refusal)
    }
    if let xml = embedded[name] {
      let key = "embedded:" + name
      if let cached = cache[key] { return try cached.get() }
      let result = Result { () throws(StoryboardError) in
        try StoryboardParser.parse(bytes: Array(xml.utf8), name: name)
      }
      cache[key] = result
      return try result.get()
    }
    guard let path = location(of: name) else {
      throw StoryboardError(
        file: "\(name).storyboard",
        reason:
          "Could not find a storyboard named '\(name)'; add \(name).storyboard to "
          + (searchDirectories.first ?? "the storyboard's folder")
          + " or fix the reference's storyboard name")
    }
    return try document(atPath: path)
  }

  /// The storyboard file at `path`, parsed on first use and cached by its canonical path.
  public func document(atPath path: String) throws(StoryboardError) -> StoryboardDocument {
    let key = canonicalPath(path)
    if let cached = cache[key] { return try cached.get() }
    parsedPaths.append(path)
    let result = Result { () throws(StoryboardError) in
      try StoryboardParser.parse(fileAt: path, language: language)
    }
    cache[key] = result
    mostHeld = max(mostHeld, cache.count)
    return try result.get()
  }

  /// Lets go of every parsed file (documents and errors alike; embedded sources stay): lint
  /// calls it between groups of files, so memory holds one group's documents, not a folder's.
  /// A file asked for again is parsed again.
  package func forgetParsedFiles() {
    cache = cache.filter { $0.key.hasPrefix("embedded:") }
  }

  /// The storyboard `name` as a reference in `document` finds it: `document` itself for its own
  /// name, else the nearest of that name in `document`'s project, else the catalog's sources.
  public func storyboard(
    named name: String, referencedFrom document: StoryboardDocument
  ) throws(StoryboardError) -> StoryboardDocument {
    if name == document.name { return document }
    let file = document.path ?? "\(document.name).storyboard"
    if let refusal = Self.pathRefusal(forReference: name) {
      throw StoryboardError(file: file, reason: refusal)
    }
    guard document.path != nil else {
      guard location(of: name) != nil else {
        throw StoryboardError(file: file, reason: notFound(name, from: document))
      }
      return try self.document(named: name)
    }
    // A file's references resolve in its project only: never in another app's file.
    guard let path = location(of: name, referencedFrom: document) else {
      let outside =
        project(forFolder: FileSystem.directory(of: document.path!))?.isMarked == false
      throw StoryboardError(
        file: file, reason: notFound(name, from: document),
        kind: outside ? .outsideProject : .invalid)
    }
    return try self.document(atPath: path)
  }

  /// "Could not find …", with where Roster looked.
  private func notFound(_ name: String, from document: StoryboardDocument) -> String {
    var place = ""
    if let path = document.path,
      let project = project(forFolder: FileSystem.directory(of: path)), project.isMarked
    {
      place = " in the project at \(project.root)"
    }
    return
      "Could not find a storyboard named '\(name)'\(place); add \(name).storyboard beside "
      + "\(document.name).storyboard or fix the reference's storyboard name"
  }

  // MARK: Resolving references

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
    do {
      target = try storyboard(named: targetName, referencedFrom: document)
    } catch {
      if let bundle = placeholder.bundleIdentifier, !bundle.isEmpty,
        let path = location(of: targetName, inBundle: bundle, referencedFrom: document)
      {
        return try resolveOnce(placeholder, in: document, target: try self.document(atPath: path))
      }
      if let bundle = placeholder.bundleIdentifier, !bundle.isEmpty,
        location(of: targetName, referencedFrom: document) == nil
      {
        throw StoryboardError(
          file: file, line: placeholder.line,
          reason:
            "storyboard reference '\(targetName)' points into another bundle (\(bundle)), "
            + "outside this project: Roster cannot follow it",
          kind: .externalBundle)
      }
      throw StoryboardError(
        file: file, line: placeholder.line, reason: error.reason, kind: error.kind)
    }
    return try resolveOnce(placeholder, in: document, target: target)
  }

  /// Where a reference with `bundleIdentifier` lands when that bundle is a target of the same
  /// Xcode project (a framework of the app's): the nearest storyboard of that name in the
  /// folder the target builds from. Another bundle's folder is reached only this way.
  private func location(
    of name: String, inBundle bundle: String, referencedFrom document: StoryboardDocument
  ) -> String? {
    guard let path = document.path,
      let project = project(forFolder: FileSystem.directory(of: path)), project.isMarked,
      let folder = project.bundleFolder(identifier: bundle)
    else { return nil }
    return project.candidates(named: name, inside: folder).first
  }

  /// The controller `placeholder` names in `target`, its referenced storyboard.
  private func resolveOnce(
    _ placeholder: ControllerSpec, in document: StoryboardDocument, target: StoryboardDocument
  ) throws(StoryboardError) -> Resolution {
    let file = document.path ?? "\(document.name).storyboard"
    let targetName = placeholder.storyboardName ?? document.name
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

  private func canonicalPath(_ path: String) -> String {
    if let known = canonicalPaths[path] { return known }
    let resolved = canonical(file: path) ?? path
    canonicalPaths[path] = resolved
    return resolved
  }

  /// `folder` absolute and without symbolic links, or nil when it does not exist; resolved once.
  private func canonical(folder: String) -> String? {
    if let known = canonicalFolders[folder] { return known }
    let resolved = StoryboardProject.canonical(folder)
    canonicalFolders[folder] = resolved
    return resolved
  }

  /// The file at `path` absolute and without symbolic links, or nil when it does not exist: its
  /// folder's resolved path (resolved once per folder) and its name, unless the name is itself
  /// a link (resolved whole, as `realpath` would).
  private func canonical(file path: String) -> String? {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard !name.isEmpty, name != ".", name != "..", FileSystem.existsUnlinked(path),
      let folder = canonical(folder: FileSystem.directory(of: path))
    else { return StoryboardProject.canonical(path) }
    return StoryboardProject.join(folder, String(name))
  }
}
