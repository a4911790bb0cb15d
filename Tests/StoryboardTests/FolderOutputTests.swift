import Glibc
import RosterSupport
import RosterTestSupport
import Storyboard
import Testing

/// `roster lint` and `roster graph` of a folder of storyboards shaped like real projects, pinned
/// byte for byte: the fixtures of every test target that has some and the Ratings app's
/// storyboards (66 files: projects with Info.plists and Xcode projects, translations, references
/// across files, broken, macOS and UTF-16 files), copied outside any project. The reader, the
/// reference index and lint's groups are made faster without changing what they print.
@Suite struct FolderOutputTests {
  /// The folders copied (under the package root), each into a folder of its own name.
  static let sources = [
    "Tests/StoryboardTests/Fixtures", "Tests/ShellTests/Fixtures", "Tests/RosterCLITests/Fixtures",
    "Tests/RosterEndToEndTests/Fixtures", "Sources/RatingsApp/Storyboards",
  ]

  @Test func lintAndGraphOfAFolderPrintWhatTheyPrinted() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let root = folder.file("fixtures")
    #expect(mkdir(root, 0o755) == 0)
    for source in Self.sources {
      let name = source.split(separator: "/").dropLast().last.map(String.init) ?? source
      try Self.copyTree(Support.packageRoot + "/" + source, to: root + "/" + name)
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

  /// Copies the files under `source` to `destination` byte for byte (translations are UTF-16
  /// too), making folders as needed.
  static func copyTree(_ source: String, to destination: String) throws {
    mkdir(destination, 0o755)
    for name in FileSystem.contents(ofDirectory: source) {
      let from = source + "/" + name
      let to = destination + "/" + name
      if FileSystem.isDirectory(from) {
        try copyTree(from, to: to)
      } else {
        let bytes = try FileReader.bytes(ofFileAt: from, limit: 1 << 24)
        let file = try #require(fopen(to, "wb"))
        defer { fclose(file) }
        #expect(fwrite(bytes, 1, bytes.count, file) == bytes.count)
      }
    }
  }
}
