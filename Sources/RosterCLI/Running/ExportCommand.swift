import Glibc
import RosterModel
import RosterPostgres
import RosterSQLite
import RosterSupport
import Shell

/// `roster export [-o FILE [--force]]`: every player as CSV on stdout, or into FILE written
/// atomically (complete or not at all), never over an existing file unasked nor over the open
/// store; a progress line on a terminal's stderr.
enum ExportCommand {
  /// Runs the export the options describe; the exit status.
  static func run(options: Options, console: Console) -> Int32 {
    guard let output = options.output, output != "-" else {
      // Rows printed to the terminal would be scribbled over by the progress line.
      let line = ProgressLine("export", console: console, allowed: !console.outputIsTerminal)
      return RosterCommand.withStore(options, console: console, beforeError: line.clear) {
        store in
        console.flush()
        let total = try checking(store, line)
        try store.exportCSV(
          toFileDescriptor: 1, name: "stdout", spreadsheetSafe: options.spreadsheetSafe,
          progress: line.isShown
            ? { line.update(rows: $0, done: $0, total: total, of: total) } : nil)
        line.clear()
      }
    }
    let store = SessionLauncher(options: options).storePath
    if let refusal = refusal(
      of: output, force: options.force, store: store, storeOptions: storeOptions(options))
    {
      console.error("roster: " + VisibleText.make(refusal))
      return 1
    }
    let line = ProgressLine("export \(output)", console: console)
    return RosterCommand.withStore(options, console: console, beforeError: line.clear) { store in
      let total = try checking(store, line)
      var count = 0
      // The system's refusals name the file themselves ("cannot create out.csv.tmp42: …").
      try FileSystem.replaceAtomically(
        output, replacing: options.force, failure: { WriteFailure.file($0) },
        writing: { descriptor throws(WriteFailure) in
          do throws(RosterStoreError) {
            count = try store.exportCSV(
              toFileDescriptor: descriptor, name: output,
              spreadsheetSafe: options.spreadsheetSafe,
              progress: line.isShown
                ? { line.update(rows: $0, done: $0, total: total, of: total) } : nil)
          } catch {
            throw .store(error)
          }
        })
      line.clear()
      console.line(
        "exported \(ImportCommand.count(count, "player")) to " + VisibleText.make(output))
    }
  }

  /// Why the export file was not written: the file system's refusal, or the store's (a player
  /// that cannot be exported faithfully, a failed read), each printed as its own message.
  private enum WriteFailure: Error, CustomStringConvertible {
    case file(FileSystem.WriteFailure)
    case store(RosterStoreError)

    var description: String {
      switch self {
      case .file(let failure): return failure.reason
      case .store(let error): return error.message
      }
    }
  }

  /// How many players the export will write, said on the progress line while every row is
  /// checked first (a second or two for a million); 0 when no line is shown.
  private static func checking(_ store: any RosterStoring, _ line: ProgressLine)
    throws(RosterStoreError) -> Int
  {
    guard line.isShown else { return 0 }
    let total = try store.playerCount()
    line.show("checking \(ImportCommand.count(total, "player"))")
    return total
  }

  /// The files SQLite keeps beside a store, named after its path: it deletes them as its own
  /// (a checkpoint, a commit), so an export written there is gone when the store closes.
  static let sideFileSuffixes = ["-wal", "-shm", "-journal"]

  /// Why `path` cannot take the export, or nil: the open store or one of its side files never
  /// (by name, even before SQLite makes them, and by identity); an existing file only with
  /// `force`, and only a regular one.
  /// The options that name the store, as a command the user can run again writes them
  /// (` --store club.sqlite`): a suggestion without them would export the default store. A
  /// server's URL is shown without its password.
  static func storeOptions(_ options: Options) -> String {
    if options.memory { return " --memory" }
    guard let store = options.store else { return "" }
    let shown = PostgresRosterStore.handles(store) ? PostgresRosterStore.location(of: store) : store
    let plain = shown.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || $0.properties.numericType != nil
        || "/._-+:@%=,~".unicodeScalars.contains($0)
    }
    return " --store " + (plain ? shown : "'" + shown.replacing("'", with: "'\\''") + "'")
  }

  static func refusal(of path: String, force: Bool, store: String?, storeOptions: String = "")
    -> String?
  {
    if let store, let canonicalStore = canonical(store), let canonicalPath = canonical(path),
      let suffix = sideFileSuffixes.first(where: { canonicalStore + $0 == canonicalPath })
    {
      return "\(path) is the \(suffix.dropFirst()) file SQLite keeps beside the roster store, "
        + "and it would delete the export; write it to another file"
    }
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    let protected = store.map { store in [store] + sideFileSuffixes.map { store + $0 } } ?? []
    for (index, other) in protected.enumerated() {
      var otherInfo = stat()
      if stat(other, &otherInfo) == 0, otherInfo.st_dev == info.st_dev,
        otherInfo.st_ino == info.st_ino
      {
        return "\(path) is \(index == 0 ? "" : "the journal of ")the roster store being "
          + "exported; write the export to another file"
      }
    }
    if info.st_mode & S_IFMT == S_IFLNK {
      return "\(path) is a symbolic link; name the file itself"
    }
    if let kind = FileSystem.kind(of: info) {
      return "\(path) is \(kind), not a file; name a .csv file (or leave -o out for stdout)"
    }
    guard force else {
      return "\(path) exists; roster\(storeOptions) export --force -o \(path) replaces it"
    }
    return nil
  }

  /// `path` with its folder resolved (links, `..`, relative): two names of one place compare
  /// equal though the file itself may not exist yet. nil when the folder does not exist.
  private static func canonical(_ path: String) -> String? {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard let resolved = realpath(folder, nil) else { return nil }
    defer { free(resolved) }
    let base = String(cString: resolved)
    return (base == "/" ? "" : base) + "/" + name
  }
}
