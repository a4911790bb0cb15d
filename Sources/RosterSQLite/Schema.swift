import RosterModel

/// The store's schema: numbered migrations, recorded in `PRAGMA user_version`.
///
/// A new store gets the schema the migrations build, in one go (`newStore`), then the sample
/// data. An older store runs the migrations it lacks, inside the same transaction, so a failed
/// upgrade changes nothing.
package enum Schema {
  /// The schema version this code writes; a store with a higher version is refused.
  static var currentVersion: Int { migrations.count }

  /// `PRAGMA application_id` of every Roster store: "Rstr" in ASCII (0x52737472). It tells a
  /// store from any other SQLite file before anything is written to it; stores made before it
  /// existed have 0 and are recognised by their tables, then stamped.
  static let applicationID: Int64 = 0x5273_7472

  /// The tables a store of each version has (index: version − 1), besides SQLite's own.
  static let tablesByVersion: [Set<String>] = [
    ["games", "players"], ["games", "players", "player_blocks"],
  ]

  /// Migration `i` takes a store from version `i` to `i + 1`.
  static let migrations: [String] = [
    // 1: games and players. Player ids are AUTOINCREMENT, so they grow with each insertion
    // and are never reused: ordering by id is the stable insertion order the roster shows.
    """
    CREATE TABLE games(
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE
    );
    \(playersTable)
    """,
    // 2: counters kept by triggers, so counts and "the n-th player" never scan the roster.
    // player_blocks holds how many players have ids in each block of 1024 ids: the n-th
    // player is found by summing block counts (a thousand rows for a million players), then
    // stepping at most 1023 rows inside one block. SQLite has no order-statistics index, and
    // OFFSET over a million rows costs tens of milliseconds.
    """
    ALTER TABLE games ADD COLUMN player_count INTEGER NOT NULL DEFAULT 0;
    UPDATE games SET player_count = (SELECT count(*) FROM players WHERE game_id = games.id);
    \(playerBlocksTable)
    INSERT INTO player_blocks(block, count)
      SELECT id >> 10, count(*) FROM players GROUP BY id >> 10;
    \(playersInsertedTrigger);
    \(playersDeletedAndMovedTriggers)
    """,
  ]

  /// A new store's schema in one statement list: what running every migration on an empty
  /// database leaves (the same `sqlite_schema` text, checked by a test), without ALTER
  /// TABLE's schema rewrite and the backfills of empty tables. Existing stores still run the
  /// migrations they lack; a new migration must also change this (the test fails until it
  /// does).
  static let newStore = """
    CREATE TABLE games(
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE
    , player_count INTEGER NOT NULL DEFAULT 0);
    \(playersTable)
    \(playerBlocksTable)
    \(playersInsertedTrigger);
    \(playersDeletedAndMovedTriggers)
    """

  /// The players and their indexes (migration 1 and a new store's schema share this text, so
  /// `sqlite_schema` reads the same either way).
  static let playersTable = """
    CREATE TABLE players(
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE RESTRICT,
      rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5)
    );
    CREATE INDEX players_by_name ON players(name);
    CREATE INDEX players_by_game ON players(game_id);
    """

  /// How many players have ids in each block of 1024 (the migration that adds the counters and
  /// a new store's schema share this text).
  static let playerBlocksTable = """
    CREATE TABLE player_blocks(
      block INTEGER PRIMARY KEY,
      count INTEGER NOT NULL
    );
    """

  /// Keeps the counters right when a player is deleted or changes game (the migration that adds
  /// the counters and a new store's schema share this text).
  static let playersDeletedAndMovedTriggers = """
    CREATE TRIGGER players_deleted AFTER DELETE ON players BEGIN
      UPDATE player_blocks SET count = count - 1 WHERE block = old.id >> 10;
      DELETE FROM player_blocks WHERE block = old.id >> 10 AND count <= 0;
      UPDATE games SET player_count = player_count - 1 WHERE id = old.game_id;
    END;
    CREATE TRIGGER players_moved AFTER UPDATE OF game_id ON players
      WHEN old.game_id IS NOT new.game_id BEGIN
      UPDATE games SET player_count = player_count - 1 WHERE id = old.game_id;
      UPDATE games SET player_count = player_count + 1 WHERE id = new.game_id;
    END;
    """

  /// Keeps the counters right for each insert. A CSV import drops it for the length of its
  /// transaction and adds the counts in bulk at the end: per row it costs more than the insert.
  static let playersInsertedTrigger = """
    CREATE TRIGGER players_inserted AFTER INSERT ON players BEGIN
      INSERT INTO player_blocks(block, count) VALUES (new.id >> 10, 1)
        ON CONFLICT(block) DO UPDATE SET count = count + 1;
      UPDATE games SET player_count = player_count + 1 WHERE id = new.game_id;
    END
    """

  /// Block size of `player_blocks`, as a shift: ids `b << blockShift ..< (b + 1) << blockShift`.
  static let blockShift: Int64 = 10
}
