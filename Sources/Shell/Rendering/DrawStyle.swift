import Glibc

/// How scenes are drawn: Unicode symbols or their ASCII fallback, with or without colour.
package struct DrawStyle: Equatable, Sendable {
  package var unicode: Bool
  package var color: Bool

  /// Plain Unicode, no colour: what scripts, pipes and snapshot tests use.
  package static let plain = DrawStyle(unicode: true, color: false)
  /// Plain ASCII, no colour.
  package static let ascii = DrawStyle(unicode: false, color: false)

  /// The style for this process: Unicode when the locale is UTF-8; colour only when stdout is
  /// a terminal and neither `--no-color` nor a non-empty `NO_COLOR` asks otherwise.
  package static func detect(noColor: Bool, environment: (String) -> String? = Self.getenv)
    -> DrawStyle
  {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap(environment).first {
      !$0.isEmpty
    }
    let lowered = locale?.lowercased() ?? ""
    let unicode = lowered.contains("utf-8") || lowered.contains("utf8")
    let noColorSet = !(environment("NO_COLOR") ?? "").isEmpty
    let terminal = isatty(1) == 1 && environment("TERM") != "dumb"
    return DrawStyle(unicode: unicode, color: terminal && !noColor && !noColorSet)
  }

  /// The environment variable `name`, if set.
  package static func getenv(_ name: String) -> String? {
    Glibc.getenv(name).map { String(cString: $0) }
  }

  // Symbols, each with its ASCII fallback.
  var disclosure: String { unicode ? "›" : ">" }
  var checkmark: String { unicode ? "✓" : "[x]" }
  var detailButton: String { unicode ? "ⓘ" : "(i)" }
  var filledStar: String { unicode ? "★" : "*" }
  var emptyStar: String { unicode ? "☆" : "." }
  var cursor: String { unicode ? "▏" : "_" }
  var rule: String { unicode ? "─" : "-" }
  var breadcrumbSeparator: String { unicode ? " › " : " > " }
  var ellipsis: String { unicode ? "…" : "..." }
  var rangeDash: String { unicode ? "–" : "-" }
  var bullet: String { unicode ? "·" : "-" }
  var selectedMark: String { unicode ? "●" : "(*)" }
  var unselectedMark: String { unicode ? "○" : "( )" }
  var secureDot: String { unicode ? "•" : "*" }

  /// ANSI SGR codes, or nothing without colour.
  package enum Tint: String {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"
    case reverse = "7"
  }

  /// `text` wrapped in the tint's escape codes when colour is on.
  package func tint(_ text: String, _ tint: Tint) -> String {
    guard color, !text.isEmpty else { return text }
    return "\u{1B}[\(tint.rawValue)m" + text + "\u{1B}[0m"
  }
}
