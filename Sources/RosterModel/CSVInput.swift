import Glibc
import RosterSupport

/// What an import reads, opened before the store is touched: a CSV file, standard input
/// (`roster import -`) or bytes in memory. Bounded alike: at most 1 GiB (a regular file over
/// it is refused before it is read, anything else when it grows past it), and the reader's
/// limits (64 KiB fields, no NUL) apply to every byte.
package final class CSVInput {
  /// The input as messages name it: the path, or "stdin".
  package let name: String
  /// Its size in bytes when known (a file, or stdin redirected from one): progress can then
  /// say how far along it is.
  package let size: Int?
  /// nil for bytes in memory.
  private let descriptor: Int32?
  private let bytes: [UInt8]
  private let ownsDescriptor: Bool
  /// Where the input starts in its file, when it is a file (or stdin redirected from one);
  /// nil for a pipe or terminal, whose bytes can be read only once.
  private let start: off_t?

  /// Whether the input can be read again from its start (an import retried on a new
  /// connection reads it twice): bytes in memory and files can, a pipe cannot.
  package var canBeReadAgain: Bool { descriptor == nil || start != nil }

  /// The largest input imported: 25 times a million-player roster (about 40 MiB), so a
  /// mistaken path (a disk image, a log) is refused before it is read.
  package static let maximumBytes = 1 << 30

  /// Opens the CSV file at `path`, refusing what is no regular file of at most
  /// `maximumBytes` (a device, FIFO or folder is refused without blocking).
  package init(file path: String) throws(RosterStoreError) {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; fstat refuses it just below.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { throw .fileError(path: path, reason: Self.errnoText()) }
    var info = stat()
    var refusal: RosterStoreError?
    if fstat(fd, &info) != 0 {
      refusal = .fileError(path: path, reason: Self.errnoText())
    } else if let kind = FileSystem.kind(of: info) {
      refusal = .fileError(path: path, reason: "is \(kind), not a file; pass a .csv file")
    } else if info.st_size > Self.maximumBytes {
      refusal = Self.tooLarge(path)
    }
    if let refusal {
      close(fd)
      throw refusal
    }
    name = path
    size = Int(info.st_size)
    descriptor = fd
    bytes = []
    ownsDescriptor = true
    start = 0
  }

  /// Standard input (`roster import -`), named "stdin": a pipe, a terminal or a redirected
  /// file (whose size is then known, and refused over `maximumBytes` before it is read).
  package static func standardInput() throws(RosterStoreError) -> CSVInput {
    var info = stat()
    guard fstat(0, &info) == 0 else {
      throw .fileError(path: "stdin", reason: errnoText())
    }
    var size: Int?
    var start: off_t?
    if info.st_mode & S_IFMT == S_IFDIR {
      throw .fileError(path: "stdin", reason: "is a folder; pipe or redirect a .csv file")
    } else if info.st_mode & S_IFMT == S_IFREG {
      let offset = lseek(0, 0, SEEK_CUR)
      size = max(0, Int(info.st_size) - (offset > 0 ? Int(offset) : 0))
      if size! > maximumBytes { throw tooLarge("stdin") }
      start = offset >= 0 ? offset : nil
    }
    return CSVInput(name: "stdin", size: size, descriptor: 0, start: start)
  }

  /// CSV held in memory; `name` names it in messages.
  package init(bytes: [UInt8], name: String) {
    self.name = name
    size = bytes.count
    descriptor = nil
    self.bytes = bytes
    ownsDescriptor = false
    start = nil
  }

  private init(name: String, size: Int?, descriptor: Int32, start: off_t?) {
    self.name = name
    self.size = size
    self.descriptor = descriptor
    bytes = []
    ownsDescriptor = false
    self.start = start
  }

  deinit {
    if ownsDescriptor, let descriptor { close(descriptor) }
  }

  /// Hands the input to `consume` chunk by chunk, with the bytes read so far (the chunk
  /// included); refuses an input that grows past `maximumBytes` while it is read.
  package func forEachChunk(_ consume: (UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws {
    guard let descriptor else {
      try bytes.withUnsafeBufferPointer { try consume($0, $0.count) }
      return
    }
    // A file is read from its start each time (an import retried reads it again).
    if let start, lseek(descriptor, start, SEEK_SET) < 0 {
      throw RosterStoreError.fileError(path: name, reason: Self.errnoText())
    }
    var buffer = [UInt8](repeating: 0, count: 256 * 1024)
    var total = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw RosterStoreError.fileError(path: name, reason: Self.errnoText())
      }
      if count == 0 { return }
      total += count
      guard total <= Self.maximumBytes else { throw Self.tooLarge(name) }
      try buffer.withUnsafeBufferPointer {
        try consume(UnsafeBufferPointer(rebasing: $0[..<count]), total)
      }
    }
  }

  /// The refusal of an input over `maximumBytes`.
  package static func tooLarge(_ name: String) -> RosterStoreError {
    .fileError(
      path: name,
      reason: "is over the \(maximumBytes >> 30) GiB limit for an import; "
        + "split it into smaller files")
  }

  /// strerror(errno), for messages.
  package static func errnoText() -> String { String(cString: strerror(errno)) }
}
