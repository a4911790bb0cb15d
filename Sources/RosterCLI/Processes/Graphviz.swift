import Glibc

/// Renders DOT through Graphviz's `dot` program, when it is installed (`roster graph --format
/// svg`). The one place Roster spawns a process.
enum Graphviz {
  enum Failure: Error {
    case notInstalled
    case failed(String)
  }

  /// The path of `dot` on `PATH`, if any.
  static func dotPath() -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/dot"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// `dot -T<format>` on `source`; the rendered bytes as text.
  static func render(_ source: String, format: String) throws(Failure) -> String {
    guard let dot = dotPath() else { throw .notInstalled }
    // The DOT goes through a temporary file, so only one pipe (stdout) needs draining.
    var template = Array("/tmp/roster-graph-XXXXXX".utf8CString)
    let input = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard input >= 0 else { throw .failed("cannot create a temporary file") }
    let inputPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    defer {
      close(input)
      unlink(inputPath)
    }
    let bytes = Array(source.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        write(input, $0.baseAddress! + written, bytes.count - written)
      }
      if count <= 0 { throw .failed("cannot write a temporary file") }
      written += count
    }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw .failed("cannot create a pipe") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    let arguments = [dot, "-T\(format)", inputPath]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, dot, &actions, nil, &argv, environ)
    close(pipeEnds[1])
    guard spawned == 0 else {
      close(pipeEnds[0])
      throw .failed("cannot run \(dot): \(String(cString: strerror(spawned)))")
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress!, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      output.append(contentsOf: buffer[0..<count])
    }
    close(pipeEnds[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    guard status == 0 else { throw .failed("dot failed (status \(status)) on the generated graph") }
    return String(decoding: output, as: UTF8.self)
  }
}
