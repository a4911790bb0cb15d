import Foundation
import Glibc

/// A program running in a detached tmux session on a private server, driven with keys and read
/// from the screen, as a person at a real terminal would.
///
/// Each session has its own server (`tmux -L <unique socket>`, no user config), so tests can run
/// in parallel and never touch the user's tmux. Waits poll the screen briefly instead of
/// sleeping a fixed time: fast when the machine is idle, patient when it is busy.
final class TmuxSession {
  /// A failure with the screen at that moment, so a broken test shows what the terminal showed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The tmux executable on PATH, or nil when tmux is not installed.
  static let tmuxPath: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/tmux"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// glibc's `posix_spawn_file_actions_addclosefrom_np`, if there.
  static let addCloseFrom:
    (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)? = {
      guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)
          .self)
    }()

  /// The private server's socket name.
  let socket: String
  /// Screen size.
  let width: Int
  let height: Int
  private let configPath: String
  /// Where the wrapper writes the program's exit status.
  private let statusPath: String
  private var closed = false

  /// Starts `command` (run directly, arguments quoted for `sh`) in a `width`×`height` window
  /// with `environment` added to a minimal one (PATH, LANG=C.UTF-8).
  init(
    command: [String], environment: [String: String] = [:], workingDirectory: String? = nil,
    width: Int = 120, height: Int = 40
  ) throws {
    guard Self.tmuxPath != nil else { throw Failure(description: "tmux is not installed") }
    self.socket = "roster-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    self.width = width
    self.height = height
    // Keep a finished program's pane (and its last screen); no status line, so the whole
    // window is the program's screen; no escape delay, so Esc-prefixed keys arrive at once.
    configPath = NSTemporaryDirectory() + "/\(socket).conf"
    statusPath = NSTemporaryDirectory() + "/\(socket).status"
    try """
    set -g remain-on-exit on
    set -g status off
    set -g default-terminal tmux-256color
    set -sg escape-time 0
    set -g history-limit 5000

    """.write(toFile: configPath, atomically: true, encoding: .utf8)
    var tmuxEnvironment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "LANG": "C.UTF-8",
      "TERM": "xterm-256color",
    ]
    // A sanitized test run (Scripts/test --sanitize) hands its suppressions to the program too.
    for key in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"] {
      if let value = ProcessInfo.processInfo.environment[key] { tmuxEnvironment[key] = value }
    }
    tmuxEnvironment.merge(environment) { _, new in new }
    var arguments = [
      "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "test",
    ]
    if let workingDirectory { arguments += ["-c", workingDirectory] }
    // A wrapping shell records the exit status in a file: tmux's own #{pane_dead_status} was
    // sometimes never filled in on this busy machine. It survives SIGINT (`trap :` is reset to
    // the default in the program), as libedit passes a SIGINT on to the whole process group.
    let program = command.map(Self.shellQuoted).joined(separator: " ")
    arguments.append("trap : INT; \(program); echo $? > \(Self.shellQuoted(statusPath))")
    try run(arguments, environment: tmuxEnvironment, startsServer: true)
  }

  deinit { close() }

  /// Stops the program and the private server.
  func close() {
    guard !closed else { return }
    closed = true
    _ = try? run(["kill-server"])
    try? FileManager.default.removeItem(atPath: configPath)
    try? FileManager.default.removeItem(atPath: statusPath)
  }

  /// Changes the window size, as when the user resizes the terminal (SIGWINCH).
  ///
  /// Returns once the program's own terminal reports the new size: tmux updates its window at
  /// once but resizes the pane's pty later (it coalesces resizes on a timer), so a command
  /// typed straight after `resize-window` could still be drawn at the old width.
  func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", "test", "-x", "\(width)", "-y", "\(height)"])
    let tty = try run(["display-message", "-p", "-t", "test", "#{pane_tty}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let descriptor = open(tty, O_RDONLY | O_NOCTTY | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw Failure(description: "could not open the pane's terminal \(tty): errno \(errno)")
    }
    defer { Glibc.close(descriptor) }
    let deadline = Date().addingTimeInterval(10)
    var size = winsize()
    while Date() < deadline {
      if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, Int(size.ws_col) == width,
        Int(size.ws_row) == height
      {
        return
      }
      usleep(20_000)
    }
    throw Failure(
      description: "the pane's terminal is \(size.ws_col)×\(size.ws_row), not \(width)×\(height)")
  }

  /// The program's process id (the child of the wrapping shell), for sending it signals.
  func programPID() throws -> pid_t {
    let shellPID = try run(["display-message", "-p", "-t", "test", "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let children = try String(
      contentsOfFile: "/proc/\(shellPID)/task/\(shellPID)/children", encoding: .utf8)
    guard let pid = children.split(separator: " ").first.flatMap({ pid_t($0) }) else {
      throw Failure(description: "the program under \(shellPID) is not running")
    }
    return pid
  }

  /// Sends keys by tmux name: `Tab`, `Enter`, `BSpace`, `Up`, `C-c`, `C-d`.
  func press(_ keys: String...) throws {
    try run(["send-keys", "-t", "test"] + keys)
  }

  /// Types `text` literally (no key names), as if pasted key by key.
  func type(_ text: String) throws {
    try run(["send-keys", "-t", "test", "-l", text])
  }

  /// The visible screen, one string per row, trailing blanks trimmed. With `escapes`, colour
  /// and attribute changes appear as escape sequences.
  func screen(escapes: Bool = false) throws -> [String] {
    let text = try run(["capture-pane", "-p", "-t", "test"] + (escapes ? ["-e"] : []))
    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if rows.last == "" { rows.removeLast() }
    return rows
  }

  /// The cursor's column and row (0-based).
  func cursor() throws -> (x: Int, y: Int) {
    let fields = try run(["display-message", "-p", "-t", "test", "#{cursor_x} #{cursor_y}"])
      .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard fields.count == 2 else { throw Failure(description: "tmux reported no cursor") }
    return (fields[0], fields[1])
  }

  /// The pane's title, as the program may set it (`ESC ] 0 ; TITLE BEL`).
  func paneTitle() throws -> String {
    var title = try run(["display-message", "-p", "-t", "test", "#{pane_title}"])
    while title.hasSuffix("\n") { title.removeLast() }
    return title
  }

  /// The text of the cursor's row and the cursor's column on it.
  func cursorRow() throws -> (text: String, x: Int) {
    let position = try cursor()
    let rows = try screen()
    return (position.y < rows.count ? rows[position.y] : "", position.x)
  }

  /// Polls the screen until `condition` holds; returns that screen, or throws with the last one.
  @discardableResult
  func waitForScreen(
    _ what: String, timeout: Duration = .seconds(15), _ condition: ([String]) throws -> Bool
  ) throws -> [String] {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var rows = try screen()
    while try !condition(rows) {
      guard clock.now < deadline else {
        throw Failure(
          description: "timed out waiting for \(what); the screen was:\n"
            + rows.map { "|\($0)" }.joined(separator: "\n"))
      }
      usleep(20_000)
      rows = try screen()
    }
    return rows
  }

  /// Polls until the cursor's row satisfies `condition` (given the row's text and the column).
  @discardableResult
  func waitForCursorRow(
    _ what: String, timeout: Duration = .seconds(15), _ condition: (String, Int) -> Bool
  ) throws -> String {
    var row = ""
    try waitForScreen(what, timeout: timeout) { _ in
      let current = try cursorRow()
      row = current.text
      return condition(current.text, current.x)
    }
    return row
  }

  /// Polls until the program has exited; returns its exit status.
  func waitForExit(timeout: Duration = .seconds(15)) throws -> Int32 {
    var status: Int32 = -1
    try waitForScreen("the program to exit", timeout: timeout) { _ in
      guard let text = try? String(contentsOfFile: statusPath, encoding: .utf8),
        let code = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
      else { return false }
      status = code
      return true
    }
    return status
  }

  /// Runs tmux on this session's server and returns its standard output (and error).
  ///
  /// The command that starts the server gets no pipes: the server would inherit them and keep
  /// them open, so reading them to the end would never finish. posix_spawn and waitpid are used
  /// directly because Foundation's Process, under Swift Testing, here never noticed the tmux
  /// client exit and waited forever (the runner's blocked SIGCHLD, see below).
  @discardableResult
  private func run(
    _ arguments: [String], environment: [String: String]? = nil, startsServer: Bool = false
  ) throws -> String {
    let (status, text) = try Self.spawn(
      [Self.tmuxPath!, "-L", socket, "-f", configPath] + arguments, environment: environment,
      captureOutput: !startsServer)
    // WIFEXITED and WEXITSTATUS are macros Swift cannot import.
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
      throw Failure(
        description: "tmux \(arguments.joined(separator: " ")) failed (status \(status)): \(text)")
    }
    return text
  }

  /// Runs `argv` with a clean signal mask; returns the wait status and, when captured, the
  /// standard output and error.
  static func spawn(_ argv: [String], environment: [String: String]?, captureOutput: Bool)
    throws -> (status: Int32, output: String)
  {
    let startsServer = !captureOutput
    let environmentStrings =
      (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe() failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if startsServer {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    } else {
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
    }
    // The child keeps only 0, 1 and 2. Tests spawn in parallel: a tmux server started now would
    // otherwise inherit another test's pipe and hold its write end open for ever, so that
    // test's read below never saw the end of its output.
    // (glibc 2.34+; Swift's Glibc module does not declare it, so it is looked up.)
    if let closeFrom = Self.addCloseFrom {
      _ = closeFrom(&actions, 3)
    } else {
      _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
    }
    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = environmentStrings.map { strdup($0) } + [nil]
    defer {
      for pointer in cArguments + cEnvironment { free(pointer) }
    }
    // The test runner blocks some signals in its threads, and a blocked mask survives exec: a
    // tmux server started with SIGCHLD blocked never learns its program's exit status.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
    Glibc.close(pipeEnds[1])
    guard spawned == 0 else {
      Glibc.close(pipeEnds[0])
      throw Failure(description: "cannot start tmux: error \(spawned)")
    }
    // Read until EOF, but never hang a test run on a stuck command: give up after a while.
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(30)
    var timedOut = false
    while true {
      var ready = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
      let polled = poll(&ready, 1, 200)
      if polled < 0 && errno != EINTR { break }
      if polled <= 0 {
        if clock.now > deadline {
          timedOut = true
          break
        }
        continue
      }
      let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      output += chunk[0..<count]
    }
    Glibc.close(pipeEnds[0])
    if timedOut { kill(pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    if timedOut {
      throw Failure(description: "\(argv.joined(separator: " ")) did not finish in 30 seconds")
    }
    return (status, String(decoding: output, as: UTF8.self))
  }

  private static func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
