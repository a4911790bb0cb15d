import Glibc
import Testing

@testable import RosterSupport

@Suite struct FileSystemTests {
  @Test func pathsReadAsAShellReadsThem() {
    #expect(FileSystem.directory(of: "a/b/c.txt") == "a/b")
    #expect(FileSystem.directory(of: "c.txt") == ".")
    #expect(FileSystem.directory(of: "/c.txt") == "/")
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
}
