import Glibc
import RosterTestSupport
import Testing

@testable import RosterCLI
@testable import Shell

/// The generated completion scripts: held to snapshots, and read by each shell without a
/// syntax error.
@Suite struct CompletionScriptTests {
  static let shells = ["bash", "zsh", "fish"]

  /// Whether `shell` is on PATH.
  static func installed(_ shell: String) -> Bool {
    system("command -v \(shell) > /dev/null 2>&1") == 0
  }

  @Test(arguments: shells)
  func snapshot(_ shell: String) {
    assertSnapshot(CompletionScript.script(for: shell), named: "completions-" + shell)
  }

  /// `bash -n`, `zsh -n`, `fish --no-execute`: the script parses (Scripts/bootstrap installs
  /// zsh and fish; a machine without one skips it).
  @Test(arguments: shells)
  func scriptParses(_ shell: String) throws {
    guard Self.installed(shell) else {
      print("skipped: \(shell) is not installed (Scripts/bootstrap installs it)")
      return
    }
    var template = Array("/tmp/roster-completion-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    try #require(fd >= 0)
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    defer { unlink(path) }
    let bytes = Array(CompletionScript.script(for: shell).utf8)
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    try #require(written == bytes.count)
    let check = shell == "fish" ? "fish --no-execute" : "\(shell) -n"
    #expect(system("\(check) '\(path)'") == 0, "\(shell) does not read the script")
  }

  /// Every visible subcommand and every option is in every script.
  @Test(arguments: shells)
  func everyEntryOfTheTableIsOffered(_ shell: String) {
    let script = CompletionScript.script(for: shell)
    for name in CommandLineTable.subcommandNames { #expect(script.contains(name)) }
    for option in CommandLineTable.options {
      #expect(script.contains(shell == "fish" ? "-l " + option.name.dropFirst(2) : option.name))
    }
    #expect(script.contains("__complete scene"))
    #expect(script.contains("__complete language"))
  }

  /// An option of several subcommands whose values complete alike for all of them (`--device`:
  /// iphone, ipad) is one branch, not one branch a row of the table.
  @Test(arguments: ["bash", "zsh"])
  func anOptionCompletingAlikeEverywhereHasOneBranch(_ shell: String) throws {
    let script = CompletionScript.script(for: shell)
    let start = try #require(script.range(of: shell == "bash" ? "--device)\n" : "(--device)\n"))
    let rest = script[start.upperBound...]
    let branch = rest[..<(try #require(rest.range(of: "return ;;"))).lowerBound]
    #expect(!branch.contains("case $command"), "\(branch)")
  }

  @Test func languagesComeFromTheStoryboardBeingRun() {
    let cafe =
      TestPaths.packageRoot
      + "/Tests/StoryboardTests/Fixtures/Localization/Cafe/Cafe/Base.lproj/Main.storyboard"
    #expect(DynamicCompletion.values(["language", cafe, ""]) == ["Base", "de", "es", "fr"])
    #expect(DynamicCompletion.values(["language", cafe, "f"]) == ["fr"])
    // The Ratings app ships in one language: nothing to offer.
    #expect(DynamicCompletion.values(["language", "", ""]) == [])
  }

  @Test func scenesComeFromTheStoryboardBeingRun() {
    #expect(DynamicCompletion.values(["scene", "", ""]).contains("PlayerDetails"))
    #expect(
      Set(DynamicCompletion.values(["scene", "", "PlayerD"]))
        == ["PlayerDetails", "PlayerDetailsNavigation"])
    #expect(DynamicCompletion.values(["scene", "/nonexistent.storyboard", ""]) == [])
    #expect(DynamicCompletion.values(["nope"]) == [])
  }
}
