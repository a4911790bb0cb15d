import Navigation
import RosterModel
import RosterSupport

/// Players: the roster, read from the store a page at a time; `+` adds (AddPlayer), a row
/// edits (EditPlayer), swipe deletes.
final class PlayersViewController: ViewController, PlayerDetailsViewControllerDelegate,
  StoreUndoRegistering
{
  /// The prototype cell's labels, by tag (as the tutorial's `viewWithTag:` finds them).
  enum Tag {
    static let name = 100
    static let game = 101
  }

  /// Handed over by the app delegate at launch.
  var store: (any RosterStoring)? {
    didSet { rows.invalidate() }
  }
  private var rows = PlayerWindow()
  /// Whether a row drawn since the last count showed "(unreadable)" (drawn afresh next time).
  private var rowReadFailed = false
  /// Whether the roster could not be read and the rows last read are drawn instead.
  private var drawingKeptRows = false
  /// The player a row selection is about to edit, read in `shouldPerformSegue`.
  private var playerToEdit: Player?

  /// The store's data version: the shell redraws when the roster changed, here or in another
  /// shell (nil when it can't be read: drawn afresh, showing the failure).
  override var contentVersion: [Int64]? {
    guard !rowReadFailed, let version = try? store?.dataVersion() else { return nil }
    return [version.external, Int64(version.local)]
  }

  // MARK: - Table

  override func numberOfSections(in tableView: TableView) -> Int { 1 }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rowReadFailed = false
    drawingKeptRows = false
    guard let store else { return 0 }
    do throws(RosterStoreError) {
      return try rows.count(in: store)
    } catch {
      reportFailure(NavigationError(storeError: error))
      // A roster that cannot be read (its server gone) is not an empty one: the rows last
      // read stay drawn under the message, rather than "(no rows)" saying it was wiped.
      guard let kept = rows.keptCount else { return 0 }
      drawingKeptRows = true
      rowReadFailed = true
      return kept
    }
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "PlayerCell", for: indexPath)
    guard let store else { return cell }
    do throws(RosterStoreError) {
      let player: Player
      if drawingKeptRows, let kept = rows.keptPlayer(at: indexPath.row) {
        player = kept
      } else {
        player = try rows.player(at: indexPath.row, in: store)
      }
      cell.identity = String(player.id)
      cell.label(withTag: Tag.name)?.text = player.name
      cell.label(withTag: Tag.game)?.text = player.game
      cell.imageName = StarRating.imageName(for: player.rating)
    } catch {
      rowReadFailed = true
      cell.label(withTag: Tag.name)?.text = "(unreadable)"
      cell.label(withTag: Tag.game)?.text = NavigationError(storeError: error).description
    }
    return cell
  }

  override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    store != nil
  }

  override func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let store else { return }
    do throws(RosterStoreError) {
      let player = try self.player(
        shownIn: tableView.cellForRow(at: indexPath), at: indexPath, store)
      try store.deletePlayer(player)
      registerUndo(named: "the delete of \(VisibleText.quoted(player.name))") {
        store throws(RosterStoreError) in try store.restorePlayer(player)
      }
      rows.invalidate()
      tableView.deleteRows(at: [indexPath])
    } catch {
      // The swipe fails with the store's message; the row stays.
      reportFailure(NavigationError(storeError: error))
    }
  }

  /// The player a cell shows, by the id it was made with: the session checked that cell against
  /// what the shell drew, and the row may hold someone else by now. A cell without one (unreadable)
  /// falls back to the row.
  private func player(
    shownIn cell: TableViewCell?, at indexPath: IndexPath, _ store: any RosterStoring
  )
    throws(RosterStoreError) -> Player
  {
    guard let id = cell?.identity.flatMap({ Int64($0) }) else {
      return try rows.player(at: indexPath.row, in: store)
    }
    // Read at the version this command checked (the row's page, to make the cell): not again.
    if let player = try rows.loadedPlayer(at: indexPath.row, id: id, in: store) { return player }
    guard let player = try store.player(id: id) else {
      throw RosterStoreError.noSuchPlayer(name: cell?.displayText ?? "the player")
    }
    return player
  }

  /// The row of the player with this id (the identity its cells carry).
  override func rowIndex(forIdentity identity: String) -> IndexPath? {
    guard let store, let id = Int64(identity), let index = try? store.index(ofPlayerID: id)
    else { return nil }
    return IndexPath(row: index, section: 0)
  }

  /// Rows are found by asking the store (`rowIndexes(forText:limit:)`).
  override var findsRowsInStore: Bool { true }

  /// Names are looked up by the store's index, so `select NAME` works on a million players.
  /// The index compares exactly; `bill evans` is also tried as `Bill Evans`.
  override func rowIndex(forText text: String) -> IndexPath? {
    guard let store else { return nil }
    for name in Self.spellings(of: text) {
      if let index = try? store.indexOfPlayer(named: name) {
        return IndexPath(row: index, section: 0)
      }
    }
    return nil
  }

  /// The store's rows with the name (as typed, else capitalised), so two Rays are found as two
  /// on a million players too.
  override func rowIndexes(forText text: String, limit: Int) -> [IndexPath] {
    guard let store else { return [] }
    for name in Self.spellings(of: text) {
      if let rows = try? store.indexesOfPlayers(named: name, limit: limit), !rows.isEmpty {
        return rows.map { IndexPath(row: $0, section: 0) }
      }
    }
    return []
  }

  /// `find`: the store reads names in roster order from the row after `start`, so it is fast
  /// on a million players when a match is near and one pass when there is none.
  override func rowIndex(containing text: String, after start: IndexPath?) -> IndexPath? {
    guard let store, let index = try? store.indexOfPlayer(nameContaining: text, after: start?.row)
    else { return nil }
    return IndexPath(row: index, section: 0)
  }

  /// How many names past those shown completion counts before it says only "and more" (about a
  /// millisecond of the name index; counting a million takes over half a second).
  static let countedMatches = 1_000

  /// Completion asks the store for a few names with the prefix (as typed, then capitalised),
  /// the first and last such name (what all share) and how many there are, up to a bound.
  override func rowTextMatches(withPrefix prefix: String, limit: Int) -> RowTextMatches {
    guard let store, limit > 0 else { return .none }
    var names: Set<String> = []
    var bounds: [String] = []
    var total = 0
    var counted = true
    let cap = limit + Self.countedMatches
    for spelling in Self.spellings(of: prefix) {
      guard
        let found = try? store.playerNameMatches(
          withPrefix: spelling, limit: limit, countingUpTo: cap)
      else { continue }
      bounds += [found.first, found.last]
      names.formUnion(found.names)
      total += found.count
      if found.count >= cap { counted = false }
    }
    let texts = Array(names.sorted().prefix(limit))
    return RowTextMatches(
      texts: texts, bounds: bounds, omitted: counted ? max(0, total - texts.count) : nil)
  }

  /// `text` as typed, then with each word capitalised (names are usually written so).
  static func spellings(of text: String) -> [String] {
    let capitalised = text.split(separator: " ", omittingEmptySubsequences: false)
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    return capitalised == text ? [text] : [text, capitalised]
  }

  // MARK: - Segues

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    guard identifier == "EditPlayer" else { return true }
    // Read the player now: if it is gone (deleted in another shell), Edit Player never opens.
    playerToEdit = nil
    guard let store, let cell = sender as? TableViewCell,
      let indexPath = tableView?.indexPath(for: cell)
    else { return false }
    do throws(RosterStoreError) {
      playerToEdit = try player(shownIn: cell, at: indexPath, store)
      return true
    } catch {
      reportFailure(NavigationError(storeError: error))
      return false
    }
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    guard segue.identifier == "AddPlayer" || segue.identifier == "EditPlayer",
      let navigation = segue.destination as? NavigationController,
      let details = navigation.topViewController as? PlayerDetailsViewController
    else { return }
    details.delegate = self
    details.store = store
    details.playerToEdit = segue.identifier == "EditPlayer" ? playerToEdit : nil
    playerToEdit = nil
  }

  // MARK: - PlayerDetailsViewControllerDelegate

  func playerDetailsViewControllerDidCancel(_ controller: PlayerDetailsViewController) {
    trace("playerDetailsViewControllerDidCancel(_:)")
    dismiss(animated: true)
  }

  func playerDetailsViewController(
    _ controller: PlayerDetailsViewController, didAddPlayer player: Player
  ) throws {
    trace("playerDetailsViewController(_:didAddPlayer:)", player.name)
    let store = try requireStore()
    let added: Player
    do throws(RosterStoreError) {
      // Committed before this returns: the new row is on disk before the next prompt.
      added = try store.addPlayer(name: player.name, game: player.game, rating: player.rating)
    } catch .unknownGame(let game, _) {
      // The editor's game came from the catalog: gone now, the user picks another.
      throw NavigationError.gameLeftCatalog(game)
    } catch {
      throw NavigationError(storeError: error)
    }
    do throws(RosterStoreError) {
      registerUndo(named: "the add of \(VisibleText.quoted(added.name))") {
        store throws(RosterStoreError) in try store.deletePlayer(unchanged: added)
      }
      rows.add(added, in: store)
      let count = try rows.count(in: store)
      tableView?.insertRows(at: [IndexPath(row: count - 1, section: 0)])
    } catch {
      throw NavigationError(storeError: error)
    }
    dismiss(animated: true)
  }

  func playerDetailsViewController(
    _ controller: PlayerDetailsViewController, didEditPlayer player: Player
  ) throws {
    trace("playerDetailsViewController(_:didEditPlayer:)", player.name)
    let store = try requireStore()
    guard let original = controller.playerToEdit else {
      throw NavigationError(
        "Edit Player has no player to save", fix: "open it by selecting a row of Players")
    }
    // Nothing to save: no write, and no undo step that would hide the last real change.
    if player == original {
      dismiss(animated: true)
      return
    }
    do throws(RosterStoreError) {
      // Conditional on what the editor loaded: a change made in another roster since is never
      // put back; the editor stays open with the store's message.
      let saved = try store.updatePlayer(player, original: original)
      // Put back as loaded, only while the player is still as saved here.
      registerUndo(named: "the edit of \(VisibleText.quoted(original.name))") {
        store throws(RosterStoreError) in try store.updatePlayer(original, original: saved)
      }
      rows.invalidate()
      if let index = try store.index(ofPlayerID: player.id) {
        tableView?.reloadRows(at: [IndexPath(row: index, section: 0)])
      }
    } catch {
      throw NavigationError(storeError: error)
    }
    dismiss(animated: true)
  }

  /// A change taken back (`registerUndo`): the rows are read again.
  func storeChangedByUndo() { rows.invalidate() }

  private func requireStore() throws -> any RosterStoring {
    guard let store else {
      throw NavigationError(
        "Players has no store to save to", fix: "launch the app with RatingsApp.launch(store:)")
    }
    return store
  }
}
