import Glibc
import LineEditing
import RatingsApp
import RosterStore
import RosterSupport
import Storyboard

/// `roster`'s entry: arguments in, exit status out.
package enum RosterCommand {
  /// Runs `roster` with `arguments` (without the program name) and returns the exit status.
  package static func main(_ arguments: [String], console: Console = .standard()) -> Int32 {
    defer { console.flush() }
    let options: Options
    do {
      options = try OptionsParser.parse(arguments, fileExists: FileSystem.exists)
    } catch {
      console.error("roster: " + VisibleText.make(error.message))
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
    case .check(let files):
      return check(files, options: options, console: console)
    case .importCSV(let file):
      return withStore(options, console: console) { store in
        let summary = try store.importCSV(fromFile: file)
        var message = "imported \(summary.playerCount) player"
        if summary.playerCount != 1 { message += "s" }
        if !summary.createdGames.isEmpty {
          message += "; new games: " + summary.createdGames.joined(separator: ", ")
        }
        // One line: a line feed in a new game's name is shown, not obeyed.
        console.line(VisibleText.make(message))
      }
    case .export:
      return withStore(options, console: console) { store in
        console.flush()
        try store.exportCSV(
          toFileDescriptor: 1, name: "stdout", spreadsheetSafe: options.spreadsheetSafe)
      }
    case .shell:
      return ShellRunner(options: options, console: console).runStandardInput()
    case .scripts(let files):
      return ShellRunner(options: options, console: console).runScripts(files)
    case .lint(let arguments):
      return delegate(StoryboardLinter.run(arguments: arguments), console: console)
    case .graph(var arguments):
      if let storyboard = options.storyboard, !arguments.contains(where: { !$0.hasPrefix("-") }) {
        arguments.append(storyboard)
      }
      return delegate(
        DotExporter.run(arguments: arguments, embedded: RatingsStoryboards.documents),
        console: console)
    }
  }

  /// Prints what a storyboard tool produced and passes its status on.
  static func delegate(
    _ result: (output: String, errors: String, exitStatus: Int32), console: Console
  ) -> Int32 {
    console.out(result.output)
    if !result.errors.isEmpty {
      console.flush()
      var errors = result.errors
      if errors.hasSuffix("\n") { errors.removeLast() }
      console.error(errors)
    }
    return result.exitStatus
  }

  /// `roster check`: every problem in every file, then the summary line.
  static func check(_ files: [String], options: Options, console: Console) -> Int32 {
    let storyboard: StaticStoryboard
    do {
      storyboard = try SessionLauncher(options: options).staticStoryboard()
    } catch {
      console.error("roster: " + VisibleText.make(error.message))
      return 1
    }
    var failed = 0
    for file in files {
      var checker = ScriptChecker(storyboard: storyboard)
      let problems = checker.check(file)
      for problem in problems { console.error(VisibleText.make(problem.description)) }
      if !problems.isEmpty { failed += 1 }
    }
    console.line("\(files.count - failed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
  }

  /// Opens the store the options name and runs `body` on it; errors print and give status 1.
  static func withStore(
    _ options: Options, console: Console, _ body: (any RosterStoring) throws -> Void
  ) -> Int32 {
    var launcher = SessionLauncher(options: options)
    launcher.notice = { console.error($0) }
    do {
      try body(try launcher.openStore())
      return 0
    } catch {
      console.error("roster: " + VisibleText.make("\(error)"))
      return 1
    }
  }
}
