import LineEditing
import Navigation
import RosterSupport
import Storyboard

/// The Roster shell: runs command lines (typed, piped or from scripts) against a session,
/// draws scenes, checks assertions, records, and reports errors that change nothing.
package final class Shell {
  /// The most of a completion candidate `complete` prints: names Roster stores are at most
  /// 200 characters (`NameRule`), so only text another program wrote is cut.
  static let candidateLimit = 200
  /// How lines run and output looks.
  package struct Settings: Sendable {
    /// A person is typing: draw after every move; errors without file positions.
    package var interactive = false
    package var style = DrawStyle.plain
    /// Print each script command (after the breadcrumb prompt) before its output.
    package var echo = false
    /// Run on after a failed line instead of stopping the script.
    package var keepGoing = false
    /// Print trace events as they happen.
    package var trace = false
    /// How the app draws its images (the composition root supplies the Ratings app's stars).
    package var drawing = DrawingHooks.none
    /// How wide drawings are.
    package var width = Width.unlimited
    /// What `${NAME}` stands for in script lines (`--var`).
    package var variables: [String: String] = [:]
    /// `expect screen` writes a missing snapshot and rewrites one that differs, instead of
    /// failing (`--update-snapshots`).
    package var updateSnapshots = false

    package init() {}
  }

  /// How wide drawings may be.
  package enum Width: Sendable, Equatable {
    /// Rows as wide as they are (tests of the API).
    case unlimited
    case columns(Int)
    /// The terminal's width, asked before each drawing (`TerminalSize`): `COLUMNS`, else the
    /// terminal's size, else 80 columns when output is not a terminal.
    case terminal

    /// The columns a drawing may take now.
    var columns: Int? {
      switch self {
      case .unlimited: return nil
      case .columns(let columns): return columns
      case .terminal: return TerminalSize.columns()
      }
    }
  }

  package let console: Console
  package var settings: Settings
  package let session: Session
  /// The persistent history (interactive shells only).
  package var history: CommandHistory?
  /// Whether typed lines go into `history`'s file (false once it could not be read or written).
  package var savesHistory = true
  /// The storyboards the session reaches, for `graph`.
  package var catalog: StoryboardCatalog?

  var recorder: Recorder?
  /// The rows of each table last seen while recording, what a move's checks compare with.
  var recordedTables: [RecordedRowsKey: [RecordedRow]] = [:]
  /// Each successful move since launch as a recording would write it (nil once there were too
  /// many), so a recording started away from the launch scene can begin with how it got there.
  var movesSinceLaunch: [RememberedMove]? = []
  /// The store file the session has open (nil: in memory, or no store): `record` never writes
  /// into it or its `-wal`/`-shm`.
  package var storePath: String?
  /// How the store the session has open is named (a file, or a server's URL without secrets);
  /// nil in memory or without one. A recording's header names it.
  package var storeName: String?
  /// Set by `quit` (also inside a script): stop reading lines.
  package var quitRequested = false
  /// Events of the last move (what `events` prints and `expect event` searches).
  var lastEvents: [TraceEvent] = []
  /// Whether the shell said that `type` adds to what a field holds (said once, interactively).
  private var typeAddsNoted = false
  /// The text `find` looked for last and the row (0-based) it found, where `find` goes on.
  var lastFind: (scene: ObjectIdentifier, text: String, offset: Int)?
  /// The last drawing, what it was drawn from and its rows (see `drawing`).
  private var lastDrawing: (key: DrawingKey, text: String, rows: [SceneSnapshot.Row])?
  /// The rows last shown of the visible scene, what typed row numbers mean; forgotten at each
  /// move that succeeds (a person typing sees the scene drawn again after it).
  var drawnRows: DrawnRows?
  /// Identities of the scripts being run, outermost first (for relative paths and cycles).
  var scriptStack: [String] = []
  /// How scripts are named in messages, parallel to `scriptStack`.
  var scriptNames: [String] = []
  /// Asked before each line of a script: true stops every script being run (the interactive
  /// shell answers whether Ctrl-C was pressed, so a long `source` can be stopped).
  package var interruption: () -> Bool = { false }
  /// Where the line being run is (nil: typed or piped).
  var currentLocation: SourceLocation?
  /// The `source` lines that led to the script being run, outermost first.
  var sourcedFrom: [SourceLocation] = []
  /// Set when a script was interrupted, so the scripts that sourced it stop too.
  var scriptsInterrupted = false
  /// Assertions and failures of the lines run so far (the script runner's per-file line).
  package var tally = ScriptTally()

  package init(session: Session, console: Console, settings: Settings = Settings()) {
    self.session = session
    self.console = console
    self.settings = settings
    if settings.trace { printEvents(session.events) }
  }

  var renderer: SceneRenderer {
    SceneRenderer(style: settings.style, hooks: settings.drawing, width: settings.width.columns)
  }

  /// The first row drawn (0-based) of the visible table: kept with the table, so after Done or
  /// `back` the list shows the rows it showed before.
  var windowStart: Int {
    get { session.visibleController.tableView?.firstDrawnRow ?? 0 }
    set { session.visibleController.tableView?.firstDrawnRow = newValue }
  }

  /// The breadcrumb prompt, e.g. `Players › Add Player> `.
  package var prompt: String { renderer.prompt(session.breadcrumb) }

  /// The visible scene with the current window of rows; a window left past the end (rows
  /// deleted since) moves back to the last page.
  func snapshot() -> SceneSnapshot {
    if windowStart > 0 {
      let total = session.snapshot(rows: 0..<0).totalRowCount
      if windowStart >= total {
        windowStart = max(0, total - 1) / SceneRenderer.pageSize * SceneRenderer.pageSize
      }
    }
    return session.snapshot(rows: windowStart..<(windowStart + SceneRenderer.pageSize))
  }

  /// The visible scene as drawn now. The last drawing is reused while nothing it shows can
  /// have changed: the same session generation (no move since), row window, style, and the
  /// visible controller's `contentVersion` (scenes without one are always drawn afresh).
  package func drawing(style: DrawStyle? = nil) -> String {
    render(style: style ?? settings.style).text
  }

  /// Draws the visible scene for the user to see: the drawing, whose rows are remembered as
  /// what row numbers typed next refer to.
  package func draw() -> String {
    let (text, rows) = render(style: settings.style)
    remember(rows)
    return text
  }

  /// Remembers `rows` of the visible scene, drawn in the current row window, as shown.
  func remember(_ rows: [SceneSnapshot.Row]) {
    let scene = ObjectIdentifier(session.visibleController)
    if drawnRows?.scene != scene { drawnRows = DrawnRows(scene: scene) }
    drawnRows?.remember(rows, numbers: (windowStart + 1)...(windowStart + SceneRenderer.pageSize))
  }

  /// The row a typed number names in the last drawing of the visible scene, if it was drawn.
  func drawnRow(_ reference: RowReference) -> DrawnRow? {
    guard case .number(let number) = reference, let drawnRows,
      drawnRows.scene == ObjectIdentifier(session.visibleController)
    else { return nil }
    return drawnRows.rows[number]
  }

  /// The drawing of the visible scene in `style`, and its rows.
  private func render(style: DrawStyle) -> (text: String, rows: [SceneSnapshot.Row]) {
    let visible = session.visibleController
    // Asked each time: the window may have been resized since the last drawing.
    let renderer = SceneRenderer(
      style: style, hooks: settings.drawing, width: settings.width.columns)
    guard let content = visible.contentVersion else {
      lastDrawing = nil
      let scene = snapshot()
      return (renderer.render(scene), scene.rows)
    }
    let key = DrawingKey(
      scene: ObjectIdentifier(visible), generation: session.generation,
      windowStart: windowStart, style: style, width: renderer.width, content: content)
    if let lastDrawing, lastDrawing.key == key { return (lastDrawing.text, lastDrawing.rows) }
    let scene = snapshot()
    let text = renderer.render(scene)
    // Kept only when the content did not move while drawing and shows no failure (a failure
    // may be gone next time).
    let kept = scene.message == nil && visible.contentVersion == content
    lastDrawing = kept ? (key, text, scene.rows) : nil
    return (text, scene.rows)
  }

  /// What a drawing depends on besides the controllers' state.
  struct DrawingKey: Equatable {
    var scene: ObjectIdentifier
    var generation: Int
    var windowStart: Int
    var style: DrawStyle
    var width: Int?
    var content: [Int64]
  }

  // MARK: - Running lines

  /// Parses and runs one line; failures are reported (at `location` in a script) and change
  /// nothing.
  @discardableResult
  package func run(
    line typed: String, at location: SourceLocation? = nil, parsed: ParsedLine? = nil
  ) -> LineOutcome {
    var line = parsed?.line ?? typed
    // --echo shows every line that does something, a line that does not parse too.
    let echo = { [self] in
      if settings.echo, location != nil { console.line(styled: prompt + VisibleText.make(line)) }
    }
    let command: Command
    do throws(ShellError) {
      // Typed at the prompt, a comment after a command is refused rather than dropped: the
      // words after `#` are more likely text than a note (`type Ray #1 fan`).
      if settings.interactive, location == nil,
        let column = Tokenizer.trailingCommentColumn(in: line)
      {
        throw Self.droppedComment(in: line, at: column)
      }
      if let parsed {
        // Read already, by the check before a script runs.
        guard let read = parsed.command else { return .ok }
        command = read
      } else {
        // A script's `${NAME}` are replaced before the line is read (`--var`).
        if location != nil { line = try ScriptVariables.expand(line, settings.variables) }
        guard let read = try CommandParser.parse(line) else { return .ok }
        command = read
      }
    } catch {
      echo()
      report(contextualHint(for: error, in: line), line: line, at: location, drawScene: false)
      tally.failedLines += 1
      return .failed
    }
    echo()
    var isAssertion = false
    if case .expect = command {
      isAssertion = true
      tally.assertions += 1
    }
    currentLocation = location
    // One turn a command, its redraw and its report included: the store may read once.
    session.beginTurn()
    defer { session.endTurn() }
    do {
      try execute(command, line: line)
    } catch {
      // A `source` whose script failed was counted, and reported, at the failing line.
      if !error.alreadyReported {
        tally.failedLines += 1
        if isAssertion { tally.failedAssertions += 1 }
        var located = error
        if located.column == nil { located.column = Self.argumentColumn(of: line, command) }
        report(located, line: line, at: location, drawScene: true)
      }
      // A script's report drew the scene; a person typing sees it drawn again here.
      if error.drawingIsStale, location == nil { console.line(styled: draw()) }
      return .failed
    }
    if command == .quit { return .quit }
    return .ok
  }

  /// Runs `command` (already parsed from `line`).
  package func execute(_ command: Command, line: String) throws(ShellError) {
    switch command {
    case .move(let interaction):
      try move(interaction)
    case .show(let from):
      if let from {
        let total = session.snapshot(rows: 0..<0).totalRowCount
        guard from <= max(total, 1) else {
          var error = ShellError(
            "no row \(from); this scene has \(total) rows; show 1 starts at the top")
          error.namesNothing = true
          throw error
        }
        windowStart = from - 1
      }
      console.line(styled: draw())
    case .more:
      let total = session.snapshot(rows: 0..<0).totalRowCount
      let next = windowStart + SceneRenderer.pageSize
      guard next < total else {
        throw ShellError(
          total == 0
            ? "no rows to scroll; this scene has no table rows"
            : "no more rows: row \(total) is the last; show 1 goes back to the top")
      }
      windowStart = next
      console.line(styled: draw())
    case .find(let text):
      try find(text)
    case .hierarchy: console.line(session.hierarchyDescription(showing: { VisibleText.make($0) }))
    case .scenes: console.line(scenesText())
    case .segues: console.line(seguesText())
    case .trace(let on):
      settings.trace = on
      try record(command, checks: [])
      // Said to a person, as `expect` says ok; scripts stay quiet.
      if settings.interactive {
        console.line(
          on
            ? "trace on: lifecycle and delegate calls are printed as they happen (trace off stops)"
            : "trace off")
      }
    case .events:
      if lastEvents.isEmpty {
        console.line("(no events)")
      } else {
        for event in lastEvents { console.line(VisibleText.make(event.description)) }
      }
    case .expect(let assertion):
      try check(assertion)
      try record(command, checks: [])
      // Silence would leave a person wondering; scripts stay quiet.
      if settings.interactive { console.line(styled: settings.style.tint("ok", .green)) }
    case .complete(let text):
      let completion = completer.completion(for: text)
      // A candidate past what Roster stores (a name another program wrote, megabytes long)
      // is cut as errors cut quoted text, not printed whole.
      for candidate in completion.words {
        console.line(VisibleText.make(EchoedText.cut(candidate, limit: Self.candidateLimit)))
      }
      if let note = completion.omittedNote { console.line(note) }
    case .record(let path, let mode):
      try startRecording(path, mode: mode)
    case .graph:
      console.out(graphText())
    case .source(let path):
      try source(path)
    case .history:
      let entries = history?.entries ?? []
      let width = String(entries.count).count
      for (index, entry) in entries.enumerated() {
        let number = String(index + 1)
        console.line(
          String(repeating: " ", count: width - number.count + 2) + number + "  "
            + VisibleText.make(entry))
      }
    case .help(let name):
      if let name {
        console.line(HelpText.detail(for: name, width: settings.width.columns))
      } else {
        console.line(HelpText.overview(source: self, width: settings.width.columns))
      }
    case .quit:
      break
    }
  }

  /// Performs a move on the session; on success records it, traces it and (interactively)
  /// draws the scene.
  private func move(_ interaction: Interaction) throws(ShellError) {
    // As a recording writes it, read before the move changes the rows (without a recording,
    // what only a later one needs is asked when it starts).
    let remembered =
      recorder == nil
      ? rememberedForm(of: interaction)
      : RememberedMove(command: .move(recordedForm(of: interaction)))
    let recorded = remembered.command
    // `type` adds after what the field holds: a person who expected it to replace the text is
    // told once, the first time the field already held some.
    var heldText = ""
    if settings.interactive, !typeAddsNoted, case .type = interaction {
      heldText = session.snapshot(rows: 0..<0).focusedField?.text ?? ""
    }
    let change: NavigationChange
    do {
      change = try interaction.perform(
        on: session, drawn: interaction.row.flatMap { drawnRow($0) })
    } catch {
      throw ShellError(refusal: error)
    }
    drawnRows = nil
    lastEvents = change.events
    if settings.trace { printEvents(change.events) }
    // A destructive command (and its undo) says what it did, in scripts too: `deleted "Zed"
    // (was row 4)`, `undid the delete of "Zed"`.
    var destructive = false
    if case .delete = interaction { destructive = true }
    if case .undo = interaction { destructive = true }
    if change.kind == .vetoed || destructive {
      console.line(VisibleText.make(change.summary))
    }
    if !heldText.isEmpty {
      typeAddsNoted = true
      console.line(
        styled: settings.style.tint(
          "typed after \(VisibleText.quoted(heldText)): type adds to what the field holds; "
            + "clear empties it first", .dim))
    }
    rememberMove(remembered)
    // The list keeps its rows; a row added out of sight is said, with how to see it.
    let window = windowStart..<(windowStart + SceneRenderer.pageSize)
    for offset in session.takeInsertedRows() where settings.interactive && !window.contains(offset)
    {
      let text = row(numbered: offset + 1).map { " \"" + VisibleText.make($0.text) + "\"" } ?? ""
      console.line(
        styled: settings.style.tint(
          EchoedText.shortened("new row \(NumberText.grouped(offset + 1))\(text) ")
            + "\(settings.style.bullet) show \(offset + 1) to see it", .dim))
    }
    if settings.interactive { console.line(styled: draw()) }
    try record(recorded, checks: arrivalChecks(after: recorded))
  }

  private func printEvents(_ events: [TraceEvent]) {
    for event in events {
      console.line(styled: settings.style.tint(VisibleText.make(event.description), .dim))
    }
  }

  // MARK: - Reporting

  /// One error: `FILE:LINE:COL: error: …` in a script, `error: …` interactively; then
  /// expected and actual, then (in scripts) the scene as drawn now.
  private func report(
    _ error: ShellError, line: String, at location: SourceLocation?, drawScene: Bool
  ) {
    var lines: [String] = []
    // The message and the line quote what was typed or read: control characters in them are
    // shown, not sent to the terminal (a name holding ESC[2J must not clear the screen).
    // In a sourced script, the message names the lines that sourced it.
    let from = location == nil ? "" : ScriptPath.sourcedFrom(sourcedFrom)
    let message = VisibleText.make(EchoedText.shortened(error.message)) + from
    if let location {
      lines.append(location.at(column: error.column ?? 1).message(message, severity: "error"))
    } else {
      lines.append(settings.style.tint("error:", .red) + " " + message)
      if let column = error.column, !drawScene {
        // The caret goes under the column as shown: escapes and wide characters before it
        // take more than one column each.
        let (shown, shownColumn) = EchoedText.window(of: line, around: column)
        let before = String(String.UnicodeScalarView(shown.unicodeScalars.prefix(shownColumn - 1)))
        lines.append("  " + VisibleText.make(shown))
        lines.append(
          "  " + String(repeating: " ", count: DisplayWidth.of(VisibleText.make(before))) + "^")
      }
    }
    for (label, text) in [("expected: ", error.expected), ("actual:   ", error.actual)] {
      guard let text else { continue }
      lines.append("  " + label + VisibleText.make(EchoedText.window(of: text, around: 1).text))
    }
    if let detail = error.detail {
      lines += detail.split(separator: "\n", omittingEmptySubsequences: false).map {
        "  " + VisibleText.make(String($0))
      }
    }
    var screen: String?
    if location != nil && drawScene {
      let scene = snapshot()
      screen = SceneRenderer(
        style: DrawStyle(unicode: settings.style.unicode, color: false), hooks: settings.drawing,
        width: settings.width.columns
      ).render(scene)
      lines.append(screen ?? "")
      remember(scene.rows)
    }
    console.error(styled: lines.joined(separator: "\n"))
    tally.note(
      ScriptTally.Failure(
        location: location.map { $0.at(column: error.column ?? 1) },
        message: error.message + from, expected: error.expected, actual: error.actual,
        screen: screen, detail: error.detail))
  }

  /// An unknown first word that names something here becomes a suggestion of the command
  /// that acts on it: `done` → `tap Done`, `AddPlayer` → `open AddPlayer`, `games` → `tab Games`.
  private func contextualHint(for error: ShellError, in line: String) -> ShellError {
    guard error.column != nil, error.isUnknownCommand,
      let first = try? Tokenizer.tokenize(line).first, error.column == first.column
    else { return error }
    let word = first.text.lowercased()
    // The commands whose argument names something in the scene (any bar button, even one
    // disabled now: `done` still means `tap Done`).
    let candidates: [(String, [String])] = CommandCatalog.commands.compactMap { info in
      switch info.argument {
      case .segue: return (info.name, session.segueIdentifiers)
      case .button: return (info.name, session.barButtonTitles)
      case .tab: return (info.name, session.tabTitles)
      default: return nil
      }
    }
    for (command, names) in candidates {
      if let name = names.first(where: { $0.lowercased() == word }) {
        var hinted = error
        hinted.message =
          "unknown command \"\(first.text)\"; did you mean \"\(command) \(Tokenizer.quote(name))\"?"
        return hinted
      }
    }
    return error
  }

  /// The refusal of a typed line whose words from `column` on would be a comment, with the line
  /// that keeps them: the arguments quoted as one (when none is quoted yet).
  static func droppedComment(in line: String, at column: Int) -> ShellError {
    let scalars = Array(line.unicodeScalars)
    let comment = String(String.UnicodeScalarView(scalars[(column - 1)...]))
    let tokens = (try? Tokenizer.tokenize(line)) ?? []
    var fix = "quote the text to keep it, or leave the comment out"
    if let first = tokens.first, tokens.count > 1, !tokens.contains(where: \.quoted) {
      let start = tokens[1].column - 1
      var text = String(String.UnicodeScalarView(scalars[start...]))
      while text.last == " " || text.last == "\t" { text.removeLast() }
      fix = "quote the text to keep it: \(first.text) \(Tokenizer.quote(text, force: true))"
    }
    return ShellError(
      "\(VisibleText.quoted(comment)) would be dropped as a comment; \(fix)", column: column)
  }

  /// The column a failed command's problem is at: its first argument (the thing that was not
  /// found), else the command word.
  static func argumentColumn(of line: String, _ command: Command) -> Int {
    guard let tokens = try? Tokenizer.tokenize(line), let first = tokens.first else { return 1 }
    if case .expect(let assertion) = command {
      // The assertion's first argument; `expect error`'s command; `expect no text`'s text.
      var index = 2
      if case .error(_, _, let matching) = assertion, matching != nil { index = 4 }
      if case .text(_, present: false) = assertion { index = 3 }
      return tokens.count > index ? tokens[index].column : first.column
    }
    return tokens.count > 1 ? tokens[1].column : first.column
  }
}
