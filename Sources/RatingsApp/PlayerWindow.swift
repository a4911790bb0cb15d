import RosterModel

/// The part of the roster Players has read: the count and one page of players, dropped when
/// the store's data version moves (a change here or in another shell). Never the whole roster.
struct PlayerWindow {
  /// Players read per query; a screenful of rows costs a few queries.
  static let pageSize = 50

  private var version: DataVersion?
  private var count: Int?
  private var pageStart = 0
  private var page: [Player] = []
  /// The players this store added past `page` (`add`), from row `start` on: at most a page.
  private var added = Rows()
  /// What was last read, kept through `invalidate()`: drawn while the store cannot be read.
  private(set) var keptCount: Int?
  private var kept = Rows()
  /// `added` as last known, kept as `kept` is.
  private var keptAdded = Rows()

  /// Players of consecutive rows, from `start` on.
  private struct Rows {
    var start = 0
    var players: [Player] = []

    /// The player at row `index`, if these rows hold it.
    func player(at index: Int) -> Player? {
      (start..<start + players.count).contains(index) ? players[index - start] : nil
    }
  }

  /// Forgets what was read, e.g. after this controller changed the roster.
  mutating func invalidate() {
    version = nil
    count = nil
    page = []
    added = Rows()
  }

  /// Takes in this store's add of `player` without reading the roster again when the store
  /// says it was as this window read it just before the add (the redraw draws from what the
  /// write returned): one more row, the player the last one, kept with what was read (drawn while
  /// the store cannot be read). Otherwise forgets what was read.
  mutating func add(_ player: Player, in store: any RosterStoring) {
    guard let version, let count, store.versionBeforeLastAdd == version,
      let after = try? store.dataVersion()
    else {
      invalidate()
      return
    }
    self.version = after
    self.count = count + 1
    keptCount = count + 1
    if pageStart + page.count == count, page.count < Self.pageSize {
      page.append(player)
      kept = Rows(start: pageStart, players: page)
      keptAdded = Rows()
    } else {
      // Past the page read (full, or another one): the rows added after it, a page at most.
      if added.start + added.players.count != count || added.players.count == Self.pageSize {
        added = Rows(start: count, players: [])
      }
      added.players.append(player)
      keptAdded = added
    }
  }

  /// How many players the roster has.
  mutating func count(in store: any RosterStoring) throws(RosterStoreError) -> Int {
    try refresh(store)
    if let count { return count }
    let fresh = try store.playerCount()
    count = fresh
    keptCount = fresh
    return fresh
  }

  /// The player shown at row `index` (0-based), reading its page when needed.
  mutating func player(at index: Int, in store: any RosterStoring) throws(RosterStoreError)
    -> Player
  {
    try refresh(store)
    if let player = added.player(at: index) { return player }
    if !(pageStart..<pageStart + page.count).contains(index) {
      pageStart = index - index % Self.pageSize
      page = try store.players(offset: pageStart, limit: Self.pageSize)
      kept = Rows(start: pageStart, players: page)
      keptAdded = added
    }
    guard (pageStart..<pageStart + page.count).contains(index) else {
      throw RosterStoreError.indexOutOfRange(index, count: try count(in: store))
    }
    return page[index - pageStart]
  }

  /// Player `id` at row `index` as read at the store's current version, when it was read
  /// already (nil otherwise): no read of its own.
  mutating func loadedPlayer(at index: Int, id: Int64, in store: any RosterStoring)
    throws(RosterStoreError) -> Player?
  {
    try refresh(store)
    let player = added.player(at: index) ?? Rows(start: pageStart, players: page).player(at: index)
    return player?.id == id ? player : nil
  }

  /// The player row `index` showed when the roster was last read, if that page was read.
  func keptPlayer(at index: Int) -> Player? {
    kept.player(at: index) ?? keptAdded.player(at: index)
  }

  private mutating func refresh(_ store: any RosterStoring) throws(RosterStoreError) {
    let current = try store.dataVersion()
    if current != version {
      invalidate()
      version = current
    }
  }
}
