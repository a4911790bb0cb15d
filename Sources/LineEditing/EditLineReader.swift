import CEditLine
import Glibc
import RosterSupport

/// Reads lines on a terminal with libedit: UTF-8 editing, history (Up/Down, ^R to search it as
/// bash does), TAB completion,
/// Ctrl-C to abandon a line, Ctrl-D to end, redraw on resize, `~/.editrc` honoured.
///
/// Every libedit call in Roster is in this file, each result checked here. libedit itself is
/// loaded on first use (`LibEdit`), so runs without a terminal never load it.
package final class EditLineReader: LineReader {
  package let isInteractive = true

  private let libedit: LibEdit
  private let editLine: OpaquePointer
  private let editHistory: OpaquePointer
  private let state: EditLineState
  private let history: CommandHistory?
  private var copiedRevision: Int?

  /// Draws what is on screen again after the terminal was resized while the prompt waited
  /// (the shell's scene, at the new width); prompt and line are drawn again below it. Only
  /// called inside `readLine`, so never while a command runs.
  package var redraw: (() -> Void)? {
    get { state.redraw }
    set { state.redraw = newValue }
  }

  /// Why line editing is not available (libedit missing), or nil when it is.
  package static var unavailableReason: String? {
    guard case .failure(let reason) = LibEdit.shared else { return nil }
    return reason.message
  }

  /// A line editor on stdin/stdout, or nil if libedit cannot be loaded or set up (the caller
  /// then reads plain lines). Up/Down browse `history`; TAB asks `completer`.
  package init?(history: CommandHistory?, completer: @escaping CompletionProvider) {
    guard case .success(let libedit) = LibEdit.shared else { return nil }
    // Before el_init: without a UTF-8 LC_CTYPE libedit drops non-ASCII input.
    TerminalLocale.configure()
    let api = libedit.api
    guard let editHistory = libedit.historyInit() else { return nil }
    // H_SETSIZE is mandatory: libedit's default size is 0, which keeps nothing.
    guard roster_history_setsize(api, editHistory, Int32(history?.capacity ?? 1000)) == 0,
      roster_history_setunique(api, editHistory, 1) == 0,
      let editLine = libedit.elInit("roster", roster_stdin(), roster_stdout(), roster_stderr())
    else {
      libedit.historyEnd(editHistory)
      return nil
    }
    self.libedit = libedit
    self.editLine = editLine
    self.editHistory = editHistory
    self.history = history
    self.state = EditLineState(libedit: libedit, history: history, completer: completer)

    // `state` lives as long as `self`, and callbacks only run inside el_gets, called by `self`.
    let succeeded =
      roster_el_set_clientdata(api, editLine, Unmanaged.passUnretained(state).toOpaque()) == 0
      && roster_el_set_editor(api, editLine, "emacs") == 0
      // Resize (SIGWINCH) and ^Z/fg handling; needs our own ^C, below, to keep the process.
      && roster_el_set_signal(api, editLine, 1) == 0
      && roster_el_set_prompt_esc(
        api, editLine, editLinePrompt, CChar(PromptEscapes.marker.asciiValue!)) == 0
      && roster_el_set_hist(api, editLine, editHistory) == 0
      && roster_el_addfn(api, editLine, "roster-complete", "Complete the word", editLineComplete)
        == 0
      && roster_el_bind(api, editLine, "^I", "roster-complete") == 0
      // ^C is a key while editing, not a signal: clear the line, keep the shell.
      && roster_el_addfn(
        api, editLine, "roster-interrupt", "Abandon the line", editLineInterrupt) == 0
      && roster_el_bind(api, editLine, "^C", "roster-interrupt") == 0
      && roster_el_setty(api, editLine, "-d", "-intr") == 0
      // By default ^R only redraws; libedit's own search (em-inc-search-prev) says a bare
      // "bck:". Make it the reverse search people know from bash.
      && roster_el_addfn(
        api, editLine, "roster-search-history", "Search the history backwards",
        editLineSearchHistory) == 0
      && roster_el_bind(api, editLine, "^R", "roster-search-history") == 0
      // Keys are read here (poll on stdin and the resize pipe), so a resize at the prompt can
      // end the wait: it comes as a private key bound to roster-redraw.
      && roster_el_set_getcfn(api, editLine, editLineReadCharacter) == 0
      && roster_el_addfn(
        api, editLine, "roster-redraw", "Draw the screen again at the new width",
        editLineRedraw) == 0
      && roster_el_bind(api, editLine, EditLineState.redrawKeyBinding, "roster-redraw") == 0
    if !succeeded {
      libedit.elEnd(editLine)
      libedit.historyEnd(editHistory)
      return nil
    }
    // Last, so ~/.editrc (or $EDITRC) can override any binding; a missing file returns -1.
    _ = libedit.elSource(editLine, nil)
  }

  deinit {
    libedit.elEnd(editLine)  // also restores the terminal modes
    libedit.historyEnd(editHistory)
  }

  /// Shows `prompt` (colour codes allowed; they take no columns) and edits one line.
  package func readLine(prompt: String) -> ReadResult {
    copyHistoryIfChanged()
    // A ^C pressed while the previous command ran has done its job (stopping that command, if it
    // polled); it must not stop the next one.
    _ = InterruptSignal.takePending()
    // Titles in the prompt were made visible where it was put together; only the colour
    // codes around them may reach the terminal.
    let visiblePrompt = VisibleText.make(prompt, keeping: .styleCodes)
    state.setPrompt(
      PromptEscapes.marked(visiblePrompt), columns: DisplayWidth.ofStyled(visiblePrompt))
    state.interrupted = false
    state.lastTab = nil
    // Resizes while a command ran were drawn by its own drawings, at the width of that time.
    state.forgetResizes()
    var count: Int32 = 0
    errno = 0
    let raw = libedit.elGets(editLine, &count)
    let readError = errno
    if state.interrupted {
      return .interrupted
    }
    guard let raw, count > 0 else {
      if count < 0 && readError == EINTR {
        // A SIGINT sent from outside (kill -INT); the ^C key is handled above.
        _ = InterruptSignal.takePending()
        writeOutput("\n")
        return .interrupted
      }
      // Ctrl-D on an empty line (or the terminal went away): end the prompt's line.
      writeOutput("\n")
      return .endOfInput
    }
    var line = String(cString: raw)
    if line.hasSuffix("\n") { line.removeLast() }
    return .line(line)
  }

  /// libedit keeps its own copy of the history for Up/Down; refresh it when the shell
  /// has added lines since the last prompt.
  private func copyHistoryIfChanged() {
    guard let history, history.revision != copiedRevision else { return }
    _ = roster_history_clear(libedit.api, editHistory)
    for entry in history.entries {
      _ = roster_history_enter(libedit.api, editHistory, entry)
    }
    copiedRevision = history.revision
  }
}

/// Writes straight to stdout through the same C stream libedit uses, so output stays in order.
private func writeOutput(_ text: String) {
  fputs(text, roster_stdout())
  fflush(roster_stdout())
}

/// The line as libedit holds it: bytes and cursor; two equal snapshots mean "nothing typed".
private struct LineSnapshot: Equatable {
  var bytes: [UInt8]
  var cursor: Int

  init?(_ editLine: OpaquePointer, _ libedit: EditLineReader.LibEdit) {
    guard let info = libedit.elLine(editLine)?.pointee, let buffer = info.buffer,
      let lastchar = info.lastchar, let cursorPointer = info.cursor
    else { return nil }
    let base = UnsafeRawPointer(buffer)
    let length = UnsafeRawPointer(lastchar) - base
    // el_line's buffer is not NUL-terminated: copy exactly up to lastchar.
    bytes = Array(UnsafeRawBufferPointer(start: base, count: max(0, length)))
    cursor = min(max(0, UnsafeRawPointer(cursorPointer) - base), bytes.count)
  }
}

/// What the C callbacks need, reached through EL_CLIENTDATA (C function pointers cannot capture).
private final class EditLineState {
  let libedit: EditLineReader.LibEdit
  let history: CommandHistory?
  let completer: CompletionProvider
  /// ^C was pressed during this el_gets.
  var interrupted = false
  /// The line after the last TAB, to recognise a second TAB (which lists the candidates).
  var lastTab: LineSnapshot?
  /// The prompt as a C string that stays valid after the prompt callback returns.
  private(set) var prompt: UnsafeMutablePointer<CChar>
  /// The terminal columns the prompt takes.
  private(set) var promptColumns = 0
  /// What draws the screen again after a resize (set by the shell).
  var redraw: (() -> Void)?
  /// The resize pipe's read end (`ResizeSignal`), or -1 when resizes are only libedit's.
  let resizes = ResizeSignal.readEnd()
  /// A resize not yet answered with the redraw key.
  private var resizePending = false
  /// Whether a key read now may be the redraw key (not while ^R reads its own keys).
  var redrawKeyAllowed = true

  init(
    libedit: EditLineReader.LibEdit, history: CommandHistory?,
    completer: @escaping CompletionProvider
  ) {
    self.libedit = libedit
    self.history = history
    self.completer = completer
    self.prompt = Self.cString("")
  }

  deinit { prompt.deallocate() }

  /// The key `readCharacter` returns after a resize: C1's PU1 ("private use one"), below 256 so
  /// libedit's key map can bind it (higher characters are always inserted).
  static let redrawKey: wchar_t = 0x91
  /// `redrawKey` as EL_BIND reads it (octal).
  static let redrawKeyBinding = "\\221"

  func setPrompt(_ text: String, columns: Int) {
    prompt.deallocate()
    prompt = Self.cString(text)
    promptColumns = columns
  }

  /// A C copy of `text` from Swift's allocator, freed by it too (strdup's memory came from a
  /// malloc ThreadSanitizer does not track, and its free then aborted under --sanitize thread).
  private static func cString(_ text: String) -> UnsafeMutablePointer<CChar> {
    let bytes = text.utf8CString
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    bytes.withUnsafeBufferPointer { copy.initialize(from: $0.baseAddress!, count: $0.count) }
    return copy
  }

  static func of(_ editLine: OpaquePointer?) -> EditLineState? {
    // Callbacks only run inside el_gets, so libedit is loaded.
    guard let editLine, case .success(let libedit) = EditLineReader.LibEdit.shared,
      let data = roster_el_get_clientdata(libedit.api, editLine)
    else { return nil }
    return Unmanaged<EditLineState>.fromOpaque(data).takeUnretainedValue()
  }

  func complete(_ editLine: OpaquePointer) -> UInt8 {
    guard let before = LineSnapshot(editLine, libedit) else { return UInt8(CC_ERROR) }
    let lineUpToCursor = String(decoding: before.bytes[..<before.cursor], as: UTF8.self)
    let completion = completer(lineUpToCursor)
    let word = Substring(completion.replacing ?? "")
    let action = CompletionAction.decide(
      word: word, completion: completion, repeated: lastTab == before)
    switch action {
    case .beep:
      lastTab = before
      return UInt8(CC_REFRESH_BEEP)
    case .replaceWord(let text):
      // el_deletestr counts characters (Unicode scalars), not bytes.
      libedit.elDeletestr(editLine, Int32(word.unicodeScalars.count))
      guard libedit.elInsertstr(editLine, text) == 0 else { return UInt8(CC_REFRESH_BEEP) }
      lastTab = LineSnapshot(editLine, libedit)
      return UInt8(CC_REFRESH)
    case .list(let candidates):
      let columns = Int(roster_el_columns(libedit.api, editLine))
      let lines =
        CompletionColumns.lines(
          candidates, details: completion.details, width: columns > 0 ? columns : 80)
        + [completion.omittedNote].compactMap { $0 }
      // Move below the line being edited, then libedit redraws prompt and line under the list.
      writeOutput("\n" + lines.joined(separator: "\n") + "\n")
      lastTab = before
      return UInt8(CC_REDISPLAY)
    }
  }

  func interrupt(_ editLine: OpaquePointer) -> UInt8 {
    interrupted = true
    // Show "^C" at the end of the abandoned line, as shells do, then end it with a newline
    // (pushed as input so libedit's own newline handling moves below the whole line).
    if let info = libedit.elWline(editLine)?.pointee, let last = info.lastchar,
      let cursor = info.cursor
    {
      _ = libedit.elCursor(editLine, Int32(last - cursor))
    }
    _ = libedit.elInsertstr(editLine, "^C")
    libedit.elPush(editLine, "\n")
    return UInt8(CC_REFRESH)
  }
}

extension EditLineState {
  /// ^R: bash's reverse incremental search. Keys are read here until the search ends, and after
  /// each one the status line (`HistorySearch.statusLine`) is written over the prompt's row;
  /// libedit then redraws prompt and line (CC_REDISPLAY, for functions that print). The line is
  /// changed only when a match is taken: ^G or a lone Esc leave it as it was.
  func searchHistory(_ editLine: OpaquePointer) -> UInt8 {
    // A resize during the search is drawn after it (its keys are read here, not by libedit).
    redrawKeyAllowed = false
    defer { redrawKeyAllowed = true }
    guard let before = LineSnapshot(editLine, libedit) else { return UInt8(CC_ERROR) }
    var search = HistorySearch(entries: history?.entries ?? [])
    let reported = Int(roster_el_columns(libedit.api, editLine))
    let columns = reported > 0 ? reported : TerminalSize.defaultColumns
    // The status goes on the first row of prompt and line; libedit's cursor is on the row
    // holding the cursor, to which the search comes back before libedit redraws.
    let typed = String(decoding: before.bytes[..<before.cursor], as: UTF8.self)
    let rowsUp = (promptColumns + DisplayWidth.of(typed)) / columns
    writeOutput((rowsUp > 0 ? "\u{1B}[\(rowsUp)A" : "") + "\r\u{1B}[J")
    func draw() {
      writeOutput("\r\u{1B}[K" + search.statusLine(width: columns))
    }
    func finish() {
      writeOutput("\r\u{1B}[K" + (rowsUp > 0 ? "\u{1B}[\(rowsUp)B" : ""))
    }
    draw()
    while true {
      var key: wchar_t = 0
      errno = 0
      let count = libedit.elWgetc(editLine, &key)
      let readError = errno
      guard count == 1, let scalar = Unicode.Scalar(UInt32(bitPattern: key)) else {
        finish()
        // A SIGINT from outside (kill -INT) ends the line as ^C does; else the input ended.
        guard count < 0 && readError == EINTR else { return UInt8(CC_EOF) }
        _ = interrupt(editLine)
        return UInt8(CC_REDISPLAY)
      }
      switch scalar {
      case "\u{12}":  // ^R: the next older match
        search.findOlder()
      case "\u{7F}", "\u{08}":  // Backspace (DEL or ^H)
        search.deleteLast()
      case "\u{07}":  // ^G: give up, the line as it was
        finish()
        return UInt8(CC_REDISPLAY)
      case "\u{1B}" where !inputIsWaiting():  // a lone Esc, not the start of an arrow key's code
        finish()
        return UInt8(CC_REDISPLAY)
      case _ where !VisibleText.isUnsafe(scalar):
        search.append(scalar)
      default:
        // Enter, an arrow, ^A…: take the match, then let libedit act on the key as usual
        // (Enter submits the line through libedit's own newline, which moves below it).
        finish()
        guard take(search, into: editLine) else { return UInt8(CC_REDISPLAY) }
        if scalar != "\0" { libedit.elPush(editLine, String(Character(scalar))) }
        return UInt8(CC_REDISPLAY)
      }
      draw()
    }
  }

  /// Puts the search's match (if any) in the line, the cursor at the query in it; false when
  /// libedit refused a step (the line is then left as libedit has it).
  private func take(_ search: HistorySearch, into editLine: OpaquePointer) -> Bool {
    guard let match = search.match, !match.isEmpty else { return true }
    guard let info = libedit.elWline(editLine)?.pointee, let buffer = info.buffer,
      let last = info.lastchar, let cursor = info.cursor
    else { return false }
    let length = last - buffer
    // el_cursor returns the cursor's new offset; el_deletestr deletes before the cursor.
    guard libedit.elCursor(editLine, Int32(last - cursor)) == Int32(length) else { return false }
    libedit.elDeletestr(editLine, Int32(length))
    guard libedit.elInsertstr(editLine, match) == 0 else { return false }
    let back = search.scalarsAfterQuery
    let total = match.unicodeScalars.count
    return back == 0 || libedit.elCursor(editLine, Int32(-back)) == Int32(total - back)
  }

  /// Whether another key is already waiting (within 30 ms): an arrow key's code follows its Esc
  /// at once, a person's next key does not.
  private func inputIsWaiting() -> Bool {
    var ready = pollfd(fd: fileno(roster_stdin()), events: Int16(POLLIN), revents: 0)
    while true {
      let result = poll(&ready, 1, 30)
      if result < 0 && errno == EINTR { continue }
      return result > 0 && ready.revents & Int16(POLLIN) != 0
    }
  }
}

extension EditLineState {
  /// Drops resizes seen so far (see `EditLineReader.readLine`).
  func forgetResizes() {
    if resizes >= 0 { _ = ResizeSignal.drain(resizes) }
    resizePending = false
  }

  /// libedit's character reader (EL_GETCFN), as its own reads stdin but also waking on a
  /// resize: then it returns `redrawKey`, once for a burst of resizes. Returns 1 with a
  /// character, 0 at the end of input, -1 on an error (errno says which; EINTR for a SIGINT from
  /// outside, as libedit's own reader does).
  func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
    character.pointee = 0
    let input = fileno(roster_stdin())
    while true {
      if resizePending && redrawKeyAllowed {
        resizePending = false
        character.pointee = Self.redrawKey
        return 1
      }
      var ready = [
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: resizes, events: Int16(POLLIN), revents: 0),
      ]
      // A negative descriptor is ignored by poll: without the pipe only stdin is waited on.
      let result = poll(&ready, resizes >= 0 ? 2 : 1, -1)
      if result < 0 {
        let error = errno
        guard error == EINTR else { return -1 }
        if InterruptSignal.isPending {
          errno = EINTR
          return -1
        }
        continue  // SIGWINCH (its byte is in the pipe), SIGCONT after ^Z: wait again
      }
      if resizes >= 0 && ready[1].revents & Int16(POLLIN) != 0 {
        takeResizeBurst()
        continue
      }
      guard ready[0].revents != 0 else { continue }
      switch InputCharacter.read(from: input) {
      case .scalar(let value):
        character.pointee = wchar_t(bitPattern: value)
        return 1
      case .invalid:
        continue  // bytes that are not UTF-8 are dropped, as libedit's own reader does
      case .end:
        return 0
      case .failed(let error):
        errno = error
        return -1
      }
    }
  }

  /// Empties the resize pipe, and again while more resizes follow within 50 ms (a window
  /// dragged), so a burst is drawn once.
  private func takeResizeBurst() {
    guard ResizeSignal.drain(resizes) else { return }
    resizePending = true
    for _ in 0..<20 {
      var more = pollfd(fd: resizes, events: Int16(POLLIN), revents: 0)
      let result = poll(&more, 1, 50)
      if result < 0 && errno == EINTR { continue }
      guard result > 0, ResizeSignal.drain(resizes) else { return }
    }
  }

  /// The redraw key: libedit takes the new width (its own handler may not have run for a second
  /// resize), the shell draws its scene below the line, then libedit draws prompt and line.
  func redrawAfterResize(_ editLine: OpaquePointer) -> UInt8 {
    libedit.elResize(editLine)
    guard let redraw else { return UInt8(CC_REDISPLAY) }
    // From the prompt's first row (as the terminal rewrapped it at the new width) down: clear,
    // so the scene comes where the prompt was and the prompt again below it.
    let reported = Int(roster_el_columns(libedit.api, editLine))
    let columns = reported > 0 ? reported : TerminalSize.defaultColumns
    let typed: String
    if let line = LineSnapshot(editLine, libedit) {
      typed = String(decoding: line.bytes[..<line.cursor], as: UTF8.self)
    } else {
      typed = ""
    }
    let rowsUp = (promptColumns + DisplayWidth.of(typed)) / columns
    writeOutput((rowsUp > 0 ? "\u{1B}[\(rowsUp)A" : "") + "\r\u{1B}[J")
    redraw()
    return UInt8(CC_REDISPLAY)
  }
}

private func editLineReadCharacter(
  _ editLine: OpaquePointer?, _ character: UnsafeMutablePointer<wchar_t>?
) -> Int32 {
  guard let editLine, let character, let state = EditLineState.of(editLine) else { return -1 }
  return state.readCharacter(into: character)
}

/// Runs one of Roster's bound libedit functions on the state behind `editLine`; CC_ERROR
/// (libedit beeps) when there is none. The C entry points differ only in what they call.
private func withState(
  of editLine: OpaquePointer?, _ body: (EditLineState, OpaquePointer) -> UInt8
) -> UInt8 {
  guard let editLine, let state = EditLineState.of(editLine) else { return UInt8(CC_ERROR) }
  return body(state, editLine)
}

private func editLineRedraw(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  withState(of: editLine) { $0.redrawAfterResize($1) }
}

private func editLineSearchHistory(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  withState(of: editLine) { $0.searchHistory($1) }
}

private func editLinePrompt(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
  EditLineState.of(editLine)?.prompt
}

private func editLineComplete(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  withState(of: editLine) { $0.complete($1) }
}

private func editLineInterrupt(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  withState(of: editLine) { $0.interrupt($1) }
}

extension EditLineReader {
  /// libedit, loaded on first use: its entry points (the table shim.h fills, for the variadic
  /// ones) and the non-variadic ones as Swift function values.
  struct LibEdit: @unchecked Sendable {
    // @unchecked: the table and the C function addresses never change after loading.
    let api: UnsafePointer<roster_editline>
    let elInit:
      @convention(c) (
        UnsafePointer<CChar>?, UnsafeMutablePointer<FILE>?, UnsafeMutablePointer<FILE>?,
        UnsafeMutablePointer<FILE>?
      ) -> OpaquePointer?
    let elEnd: @convention(c) (OpaquePointer?) -> Void
    let elSource: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
    let elGets:
      @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?) -> UnsafePointer<CChar>?
    let elLine: @convention(c) (OpaquePointer?) -> UnsafePointer<LineInfo>?
    let elWline: @convention(c) (OpaquePointer?) -> UnsafePointer<LineInfoW>?
    let elDeletestr: @convention(c) (OpaquePointer?, Int32) -> Void
    let elInsertstr: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
    let elCursor: @convention(c) (OpaquePointer?, Int32) -> Int32
    let elPush: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Void
    let elWgetc: @convention(c) (OpaquePointer?, UnsafeMutablePointer<wchar_t>?) -> Int32
    let elResize: @convention(c) (OpaquePointer?) -> Void
    let historyInit: @convention(c) () -> OpaquePointer?
    let historyEnd: @convention(c) (OpaquePointer?) -> Void

    /// Why libedit could not be loaded, with the package to install.
    struct Unavailable: Error, Sendable {
      let message: String
    }

    /// The system's libedit (the soname Debian's libedit2 installs), loaded once.
    static let shared = load("libedit.so.2")

    /// Opens `library` and finds every entry point Roster uses.
    static func load(_ library: String) -> Result<LibEdit, Unavailable> {
      func failure(_ problem: String) -> Result<LibEdit, Unavailable> {
        .failure(
          Unavailable(
            message: DynamicLibrary.unavailable(
              "libedit", neededFor: "line editing", reason: problem, package: "libedit2")))
      }
      let handle: UnsafeMutableRawPointer
      switch DynamicLibrary.open(library) {
      case .success(let opened): handle = opened
      case .failure(let missing): return failure(missing.reason)
      }
      let table = UnsafeMutablePointer<roster_editline>.allocate(capacity: 1)
      table.initialize(to: roster_editline())
      if let missing = roster_editline_load(handle, table) {
        table.deallocate()
        dlclose(handle)
        return failure("\(library) lacks \(String(cString: missing))")
      }
      // roster_editline_load found every entry point, so none of these is nil. The handle and
      // the table stay for the life of the process.
      let api = table.pointee
      return .success(
        LibEdit(
          api: UnsafePointer(table), elInit: api.el_init!, elEnd: api.el_end!,
          elSource: api.el_source!, elGets: api.el_gets!, elLine: api.el_line!,
          elWline: api.el_wline!, elDeletestr: api.el_deletestr!, elInsertstr: api.el_insertstr!,
          elCursor: api.el_cursor!, elPush: api.el_push!, elWgetc: api.el_wgetc!,
          elResize: api.el_resize!,
          historyInit: api.history_init!,
          historyEnd: api.history_end!))
    }
  }
}
