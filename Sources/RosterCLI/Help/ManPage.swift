/// `roster man`: the manual page roster(1) as roff, written from `CommandLineTable`.
package enum ManPage {
  package static func roff() -> String { "" }
}
