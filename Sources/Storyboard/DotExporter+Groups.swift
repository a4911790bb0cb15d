import RosterSupport

extension DotExporter {
  /// `roster graph` of storyboard files and folders, a group of linked files at a time (files
  /// whose bytes reference each other's storyboard names, as lint groups them): each group's
  /// documents are let go before the next is read, so memory holds one group, not the folder
  /// (800 files held at once took 100 MB, and the page faults cost a third of the time).
  /// Documents are numbered across groups in the order drawn; clusters come first, then edges,
  /// then unwinds, as for one graph. A macOS, tvOS or watchOS file among several is skipped and
  /// named in `notes`. With `language`, texts are drawn in it; with `device`, the segues it
  /// cannot take are drawn as such.
  package static func groupByGroup(
    paths: [String], covered: Set<StoryboardItem>?, language: String? = nil,
    device: Device? = nil, catalog: StoryboardCatalog = StoryboardCatalog()
  ) throws(StoryboardError) -> (dot: String, notes: [String]) {
    var files: [String] = []
    var folders: [String] = []
    for path in paths {
      if FileSystem.isDirectory(path) {
        folders.append(path)
        files += FileSystem.files(under: path, endingWith: ".storyboard")
      } else {
        files.append(path)
      }
    }
    catalog.language = language
    catalog.rootHints = folders
    var unique: Set<String> = []
    files = files.filter { unique.insert($0).inserted }
    // Labels tell files of one name apart by their paths: counted before any group is drawn.
    var nameCounts: [String: Int] = [:]
    for file in files { nameCounts[StoryboardParser.baseName(file), default: 0] += 1 }
    let exporter = DotExporter(device: device)
    var sections = Sections()
    var notes: [String] = []
    var seen: Set<String> = []
    var drawn = 0
    for group in StoryboardLinter.groups(of: files, catalog: catalog) {
      var documents: [StoryboardDocument] = []
      for index in group {
        do throws(StoryboardError) {
          let document = try catalog.document(atPath: files[index])
          if seen.insert(catalog.identity(of: document)).inserted { documents.append(document) }
        } catch  where error.kind == .otherPlatform && files.count > 1 {
          // One macOS or watchOS file in a tree does not stop the graph of the others.
          notes.append("note: \(error.message); skipped")
        }
      }
      let graph = SegueGraph(documents: documents, catalog: catalog)
      for document in graph.documents.dropFirst(graph.requestedCount) {
        nameCounts[document.name, default: 0] += 1
      }
      exporter.add(
        graph, catalog: catalog, firstIndex: drawn, nameCounts: nameCounts, marking: nil,
        covered: covered, to: &sections)
      drawn += graph.documents.count
      catalog.forgetParsedFiles()
    }
    return (document(sections, covered: covered != nil), notes)
  }
}
