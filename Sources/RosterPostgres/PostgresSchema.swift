/// The PostgreSQL store's schema: the same tables as the SQLite store's (`Schema`), with its
/// counters kept by statement triggers, and its version recorded in `roster_meta`.
enum PostgresSchema {
  /// What `roster_meta.application` holds in a Roster store.
  static let application = "roster"

  /// The schema version this code writes; a store with a higher one is refused.
  static var currentVersion: Int { migrations.count }

  /// `migrations[n]` takes a store from version n to n + 1 (0: a new store).
  static let migrations = [version1]

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
}
