/// Roster's version: what `roster --version` prints and recordings are stamped with.
package enum RosterVersion {
  package static let current = "0.1.0"
}
