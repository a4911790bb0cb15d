import Storyboard
import Testing

@testable import Navigation

/// A million rows answered by index, with lookups by text that never scan.
final class MillionViewController: ViewController {
  var cellsMade = 0
  let count = 1_000_000

  func name(_ row: Int) -> String { "Player \(row + 1)" }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    cellsMade += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row")
    cell.textLabel?.text = name(indexPath.row)
    if indexPath.row == expandedRow {
      cell.expandedView = outlet("notesView", as: View.self)
    }
    return cell
  }

  var expandedRow: Int?

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    expandedRow = expandedRow == indexPath.row ? nil : indexPath.row
  }

  override func rowIndex(forText text: String) -> IndexPath? {
    guard text.hasPrefix("Player "), let number = Int(text.dropFirst(7)), number >= 1,
      number <= count
    else { return nil }
    return IndexPath(row: number - 1, section: 0)
  }

  override func rowTexts(withPrefix prefix: String, limit: Int) -> [String] {
    (0..<min(limit, 3)).map { name($0) }.filter { $0.hasPrefix(prefix) }
  }
}

/// A few rows, some sharing a text, answered by the default lookups (cell by cell).
final class NamesViewController: ViewController {
  static let names = ["Ann", "ann", "Bob", "ann"] + Array(repeating: "Zed", count: 7)

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    Self.names.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row")
    cell.textLabel?.text = Self.names[indexPath.row]
    return cell
  }
}

@Suite struct TableTests {
  static let document = makeDocument(customClass: "MillionViewController")

  static func makeDocument(customClass: String) -> StoryboardDocument {
    StoryboardDocument(
      name: "Big", initialViewControllerID: "big",
      scenes: [
        Scene(
          sceneID: "s",
          controller: ControllerSpec(
            id: "big", kind: .tableViewController, customClass: customClass,
            navigationItem: NavigationItemSpec(title: "Everyone", line: 1),
            tableView: TableViewSpec(
              id: "t", dataMode: .prototypes,
              prototypes: [CellSpec(id: "p", reuseIdentifier: "Row", style: .basic, line: 2)],
              line: 2),
            outlets: [OutletSpec(property: "notesView", destination: "dock", line: 3)],
            elements: [
              "dock": .view(
                ViewSpec(
                  id: "dock", labels: [LabelSpec(id: "l", text: "Plays chess", line: 4)], line: 4))
            ], line: 1),
          dockViews: [
            ViewSpec(
              id: "dock", labels: [LabelSpec(id: "l", text: "Plays chess", line: 4)], line: 4)
          ], line: 1)
      ])
  }

  func makeSession() throws -> Session {
    let registry = ControllerRegistry()
    registry.register(MillionViewController.self)
    return try Session(
      storyboards: StoryboardCatalog(documents: [Self.document]), document: Self.document,
      registry: registry)
  }

  @Test func bigTablesAreNeverMaterialised() throws {
    let session = try makeSession()
    let controller = try #require(session.visibleController as? MillionViewController)
    let snapshot = session.snapshot(rows: 999_990..<1_000_010)
    #expect(snapshot.totalRowCount == 1_000_000)
    #expect(snapshot.rows.count == 10)
    #expect(snapshot.rows.first?.number == 999_991)
    #expect(snapshot.rows.last?.text == "Player 1000000")
    _ = try session.select(row: .text("Player 500000"))
    _ = try session.select(row: .number(999_999))
    #expect(session.rowTexts(withPrefix: "Player", limit: 2) == ["Player 1", "Player 2"])
    #expect(controller.cellsMade < 100)
  }

  /// A text several rows show was taken as the first of them. The default lookup
  /// finds every row with exactly the text (else with it in any case) and the session refuses
  /// to guess, listing at most five numbers.
  @Test func aTextSeveralRowsShowIsRefusedWithTheirNumbers() throws {
    let registry = ControllerRegistry()
    registry.register(NamesViewController.self)
    let document = Self.makeDocument(customClass: "NamesViewController")
    let session = try Session(
      storyboards: StoryboardCatalog(documents: [document]), document: document,
      registry: registry)
    func refusal(_ text: String) -> String? {
      do {
        _ = try session.select(row: .text(text))
        return nil
      } catch {
        return error.description
      }
    }
    #expect(
      refusal("ann")
        == "2 rows are named \"ann\" in \"Everyone\" (rows 2, 4); say which: select 2")
    #expect(
      refusal("ANN")
        == "3 rows are named \"ANN\" in \"Everyone\" (rows 1, 2, 4); say which: select 1")
    #expect(
      refusal("Zed")
        == "more than 5 rows are named \"Zed\" in \"Everyone\" (rows 5, 6, 7, 8, 9, …); "
        + "say which: select 5")
    #expect(refusal("Ann") == nil)
    #expect(refusal("bob") == nil)
  }

  @Test func selectingExpandsTheDockView() throws {
    let session = try makeSession()
    _ = try session.select(row: .number(2))
    var rows = session.snapshot(rows: 0..<3).rows
    #expect(rows[1].expandedLines == ["Plays chess"])
    #expect(rows[0].expandedLines.isEmpty)
    _ = try session.select(row: .number(2))
    rows = session.snapshot(rows: 0..<3).rows
    #expect(rows[1].expandedLines.isEmpty)
  }

  @Test func completionSourcesAndWhere() throws {
    let registry = ControllerRegistry()
    registry.register(PlayersViewController.self)
    var launched: ViewController?
    let session = try Session(
      storyboards: StoryboardCatalog(documents: [Fixtures.ratings]), document: Fixtures.ratings,
      registry: registry
    ) { window in
      launched = window.rootViewController
    }
    #expect(launched is TabBarController)
    launched = nil
    #expect(session.segueIdentifiers == ["AddPlayer", "EditPlayer"])
    #expect(session.fireableSegues.map(\.destinationTitle) == ["Add Player", "Add Player"])
    #expect(throws: NavigationError.self) { try session.open(segue: "Add Player") }
    #expect(session.barButtonTitles == ["+"])
    #expect(session.tabTitles == ["Players", "Games"])
    #expect(session.rowTexts(withPrefix: "o", limit: 5) == ["Oscar Peterson"])
    #expect(
      session.hierarchyDescription == """
        window: UITabBarController
          selected tab "Players": UINavigationController
            1. "Players" (PlayersViewController) *
          tab "Games": not loaded
        """)
  }
}
