import Glibc
import RosterSupport

@testable import Shell

/// What a run of the built `roster` produced.
struct BinaryRun: Equatable {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// This test run's build folder: the test bundle's own (`/proc/self/exe`), where SwiftPM put the
/// `roster` this target depends on, whatever the configuration, sanitizer or scratch path.
let builtProducts: String = {
  var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
  let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  precondition(count > 0, "cannot read /proc/self/exe")
  let bundle = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  return FileSystem.directory(of: bundle)
}()

/// The `roster` built for this test run (`swift test` builds it: this target depends on it).
let rosterBinary = builtProducts + "/roster"

/// Runs the built binary (`rosterBinary`) with posix_spawn and pipes, in `directory`, feeding
/// `stdin`.
///
/// With `program`, that file runs instead (e.g. an executable script whose `#!` line finds
/// `roster` on the PATH, which starts with the binary's folder).
func runRoster(
  _ arguments: [String], stdin: String = "", directory: String? = nil,
  environment extra: [String: String] = [:], program: String? = nil
) throws -> BinaryRun {
  let built = builtProducts
  let binary = program ?? rosterBinary
  guard FileSystem.exists(rosterBinary) else {
    throw ShellError("no \(rosterBinary); swift test builds it (this target depends on it)")
  }
  var environment = [
    "PATH": built + ":/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": directory ?? "/tmp",
    "XDG_DATA_HOME": (directory ?? "/tmp") + "/data",
    "XDG_STATE_HOME": (directory ?? "/tmp") + "/state", "TERM": "dumb",
  ]
  // A sanitized test run (Scripts/test --sanitize) hands its suppressions to the binary too.
  for key in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"] {
    if let value = getenv(key) { environment[key] = String(cString: value) }
  }
  for (key, value) in extra { environment[key] = value }

  // A child that refuses its input and exits early (a bad line, an oversized CSV field on
  // stdin) closes the pipe while the rest is still being fed: the write must fail with EPIPE,
  // which the loop below handles, not kill the whole test process with SIGPIPE.
  signal(SIGPIPE, SIG_IGN)
  var input: [Int32] = [0, 0]
  var output: [Int32] = [0, 0]
  var errors: [Int32] = [0, 0]
  guard pipe(&input) == 0, pipe(&output) == 0, pipe(&errors) == 0 else {
    throw ShellError("pipe failed")
  }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_adddup2(&actions, input[0], 0)
  posix_spawn_file_actions_adddup2(&actions, output[1], 1)
  posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
  for fd in input + output + errors { posix_spawn_file_actions_addclose(&actions, fd) }
  // Nor any other descriptor: a child spawned by a test running in parallel that inherited this
  // stdin's write end would keep this child waiting for its end of input, and each would wait
  // for the other.
  if let addCloseFrom = TmuxSession.addCloseFrom { _ = addCloseFrom(&actions, 3) }
  if let directory {
    // glibc has it, but Swift's Glibc module does not import the _np call: look it up.
    typealias AddChdir =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>)
      -> Int32
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else {
      throw ShellError("posix_spawn_file_actions_addchdir_np is missing")
    }
    _ = unsafeBitCast(symbol, to: AddChdir.self)(&actions, directory)
  }

  let argv = ([binary] + arguments).map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    for pointer in argv { free(pointer) }
    for pointer in envp { free(pointer) }
  }
  // The child starts with every signal at its default (SIGPIPE ignored here is inherited
  // across exec: `yes | tr` in a shell would print "Broken pipe" instead of ending quietly).
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var allSignals = sigset_t()
  sigfillset(&allSignals)
  posix_spawnattr_setsigdefault(&attributes, &allSignals)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
  var pid = pid_t()
  let spawned = posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
  close(input[0])
  close(output[1])
  close(errors[1])
  guard spawned == 0 else { throw ShellError("posix_spawn failed: \(spawned)") }

  // Feed stdin and drain both outputs together, so no pipe fills up and blocks the child.
  var pending = Array(stdin.utf8)
  var stdinOpen = true
  if pending.isEmpty {
    close(input[1])
    stdinOpen = false
  }
  var collected: [Int32: [UInt8]] = [output[0]: [], errors[0]: []]
  var open: Set<Int32> = [output[0], errors[0]]
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while !open.isEmpty || stdinOpen {
    var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    if stdinOpen { fds.append(pollfd(fd: input[1], events: Int16(POLLOUT), revents: 0)) }
    // Generous: the cores are shared, and a slow child is not a failing one.
    guard poll(&fds, nfds_t(fds.count), 120_000) > 0 else { break }
    for entry in fds where entry.revents != 0 {
      if entry.fd == input[1] {
        let written = pending.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) }
        if written > 0 { pending.removeFirst(written) }
        if written < 0 || pending.isEmpty {
          close(input[1])
          stdinOpen = false
        }
        continue
      }
      let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
      if count > 0 {
        collected[entry.fd]!.append(contentsOf: buffer[0..<count])
      } else {
        close(entry.fd)
        open.remove(entry.fd)
      }
    }
  }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  return BinaryRun(
    status: exitStatus,
    stdout: String(decoding: collected[output[0]]!, as: UTF8.self),
    stderr: String(decoding: collected[errors[0]]!, as: UTF8.self))
}

extension BinaryRun {
  /// This run with the script runner's per-file times (`, 12 ms)`) written `, N ms)`, so its
  /// output compares exactly.
  var timesHidden: BinaryRun {
    BinaryRun(
      status: status, stdout: stdout.replacing(/, \d+ ms\)/, with: ", N ms)"), stderr: stderr)
  }
}
