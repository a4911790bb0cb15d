import RosterCLI
import RosterModel
import RosterSQLite
import Testing

@testable import Shell

/// The store, the runtime and the command line each had a "did you mean" of their
/// own, and the same typo got different answers. They share `Suggestion` now: the same input
/// gets the same answer wherever it is typed (a game name, a segue id, an option).
@Suite struct SuggestionPolicyTests {
  /// The store's suggestion for an unknown game `name`, in a catalog that also holds
  /// PickGame and PickRating (the names of the player details scene's segues).
  private func storeSuggestion(_ name: String) throws -> String? {
    let store = try SQLiteRosterStore.inMemory()
    _ = try store.addGame("PickGame")
    _ = try store.addGame("PickRating")
    do {
      _ = try store.addPlayer(name: "Ray", game: name, rating: 1)
      return "added"
    } catch RosterStoreError.unknownGame(_, let suggestion) {
      return suggestion
    }
  }

  /// The runtime's error for `open SEGUE` in the player details scene (segues PickGame and
  /// PickRating).
  private func segueError(_ segue: String) throws -> String {
    let shell = try Fixtures.shell()
    #expect(shell.run(line: "select 1") == .ok)
    #expect(shell.session.segueIdentifiers.sorted() == ["PickGame", "PickRating"])
    #expect(shell.run(line: "open " + segue) == .failed)
    return shell.console.capturedErr
  }

  @Test func aPrefixOfSeveralNamesSuggestsNone() throws {
    #expect(try storeSuggestion("Pick") == nil)
    #expect(!(try segueError("Pick")).contains("did you mean"))
    let option = #expect(throws: UsageError.self) {
      try OptionsParser.parse(["--sto=x"], fileExists: { _ in false })
    }
    #expect(option?.message == "unknown option --sto; see roster --help")
  }

  @Test func threeExtraLettersAreStillATypo() throws {
    #expect(try storeSuggestion("PickGamexyz") == "PickGame")
    #expect(try segueError("PickGamexyz").contains("did you mean \"PickGame\"?"))
    let option = #expect(throws: UsageError.self) {
      try OptionsParser.parse(["--storexyz"], fileExists: { _ in false })
    }
    #expect(option?.message == "unknown option --storexyz; did you mean --store?")
  }

  @Test func twoLettersAllowOneEdit() throws {
    let store = try SQLiteRosterStore.inMemory()
    _ = try store.addGame("Go")
    #expect(throws: RosterStoreError.unknownGame("Xy", suggestion: nil)) {
      try store.addPlayer(name: "Ray", game: "Xy", rating: 1)
    }
    #expect(!(try segueError("Py")).contains("did you mean"))
  }
}
