import Navigation
import RatingsApp
import RosterTestSupport
import Storyboard
import Testing

@testable import Shell

/// `roster check` on the Ratings app's storyboards: where a script is, as far as it can be
/// known without running it, and no alarm where it cannot.
@Suite struct ScriptCheckerTests {
  private func problems(
    _ script: String, sourced: [String: String] = [:],
    registry: ControllerRegistry = RatingsApp.makeRegistry()
  ) throws -> [String] {
    let folder = try TemporaryDirectory(sourced.merging(["walk.rosterscript": script]) { $1 })
    defer { folder.remove() }
    let catalog = RatingsApp.makeCatalog()
    let storyboard = StaticStoryboard(
      entry: try catalog.document(named: RatingsStoryboards.mainName), catalog: catalog,
      registry: registry)
    var checker = ScriptChecker(storyboard: storyboard)
    let prefix = folder.path + "/"
    return checker.check(folder.path + "/walk.rosterscript").map {
      String($0.description.dropFirst(prefix.count))
    }
  }

  @Test func theSceneIsFollowedThroughSeguesAndButtons() throws {
    #expect(
      try problems("open AddPlayer\nopen PickGame\nback\nopen Nope\n") == [
        "walk.rosterscript:4:6: error: no segue \"Nope\" in the storyboards (Main, Games); "
          + "segues: EditPlayer, AddPlayer, PickGame, PickRating, AddGame"
      ])
    // tap + fires AddPlayer: Add Player's segues are offered, not Players'.
    #expect(
      try problems("tap +\nopen EditPlayer\n") == [
        "walk.rosterscript:2:6: error: no segue \"EditPlayer\" from \"Add Player\"; "
          + "segues here: PickGame, PickRating"
      ])
    // Segues are found as open finds them: any case, or by the destination's title.
    #expect(try problems("open addplayer\nopen \"Choose Game\"\n") == [])
  }

  @Test func anExpectedSceneTellsWhereTheScriptIs() throws {
    // After select, the scene is not known; expect scene names it again, a title set in code
    // (Edit Player) too.
    #expect(
      try problems(
        "select \"Dave Brubeck\"\nopen PickRating\nexpect scene \"Edit Player\"\nopen Pick\n")
        == [
          "walk.rosterscript:4:6: error: no segue \"Pick\" from \"Edit Player\"; "
            + "segues here: PickGame, PickRating"
        ])
  }

  @Test func whatCannotBeKnownRaisesNoAlarm() throws {
    // A sourced script may run from anywhere; a line that fails changes nothing, so the next
    // is checked where the script was.
    #expect(
      try problems(
        "source part.rosterscript\nexpect error tap Done\n",
        sourced: ["part.rosterscript": "open PickGame\ntap Done\n"]) == [])
    #expect(
      try problems("open Nope\nopen AddPlayer\n").count == 1)
  }

  @Test func tabsAreTheTabBarsByTitleInAnyCaseOrByNumber() throws {
    #expect(try problems("tab games\ntab 1\ntab 2\n") == [])
    #expect(
      try problems("tab 3\n") == [
        "walk.rosterscript:1:5: error: no tab \"3\"; tabs: Players, Games"
      ])
  }

  @Test func titlesAClassSetsInCodeWithoutListingThemAreNotRefused() throws {
    // A class registered by a factory may title its scene anything.
    let registry = RatingsApp.makeRegistry()
    #expect(try problems("expect scene Nowhere\n", registry: registry).count == 1)
    registry.register("PlayersViewController") { PlayersLikeController(coder: $0) }
    #expect(try problems("expect scene Nowhere\n", registry: registry) == [])
  }

  /// The lines a run takes from the check (not reading them again) are each line as the run
  /// would read it: variables replaced, a blank or comment line without a command, a line
  /// that does not parse left to be read (and refused) when it runs.
  @Test func keptLinesAreTheLinesAsARunReadsThem() throws {
    let text =
      "#!/usr/bin/env -S roster --memory\n\nopen ${SEGUE}\r\n  # note\nselect 1\n"
      + "type \"Bench ${N}\"  # done\nfrobnicate\n"
    let variables = ["SEGUE": "AddPlayer", "N": "1"]
    var checker = ScriptChecker(variables: variables)
    let problems = checker.check("walk.rosterscript", text: text, sourcedFrom: [])
    #expect(problems.map(\.location.line) == [7])
    #expect(checker.lines == ScriptText.lines(text))
    #expect(checker.parsedLines.count == checker.lines.count)
    for (written, parsed) in zip(checker.lines, checker.parsedLines) {
      guard let line = try? ScriptVariables.expand(written, variables),
        let command = try? CommandParser.parse(line)
      else {
        #expect(parsed == nil || parsed?.command == nil, "\(written)")
        continue
      }
      #expect(parsed?.line == line, "\(written)")
      #expect(parsed?.command == command, "\(written)")
    }
    #expect(checker.parsedLines.compactMap { $0?.command }.count == 3)
    #expect(checker.parsedLines[2]?.line == "open AddPlayer")
    #expect(checker.parsedLines[6] == nil)
  }

  @Test func withoutStoryboardsOnlyLinesAreChecked() throws {
    let folder = try TemporaryDirectory(["walk.rosterscript": "open Nope\ntab Nope\n"])
    defer { folder.remove() }
    var checker = ScriptChecker()
    #expect(checker.check(folder.path + "/walk.rosterscript") == [])
  }
}

/// A controller registered by a factory: its titles are not known.
private final class PlayersLikeController: ViewController {}
