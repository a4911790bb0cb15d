# Throwaway PostgreSQL servers for the scripts (sourced by Scripts/bench, Scripts/churn,
# Scripts/concurrency and Scripts/crashtest; the Swift tests have their own,
# Tests/RosterTestSupport/PostgresServer.swift).
# Debian's server programs live in /usr/lib/postgresql/N/bin, off PATH; initdb and postgres refuse
# root, so as root (CI) they run as the postgres user on a folder it owns.

# The newest server programs' folder, or nothing when the server is not installed.
pg_bin() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  [ -n "$bin" ] && [ -x "$bin/initdb" ] && echo "$bin"
}

# Runs a command as the postgres user when root, else as is, from / (which every user may enter);
# PG_PREFIX (an array, e.g. `ip netns exec NAME`) goes first, to run it in another namespace.
PG_PREFIX=()
pg_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    (cd / && "${PG_PREFIX[@]}" runuser -u postgres -- "$@")
  else
    (cd / && "${PG_PREFIX[@]}" "$@")
  fi
}

# pg_init DIR: a new cluster in DIR/data (trust logins, superuser postgres, UTF-8, C locale).
# The folders above DIR must let the postgres user through (mktemp's are 0700: chmod 711).
pg_init() {
  local dir=$1
  mkdir -p "$dir"
  [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
  pg_as_owner "$(pg_bin)/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --locale=C \
    >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; return 1; }
}

# pg_start DIR [LISTEN-ADDRESS] [PORT]: starts DIR's cluster with its socket in DIR and, given
# an address, on TCP there too (in PG_PREFIX's namespace, when set).
pg_start() {
  local dir=$1 listen=${2:-} port=${3:-5432}
  pg_as_owner "$(pg_bin)/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 120 \
    -o "-k $dir -p $port -c listen_addresses='$listen'" start >"$dir/pg_ctl.log" 2>&1 \
    || { cat "$dir/pg_ctl.log" >&2; tail -5 "$dir/server.log" >&2; return 1; }
}

# pg_throwaway DIR DATABASE: a new cluster in DIR, started on its socket only, holding an empty
# DATABASE (pg_url DIR DATABASE names it); the caller stops it on exit (pg_stop DIR).
pg_throwaway() {
  local dir=$1 database=$2
  pg_init "$dir" && pg_start "$dir" && createdb -h "$dir" -U postgres "$database"
}

# pg_kill DIR: SIGKILL of the server's postmaster and every backend at once, as a crash leaves
# it (by process id: the postmaster's pid file, then its children); the next pg_start recovers
# from the WAL.
pg_kill() {
  local dir=$1 pid pids
  pid=$(head -1 "$dir/data/postmaster.pid" 2>/dev/null || true)
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 0
  pids="$pid $(ps -o pid= --ppid "$pid" | tr '\n' ' ')"
  # shellcheck disable=SC2086
  kill -9 $pids 2>/dev/null || true
  local tries=0 alive
  while [ $tries -lt 200 ]; do
    alive=0
    for p in $pids; do kill -0 "$p" 2>/dev/null && alive=1; done
    [ $alive = 0 ] && break
    sleep 0.05
    tries=$((tries + 1))
  done
}

# pg_stop DIR: stops DIR's server (immediately: nothing of it is kept) if it runs.
pg_stop() {
  local dir=$1
  [ -f "$dir/data/postmaster.pid" ] || return 0
  pg_as_owner "$(pg_bin)/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
}

# pg_url DIR DATABASE: the URL of DATABASE on DIR's server, through its socket.
pg_url() {
  echo "postgresql:///$2?host=$1&port=${3:-5432}&user=postgres"
}
