import Glibc
import RosterTestSupport
import Testing

@testable import RosterSupport

@Suite struct FileSystemTests {
  @Test func pathsReadAsAShellReadsThem() {
    #expect(FileSystem.directory(of: "a/b/c.txt") == "a/b")
    #expect(FileSystem.directory(of: "c.txt") == ".")
    #expect(FileSystem.directory(of: "/c.txt") == "/")
    #expect(FileSystem.directory(of: "/Écrans/é.txt") == "/Écrans")
    #expect(FileSystem.resolve("x.rosterscript", against: "flows") == "flows/x.rosterscript")
    #expect(FileSystem.resolve("/abs", against: "flows") == "/abs")
    #expect(FileSystem.expandingHome("~user/x") == "~user/x")
  }

  @Test func theHomeFolderIsAbsolute() {
    #expect(
      FileSystem.homeFolder(environment: { _ in "/h" }, passwordDatabaseHome: { nil }) == "/h")
    #expect(
      FileSystem.homeFolder(environment: { _ in "h" }, passwordDatabaseHome: { "/pw" }) == "/pw")
    #expect(FileSystem.homeFolder(environment: { _ in nil }, passwordDatabaseHome: { "pw" }) == nil)
  }

  @Test func kindsNameWhatIsNotARegularFile() {
    var info = stat()
    #expect(stat("/", &info) == 0)
    #expect(FileSystem.kind(of: info) == "a folder")
    #expect(stat("/dev/null", &info) == 0)
    #expect(FileSystem.kind(of: info) == "a device")
    #expect(FileSystem.isDirectory("/") && !FileSystem.isFile("/"))
    #expect(FileSystem.entries(ofDirectory: "/no/such/folder") == nil)
  }

  /// A walk takes each entry's kind from the listing: the same answers as a `stat` each (a
  /// link to a folder is not a folder to enter; a link to a file is a file).
  @Test func listingsSayWhatEachEntryIsAsStatDoes() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("b/Main.storyboard", "<document/>")
    try folder.write("a.txt", "")
    #expect(symlink(folder.file("b"), folder.file("c")) == 0)
    #expect(symlink(folder.file("a.txt"), folder.file("d")) == 0)
    #expect(symlink(folder.file("missing"), folder.file("e")) == 0)
    #expect(mkfifo(folder.file("f"), 0o600) == 0)
    let entries = try #require(FileSystem.listing(ofDirectory: folder.path))
    #expect(entries.map(\.name) == FileSystem.entries(ofDirectory: folder.path))
    for entry in entries {
      let path = folder.file(entry.name)
      #expect(
        entry.isFolder(at: path)
          == (FileSystem.isDirectory(path) && !FileSystem.isSymbolicLink(path)),
        "\(entry.name)")
      #expect(entry.isFile(at: path) == FileSystem.isFile(path), "\(entry.name)")
    }
    #expect(entries.filter { $0.isFolder(at: folder.file($0.name)) }.map(\.name) == ["b"])
    #expect(entries.filter { $0.isFile(at: folder.file($0.name)) }.map(\.name) == ["a.txt", "d"])
    #expect(FileSystem.listing(ofDirectory: "/no/such/folder") == nil)
    #expect(
      FileSystem.files(under: folder.path, endingWith: ".storyboard") == [
        folder.file("b/Main.storyboard")
      ])
  }
}
