/// The PostgreSQL store's schema: the same tables as the SQLite store's (`Schema`), with its
/// counters kept by statement triggers, and its version recorded in `roster_meta`.
enum PostgresSchema {
  /// What `roster_meta.application` holds in a Roster store.
  static let application = "roster"

  /// The schema version this code writes; a store with a higher one is refused.
  static var currentVersion: Int { migrations.count }

  /// `migrations[n]` takes a store from version n to n + 1 (0: a new store).
  static let migrations = [version1, version2]

  /// Block size of `player_blocks`, as a shift: ids `b << blockShift ..< (b + 1) << blockShift`.
  static let blockShift = 10

  /// A game name folded the way the catalog compares names: ASCII letters only, as SQLite's
  /// NOCASE does (the server's locale plays no part).
  static func folded(_ expression: String) -> String {
    "translate(\(expression), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')"
  }

  /// Names sort in byte order (COLLATE "C"), as in SQLite, whatever the database's locale.
  /// `roster_meta.version` moves with every committed change: other shells compare it to
  /// know when to redraw. Counters are kept per statement (transition tables), so an import
  /// of a million rows updates them once.
  static let version1 = """
    CREATE TABLE roster_meta (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      application text NOT NULL,
      schema_version integer NOT NULL,
      version bigint NOT NULL DEFAULT 0,
      player_count bigint NOT NULL DEFAULT 0 CHECK (player_count >= 0)
    );
    CREATE TABLE games (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text COLLATE "C" NOT NULL,
      player_count bigint NOT NULL DEFAULT 0 CHECK (player_count >= 0)
    );
    CREATE UNIQUE INDEX games_by_folded_name ON games (\(folded("name")));
    CREATE TABLE players (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text COLLATE "C" NOT NULL,
      game_id bigint NOT NULL REFERENCES games(id),
      rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5)
    );
    CREATE INDEX players_by_name ON players (name, id);
    CREATE INDEX players_by_game ON players (game_id, id);

    CREATE FUNCTION roster_players_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE games g SET player_count = g.player_count + n.count
        FROM (SELECT game_id, count(*) AS count FROM inserted GROUP BY game_id) n
        WHERE g.id = n.game_id;
      UPDATE roster_meta SET version = version + 1,
        player_count = player_count + (SELECT count(*) FROM inserted);
      RETURN NULL;
    END $$;
    CREATE TRIGGER players_inserted AFTER INSERT ON players
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT
      EXECUTE FUNCTION roster_players_inserted();

    CREATE FUNCTION roster_players_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE games g SET player_count = g.player_count - n.count
        FROM (SELECT game_id, count(*) AS count FROM deleted GROUP BY game_id) n
        WHERE g.id = n.game_id;
      UPDATE roster_meta SET version = version + 1,
        player_count = player_count - (SELECT count(*) FROM deleted);
      RETURN NULL;
    END $$;
    CREATE TRIGGER players_deleted AFTER DELETE ON players
      REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT
      EXECUTE FUNCTION roster_players_deleted();

    CREATE FUNCTION roster_players_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE games g SET player_count = g.player_count + n.count
        FROM (SELECT game_id, sum(count) AS count FROM (
            SELECT game_id, 1 AS count FROM after UNION ALL SELECT game_id, -1 FROM before
          ) moves GROUP BY game_id HAVING sum(count) <> 0) n
        WHERE g.id = n.game_id;
      UPDATE roster_meta SET version = version + 1;
      RETURN NULL;
    END $$;
    CREATE TRIGGER players_updated AFTER UPDATE ON players
      REFERENCING OLD TABLE AS before NEW TABLE AS after FOR EACH STATEMENT
      EXECUTE FUNCTION roster_players_updated();

    CREATE FUNCTION roster_games_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE roster_meta SET version = version + 1;
      RETURN NULL;
    END $$;
    CREATE TRIGGER games_changed AFTER INSERT OR DELETE ON games
      FOR EACH STATEMENT EXECUTE FUNCTION roster_games_changed();
    """

  /// Per-block player counts (`player_blocks`, as the SQLite store keeps them): row n is found by
  /// summing a thousand block counts for a million players and stepping at most 1,023 rows in
  /// one block, where `OFFSET n` stepped through n rows (0.9 s for the last of a million).
  /// Kept by the insert and delete statement triggers, one upsert per statement.
  static let version2 = """
    CREATE TABLE player_blocks (
      block bigint PRIMARY KEY,
      count bigint NOT NULL CHECK (count >= 0)
    );
    INSERT INTO player_blocks(block, count)
      SELECT id >> \(blockShift), count(*) FROM players GROUP BY id >> \(blockShift);

    CREATE OR REPLACE FUNCTION roster_players_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE games g SET player_count = g.player_count + n.count
        FROM (SELECT game_id, count(*) AS count FROM inserted GROUP BY game_id) n
        WHERE g.id = n.game_id;
      INSERT INTO player_blocks(block, count)
        SELECT id >> \(blockShift), count(*) FROM inserted GROUP BY id >> \(blockShift)
        ON CONFLICT (block) DO UPDATE SET count = player_blocks.count + excluded.count;
      UPDATE roster_meta SET version = version + 1,
        player_count = player_count + (SELECT count(*) FROM inserted);
      RETURN NULL;
    END $$;

    CREATE OR REPLACE FUNCTION roster_players_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE games g SET player_count = g.player_count - n.count
        FROM (SELECT game_id, count(*) AS count FROM deleted GROUP BY game_id) n
        WHERE g.id = n.game_id;
      UPDATE player_blocks b SET count = b.count - n.count
        FROM (SELECT id >> \(blockShift) AS block, count(*) AS count FROM deleted
          GROUP BY id >> \(blockShift)) n
        WHERE b.block = n.block;
      DELETE FROM player_blocks
        WHERE count = 0 AND block IN (SELECT id >> \(blockShift) FROM deleted);
      UPDATE roster_meta SET version = version + 1,
        player_count = player_count - (SELECT count(*) FROM deleted);
      RETURN NULL;
    END $$;
    """

  /// SQL for the id of the player at row `row` (0-based; an SQL bigint expression), or NULL
  /// past the end: the block holding the row from the running sums of `player_blocks`, then
  /// the row's offset inside it. The sums run from the nearer end of the roster (from the
  /// last block back, the rows before a block are the count less those from it on), and stop
  /// at the row's block: the last row of a million players reads a block or two, as the first
  /// does, where a pass from the first block read all thousand.
  static func idAtRow(_ row: String) -> String {
    """
    (SELECT p.id FROM (
        (SELECT block, before FROM (
            SELECT block, count, (sum(count) OVER (ORDER BY block))::bigint - count AS before
            FROM player_blocks) f
          WHERE (\(row)) < (SELECT player_count FROM roster_meta) / 2
            AND before + count > (\(row))
          LIMIT 1)
      UNION ALL
        (SELECT block, before FROM (
            SELECT block, (SELECT player_count FROM roster_meta)
              - (sum(count) OVER (ORDER BY block DESC))::bigint AS before
            FROM player_blocks) b
          WHERE (\(row)) >= (SELECT player_count FROM roster_meta) / 2 AND before <= (\(row))
          LIMIT 1)) s
    CROSS JOIN LATERAL (SELECT id FROM players WHERE id >= s.block << \(blockShift)
      ORDER BY id OFFSET (\(row)) - s.before LIMIT 1) p)
    """
  }

  /// SQL for the row (0-based) the player with id `id` (an SQL bigint expression) has, or would
  /// have: the players of the blocks before its own, plus those before it in its block. The
  /// blocks before it are summed from the nearer end, as `idAtRow` sums them.
  static func rowOfID(_ id: String) -> String {
    """
    (CASE WHEN (\(id)) >> \(blockShift) <= (SELECT max(block) FROM player_blocks) / 2
        THEN (SELECT coalesce(sum(count), 0) FROM player_blocks
          WHERE block < (\(id)) >> \(blockShift))
        ELSE (SELECT player_count FROM roster_meta) - (SELECT coalesce(sum(count), 0)
          FROM player_blocks WHERE block >= (\(id)) >> \(blockShift)) END
      + (SELECT count(*) FROM players
        WHERE id >= ((\(id)) >> \(blockShift)) << \(blockShift) AND id < (\(id))))
    """
  }
}
