import Navigation
import RatingsApp
import RosterModel
import RosterPostgres
import RosterSQLite
import RosterSupport
import Shell
import Storyboard

/// The composition root: makes the session a run starts in, the Ratings app on a store or any
/// storyboard with generic controllers (`--storyboard`), at its initial scene or `--scene`;
/// and hands the shell the app's drawing (`RatingsDrawing`).
package struct SessionLauncher {
  package var options: Options
  /// Where one-line notices go (standard error): a new store created, a wait for a lock.
  package var notice: (String) -> Void = { _ in }
  /// Polled while waiting for another roster's lock: true gives up (Ctrl-C).
  package var giveUp: () -> Bool = { false }

  package init(options: Options) {
    self.options = options
  }

  /// A fresh session (with `--memory`, on a fresh seeded store).
  package func launch() throws(LaunchFailure) -> Session {
    try launch(catalog: catalog())
  }

  /// A fresh session whose storyboard references resolve through `catalog`.
  package func launch(catalog: StoryboardCatalog) throws(LaunchFailure) -> Session {
    guard let path = options.storyboard else {
      let store: any RosterStoring
      do throws(RosterStoreError) { store = try openStore() } catch { throw .store(error) }
      do throws(NavigationError) {
        return try RatingsApp.launch(store: store, scene: options.scene, device: options.device)
      } catch {
        throw .navigation(error)
      }
    }
    let document: StoryboardDocument
    do throws(StoryboardError) {
      document = try StoryboardParser.parse(fileAt: path, language: options.language)
    } catch {
      throw .storyboard(error)
    }
    catalog.add(document)
    do throws(NavigationError) {
      return try Session(
        storyboards: catalog, document: document,
        registry: ControllerRegistry(), scene: options.scene, device: options.device)
    } catch {
      throw .navigation(error)
    }
  }

  /// The store the options name: a fresh seeded one in memory, `--store`, or the default file.
  ///
  /// Only the default store's folder is created; a `--store` folder must exist (a typo in it
  /// should not make a new roster somewhere unexpected). A store this creates gets the
  /// sample players unless `samplePlayers` is false (`roster init --empty`).
  package func openStore(samplePlayers: Bool = true) throws(RosterStoreError)
    -> any RosterStoring
  {
    if options.memory { return try SQLiteRosterStore.inMemory() }
    if let url = options.store, PostgresRosterStore.handles(url) {
      // The wait is said and can be given up while the store opens too.
      let (notice, location) = (notice, PostgresRosterStore.location(of: url))
      let store = try PostgresRosterStore(
        url: url, samplePlayers: samplePlayers,
        onLockWait: {
          notice("waiting for another roster to finish writing \(location)… (Ctrl-C gives up)")
        }, giveUp: giveUp)
      if store.wasCreated { notice("created new roster \(store.location)") }
      return store
    }
    let store = try SQLiteRosterStore(
      path: options.store ?? SQLiteRosterStore.defaultPath(), createFolders: options.store == nil,
      samplePlayers: samplePlayers)
    if store.wasCreated { notice("created new roster \(store.path)") }
    let notice = notice
    let path = store.path
    store.onLockWait(
      { notice("waiting for another roster to finish writing \(path)… (Ctrl-C gives up)") },
      giveUp: giveUp)
    return store
  }

  /// Whether the store the options name is still to be made: a missing file, or a PostgreSQL
  /// database holding nothing. `import --dry-run` checks against a new store in memory then,
  /// rather than create one.
  package var storeIsNew: Bool {
    if options.memory { return false }
    if let url = options.store, PostgresRosterStore.handles(url) {
      return (try? PostgresRosterStore.databaseIsEmpty(url: url)) ?? false
    }
    guard let path = storePath else { return false }
    return !FileSystem.exists(path) && !FileSystem.isSymbolicLink(path)
  }

  /// The store file a session of these options opens; nil in memory, on a server or with
  /// `--storyboard`.
  package var storePath: String? {
    if options.memory || options.storyboard != nil { return nil }
    if let url = options.store, PostgresRosterStore.handles(url) { return nil }
    return options.store ?? SQLiteRosterStore.defaultPath()
  }

  /// How the store a session of these options opens is named: its file, or a server's URL
  /// without user, password or parameters; nil in memory or with `--storyboard`.
  package var storeName: String? {
    if options.memory || options.storyboard != nil { return nil }
    if let url = options.store, PostgresRosterStore.handles(url) {
      return StoreURL.withoutSecrets(url)
    }
    return storePath
  }

  /// The storyboards a session of these options runs, read without running them, for
  /// `roster check`: the app's (with the titles its classes set), or `--storyboard`'s.
  package func staticStoryboard() throws(StoryboardError) -> StaticStoryboard {
    let catalog = catalog()
    guard let path = options.storyboard else {
      let main = try catalog.document(named: RatingsStoryboards.mainName)
      return StaticStoryboard(
        entry: main, scene: options.scene, catalog: catalog,
        registry: RatingsApp.makeRegistry(), device: options.device)
    }
    let document = try StoryboardParser.parse(fileAt: path, language: options.language)
    catalog.add(document)
    return StaticStoryboard(
      entry: document, scene: options.scene, catalog: catalog, registry: ControllerRegistry(),
      device: options.device)
  }

  /// The storyboards a session can reach: files beside `--storyboard`, else the app's own.
  package func catalog() -> StoryboardCatalog {
    guard let path = options.storyboard else { return RatingsApp.makeCatalog() }
    let catalog = StoryboardCatalog(beside: path)
    catalog.language = options.language
    return catalog
  }
}
