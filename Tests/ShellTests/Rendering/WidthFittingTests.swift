import LineEditing
import RatingsApp
import RosterCLI
import RosterSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite
@testable import Shell

/// Drawings ignored the terminal's width. At 40 columns every row of the
/// three-player table wrapped, a 200-character name broke the table at any width, and a long
/// typed name pushed the Game and Rating details right. Rows now fit the width, their columns
/// aligned, texts and details cut with `…` by display width.
@Suite struct WidthFittingTests {
  /// A shell on the Ratings app over `store`, drawing `width` columns wide.
  func shell(_ store: SQLiteRosterStore, width: Int?, style: DrawStyle = .plain) -> Shell {
    TerminalLocale.configure()
    var settings = Shell.Settings()
    settings.style = style
    settings.drawing = RatingsDrawing.hooks
    settings.width = width.map { .columns($0) } ?? .unlimited
    return Shell(
      session: try! RatingsApp.launch(store: store), console: .capturing(), settings: settings)
  }

  func lines(_ shell: Shell) -> [Substring] { shell.drawing().split(separator: "\n") }

  @Test func theThreePlayersFitFortyColumnsWithColumnsAligned() throws {
    let shell = shell(try SQLiteRosterStore.inMemory(), width: 40)
    let rows = lines(shell).filter { $0.hasSuffix("›") }
    #expect(
      rows == [
        "1  Bill Evans     Tic-Tac-Toe   ★★★★☆  ›",
        "2  Oscar Peters…  Spin the Bo…  ★★★★★  ›",
        "3  Dave Brubeck   Texas Hold’…  ★★☆☆☆  ›",
      ])
    for line in lines(shell) { #expect(DisplayWidth.of(String(line)) <= 40, "\(line)") }
    // Wide enough, nothing is cut.
    let wide = self.shell(try SQLiteRosterStore.inMemory(), width: 120)
    #expect(wide.drawing().contains("2  Oscar Peterson  Spin the Bottle      ★★★★★  ›"))
  }

  @Test func aLongNameIsCutToItsColumnAtAnyWidth() throws {
    let store = try SQLiteRosterStore.inMemory()
    try store.addPlayer(
      name: String(repeating: "Ray ", count: 50).trimmed, game: "Chess", rating: 2)
    for width in [40, 80, 200] {
      let drawn = lines(shell(store, width: width))
      let long = try #require(drawn.first { $0.hasPrefix("4  Ray") })
      let short = try #require(drawn.first { $0.hasPrefix("1  Bill") })
      #expect(long.contains("…"))
      #expect(DisplayWidth.of(String(long)) <= width, "\(width): \(long)")
      // The details start in one column on every row.
      #expect(
        long.firstRange(of: "  Chess")?.lowerBound.utf16Offset(in: long)
          == short.firstRange(of: "  Tic-Tac-Toe")?.lowerBound.utf16Offset(in: short))
    }
  }

  /// A wide terminal gave a long name no more than the 32-column limit (cut at ~33 columns on
  /// 250): the room the details do not need goes to the name.
  @Test func aWideTerminalShowsALongNameWhole() throws {
    let store = try SQLiteRosterStore.inMemory()
    let name = "Johann Sebastian Bach of Eisenach, Weimar, Köthen and Leipzig"
    try store.addPlayer(name: name, game: "Chess", rating: 2)
    let wide = lines(shell(store, width: 250))
    #expect(wide.contains { $0.hasPrefix("4  \(name)  ") })
    // Narrower, it is cut to what is left beside the details, not to 32 columns.
    let drawn = lines(shell(store, width: 80))
    let long = try #require(drawn.first { $0.hasPrefix("4  Johann") })
    #expect(long.contains("…"))
    #expect(DisplayWidth.of(String(long)) == 80 || long.hasSuffix("›"))
    #expect(long.hasPrefix("4  Johann Sebastian Bach of Eisenach"))
  }

  /// Wide and combining characters are cut whole and measured as they show.
  @Test func wideAndCombiningNamesAreCutByDisplayWidth() throws {
    let store = try SQLiteRosterStore.inMemory()
    try store.addPlayer(name: String(repeating: "日本", count: 20), game: "Chess", rating: 2)
    try store.addPlayer(name: String(repeating: "e\u{301}", count: 60), game: "Chess", rating: 2)
    let drawn = lines(shell(store, width: 40))
    for line in drawn { #expect(DisplayWidth.of(String(line)) <= 40, "\(line)") }
    let wide = try #require(drawn.first { $0.hasPrefix("4  ") })
    let combining = try #require(drawn.first { $0.hasPrefix("5  ") })
    let columnOfChess = { (line: Substring) in
      DisplayWidth.of(String(line[..<line.firstRange(of: "  Chess")!.lowerBound]))
    }
    #expect(columnOfChess(wide) == columnOfChess(combining))
    #expect(combining.contains("e\u{301}…"))
  }

  @Test func aLongTypedNameNoLongerPushesTheDetailsRight() throws {
    let shell = shell(try SQLiteRosterStore.inMemory(), width: 80)
    #expect(shell.run(line: "open AddPlayer") == .ok)
    let before = lines(shell).filter { $0.hasPrefix("2  ") || $0.hasPrefix("3  ") }
    #expect(before == ["2  Game    Chess  ›", "3  Rating  ★☆☆☆☆  ›"])
    #expect(shell.run(line: "type " + String(repeating: "Raymond ", count: 20)) == .ok)
    let drawn = lines(shell)
    #expect(drawn.filter { $0.hasPrefix("2  ") || $0.hasPrefix("3  ") } == before)
    // The field keeps its end, where the cursor is.
    let field = try #require(drawn.first { $0.hasPrefix("1  [") })
    #expect(field.hasPrefix("1  […") && field.hasSuffix("Raymond▏]"))
    #expect(DisplayWidth.of(String(field)) <= 80)
  }

  /// Lines without columns (bars, the window line) are cut too, colour codes taking no room.
  @Test func everyLineFitsInColourAndASCII() throws {
    let store = try SQLiteRosterStore.inMemory()
    try store.addPlayer(name: String(repeating: "x", count: 200), game: "Chess", rating: 2)
    for style in [DrawStyle(unicode: true, color: true), .ascii] {
      let shell = shell(store, width: 24, style: style)
      for line in lines(shell) {
        #expect(DisplayWidth.ofStyled(String(line)) <= 24, "\(line)")
      }
    }
  }

  @Test func theWindowLineGroupsThousands() {
    #expect(NumberText.grouped(3) == "3")
    #expect(NumberText.grouped(1_000) == "1,000")
    #expect(NumberText.grouped(1_000_003) == "1,000,003")
    #expect(NumberText.grouped(999_999) == "999,999")
  }
}

extension String {
  fileprivate var trimmed: String {
    String(self.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
