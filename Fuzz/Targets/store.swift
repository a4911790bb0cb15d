import Glibc

// libFuzzer target `store`: mutated database files opened as a store, then what a user does
// first: the first page of players and of games, export, and the import of a small CSV; now and
// then the file is opened read-only as well. Oracles: nothing crashes (every value read from the
// file is validated); a file refused as foreign, newer or damaged at open is left byte for byte
// as it was, with no -wal or -shm beside it; a failed import changes no count.
@testable import RosterModel
@testable import RosterSQLite

private let folder = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
private let path = "\(folder)/roster-fuzz-store-\(getpid()).sqlite"
private let devNull = open("/dev/null", O_WRONLY)
private let csv = Array("name,game,rating\nFuzz One,Chess,3\nFuzz Two,Fuzzed Game,5\n".utf8)

private func remove() {
  for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
}

private func write(_ bytes: [UInt8]) {
  let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  precondition(fd >= 0, "cannot create \(path)")
  bytes.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      precondition(written > 0, "cannot write \(path)")
      offset += written
    }
  }
  close(fd)
}

private func contents() -> [UInt8] {
  let fd = open(path, O_RDONLY)
  guard fd >= 0 else { return [] }
  defer { close(fd) }
  var out: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 16_384)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if count <= 0 { return out }
    out += chunk[0..<count]
  }
}

/// What a user sees first, read and thrown away; errors are fine, traps are not.
private func look(at store: SQLiteRosterStore) {
  _ = try? store.playerCount()
  let players = (try? store.players(offset: 0, limit: 20)) ?? []
  for player in players.prefix(3) {
    _ = try? store.index(ofPlayerID: player.id)
    _ = try? store.player(id: player.id)
  }
  _ = try? store.player(at: 0)
  _ = try? store.indexOfPlayer(named: players.first?.name ?? "Bill Evans")
  _ = try? store.playerNames(withPrefix: "", limit: 5)
  let games = (try? store.games()) ?? []
  _ = try? store.gameCount()
  for game in games.prefix(2) {
    _ = try? store.playerCount(forGame: game.name)
    _ = try? store.players(playing: game.name, limit: 5)
  }
  _ = try? store.exportCSV(toFileDescriptor: devNull, name: "/dev/null")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStore(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  remove()
  defer { remove() }
  write(bytes)
  let readOnlyToo = bytes.reduce(0) { $0 &+ Int($1) } % 4 == 0
  if readOnlyToo, let store = try? SQLiteRosterStore(path: path, readOnly: true) {
    look(at: store)
    _ = try? store.addPlayer(name: "Refused", game: "Chess", rating: 1)
  }
  // A read-only connection that could write the folder may leave empty side files (owned by
  // this user, so harmless); the oracles below are about what the writable open does.
  unlink(path + "-wal")
  unlink(path + "-shm")
  let store: SQLiteRosterStore
  do {
    store = try SQLiteRosterStore(path: path)
  } catch let error as RosterStoreError {
    switch error {
    case .notARosterStore, .newerSchema, .damagedStore(_, _, atOpen: true):
      if contents() != bytes { fatalError("refused (\(error)) but changed the file") }
      if access(path + "-wal", F_OK) == 0 || access(path + "-shm", F_OK) == 0 {
        fatalError("refused (\(error)) but left -wal/-shm behind")
      }
    default: break
    }
    return 0
  } catch {
    fatalError("not a RosterStoreError: \(error)")
  }
  look(at: store)
  let before = try? store.playerCount()
  do {
    _ = try store.importCSV(bytes: csv, source: "fuzz.csv")
  } catch {
    if let before, let after = try? store.playerCount(), after != before {
      fatalError("a failed import changed the count \(before) → \(after): \(error)")
    }
  }
  look(at: store)
  return 0
}
