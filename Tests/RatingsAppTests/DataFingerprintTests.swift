import Testing

@testable import RatingsApp
@testable import RosterModel
@testable import RosterSQLite

/// The app's data fingerprint is kept while the store is unchanged and read again after any
/// commit: this connection's, or another's on the same file.
@Suite struct DataFingerprintTests {
  @Test func anUnchangedStoreIsNotReadAgain() throws {
    let fingerprint = DataFingerprint(try SQLiteRosterStore.inMemory())
    let first = fingerprint.current()
    #expect(fingerprint.current() == first)
    #expect(fingerprint.current() == first)
    #expect(fingerprint.reads == 1)
  }

  @Test func aChangeThroughAnotherConnectionIsSeen() throws {
    let path = TemporaryFile.path("fingerprint")
    defer { TemporaryFile.remove(path) }
    let one = try SQLiteRosterStore(path: path)
    let two = try SQLiteRosterStore(path: path)
    let fingerprint = DataFingerprint(one)
    let before = fingerprint.current()
    let added = try two.addPlayer(name: "Ray", game: "Chess", rating: 2)
    let after = fingerprint.current()
    #expect(after != before)
    #expect(after == DataFingerprint.of(one))
    #expect(fingerprint.current() == after)
    try two.deletePlayer(added)
    // By content: changed back is the same fingerprint again.
    #expect(fingerprint.current() == before)
    #expect(fingerprint.reads == 3)
  }

  @Test func aChangeThroughThisConnectionIsSeen() throws {
    let store = try SQLiteRosterStore.inMemory()
    let fingerprint = DataFingerprint(store)
    let before = fingerprint.current()
    try store.addGame("Go")
    #expect(fingerprint.current() != before)
    #expect(fingerprint.current() == DataFingerprint.of(store))
  }
}
