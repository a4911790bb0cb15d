import RosterModel

/// The roster as one number, the app's `Session.dataVersion`: while the roster is small, its
/// content (names, games, ratings and the catalog, not row ids), so a roster changed and
/// changed back is the same state again and `roster explore` meets it once; past `contentLimit`
/// players, the store's change counters (reading a million rows per state would not do).
/// FNV-1a, so the value is the same in every process. Kept for the store's `dataVersion`, which
/// moves on every commit, this connection's or another's: `roster explore` asks after every
/// move, and most moves change no data, so an unchanged roster is not read again.
final class DataFingerprint {
  /// Rosters up to this many players are fingerprinted by content.
  static let contentLimit = 1_000

  private let store: any RosterStoring
  /// The last fingerprint read and the store's version it was read at.
  private var kept: (version: DataVersion, value: Int64)?
  /// How many times the roster was read (not the kept value returned).
  private(set) var reads = 0

  init(_ store: any RosterStoring) { self.store = store }

  /// The fingerprint of the store now: the kept one while the store's version has not moved.
  func current() -> Int64 {
    guard let version = try? store.dataVersion() else {
      kept = nil
      reads += 1
      return Self.of(store)
    }
    if let kept, kept.version == version { return kept.value }
    reads += 1
    let value = Self.of(store, version: version)
    // The version read first: a commit while reading moves it, so the next call reads again.
    kept = value == -1 ? nil : (version, value)
    return value
  }

  /// The fingerprint of `store` now; -1 when it cannot be read. `version`, when the caller
  /// has just read it, spares a large roster's second read of it.
  static func of(_ store: any RosterStoring, version known: DataVersion? = nil) -> Int64 {
    var hash = FNV()
    do {
      let count = try store.playerCount()
      if count <= contentLimit {
        for player in try store.players(offset: 0, limit: count) {
          hash.add(player.name)
          hash.add(player.game)
          hash.add(String(player.rating))
        }
        hash.add("\u{1}")
        for game in try store.games() { hash.add(game.name) }
      } else {
        let version = try known ?? store.dataVersion()
        hash.add("\(version.external) \(version.local)")
      }
    } catch {
      return -1
    }
    return Int64(bitPattern: hash.value)
  }

  /// 64-bit FNV-1a over UTF-8, each string ended by a 0 byte.
  private struct FNV {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
      for byte in text.utf8 { mix(byte) }
      mix(0)
    }

    private mutating func mix(_ byte: UInt8) {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }
}
