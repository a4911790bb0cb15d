#ifndef ROSTER_CEDITLINE_SHIM_H
#define ROSTER_CEDITLINE_SHIM_H
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

// Swift cannot call C variadic functions (el_set, el_get, history), so every operation Roster
// needs gets a non-variadic wrapper here. Swift 6 also rejects C's stdin/stdout/stderr globals
// (not concurrency-safe), so they are returned from functions.

typedef char *(*roster_el_prompt_fn)(EditLine *);
typedef unsigned char (*roster_el_command_fn)(EditLine *, int);

static inline FILE *roster_stdin(void) { return stdin; }
static inline FILE *roster_stdout(void) { return stdout; }
static inline FILE *roster_stderr(void) { return stderr; }

// MARK: el_set / el_get

static inline int roster_el_set_clientdata(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

static inline void *roster_el_get_clientdata(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

static inline int roster_el_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

static inline int roster_el_set_signal(EditLine *el, int on) {
  return el_set(el, EL_SIGNAL, on);
}

static inline int roster_el_set_prompt_esc(EditLine *el, roster_el_prompt_fn fn, char esc) {
  return el_set(el, EL_PROMPT_ESC, fn, esc);
}

static inline int roster_el_set_hist(EditLine *el, History *h) {
  return el_set(el, EL_HIST, history, h);
}

static inline int roster_el_addfn(
    EditLine *el, const char *name, const char *help, roster_el_command_fn fn) {
  return el_set(el, EL_ADDFN, name, help, fn);
}

static inline int roster_el_bind(EditLine *el, const char *key, const char *command) {
  return el_set(el, EL_BIND, key, command, NULL);
}

static inline int roster_el_setty(EditLine *el, const char *a, const char *b) {
  return el_set(el, EL_SETTY, a, b, NULL);
}

/// The terminal width libedit knows (it tracks resizes with EL_SIGNAL), or 0.
static inline int roster_el_columns(EditLine *el) {
  int columns = 0;
  if (el_get(el, EL_GETTC, "co", &columns, NULL) != 0) return 0;
  return columns;
}

// MARK: history

static inline int roster_history_setsize(History *h, int size) {
  HistEvent ev;
  return history(h, &ev, H_SETSIZE, size);
}

static inline int roster_history_setunique(History *h, int on) {
  HistEvent ev;
  return history(h, &ev, H_SETUNIQUE, on);
}

static inline int roster_history_enter(History *h, const char *line) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, line);
}

static inline int roster_history_clear(History *h) {
  HistEvent ev;
  return history(h, &ev, H_CLEAR);
}

#endif
