import Foundation
import RosterSupport
import RosterTestSupport
import Testing

/// `ROSTER_STORE` names the store when neither `--store` nor `--memory` does.
@Suite struct RosterStoreVariableTests {
  /// A fresh folder for one test, removed at the end.
  private func makeFolder() throws -> String {
    let folder = NSTemporaryDirectory() + "roster-store-variable-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func theVariableNamesTheStoreInsteadOfTheDefault() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let named = folder + "/club.sqlite"
    let run = try runRoster(
      ["export"], directory: folder, environment: ["ROSTER_STORE": named])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("created new roster \(named)"))
    #expect(FileSystem.exists(named))
    #expect(!FileSystem.exists(folder + "/data/roster/roster.sqlite"))
  }

  @Test func theStoreOptionAndMemoryWinOverTheVariable() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let named = folder + "/club.sqlite"
    let chosen = folder + "/chosen.sqlite"
    let withOption = try runRoster(
      ["--store", chosen, "export"], directory: folder, environment: ["ROSTER_STORE": named])
    #expect(withOption.status == 0, "\(withOption.stderr)")
    #expect(FileSystem.exists(chosen))
    // --memory and the variable do not "exclude each other" as --memory and --store do.
    let inMemory = try runRoster(
      ["--memory", "export"], directory: folder, environment: ["ROSTER_STORE": named])
    #expect(inMemory.status == 0, "\(inMemory.stderr)")
    #expect(inMemory.stdout.hasPrefix("name,game,rating"))
    #expect(!FileSystem.exists(named))
  }

  @Test func anEmptyVariableIsTheDefault() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try runRoster(["export"], directory: folder, environment: ["ROSTER_STORE": ""])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(FileSystem.exists(folder + "/data/roster/roster.sqlite"))
  }

  /// The folder of a named store is not made up: a typo must not start a roster elsewhere.
  @Test func aMissingFolderIsAnErrorNamingIt() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let named = folder + "/no-such-folder/club.sqlite"
    let run = try runRoster(
      ["export"], directory: folder, environment: ["ROSTER_STORE": named])
    #expect(run.status != 0)
    #expect(run.stderr.contains("no-such-folder"))
    #expect(!FileSystem.exists(folder + "/data/roster/roster.sqlite"))
  }
}
