#ifndef ROSTER_CEDITLINE_SHIM_H
#define ROSTER_CEDITLINE_SHIM_H
#include <dlfcn.h>
#include <histedit.h>
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <stddef.h>
#include <wchar.h>

// glibc declares wcwidth only with _XOPEN_SOURCE, which Swift's Glibc module does not set.
int wcwidth(wchar_t c);

/// Terminal columns of one Unicode scalar (needs a UTF-8 LC_CTYPE): 2 for CJK, -1 if unprintable.
static inline int roster_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }

// libedit is not linked: EditLineReader.swift loads it with dlopen when a terminal asks for line
// editing, so scripts, pipes, lint and graph never pay for loading it (and ncurses, libbsd).
// Its entry points are kept in this table. Swift cannot call C variadic functions (el_set,
// el_get, history) nor even store pointers to them, so the table is filled here and every
// variadic operation Roster needs gets a non-variadic wrapper. Swift 6 also rejects C's
// stdin/stdout/stderr globals (not concurrency-safe), so they are returned from functions.

typedef struct roster_editline {
  EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
  void (*el_end)(EditLine *);
  int (*el_set)(EditLine *, int, ...);
  int (*el_get)(EditLine *, int, ...);
  int (*el_source)(EditLine *, const char *);
  const char *(*el_gets)(EditLine *, int *);
  const LineInfo *(*el_line)(EditLine *);
  const LineInfoW *(*el_wline)(EditLine *);
  void (*el_deletestr)(EditLine *, int);
  int (*el_insertstr)(EditLine *, const char *);
  int (*el_cursor)(EditLine *, int);
  void (*el_push)(EditLine *, const char *);
  int (*el_wgetc)(EditLine *, wchar_t *);
  void (*el_resize)(EditLine *);
  History *(*history_init)(void);
  void (*history_end)(History *);
  int (*history)(History *, HistEvent *, int, ...);
} roster_editline;

/// Fills `api` from `handle` (from dlopen); returns the name of the first missing entry point,
/// or NULL when all were found.
static inline const char *roster_editline_load(void *handle, roster_editline *api) {
#define ROSTER_FIND(name)                                 \
  if ((*(void **)&api->name = dlsym(handle, #name)) == NULL) \
    return #name;
  ROSTER_FIND(el_init)
  ROSTER_FIND(el_end)
  ROSTER_FIND(el_set)
  ROSTER_FIND(el_get)
  ROSTER_FIND(el_source)
  ROSTER_FIND(el_gets)
  ROSTER_FIND(el_line)
  ROSTER_FIND(el_wline)
  ROSTER_FIND(el_deletestr)
  ROSTER_FIND(el_insertstr)
  ROSTER_FIND(el_cursor)
  ROSTER_FIND(el_push)
  ROSTER_FIND(el_wgetc)
  ROSTER_FIND(el_resize)
  ROSTER_FIND(history_init)
  ROSTER_FIND(history_end)
  ROSTER_FIND(history)
#undef ROSTER_FIND
  return NULL;
}

typedef char *(*roster_el_prompt_fn)(EditLine *);
typedef unsigned char (*roster_el_command_fn)(EditLine *, int);
typedef int (*roster_el_read_fn)(EditLine *, wchar_t *);

static inline FILE *roster_stdin(void) { return stdin; }
static inline FILE *roster_stdout(void) { return stdout; }
static inline FILE *roster_stderr(void) { return stderr; }

// MARK: el_set / el_get

static inline int roster_el_set_clientdata(const roster_editline *api, EditLine *el, void *data) {
  return api->el_set(el, EL_CLIENTDATA, data);
}

static inline void *roster_el_get_clientdata(const roster_editline *api, EditLine *el) {
  void *data = NULL;
  if (api->el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

static inline int roster_el_set_editor(const roster_editline *api, EditLine *el, const char *mode) {
  return api->el_set(el, EL_EDITOR, mode);
}

static inline int roster_el_set_signal(const roster_editline *api, EditLine *el, int on) {
  return api->el_set(el, EL_SIGNAL, on);
}

static inline int roster_el_set_prompt_esc(
    const roster_editline *api, EditLine *el, roster_el_prompt_fn fn, char esc) {
  return api->el_set(el, EL_PROMPT_ESC, fn, esc);
}

static inline int roster_el_set_hist(const roster_editline *api, EditLine *el, History *h) {
  return api->el_set(el, EL_HIST, api->history, h);
}

static inline int roster_el_addfn(
    const roster_editline *api, EditLine *el, const char *name, const char *help,
    roster_el_command_fn fn) {
  return api->el_set(el, EL_ADDFN, name, help, fn);
}

static inline int roster_el_bind(
    const roster_editline *api, EditLine *el, const char *key, const char *command) {
  return api->el_set(el, EL_BIND, key, command, NULL);
}

/// Makes `fn` the function el_gets and el_wgetc read each character with.
static inline int roster_el_set_getcfn(const roster_editline *api, EditLine *el, roster_el_read_fn fn) {
  return api->el_set(el, EL_GETCFN, fn);
}

static inline int roster_el_setty(
    const roster_editline *api, EditLine *el, const char *a, const char *b) {
  return api->el_set(el, EL_SETTY, a, b, NULL);
}

/// The terminal width libedit knows (it tracks resizes with EL_SIGNAL), or 0.
static inline int roster_el_columns(const roster_editline *api, EditLine *el) {
  int columns = 0;
  if (api->el_get(el, EL_GETTC, "co", &columns, NULL) != 0) return 0;
  return columns;
}

// MARK: history

static inline int roster_history_setsize(const roster_editline *api, History *h, int size) {
  HistEvent ev;
  return api->history(h, &ev, H_SETSIZE, size);
}

static inline int roster_history_setunique(const roster_editline *api, History *h, int on) {
  HistEvent ev;
  return api->history(h, &ev, H_SETUNIQUE, on);
}

static inline int roster_history_enter(const roster_editline *api, History *h, const char *line) {
  HistEvent ev;
  return api->history(h, &ev, H_ENTER, line);
}

static inline int roster_history_clear(const roster_editline *api, History *h) {
  HistEvent ev;
  return api->history(h, &ev, H_CLEAR);
}

#endif
