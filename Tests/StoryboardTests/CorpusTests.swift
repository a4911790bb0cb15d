import Storyboard
import Testing

/// One row of the corpus's `INDEX.tsv`.
struct CorpusEntry: CustomTestStringConvertible, Sendable {
  var file: String
  var scenes: Int
  var testDescription: String { file }

  /// The entries, or none when the corpus is absent (the tests then skip).
  static let all: [CorpusEntry] = {
    guard let corpus = Support.corpus,
      let text = try? String(decoding: readBytes(corpus + "/INDEX.tsv"), as: UTF8.self)
    else { return [] }
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count > 4, let scenes = Int(fields[4]) else { return nil }
      return CorpusEntry(file: String(fields[0]), scenes: scenes)
    }
  }()

  static func readBytes(_ path: String) throws -> [UInt8] {
    try StoryboardParser.readFile(path)
  }
}

@Suite(.enabled(if: Support.corpus != nil, "../shared/storyboards is absent"))
struct CorpusTests {
  @Test(arguments: CorpusEntry.all)
  func loadsWithIndexedSceneCount(_ entry: CorpusEntry) throws {
    let document = try StoryboardParser.parse(fileAt: Support.corpus! + "/" + entry.file)
    #expect(document.scenes.count == entry.scenes)
    #expect(document.targetRuntime?.hasPrefix("iOS") == true)
  }
}

/// Lint and graph over the whole corpus: no crash, valid DOT, and the known findings.
@Suite(.enabled(if: Support.corpus != nil, "../shared/storyboards is absent"))
struct CorpusToolTests {
  @Test(arguments: CorpusEntry.all)
  func lintDoesNotCrash(_ entry: CorpusEntry) {
    let result = StoryboardLinter.run(paths: [Support.corpus! + "/" + entry.file])
    #expect(result.output.hasSuffix("in 1 storyboard\n"))
  }

  @Test func preppedLintsCleanAcrossItsFourFiles() {
    let result = StoryboardLinter.run(paths: [Support.corpus! + "/Prepped"])
    #expect(result.output == "0 errors, 0 warnings in 4 storyboards\n")
  }

  @Test(
    .enabled(if: DotExporterTests.hasDot, "graphviz is not installed"), arguments: CorpusEntry.all)
  func graphvizAcceptsTheGraph(_ entry: CorpusEntry) throws {
    let dot = try DotExporter.graph(paths: [Support.corpus! + "/" + entry.file])
    #expect(DotExporterTests.dotAccepts(dot))
  }
}

/// `roster outline`'s model over the whole corpus: every file outlines, and a file compared
/// with itself (or with its outline's own rereading) is no change.
@Suite(.enabled(if: Support.corpus != nil, "../shared/storyboards is absent"))
struct CorpusOutlineTests {
  @Test(arguments: CorpusEntry.all)
  func outlinesAndDiffsWithItselfAsNoChange(_ entry: CorpusEntry) throws {
    let document = try StoryboardParser.parse(fileAt: Support.corpus! + "/" + entry.file)
    let outline = StoryboardOutline(document: document)
    #expect(outline.scenes.count == entry.scenes)
    #expect(!outline.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(StoryboardDiff(old: outline, new: outline).isEmpty)
    #expect(StoryboardDiff(old: StoryboardOutline(), new: outline).changes.count >= entry.scenes)
  }
}
