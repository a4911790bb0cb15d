/// The moves by the names of the shell's commands, one line each onto `Interaction.perform` (so
/// they cannot drift from what the shell and explore run): tests read as the commands a user
/// types.
extension Session {
  /// `open SEGUE` (`Interaction.open`).
  package func open(segue name: String) throws(NavigationError) -> NavigationChange {
    try Interaction.open(segue: name).perform(on: self)
  }

  /// `select ROW` (`Interaction.select`); with `drawn`, the row as the shell last drew it.
  package func select(row reference: RowReference, drawn: DrawnRow? = nil)
    throws(NavigationError) -> NavigationChange
  {
    try Interaction.select(reference).perform(on: self, drawn: drawn)
  }

  /// `tap BUTTON` (`Interaction.tap`).
  package func tap(button name: String) throws(NavigationError) -> NavigationChange {
    try Interaction.tap(button: name).perform(on: self)
  }

  /// `type TEXT` (`Interaction.type`).
  package func type(_ text: String) throws(NavigationError) -> NavigationChange {
    try Interaction.type(text: text).perform(on: self)
  }

  /// `clear` (`Interaction.clear`).
  package func clear() throws(NavigationError) -> NavigationChange {
    try Interaction.clear.perform(on: self)
  }

  /// `back` (`Interaction.back`).
  package func back() throws(NavigationError) -> NavigationChange {
    try Interaction.back.perform(on: self)
  }

  /// `tab NAME` (`Interaction.tab`).
  package func selectTab(_ name: String) throws(NavigationError) -> NavigationChange {
    try Interaction.tab(name: name).perform(on: self)
  }

  /// `delete ROW` (`Interaction.delete`); with `drawn`, as `select`.
  package func delete(row reference: RowReference, drawn: DrawnRow? = nil)
    throws(NavigationError) -> NavigationChange
  {
    try Interaction.delete(reference).perform(on: self, drawn: drawn)
  }

  /// `undo` (`Interaction.undo`).
  package func undo() throws(NavigationError) -> NavigationChange {
    try Interaction.undo.perform(on: self)
  }
}
