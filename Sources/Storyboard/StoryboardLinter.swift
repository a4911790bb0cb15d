import RosterSupport

/// `roster lint`: checks storyboards for the mistakes Xcode reports (in Xcode's words where it
/// has them) and the ones UIKit only reports by crashing.
public struct StoryboardLinter {
  /// Rule ids to leave out (`--disable`), besides what each project's `.roster-lint` disables.
  public var disabled: Set<String> = []
  /// With a device (`--device`), the segues and scenes its size classes cut off are reported;
  /// without, only an iPad-only file's or an iPad-only app's, as an iPad's
  /// (`StoryboardCatalog.onlyDevice(for:)`).
  public var device: Device?

  /// The project configuration file's name, read at each project root.
  public static let configFileName = ".roster-lint"

  public init(disabled: Set<String> = [], device: Device? = nil) {
    self.disabled = disabled
    self.device = device
  }

  /// The findings for a set of files and folders (a folder means every `.storyboard` in it).
  /// References resolve in each file's project; the project's other storyboards are indexed
  /// by name and read only when a reference needs them, or when they mention a linted file's
  /// name and the file's rules depend on who points at it.
  public func lint(
    paths: [String], catalog: StoryboardCatalog = StoryboardCatalog()
  ) -> LintReport {
    var diagnostics: [Diagnostic] = []
    var files: [String] = []
    var folders: [String] = []
    for path in paths {
      if FileSystem.isDirectory(path) {
        let found = FileSystem.files(under: path, endingWith: ".storyboard")
        if found.isEmpty {
          diagnostics.append(
            Diagnostic(
              LintRule.emptyFolder, file: path, line: 1, "no .storyboard files in this folder"))
        }
        folders.append(path)
        files.append(contentsOf: found)
      } else {
        files.append(path)
      }
    }
    catalog.rootHints = folders
    let given = unique(files)
    var seen: Set<String> = []
    var unreadable: [(file: Int, diagnostic: Diagnostic)] = []
    var found: [(file: Int, diagnostics: [Diagnostic])] = []
    var languages: [(file: Int, summary: LanguageSummary)] = []
    // Files linked by the storyboard names their bytes reference are linted together, the
    // rest alone, and each group's parsed documents are let go before the next: memory holds
    // one group (most often one file), not the folder.
    for group in Self.groups(of: given, catalog: catalog) {
      var documents: [StoryboardDocument] = []
      var order: [Int] = []
      for index in group {
        let file = given[index]
        do throws(StoryboardError) {
          let document = try catalog.document(atPath: file)
          guard seen.insert(catalog.identity(of: document)).inserted else { continue }
          documents.append(document)
          order.append(index)
        } catch {
          let rule = error.kind == .otherPlatform ? LintRule.otherPlatform : LintRule.invalidFile
          var message = error.reason
          if error.kind == .otherPlatform { message += "; skipped" }
          unreadable.append(
            (index, Diagnostic(rule, file: error.file, line: error.line ?? 1, message)))
        }
      }
      let context = contextDocuments(for: documents, seen: seen, catalog: catalog)
      let each = lintEach(documents: documents, context: context, catalog: catalog)
      // Each storyboard's translations are checked after its own findings.
      found += zip(order, each).map { index, diagnostics in
        let translations = TranslationLint.check(storyboardAt: given[index])
        languages += translations.languages.map { (index, $0) }
        return (index, diagnostics + translations.diagnostics)
      }
      catalog.forgetParsedFiles()
    }
    // In the order the files were given, as one pass over them all would report them.
    unreadable.sort { $0.file < $1.file }
    found.sort { $0.file < $1.file }
    diagnostics += unreadable.map(\.diagnostic) + found.flatMap(\.diagnostics)
    var report = LintReport(
      fileCount: given.count, diagnostics: applyConfiguration(diagnostics, catalog: catalog))
    report.languages = languages.sorted { $0.file < $1.file }.map(\.summary)
    return report
  }

  /// The indexes of `files` in groups to lint together, each group in file order and the groups
  /// in the order of their first file: files are together when one references (by its bytes'
  /// `storyboardName`) a storyboard name the other has or references, in the same project, as
  /// lint's reference rules look across exactly those. One read of each file, no parse.
  static func groups(of files: [String], catalog: StoryboardCatalog) -> [[Int]] {
    var parent = Array(files.indices)
    func root(_ index: Int) -> Int {
      var index = index
      while parent[index] != index {
        parent[index] = parent[parent[index]]
        index = parent[index]
      }
      return index
    }
    var firstByName: [String: Int] = [:]  // project root + name → the first file with it
    func link(_ index: Int, _ key: String) {
      guard let other = firstByName[key] else {
        firstByName[key] = index
        return
      }
      let (a, b) = (root(index), root(other))
      if a != b { parent[max(a, b)] = min(a, b) }
    }
    for (index, file) in files.enumerated() {
      let folder = FileSystem.directory(of: file)
      let project = catalog.project(forFolder: folder)?.root ?? folder
      link(index, project + "\u{0}" + StoryboardParser.baseName(file))
      guard
        let bytes = try? FileReader.bytes(
          ofFileAt: file, limit: StoryboardParser.maximumFileSize)
      else { continue }
      for name in StoryboardProject.referencedNames(in: bytes) {
        link(index, project + "\u{0}" + name)
      }
    }
    var groups: [Int: [Int]] = [:]
    var order: [Int] = []
    for index in files.indices {
      let top = root(index)
      if groups[top] == nil { order.append(top) }
      groups[top, default: []].append(index)
    }
    return order.map { groups[$0]! }
  }

  /// Leaves out disabled rules: `--disable`, and each file's project `.roster-lint` (whose
  /// own mistakes are reported as findings of rule `invalid-config`).
  private func applyConfiguration(
    _ diagnostics: [Diagnostic], catalog: StoryboardCatalog
  ) -> [Diagnostic] {
    var configurations: [String: LintConfiguration] = [:]
    var configFindings: [Diagnostic] = []
    var kept: [Diagnostic] = []
    for diagnostic in diagnostics {
      var off = disabled
      if let project = catalog.project(forFolder: FileSystem.directory(of: diagnostic.file))
        ?? catalog.project(forFolder: diagnostic.file)
      {
        let path = StoryboardProject.join(project.root, Self.configFileName)
        if configurations[path] == nil {
          let configuration = LintConfiguration(fileAt: path)
          configurations[path] = configuration
          configFindings += configuration.problems
        }
        off.formUnion(configurations[path]!.disabled)
      }
      if !off.contains(diagnostic.rule) { kept.append(diagnostic) }
    }
    return configFindings + kept
  }

  /// The project's storyboards that point at `documents` (by `storyboardName`), parsed: what
  /// references, pushes or embeds them counts for their entry point and push rules. Only read
  /// for documents those rules look at, and a file is parsed only when its bytes name one (the
  /// project's reference index, read once however many documents ask).
  private func contextDocuments(
    for documents: [StoryboardDocument], seen: Set<String>, catalog: StoryboardCatalog
  ) -> [StoryboardDocument] {
    var wanted: [String: Set<String>] = [:]  // project root → names
    var projects: [String: StoryboardProject] = [:]
    for document in documents where Self.needsContext(document) {
      guard let path = document.path,
        let project = catalog.project(forFolder: FileSystem.directory(of: path))
      else { continue }
      projects[project.root] = project
      wanted[project.root, default: []].insert(document.name)
    }
    var context: [StoryboardDocument] = []
    var loaded = seen
    for (root, names) in wanted.sorted(by: { $0.key < $1.key }) {
      for path in projects[root]!.referrers(ofAnyOf: names) {
        guard let document = try? catalog.document(atPath: path),
          loaded.insert(catalog.identity(of: document)).inserted
        else { continue }
        context.append(document)
      }
    }
    return context
  }

  /// Whether a rule of `document` depends on storyboards pointing at it: a missing entry point
  /// (a note when referenced), pushes and unwinds (whose way in may come through a reference).
  static func needsContext(_ document: StoryboardDocument) -> Bool {
    if document.initialViewControllerID == nil, !document.scenes.isEmpty { return true }
    return document.scenes.contains { scene in
      scene.controller.segues.contains { $0.kind == .push || $0.kind == .unwind }
    }
  }

  /// The findings for parsed documents; references are looked up in `catalog`. `context`
  /// documents are not reported on, but what they point at counts (references, pushes).
  public func lint(
    documents: [StoryboardDocument], context: [StoryboardDocument] = [],
    catalog: StoryboardCatalog
  ) -> [Diagnostic] {
    lintEach(documents: documents, context: context, catalog: catalog).flatMap { $0 }
  }

  /// Each document's findings, in order.
  private func lintEach(
    documents: [StoryboardDocument], context: [StoryboardDocument], catalog: StoryboardCatalog
  ) -> [[Diagnostic]] {
    guard !documents.isEmpty else { return [] }
    let graph = SegueGraph(documents: documents, context: context, catalog: catalog)
    var each: [[Diagnostic]] = []
    for index in 0..<graph.requestedCount {
      var pass = LintPass(graph: graph, documentIndex: index)
      let document = graph.documents[index]
      // An iPad-only file, or one only iPad-only apps copy, is loaded on an iPad only: checked
      // as one unless told a device.
      pass.device = device ?? catalog.onlyDevice(for: document)
      // Whether its app launches it: for a missing entry point, and for an initial scene
      // other files enter by reference that a device may leave unreachable.
      let entered = pass.device != nil && !graph.documentsReferencing(name: document.name).isEmpty
      if document.initialViewControllerID == nil ? !document.scenes.isEmpty : entered,
        let path = document.path,
        let project = catalog.project(forFolder: FileSystem.directory(of: path))
      {
        // Unreadable Info.plists: whether it is launched is not known, so it may be.
        let name = document.name
        pass.isLaunched = { project.launches(name) ?? true }
      }
      var found = pass.run()
      found.sort { $0.line < $1.line }
      each.append(found)
    }
    return each
  }

  private func unique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }
}

extension StoryboardLinter {
  /// How `roster lint` prints its findings (`--format`).
  package enum Format: String, CaseIterable, Sendable {
    /// `FILE:LINE: severity: message [rule]` lines, for people.
    case text
    /// One JSON object, for tools.
    case json
    /// SARIF 2.1.0, for code scanning.
    case sarif
    /// GitHub Actions workflow commands (annotations on a pull request).
    case github
  }

  /// `roster lint` of `paths` (the command line is parsed by the caller): the report as
  /// `format` without the rules in `disabled`, and the exit status (0 clean, warnings or notes
  /// only, 1 any error).
  /// With `languages`, text ends with the per-language summary and JSON carries it; with
  /// `device`, what its size classes cut off is reported.
  package static func run(
    paths: [String], format: Format = .text, disabled: Set<String> = [], languages: Bool = false,
    device: Device? = nil
  ) -> (output: String, exitStatus: Int32) {
    let report = StoryboardLinter(disabled: disabled, device: device).lint(paths: paths)
    let output =
      switch format {
      case .text: report.text + (languages ? report.languagesText : "")
      case .json: languages ? report.jsonWithLanguages : report.json
      case .sarif: report.sarif
      case .github: report.github
      }
    return (output, report.errorCount > 0 ? 1 : 0)
  }

  /// `run(paths:format:)` with JSON or text.
  package static func run(paths: [String], json: Bool) -> (output: String, exitStatus: Int32) {
    run(paths: paths, format: json ? .json : .text)
  }
}
