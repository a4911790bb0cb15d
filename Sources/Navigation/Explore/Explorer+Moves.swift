/// What explore asks of a state's moves: which are offered, which undo another, which only edit
/// text.
extension Explorer {
  /// What a state is asked before its moves are tried, from one look at its segues: the
  /// segues left to app code, the popovers, the moves offered and those only app code makes.
  static func look(at session: Session) -> (
    leftToCode: [(key: String, message: String)], popovers: Set<String>,
    offered: [Interaction], codeMoves: Set<Interaction>
  ) {
    let pairs = session.fireablePairs()
    let segues = pairs.map(\.segue)
    return (
      session.codeFiredSegues(pairs),
      Set(segues.filter { $0.kind == .popover || $0.kind == .popoverPresentation }.map(\.name)),
      session.offeredInteractions(segues), session.codeFiredMoves(pairs)
    )
  }

  /// The moves without typing and clearing: what can be done besides editing text.
  static func withoutTyping(_ moves: [Interaction]) -> [Interaction] {
    moves.filter {
      switch $0 {
      case .type, .clear: return false
      default: return true
      }
    }
  }

  /// Whether `move` (done on `session`) only edited or focused a text field without changing
  /// what can be done (`usefulBefore`): such a state is not explored, so fields cannot multiply
  /// the states (every combination of filled and empty fields). A field counts only where its
  /// content changes the moves, as a Done that app code enables once a name is typed. A tap
  /// that focused a field is judged by typing a letter into it.
  static func onlyEditsText(
    _ move: Interaction, focusBefore: TextField?, on session: Session,
    _ usefulBefore: [Interaction]
  ) -> Bool {
    switch move {
    case .type, .clear:
      break
    case .tap:
      guard let field = session.typingTarget, field !== focusBefore, field.isEnabled,
        let letter = Session.exploreAlphabet.first
      else { return false }
      do {
        _ = try Interaction.type(text: letter).perform(on: session)
      } catch {
        return false
      }
    default:
      return false
    }
    return withoutTyping(session.offeredInteractions) == usefulBefore
  }

  /// A move as a message names it: a button by its title, a segue by its name.
  static func named(_ move: Interaction) -> String {
    switch move {
    case .tap(let button): return "\"\(button)\""
    case .open(let segue): return "segue \(segue)"
    default: return "\(move)"
    }
  }

  /// The move that may take `session` back to where it is now after `move`, asked before it:
  /// the tab selected now after a tab, the text a clear removes, a clear after typing into an
  /// empty field, `undo` after a delete. (`back` after a push or presentation is chosen from
  /// what the move did.) Where it returns is judged by the state's value afterwards.
  static func inverse(of move: Interaction, on session: Session) -> Interaction? {
    switch move {
    case .tab:
      guard let tabs = session.visibleTabBarController else { return nil }
      let titles = tabs.tabTitles
      return titles.indices.contains(tabs.selectedIndex)
        ? .tab(name: titles[tabs.selectedIndex]) : nil
    case .clear:
      guard let text = session.typingTarget?.text, !text.isEmpty else { return nil }
      return .type(text: text)
    case .type:
      return session.typingTarget?.text.isEmpty == true ? .clear : nil
    case .delete:
      return .undo
    default:
      return nil
    }
  }

  /// Whether a refusal of `move` contradicts the drawing: a tap on a button drawn enabled
  /// (explore only offers enabled ones).
  static func isDrawnEnabled(_ move: Interaction) -> Bool {
    if case .tap = move { return true }
    return false
  }
}
