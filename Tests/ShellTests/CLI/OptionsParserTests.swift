import Testing

@testable import Shell

@Suite struct OptionsParserTests {
  private func parse(_ arguments: [String], files: Set<String> = []) throws -> Options {
    try OptionsParser.parse(arguments, fileExists: { files.contains($0) })
  }

  private func failure(_ arguments: [String]) -> String? {
    do {
      _ = try OptionsParser.parse(arguments, fileExists: { _ in false })
      return nil
    } catch {
      return error.message
    }
  }

  @Test func noArgumentsIsTheShell() throws {
    #expect(try parse([]).mode == .shell)
  }

  @Test func scriptsAndFlags() throws {
    let options = try parse(
      ["--memory", "a.rosterscript", "--keep-going", "b.rosterscript", "--echo", "--no-color"])
    #expect(options.mode == .scripts(["a.rosterscript", "b.rosterscript"]))
    #expect(options.memory && options.keepGoing && options.echo && options.noColor)
  }

  @Test func valuedOptionsTakeBothSpellings() throws {
    let options = try parse(["--store", "x.sqlite", "--scene=Players", "--storyboard=M.storyboard"])
    #expect(options.store == "x.sqlite")
    #expect(options.scene == "Players")
    #expect(options.storyboard == "M.storyboard")
  }

  @Test func subcommands() throws {
    #expect(try parse(["check", "a.rosterscript"]).mode == .check(["a.rosterscript"]))
    #expect(
      try parse(["lint", "--strict", "M.storyboard"]).mode == .lint(["--strict", "M.storyboard"]))
    #expect(try parse(["graph"]).mode == .graph([]))
    #expect(try parse(["import", "p.csv"]).mode == .importCSV("p.csv"))
    #expect(try parse(["--memory", "export"]).mode == .export)
    #expect(try parse(["--memory", "--help"]).mode == .help)
    #expect(try parse(["--version"]).mode == .version)
  }

  @Test func badUsage() {
    #expect(failure(["--memroy"]) == "unknown option \"--memroy\"; did you mean \"--memory\"?")
    #expect(failure(["--store"]) == "--store needs a value: --store PATH")
    #expect(
      failure(["--memory", "--store", "x"]) == "--memory and --store exclude each other; keep one")
    #expect(
      failure(["chek", "a.rosterscript"]) == "unknown command \"chek\"; did you mean \"check\"?")
    #expect(failure(["check"]) == "check needs scripts: roster check FILE.rosterscript…")
    #expect(failure(["import"]) == "import takes one file: roster import FILE.csv")
    #expect(failure(["--echo=yes"]) == "--echo takes no value")
  }
}
