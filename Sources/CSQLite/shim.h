#ifndef ROSTER_CSQLITE_SHIM_H
#define ROSTER_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a cast macro Swift cannot import: sqlite copies the bytes.
static inline sqlite3_destructor_type roster_sqlite_transient(void) {
  return SQLITE_TRANSIENT;
}
#endif
