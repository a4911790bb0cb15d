import RosterSupport
import RosterTestSupport
import Testing

@testable import Shell

/// Recordings that replay on other data: a row typed by number is written by its text (by number
/// only when its text is shared or empty), what a move changed in a table is checked by content
/// rather than by a row count, and a recording made on a store names it in its header.
@Suite struct RecordingContentTests {
  @Test func rowsAreRecordedByTextAndCheckedByContent() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let session = try runRoster(
      ["--memory"],
      stdin: "record walk.rosterscript\ndelete 2\nselect 1\nselect 3\nselect 2\ntap Done\n"
        + "record off\n",
      directory: folder.path)
    #expect(session.status == 0, "\(session)")
    let recorded = try folder.read("walk.rosterscript")
    #expect(
      recorded.hasSuffix(
        """
        expect stack Players
        expect scene Players
        delete "Oscar Peterson"
        expect scene Players
        expect no text "Oscar Peterson"
        select "Bill Evans"
        expect scene "Edit Player"
        select Rating
        expect scene "Choose Rating"
        select ★★
        expect scene "Edit Player"
        expect row Rating detail ★★☆☆☆
        tap Done
        expect scene Players
        expect row "Bill Evans" detail Tic-Tac-Toe rating 2

        """), "\(recorded)")
    #expect(!recorded.contains("expect rows"))
    #expect(
      recorded.hasPrefix(
        "#!/usr/bin/env -S roster --memory\n# Recorded by roster \(RosterVersion.current); "
          + "replay with: roster --memory walk.rosterscript\nexpect stack"))
    let replay = try runRoster(["--memory", "walk.rosterscript"], directory: folder.path)
    #expect(replay.status == 0, "\(replay)")
  }

  @Test func aSharedTextIsRecordedByNumberAndTheStoreIsNamed() throws {
    let folder = try TemporaryDirectory([
      "players.csv": "name,game,rating\nRay,Chess,3\nRay,Go,2\nZed,Chess,1\n"
    ])
    defer { folder.remove() }
    #expect(
      try runRoster(["init", "--empty", "--store", "club.sqlite"], directory: folder.path)
        .status == 0)
    #expect(
      try runRoster(["--store", "club.sqlite", "import", "players.csv"], directory: folder.path)
        .status == 0)
    let session = try runRoster(
      ["--store", "club.sqlite"],
      stdin: "record walk.rosterscript\ndelete 3\nselect 2\nrecord off\n",
      directory: folder.path)
    #expect(session.status == 0, "\(session)")
    let recorded = try folder.read("walk.rosterscript")
    #expect(
      recorded.contains(
        "\n# Recorded on the store club.sqlite, not --memory: its players may differ from the "
          + "sample players a replay starts with\n"), "\(recorded)")
    #expect(recorded.contains("\ndelete Zed\nexpect scene Players\nexpect no text Zed\n"))
    // Two players are named Ray: the second is named by its place.
    #expect(recorded.hasSuffix("\nselect 2\nexpect scene \"Edit Player\"\n"), "\(recorded)")
  }
}
