import Navigation
import RatingsApp
import RosterModel
import RosterSQLite
import Storyboard
import Testing

/// `roster explore` reports only what is true of the app: segues only app code fires are no
/// user's moves, controls sharing a name are tapped one by one, and text fields do not
/// multiply the states (a real form of twenty fields never finished).
@Suite struct ExploreTruthTests {
  /// A manual segue fired ten times was reported as an unbounded stack, and a prototype
  /// cell's segue fired with no row; both are app code's to fire, so what they alone cause is
  /// no finding. The full-screen Login is
  /// left by a manual unwind: its code may perform it, so it is no dead end either.
  @Test func seguesOnlyCodeFiresAreLeftToAppCode() throws {
    let (status, explored) = try ExploreTests.exploreJSON([
      "--storyboard", ExploreTests.fixture("ManualSegues"),
    ])
    #expect(status == 0)
    #expect((explored["findings"] as? [Any])?.isEmpty == true)
    // They are still followed, to reach what app code shows: every segue is reached.
    let coverage = try #require(explored["coverage"] as? [String: Any])
    #expect((coverage["segues"] as? [String: Int]) == ["reached": 5, "total": 5])
    let left = try #require(explored["leftToAppCode"] as? [String])
    #expect(
      left == [
        "segue \"OpenFolder\" from \"Folders\" fires from the prototype cell \"FolderCell\", "
          + "whose rows FoldersViewController makes in code, which Roster does not run",
        "segue \"AddFolder\" from \"Folders\" is a manual segue: FoldersViewController may "
          + "perform it in code, which Roster does not run",
        "segue \"ShowLogin\" from \"Folders\" is a manual segue: FoldersViewController may "
          + "perform it in code, which Roster does not run",
        "segue \"LoggedIn\" from \"Login\" is a manual segue: LoginViewController may perform "
          + "it in code, which Roster does not run",
      ])
  }

  /// A bar button and a button both titled Go, and two image-only buttons showing the same
  /// image: `tap Go` is refused as ambiguous, which explore reported as a defect. Each is
  /// tapped by its storyboard id instead, and every segue is reached.
  @Test func controlsSharingANameAreTappedByTheirIDs() throws {
    let (status, explored) = try ExploreTests.exploreJSON([
      "--storyboard", ExploreTests.fixture("SameTitles"),
    ])
    #expect(status == 0)
    #expect((explored["findings"] as? [Any])?.isEmpty == true)
    let coverage = try #require(explored["coverage"] as? [String: Any])
    #expect((coverage["segues"] as? [String: Int]) == ["reached": 4, "total": 4])
  }

  /// Six text fields whose content changes nothing that can be done: every combination of
  /// filled and empty fields was a state (512); now a field is typed into only where that
  /// changes the moves.
  @Test func textFieldsDoNotMultiplyTheStates() throws {
    let (status, explored) = try ExploreTests.exploreJSON([
      "--storyboard", ExploreTests.fixture("SignUpForm"),
    ])
    #expect(status == 0)
    #expect(explored["states"] as? Int == 2)
    let coverage = try #require(explored["coverage"] as? [String: Any])
    #expect((coverage["scenes"] as? [String: Int]) == ["reached": 3, "total": 3])
  }

  /// Where typing does change the moves (the Ratings app's Done, enabled by its code once a
  /// name is typed), explore still types, and so still taps Add Player's Done.
  @Test func typingThatEnablesAButtonIsStillExplored() throws {
    let catalog = RatingsApp.makeCatalog()
    let launch = { () throws(NavigationError) -> Session in
      do {
        return try RatingsApp.launch(store: try SQLiteRosterStore.inMemory(), catalog: catalog)
      } catch let error as NavigationError {
        throw error
      } catch {
        throw NavigationError("\(error)")
      }
    }
    let result = try Explorer(bounds: ExploreBounds(maxStates: 300), launch: launch).run()
    let done = StoryboardItem(.button, storyboard: "embedded:Main", id: "Dne-bt-7hj")
    #expect(result.exercised.contains(done))
  }
}
