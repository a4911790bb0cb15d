import Glibc
import RatingsApp
import Testing

/// The embedded XML must be the `.storyboard` files byte for byte; run
/// `Scripts/embed-storyboards` after editing one.
@Suite struct EmbeddedStoryboardsTests {
  /// `Sources/RatingsApp/Storyboards`, found from this file's path.
  static let directory: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/RatingsAppTests/<file>
    return (parts + ["Sources", "RatingsApp", "Storyboards"]).joined(separator: "/")
  }()

  @Test func everyStoryboardFileIsEmbeddedUnchanged() throws {
    let names = try Self.storyboardNames()
    #expect(names == ["Games", "Main"])
    for name in names {
      let onDisk = try Self.read("\(Self.directory)/\(name).storyboard")
      // A Bool, so a failure prints the fix rather than two whole XML files.
      let inSync = RatingsStoryboards.sources[name] == onDisk
      #expect(
        inSync,
        "EmbeddedStoryboards.swift is out of date with \(name).storyboard: run Scripts/embed-storyboards"
      )
    }
  }

  @Test func nothingElseIsEmbedded() throws {
    #expect(Set(RatingsStoryboards.sources.keys) == Set(try Self.storyboardNames()))
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

  static func read(_ path: String) throws -> String {
    guard let file = fopen(path, "rb") else { throw FileError(path: path) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes.append(contentsOf: buffer[..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  struct FileError: Error, CustomStringConvertible {
    var path: String
    var description: String { "cannot read \(path)" }
  }
}
