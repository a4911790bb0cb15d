import RosterTestSupport
import Storyboard
import Testing

/// `roster graph` of a folder reads it a group of linked files at a time, as lint does: 800
/// generated storyboards held all 800 parsed at once (100 MB, and the page faults cost a third
/// of the run), so graph's memory grew with the folder instead of its largest group.
@Suite struct DotExporterGroupTests {
  @Test func aFolderIsGraphedOneGroupOfFilesAtATime() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let scene = """
      <scene sceneID="s"><objects><viewController id="a" title="A" sceneMemberID="viewController"/></objects></scene>
      """
    for number in 0..<30 {
      try folder.write("Alone\(number).storyboard", Support.document(initial: "a", scene))
    }
    // A pair linked by a reference: read together.
    try folder.write(
      "Start.storyboard",
      Support.document(
        initial: "r",
        """
        <scene sceneID="s"><objects><viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="D" id="r" sceneMemberID="viewController"/></objects></scene>
        """))
    try folder.write(
      "Detail.storyboard",
      Support.document(
        """
        <scene sceneID="s"><objects><viewController id="d" storyboardIdentifier="D" title="D" sceneMemberID="viewController"/></objects></scene>
        """))
    let catalog = StoryboardCatalog()
    let (dot, notes) = try DotExporter.groupByGroup(
      paths: [folder.path], covered: nil, catalog: catalog)
    #expect(notes.isEmpty)
    #expect(catalog.mostHeld == 2, "held \(catalog.mostHeld) parsed files at once")
    // The same text as the whole folder drawn at once.
    let all = try DotExporter.documents(paths: [folder.path])
    #expect(dot == DotExporter().dot(documents: all.documents, catalog: all.catalog))
    #expect(dot.split(separator: "\n").filter { $0.contains("subgraph cluster_") }.count == 32)
  }
}
