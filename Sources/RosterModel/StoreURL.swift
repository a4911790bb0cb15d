/// Store names that are URLs: which ones a server store takes, and what of a URL may be shown
/// before libpq has parsed it (a message must never print a password).
package enum StoreURL {
  /// The schemes libpq takes, as it spells them.
  package static let postgresSchemes = ["postgresql", "postgres"]

  /// The scheme of `text` when it starts like a URL (`letters:` then `/`), else nil.
  package static func scheme(of text: String) -> String? {
    guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
      text[text.index(after: colon)...].hasPrefix("/")
    else { return nil }
    let scheme = text[..<colon]
    guard scheme.first!.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) })
    else { return nil }
    return String(scheme)
  }

  /// Whether `text` names a PostgreSQL store: a `postgresql:` or `postgres:` URL in any case
  /// (a mistyped one is refused by the server store with its fix, never taken for a file).
  package static func isPostgres(_ text: String) -> Bool {
    scheme(of: text).map { postgresSchemes.contains($0.lowercased()) } ?? false
  }

  /// What may be shown of a URL nothing has parsed: the scheme and the host part after the
  /// last `@`, without user, password or parameters (any of which may hold a secret).
  package static func withoutSecrets(_ url: String) -> String {
    guard let scheme = scheme(of: url) else { return url }
    var rest = url.dropFirst(scheme.count + 1)
    while rest.first == "/" { rest.removeFirst() }
    if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
    if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
    return scheme + "://" + rest
  }
}
