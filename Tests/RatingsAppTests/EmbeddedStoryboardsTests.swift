import Glibc
import RatingsApp
import RosterTestSupport
import Storyboard
import Testing

/// The embedded documents must be what parsing the `.storyboard` files gives now; run
/// `Scripts/embed-storyboards` after editing one.
@Suite struct EmbeddedStoryboardsTests {
  /// `Sources/RatingsApp/Storyboards`.
  static let directory = TestPaths.packageRoot + "/Sources/RatingsApp/Storyboards"

  @Test func everyStoryboardFileIsEmbeddedAsItParsesNow() throws {
    let names = try Self.storyboardNames()
    #expect(names == ["Games", "Main"])
    let embedded = Dictionary(
      uniqueKeysWithValues: RatingsStoryboards.documents.map { ($0.name, $0) })
    for name in names {
      var onDisk = try StoryboardParser.parse(fileAt: "\(Self.directory)/\(name).storyboard")
      onDisk.path = nil
      // A Bool, so a failure prints the fix rather than two whole documents.
      let inSync = embedded[name] == onDisk
      #expect(
        inSync,
        "EmbeddedStoryboards.swift is out of date with \(name).storyboard: run Scripts/embed-storyboards"
      )
    }
  }

  @Test func nothingElseIsEmbedded() throws {
    #expect(RatingsStoryboards.documents.map(\.name).sorted() == (try Self.storyboardNames()))
  }

  @Test func theEmbeddedDocumentsCarryNoPathOfTheBuildMachine() {
    #expect(RatingsStoryboards.documents.allSatisfy { $0.path == nil })
  }

  static func storyboardNames() throws -> [String] {
    guard let dir = opendir(directory) else { throw FileError(path: directory) }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".storyboard") { names.append(String(name.dropLast(".storyboard".count))) }
    }
    return names.sorted()
  }

  struct FileError: Error, CustomStringConvertible {
    var path: String
    var description: String { "cannot read \(path)" }
  }
}
