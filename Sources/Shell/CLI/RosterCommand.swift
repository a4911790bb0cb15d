import Glibc

/// `roster`'s entry: arguments in, exit status out.
package enum RosterCommand {
  /// Runs `roster` with `arguments` (without the program name) and returns the exit status.
  package static func main(_ arguments: [String], console: Console = .standard()) -> Int32 {
    defer { console.flush() }
    let options: Options
    do {
      options = try OptionsParser.parse(arguments, fileExists: FileSystem.exists)
    } catch {
      console.error("roster: \(error.message)")
      console.error(OptionsParser.usageLine)
      return 2
    }
    switch options.mode {
    case .help:
      console.line(OptionsParser.help)
      return 0
    case .version:
      console.line("roster \(OptionsParser.version)")
      return 0
    default:
      console.error("roster: this mode is not built yet")
      return 1
    }
  }
}
