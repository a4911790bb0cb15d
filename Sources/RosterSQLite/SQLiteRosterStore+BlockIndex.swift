import Glibc
import RosterModel
import RosterSupport

// The n-th player without counting the rows before it: per-block counts kept by triggers.
extension SQLiteRosterStore {
  // MARK: - The n-th player

  /// How many players each block of ids holds, with running totals; cached per data version.
  struct BlockIndex {
    var version: DataVersion
    /// Block numbers in order (only blocks with players).
    var blocks: [Int64]
    /// before[i]: players in blocks[0..<i].
    var before: [Int]
    var total: Int

    /// The position of `block` in `blocks`, if it has players.
    func slot(ofBlock block: Int64) -> Int? {
      var low = 0
      var high = blocks.count
      while low < high {
        let mid = (low + high) / 2
        if blocks[mid] < block { low = mid + 1 } else { high = mid }
      }
      return low < blocks.count && blocks[low] == block ? low : nil
    }

    /// The slot of the block holding row `index`: the last slot with before[slot] <= index.
    func slot(ofRow index: Int) -> Int {
      var low = 0
      var high = before.count
      while low < high {
        let mid = (low + high) / 2
        if before[mid] <= index { low = mid + 1 } else { high = mid }
      }
      return low - 1
    }
  }

  /// The block index for the current data, rebuilt only when something changed.
  func blockIndex() throws -> BlockIndex {
    let version = try dataVersion()
    if let cached = cachedBlocks, cached.version == version { return cached }
    var index = BlockIndex(version: version, blocks: [], before: [], total: 0)
    // A block holds at most 1 << blockShift ids, and block + 1 must still have a first id:
    // other counters (crafted, damaged) would overflow the sums and bounds below.
    let blockLimit = Int64(1) << Schema.blockShift
    let blockRange = (Int64.min >> Schema.blockShift)...(Int64.max >> Schema.blockShift - 1)
    let rows = try db.query("SELECT block, count FROM player_blocks ORDER BY block") { row in
      let (block, count) = (row.integer(at: 0), row.integer(at: 1))
      guard blockRange.contains(block), count <= blockLimit else {
        throw RosterStoreError.damagedStore(
          path: path, problem: "its player counter for block \(block) says \(count)",
          atOpen: false)
      }
      return (block, Int(count))
    }
    index.blocks.reserveCapacity(rows.count)
    index.before.reserveCapacity(rows.count)
    for (block, count) in rows where count > 0 {
      index.blocks.append(block)
      index.before.append(index.total)
      index.total += count
    }
    cachedBlocks = index
    return index
  }

  /// The id of the player at row `index`, or nil past the end.
  func playerID(at index: Int) throws -> Int64? {
    let blocks = try blockIndex()
    guard index >= 0, index < blocks.total else { return nil }
    let slot = blocks.slot(ofRow: index)
    let block = blocks.blocks[slot]
    return try db.integer(
      "SELECT id FROM players WHERE id >= ? AND id < ? ORDER BY id LIMIT 1 OFFSET ?",
      [
        .integer(block << Schema.blockShift), .integer((block + 1) << Schema.blockShift),
        .integer(Int64(index - blocks.before[slot])),
      ])
  }
}
