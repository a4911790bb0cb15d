import Navigation

extension Shell {
  /// `record [--append|--force] FILE` / `record off`.
  func startRecording(_ path: String?, mode: Recorder.Mode) throws(ShellError) {
    guard let path else {
      guard let recorder else { throw ShellError("not recording; start with record FILE") }
      console.line("stopped recording to \(recorder.path)")
      self.recorder = nil
      return
    }
    if let recorder {
      throw ShellError("already recording to \(recorder.path); record off first")
    }
    // A replay starts from a fresh session: a new recording begins with the moves that led
    // here since launch, so it replays from anywhere it was started; then pin down where it
    // starts, so a replay that gets elsewhere fails at once and says so. (An appended part
    // goes on from where the script it extends ended.)
    let moves = mode == .append ? [] : linesSinceLaunch()
    var lead: [String] = []
    if let moves, !moves.isEmpty {
      lead =
        ["# The \(moves.count) \(moves.count == 1 ? "move" : "moves") since launch that led here:"]
        + moves
    } else if moves == nil {
      lead = [
        "# Recorded after more than \(Self.remembersMoves) moves, too many to repeat here: "
          + "a replay has to get to the scene below first."
      ]
    }
    let stack =
      "expect stack " + session.breadcrumb.map { Tokenizer.quote($0) }.joined(separator: " ")
    recordedTables = [:]
    let protectedFiles = storePath.map { [$0, $0 + "-wal", $0 + "-shm"] } ?? []
    let recorder = try Recorder(
      path: path, mode: mode, protectedFiles: protectedFiles, store: storeName,
      startingLines: lead + [stack] + arrivalChecks(after: nil))
    self.recorder = recorder
    switch moves?.count {
    case .none:
      console.line(
        "recording to \(recorder.path), starting here: more than \(Self.remembersMoves) moves "
          + "since launch are too many to repeat, so its replay must get here first; "
          + "record off stops")
    case 0:
      console.line("recording to \(recorder.path); record off stops")
    case let count?:
      console.line(
        "recording to \(recorder.path), starting with the \(count) "
          + "\(count == 1 ? "move" : "moves") that led here since launch; record off stops")
    }
  }

  /// How many moves since launch the shell remembers for a recording started later.
  static let remembersMoves = 10_000

  /// `move` as a recording writes it: a row named by number (as drawn, or its place) is named by
  /// its text instead when that text names it alone, so the replay acts on the same player after
  /// rows were added or removed; by number when its text is shared or empty.
  func recordedForm(of move: Interaction) -> Interaction {
    guard case .number(let number) = move.row, number >= 1, let text = rowText(number),
      session.rowOffsets(forText: text, limit: 2) == [number - 1]
    else { return move }
    switch move {
    case .select: return .select(.text(text))
    case .delete: return .delete(.text(text))
    default: return move
    }
  }

  /// The text of row `number` of the visible table, as drawn or read now (nil: empty).
  private func rowText(_ number: Int) -> String? {
    let text =
      drawnRow(.number(number))?.text
      ?? session.snapshot(rows: (number - 1)..<number).rows.first.map { Self.text(of: $0) }
    return text?.isEmpty == false ? text : nil
  }

  /// `move` as remembered for a recording started later (`RememberedMove`): a select by
  /// number of a row a store finds keeps its row's text, checked when a recording starts; any
  /// other move as `recordedForm` writes it.
  func rememberedForm(of move: Interaction) -> RememberedMove {
    let table = session.tableController
    guard case .select(.number(let number)) = move, number >= 1, table.findsRowsInStore,
      let text = rowText(number)
    else { return RememberedMove(command: .move(recordedForm(of: move))) }
    return RememberedMove(command: .move(move), rowText: text, table: table)
  }

  /// A select whose row's text is checked when a recording starts: the same one is asked once.
  private struct PutOffSelect: Hashable {
    var table: ObjectIdentifier
    var number: Int
    var text: String
  }

  /// The moves since launch as script lines (nil: too many), a select put off named by its
  /// row's text when that names the row alone now; each text asked once.
  private func linesSinceLaunch() -> [String]? {
    var alone: [PutOffSelect: Bool] = [:]
    return movesSinceLaunch?.compactMap { move in
      guard case .move(.select(.number(let number))) = move.command, let text = move.rowText,
        let table = move.table
      else { return Recorder.line(for: move.command) }
      let key = PutOffSelect(table: ObjectIdentifier(table), number: number, text: text)
      let named =
        alone[key]
        ?? (session.rowOffsets(forText: text, limit: 2, of: table) == [number - 1])
      alone[key] = named
      return Recorder.line(for: named ? .move(.select(.text(text))) : move.command)
    }
  }

  /// A table as drawn: its controller and the first row drawn.
  struct RecordedRowsKey: Hashable {
    var scene: ObjectIdentifier
    /// Its title too: a controller freed and another made at its address is another table.
    var title: String
    var start: Int
  }

  /// One row of a table as a recording checks it.
  struct RecordedRow: Equatable {
    var text: String
    var detail: String?
    var rating: Int?
    var checked: Bool
  }

  /// The rows drawn now of the visible table (not fields: `expect field` checks those), keyed
  /// by the controller and where the window starts; nil without a table.
  private func recordedRows() -> (key: RecordedRowsKey, rows: [RecordedRow])? {
    let scene = snapshot()
    guard scene.hasTable else { return nil }
    let rows = scene.rows.filter { $0.field == nil }.map { row in
      let rating = self.rating(of: row)
      return RecordedRow(
        text: Self.text(of: row), detail: row.detail, rating: rating < 0 ? nil : rating,
        checked: row.isChecked)
    }.filter { !$0.text.isEmpty }
    let key = RecordedRowsKey(
      scene: ObjectIdentifier(session.visibleController), title: scene.title, start: windowStart)
    return (key, rows)
  }

  /// The checks of what a move changed in a table seen before while recording: `expect row` of
  /// each row new or changed (at most `rowsChecked`), `expect no text` of each row gone when no
  /// text on screen holds it (else, once, the table's row count).
  private func rowChecks(totalRows: Int) -> [String] {
    guard let now = recordedRows() else { return [] }
    defer { recordedTables[now.key] = now.rows }
    guard let before = recordedTables[now.key] else { return [] }
    var checks: [String] = []
    for row in now.rows.filter({ !before.contains($0) }).prefix(Self.rowsChecked) {
      // Checked and unchecked only where the mark is news: set now, or taken off this row.
      let lost = before.contains { $0.text == row.text && $0.checked } && !row.checked
      let assertion = Assertion.row(
        nil, text: row.text, detail: row.detail, checked: row.checked ? true : lost ? false : nil,
        rating: row.rating)
      if let line = CommandCatalog.line(for: .expect(assertion)) { checks.append(line) }
    }
    let texts = Set(now.rows.map(\.text))
    var counted = false
    for gone in before.map(\.text).filter({ !texts.contains($0) }).prefix(Self.rowsChecked) {
      guard session.rowOffsets(forText: gone, limit: 1).isEmpty else { continue }
      if (try? checkText(gone, present: false)) != nil {
        checks.append("expect no text " + Tokenizer.quote(gone))
      } else if !counted {
        counted = true
        checks.append("expect rows \(totalRows)")
      }
    }
    return checks
  }

  /// How many rows a move's checks name at most.
  static let rowsChecked = 3

  /// Remembers a successful move, so a recording started later can begin with it.
  func rememberMove(_ move: RememberedMove) {
    guard let count = movesSinceLaunch?.count, Recorder.records(move.command) else {
      return
    }
    if count < Self.remembersMoves {
      movesSinceLaunch?.append(move)
    } else {
      movesSinceLaunch = nil
    }
  }

  /// Appends a successful command and its checks to the recording, if one is running.
  func record(_ command: Command, checks: [String]) throws(ShellError) {
    guard let recorder, let line = Recorder.line(for: command) else { return }
    do {
      try recorder.append([line] + checks)
    } catch {
      self.recorder = nil
      throw ShellError(error.message + "; recording stopped")
    }
  }

  /// The checks that pin down where a move arrived: the scene, the rows of a table that the
  /// move changed (by their content, not a count, so a replay on other data still holds), and
  /// the field after typing.
  func arrivalChecks(after command: Command?) -> [String] {
    guard recorder != nil || command == nil else { return [] }
    let scene = session.snapshot(rows: 0..<0)
    var checks = ["expect scene " + Tokenizer.quote(scene.title)]
    checks += rowChecks(totalRows: scene.totalRowCount)
    if case .move(.type) = command, let field = scene.focusedField {
      checks.append("expect field " + Tokenizer.quote(field.text))
    }
    if case .move(.clear) = command, let field = scene.focusedField {
      checks.append("expect field " + Tokenizer.quote(field.text))
    }
    return checks
  }
}
