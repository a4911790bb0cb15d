import Glibc
import RosterSupport
import RosterTestSupport
import Storyboard
import Testing

/// `roster lint` and `roster graph` of a folder of storyboards shaped like real projects, pinned
/// byte for byte: the test targets' fixtures and the Ratings app's storyboards listed in
/// `Snapshots/folder-files.txt` (projects with Info.plists and Xcode projects, translations,
/// references across files, broken, macOS and UTF-16 files), copied outside any project. The
/// reader, the reference index and lint's groups are made faster without changing what they
/// print. The list is fixed, so fixtures added later do not move the snapshots.
@Suite struct FolderOutputTests {
  @Test func lintAndGraphOfAFolderPrintWhatTheyPrinted() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let root = folder.file("fixtures")
    let list = try readText(Support.testsDirectory + "/Snapshots/folder-files.txt")
    for path in list.split(separator: "\n") {
      try Self.copy(Support.packageRoot + "/" + path, to: root + "/" + path)
    }
    let lint = StoryboardLinter.run(paths: [root])
    #expect(lint.exitStatus == 1)
    assertSnapshot(Self.shown(lint.output, folder: folder.path), named: "folder-lint")
    let graph = try DotExporter.graphSkippingOtherPlatforms(paths: [root])
    // The two macOS storyboards, skipped.
    #expect(graph.notes.count == 2, "\(graph.notes)")
    assertSnapshot(Self.shown(graph.dot, folder: folder.path), named: "folder-graph")
  }

  /// `output` as the snapshot holds it: the temporary folder named `FOLDER`, without the last
  /// line feed (the snapshot adds one).
  static func shown(_ output: String, folder: String) -> String {
    var text = output.replacing(folder, with: "FOLDER")
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// Copies the file at `source` to `destination` byte for byte (translations are UTF-16 too),
  /// making the folders on the way.
  static func copy(_ source: String, to destination: String) throws {
    #expect(FileSystem.makeDirectories(FileSystem.directory(of: destination)) == nil)
    let bytes = try FileReader.bytes(ofFileAt: source, limit: 1 << 24)
    let file = try #require(fopen(destination, "wb"), "cannot write \(destination)")
    defer { fclose(file) }
    #expect(fwrite(bytes, 1, bytes.count, file) == bytes.count)
  }
}
