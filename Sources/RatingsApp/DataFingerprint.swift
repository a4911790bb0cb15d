import RosterModel

/// The roster as one number, the app's `Session.dataVersion`: while the roster is small, its
/// content (names, games, ratings and the catalog, not row ids), so a roster changed and
/// changed back is the same state again and `roster explore` meets it once; past `contentLimit`
/// players, the store's change counters (reading a million rows per state would not do).
/// FNV-1a, so the value is the same in every process.
enum DataFingerprint {
  /// Rosters up to this many players are fingerprinted by content.
  static let contentLimit = 1_000

  /// The fingerprint of `store` now; -1 when it cannot be read.
  static func of(_ store: any RosterStoring) -> Int64 {
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
        let version = try store.dataVersion()
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
      for byte in text.utf8 + [0] {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
  }
}
