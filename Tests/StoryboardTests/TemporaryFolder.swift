import Glibc
import RosterSupport
import Storyboard

/// A fresh folder under /tmp, removed (with its files) when the value goes away.
final class TemporaryFolder {
  let path: String

  init() throws {
    var template = Array("/tmp/roster-project-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw Failure() }
    path = String(cString: made)
  }

  func write(_ name: String, _ text: String) throws {
    guard let file = fopen(path + "/" + name, "w") else { throw Failure() }
    defer { fclose(file) }
    guard fputs(text, file) >= 0 else { throw Failure() }
  }

  deinit {
    for name in FileSystem.contents(ofDirectory: path) { unlink(path + "/" + name) }
    rmdir(path)
  }

  struct Failure: Error {}
}
