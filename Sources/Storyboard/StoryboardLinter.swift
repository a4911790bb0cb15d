import RosterSupport

/// `roster lint`: checks storyboards for the mistakes Xcode reports (in Xcode's words where it
/// has them) and the ones UIKit only reports by crashing.
public struct StoryboardLinter {
  public init() {}

  /// The findings for a set of files and folders (a folder means every `.storyboard` in it).
  public func lint(paths: [String]) -> LintReport {
    var diagnostics: [Diagnostic] = []
    var files: [String] = []
    for path in paths {
      if FileSystem.isDirectory(path) {
        let found = FileSystem.files(under: path, endingWith: ".storyboard")
        if found.isEmpty {
          diagnostics.append(
            Diagnostic(
              file: path, line: 1, severity: .warning,
              message: "no .storyboard files in this folder"))
        }
        files.append(contentsOf: found)
      } else {
        files.append(path)
      }
    }
    let catalog = StoryboardCatalog(searchDirectories: unique(files.map(FileSystem.directory)))
    var documents: [StoryboardDocument] = []
    var seenNames: Set<String> = []
    for file in unique(files) {
      do throws(StoryboardError) {
        let document = try StoryboardParser.parse(fileAt: file)
        if seenNames.insert(document.name).inserted { catalog.add(file: file) }
        documents.append(document)
      } catch {
        diagnostics.append(
          Diagnostic(
            file: error.file, line: error.line ?? 1, severity: .error, message: error.reason))
      }
    }
    // Sibling storyboards are read as context: they may reference, push or embed these.
    let given = Set(unique(files))
    var context: [StoryboardDocument] = []
    for directory in unique(files.map(FileSystem.directory)) {
      for name in FileSystem.contents(ofDirectory: directory) where name.hasSuffix(".storyboard") {
        let path = directory == "/" ? "/" + name : directory + "/" + name
        guard !given.contains(path), let document = try? StoryboardParser.parse(fileAt: path) else {
          continue
        }
        context.append(document)
      }
    }
    diagnostics += lint(documents: documents, context: context, catalog: catalog)
    return LintReport(fileCount: given.count, diagnostics: diagnostics)
  }

  /// The findings for parsed documents; references are looked up in `catalog`. `context`
  /// documents are not reported on, but what they point at counts (references, pushes).
  public func lint(
    documents: [StoryboardDocument], context: [StoryboardDocument] = [],
    catalog: StoryboardCatalog
  ) -> [Diagnostic] {
    let graph = NavigationGraph(documents: documents, context: context, catalog: catalog)
    var diagnostics: [Diagnostic] = []
    for index in 0..<graph.requestedCount {
      var found = LintPass(graph: graph, documentIndex: index).run()
      found.sort { $0.line < $1.line }
      diagnostics += found
    }
    return diagnostics
  }

  private func unique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }
}

extension StoryboardLinter {
  /// `roster lint` of `paths` (the command line is parsed by the caller): the report as text
  /// or JSON, and the exit status (0 clean or warnings only, 1 any error).
  public static func run(paths: [String], json: Bool = false) -> (output: String, exitStatus: Int32)
  {
    let report = StoryboardLinter().lint(paths: paths)
    return (json ? report.json : report.text, report.errorCount > 0 ? 1 : 0)
  }
}
