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

  @Test func withoutStoryboardsOnlyLinesAreChecked() throws {
    let folder = try TemporaryDirectory(["walk.rosterscript": "open Nope\ntab Nope\n"])
    defer { folder.remove() }
    var checker = ScriptChecker()
    #expect(checker.check(folder.path + "/walk.rosterscript") == [])
  }
}

/// A controller registered by a factory: its titles are not known.
private final class PlayersLikeController: ViewController {}
