import CEditLine
import Glibc

/// Sets the C character-type locale, which neither the Swift runtime nor Foundation does.
///
/// Without it libedit silently drops every non-ASCII character and crashes on a non-ASCII
/// prompt, and `wcwidth` cannot measure CJK text; so this runs before any reader is made.
package enum TerminalLocale {
  /// Applies the user's `LC_CTYPE` (falling back to `C.UTF-8`) and reports whether the user's
  /// own locale is UTF-8, which tells the shell whether to draw Unicode or its ASCII fallback.
  @discardableResult
  package static func configure() -> Bool {
    let userIsUTF8 = setlocale(LC_CTYPE, "") != nil && codesetIsUTF8()
    if !userIsUTF8 {
      // libedit and wcwidth need a UTF-8 ctype even when the user's locale is "C" or absent;
      // the bytes Roster reads and writes are UTF-8 regardless. C.UTF-8 is on every Debian;
      // the others are for systems without it.
      for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
        break
      }
    }
    return userIsUTF8
  }

  /// Whether the current `LC_CTYPE` codeset is UTF-8.
  package static func codesetIsUTF8() -> Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).lowercased()
    return name == "utf-8" || name == "utf8"
  }
}
