import Glibc
import RosterModel
import RosterSQLite
import RosterSupport
import Shell

/// `roster import FILE.csv|-`: adds (`--replace`: replaces) players from CSV, all or nothing,
/// or only says what it would do (`--dry-run`); every bad row in one pass, new games named
/// with a did-you-mean, a progress line on a terminal.
enum ImportCommand {
  /// Runs the import the options describe; the exit status.
  static func run(_ file: String, options: Options, console: Console) -> Int32 {
    // The input first: a missing file is refused before a store is opened (or created).
    let input: CSVInput
    do {
      input = try file == "-" ? CSVInput.standardInput() : CSVInput(file: file)
    } catch {
      console.error("roster: " + VisibleText.make(error.message))
      return 1
    }
    if file == "-", isatty(0) == 1 {
      console.error("roster: reading CSV from the terminal; end it with Ctrl-D")
    }
    let line = ProgressLine("import \(input.name)", console: console)
    // A store the import creates starts without the sample players: the file is the roster.
    // A dry run creates nothing: a missing store file is checked as the new store it would be.
    var options = options
    if options.dryRun, SessionLauncher(options: options).storeIsNew {
      options.memory = true
      options.store = nil
      options.replace = false
    }
    return RosterCommand.withStore(
      options, console: console, samplePlayers: false, beforeError: line.clear
    ) { store in
      let summary = try store.importCSV(
        from: input, options: CSVImportOptions(replace: options.replace, dryRun: options.dryRun),
        progress: line.isShown
          ? { line.update(rows: $0.rows, done: $0.bytesRead, total: $0.totalBytes) } : nil)
      line.clear()
      let hints = try typoHints(summary.createdGames, store: store)
      // One line: a line feed in a new game's name is shown, not obeyed (Console escapes it).
      console.line(report(summary, from: input.name, hints: hints))
      if !summary.dryRun {
        for (game, match) in zip(summary.createdGames, hints) {
          guard let match else { continue }
          console.error(
            "roster: warning: new game \(RosterStoreError.quoted(game)): did you mean "
              + "\(RosterStoreError.quoted(match))? (import --dry-run names new games first)")
        }
      }
    }
  }

  /// For each new game, the catalog game it may mistype (Roster's one suggestion policy), or nil.
  static func typoHints(_ created: [String], store: any RosterStoring) throws(RosterStoreError)
    -> [String?]
  {
    guard !created.isEmpty else { return [] }
    let new = Set(created.map { $0.lowercased() })
    let catalog = try store.games().map(\.name).filter { !new.contains($0.lowercased()) }
    return created.map { Suggestion.closest(to: $0, among: catalog) }
  }

  /// `imported 3 players; new games: "Go"`, `replaced the roster's 3 players with 1,000 from
  /// club.csv`, `would import …; nothing was changed`.
  static func report(_ summary: CSVImportSummary, from name: String, hints: [String?]) -> String {
    let players = count(summary.playerCount, "player")
    var text: String
    switch (summary.dryRun, summary.replacedCount > 0) {
    case (false, false): text = "imported \(players)"
    case (false, true):
      text =
        "replaced the roster's \(count(summary.replacedCount, "player")) with "
        + "\(NumberText.grouped(summary.playerCount)) from \(name)"
    case (true, false): text = "would import \(players) from \(name)"
    case (true, true):
      text =
        "would replace the roster's \(count(summary.replacedCount, "player")) with "
        + "\(NumberText.grouped(summary.playerCount)) from \(name)"
    }
    if !summary.createdGames.isEmpty {
      text += "; new " + (summary.createdGames.count == 1 ? "game: " : "games: ")
      // A real import warns of a likely typo on its own line; a dry run says it here.
      let shown = summary.dryRun ? hints : hints.map { _ in nil }
      text += zip(summary.createdGames, shown).map { game, hint in
        RosterStoreError.quoted(game)
          + (hint.map { " (did you mean \(RosterStoreError.quoted($0))?)" } ?? "")
      }.joined(separator: ", ")
    }
    if summary.alreadyPresent > 0 {
      // A backup imported into the roster it came from would otherwise double it silently.
      let verb = summary.alreadyPresent == 1 ? "is" : "are"
      text +=
        "; \(NumberText.grouped(summary.alreadyPresent)) of the names \(verb) already in the "
        + "roster (\(summary.dryRun ? "importing lists them" : "now listed") twice; "
        + "import --replace replaces the roster instead)"
    }
    if summary.dryRun { text += "; nothing was changed" }
    return text
  }

  /// `1 player`, `1,000 players`.
  static func count(_ number: Int, _ noun: String) -> String {
    NumberText.grouped(number) + " " + noun + (number == 1 ? "" : "s")
  }
}
