#ifndef ROSTER_CLIBPQ_SHIM_H
#define ROSTER_CLIBPQ_SHIM_H
/* The few libpq declarations PostgresConnection.swift uses, written out here instead of
   including <libpq-fe.h> (as CXML does for libxml2): libpq is loaded with dlopen, so nothing
   links against it and its headers are not needed to build. These are libpq's public ABI under
   the soname libpq.so.5 (stable since PostgreSQL 8.0); names, values and signatures follow
   libpq-fe.h and postgres_ext.h. Connections and results are opaque. */
#include <dlfcn.h>
#include <stddef.h>

typedef struct pg_conn PGconn;
typedef struct pg_result PGresult;
typedef struct pg_cancel PGcancel;
typedef unsigned int Oid;

/** PQstatus (libpq-fe.h, ConnStatusType): only these two are reported by a blocking connect. */
typedef enum { CONNECTION_OK = 0, CONNECTION_BAD = 1 } ConnStatusType;

/** PQresultStatus (libpq-fe.h, ExecStatusType). */
typedef enum {
  PGRES_EMPTY_QUERY = 0,
  PGRES_COMMAND_OK = 1,
  PGRES_TUPLES_OK = 2,
  PGRES_COPY_OUT = 3,
  PGRES_COPY_IN = 4,
  PGRES_BAD_RESPONSE = 5,
  PGRES_NONFATAL_ERROR = 6,
  PGRES_FATAL_ERROR = 7
} ExecStatusType;

/** PQtransactionStatus (libpq-fe.h, PGTransactionStatusType). */
typedef enum {
  PQTRANS_IDLE = 0,
  PQTRANS_ACTIVE = 1,
  PQTRANS_INTRANS = 2,
  PQTRANS_INERROR = 3,
  PQTRANS_UNKNOWN = 4
} PGTransactionStatusType;

/** PQresultErrorField codes (postgres_ext.h). */
#define PG_DIAG_SQLSTATE 'C'
#define PG_DIAG_MESSAGE_PRIMARY 'M'

/** One connection option as PQconninfoParse reports it (libpq-fe.h, PQconninfoOption). */
typedef struct {
  char *keyword;
  char *envvar;
  char *compiled;
  char *val;
  char *label;
  char *dispchar;
  int dispsize;
} PQconninfoOption;

/** What libpq hands a server's NOTICE or WARNING to (libpq-fe.h). */
typedef void (*PQnoticeProcessor)(void *arg, const char *message);

/** libpq's entry points, found with dlsym. */
typedef struct roster_libpq {
  PGconn *(*PQconnectdbParams)(const char *const *keywords, const char *const *values,
                               int expand_dbname);
  ConnStatusType (*PQstatus)(const PGconn *conn);
  char *(*PQerrorMessage)(const PGconn *conn);
  void (*PQfinish)(PGconn *conn);
  void (*PQreset)(PGconn *conn);
  PGTransactionStatusType (*PQtransactionStatus)(const PGconn *conn);
  PGresult *(*PQexecParams)(PGconn *conn, const char *command, int nParams,
                            const Oid *paramTypes, const char *const *paramValues,
                            const int *paramLengths, const int *paramFormats, int resultFormat);
  PGresult *(*PQexec)(PGconn *conn, const char *query);
  ExecStatusType (*PQresultStatus)(const PGresult *res);
  char *(*PQresultErrorField)(const PGresult *res, int fieldcode);
  char *(*PQresultErrorMessage)(const PGresult *res);
  int (*PQntuples)(const PGresult *res);
  int (*PQnfields)(const PGresult *res);
  char *(*PQgetvalue)(const PGresult *res, int tup_num, int field_num);
  int (*PQgetlength)(const PGresult *res, int tup_num, int field_num);
  int (*PQgetisnull)(const PGresult *res, int tup_num, int field_num);
  char *(*PQcmdTuples)(PGresult *res);
  void (*PQclear)(PGresult *res);
  int (*PQputCopyData)(PGconn *conn, const char *buffer, int nbytes);
  int (*PQputCopyEnd)(PGconn *conn, const char *errormsg);
  PGresult *(*PQgetResult)(PGconn *conn);
  /* Sending without waiting, so that a wait for a lock can be told about and given up. */
  int (*PQsendQuery)(PGconn *conn, const char *query);
  int (*PQsendQueryParams)(PGconn *conn, const char *command, int nParams,
                           const Oid *paramTypes, const char *const *paramValues,
                           const int *paramLengths, const int *paramFormats, int resultFormat);
  int (*PQconsumeInput)(PGconn *conn);
  int (*PQisBusy)(PGconn *conn);
  int (*PQsocket)(const PGconn *conn);
  PGcancel *(*PQgetCancel)(PGconn *conn);
  int (*PQcancel)(PGcancel *cancel, char *errbuf, int errbufsize);
  void (*PQfreeCancel)(PGcancel *cancel);
  /* Parsing a URL as connecting would, so that what is shown of it leaves every secret out. */
  PQconninfoOption *(*PQconninfoParse)(const char *conninfo, char **errmsg);
  void (*PQconninfoFree)(PQconninfoOption *connOptions);
  void (*PQfreemem)(void *ptr);
  /* The server's notices go through Roster's terminal-safe text, not straight to stderr. */
  PQnoticeProcessor (*PQsetNoticeProcessor)(PGconn *conn, PQnoticeProcessor proc, void *arg);
} roster_libpq;

/// Fills `api` from `handle` (from dlopen); returns the name of the first missing entry point,
/// or NULL when all were found.
static inline const char *roster_libpq_load(void *handle, roster_libpq *api) {
#define ROSTER_FIND(name)                                    \
  if ((*(void **)&api->name = dlsym(handle, #name)) == NULL) \
    return #name;
  ROSTER_FIND(PQconnectdbParams)
  ROSTER_FIND(PQstatus)
  ROSTER_FIND(PQerrorMessage)
  ROSTER_FIND(PQfinish)
  ROSTER_FIND(PQreset)
  ROSTER_FIND(PQtransactionStatus)
  ROSTER_FIND(PQexecParams)
  ROSTER_FIND(PQexec)
  ROSTER_FIND(PQresultStatus)
  ROSTER_FIND(PQresultErrorField)
  ROSTER_FIND(PQresultErrorMessage)
  ROSTER_FIND(PQntuples)
  ROSTER_FIND(PQnfields)
  ROSTER_FIND(PQgetvalue)
  ROSTER_FIND(PQgetlength)
  ROSTER_FIND(PQgetisnull)
  ROSTER_FIND(PQcmdTuples)
  ROSTER_FIND(PQclear)
  ROSTER_FIND(PQputCopyData)
  ROSTER_FIND(PQputCopyEnd)
  ROSTER_FIND(PQgetResult)
  ROSTER_FIND(PQsendQuery)
  ROSTER_FIND(PQsendQueryParams)
  ROSTER_FIND(PQconsumeInput)
  ROSTER_FIND(PQisBusy)
  ROSTER_FIND(PQsocket)
  ROSTER_FIND(PQgetCancel)
  ROSTER_FIND(PQcancel)
  ROSTER_FIND(PQfreeCancel)
  ROSTER_FIND(PQconninfoParse)
  ROSTER_FIND(PQconninfoFree)
  ROSTER_FIND(PQfreemem)
  ROSTER_FIND(PQsetNoticeProcessor)
#undef ROSTER_FIND
  return NULL;
}
#endif
