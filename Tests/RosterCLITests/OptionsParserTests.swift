import Testing

@testable import RosterCLI

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

  /// README shows `--disable RULE[,RULE]`; it was refused as one unknown rule.
  @Test func disableTakesACommaSeparatedList() throws {
    let options = try parse(
      [
        "lint", "--disable", "unreachable-scene,segue-without-identifier",
        "--disable=misplaced-view",
        "a.storyboard",
      ])
    #expect(
      options.disabled == ["unreachable-scene", "segue-without-identifier", "misplaced-view"])
    #expect(
      failure(["lint", "--disable", "unreachable-scene,,misplaced-view", "a.storyboard"])
        == "--disable unreachable-scene,,misplaced-view holds an empty item; separate the values "
        + "with single commas")
    #expect(
      failure(["lint", "--disable", "unreachable-scene,unreachable-scenes", "a.storyboard"])?
        .hasSuffix("not unreachable-scenes; did you mean unreachable-scene?") == true)
  }

  @Test func anEmptyValueIsRefused() {
    #expect(
      failure(["--store", ""])
        == "--store was given an empty value (an unset variable?); give --store PATH, or --memory")
    #expect(
      failure(["--storyboard=", "--memory"])
        == "--storyboard was given an empty value (an unset variable?); give --storyboard "
        + "\(CommandLineTable.option(named: "--storyboard", in: .run)!.placeholder)")
  }

  @Test func valuedOptionsTakeBothSpellings() throws {
    let options = try parse(["--store", "x.sqlite", "--scene=Players", "--storyboard=M.storyboard"])
    #expect(options.store == "x.sqlite")
    #expect(options.scene == "Players")
    #expect(options.storyboard == "M.storyboard")
  }

  /// `--report FORMAT FILE` takes two values, may be given for each format, and is
  /// refused without scripts, twice to one file or twice to stdout.
  @Test func reportTakesAFormatAndAFile() throws {
    let options = try parse(
      ["--report", "junit", "r.xml", "a.rosterscript", "--report=tap", "-", "--memory"])
    #expect(options.mode == .scripts(["a.rosterscript"]))
    #expect(
      options.reports == [
        ScriptReport(format: .junit, path: "r.xml"), ScriptReport(format: .tap, path: "-"),
      ])
    #expect(options.memory)
    #expect(failure(["--report", "junit"]) == "--report needs two values: --report junit|tap FILE")
    #expect(
      failure(["--report", "xml", "r.xml", "a.rosterscript"])
        == "--report takes junit or tap, not xml")
    #expect(
      failure(["--report", "junit", "r.xml"])
        == "--report writes a report of scripts; name the .rosterscript files to run")
    #expect(
      failure(["--report", "junit", "r", "--report", "tap", "r", "a.rosterscript"])
        == "--report names r twice; give each report its own file")
    #expect(
      failure(["--report", "junit", "-", "--report", "tap", "-", "a.rosterscript"])
        == "--report sends two reports to stdout (-); send one to a file")
    #expect(
      failure(["lint", "--report", "tap", "r", "M.storyboard"])?.hasPrefix(
        "--report is not an option of roster lint") == true)
  }

  @Test func subcommands() throws {
    #expect(try parse(["check", "a.rosterscript"]).mode == .check(["a.rosterscript"]))
    let lint = try parse(["lint", "--format", "json", "M.storyboard"])
    #expect(lint.mode == .lint(["M.storyboard"]) && lint.format == "json")
    #expect(try parse(["graph"]).mode == .graph([]))
    #expect(try parse(["graph", "--format=svg"]).format == "svg")
    #expect(try parse(["import", "p.csv"]).mode == .importCSV("p.csv"))
    #expect(try parse(["import", "-"]).mode == .importCSV("-"))
    let replacing = try parse(["import", "--replace", "--dry-run", "p.csv"])
    #expect(replacing.replace && replacing.dryRun)
    #expect(try parse(["init", "--empty"]).mode == .initialize)
    #expect(try parse(["init", "--empty"]).empty)
    let output = try parse(["export", "-o", "b.csv", "--force"])
    #expect(output.output == "b.csv" && output.force)
    #expect(try parse(["export", "--output=b.csv"]).output == "b.csv")
    #expect(try parse(["--memory", "export"]).mode == .export)
    #expect(try parse(["export", "--memory"]).memory)
    #expect(try parse(["--memory", "--help"]).mode == .help(.run))
    #expect(try parse(["--version"]).mode == .version)
    #expect(try parse(["completions", "zsh"]).mode == .completions("zsh"))
    #expect(try parse(["man"]).mode == .man)
    #expect(try parse(["__complete", "scene", "", "--x"]).mode == .complete(["scene", "", "--x"]))
  }

  /// `roster help` and `roster version` were read as script files named help and version.
  @Test func helpAndVersionAreSubcommands() throws {
    #expect(try parse(["help"]).mode == .help(.run))
    #expect(try parse(["help", "import"]).mode == .help(.import))
    #expect(try parse(["version"]).mode == .version)
    // Even with files of those names in the folder: ./help runs one.
    #expect(try parse(["help"], files: ["help"]).mode == .help(.run))
    #expect(try parse(["./help"], files: ["./help"]).mode == .scripts(["./help"]))
    #expect(failure(["help", "lnit"]) == "no command lnit; did you mean lint?")
  }

  /// `roster import --help` showed nothing of import: every subcommand's --help is its own.
  @Test func helpOfASubcommandIsItsOwn() throws {
    #expect(try parse(["import", "--help"]).mode == .help(.import))
    #expect(try parse(["lint", "-h"]).mode == .help(.lint))
    // Help wins over a mistake beside it.
    #expect(try parse(["lint", "--formt", "--help"]).mode == .help(.lint))
  }

  /// `lint --formt` got no suggestion while `--sotre` did: one parser, one error style.
  @Test func unknownOptionsOfEverySubcommandGetTheSameSuggestion() {
    #expect(
      failure(["lint", "--formt"]) == "unknown option --formt for lint; did you mean --format?")
    #expect(
      failure(["graph", "--fromat", "svg"])
        == "unknown option --fromat for graph; did you mean --format?")
    #expect(failure(["--sotre", "x"]) == "unknown option --sotre; did you mean --store?")
    #expect(failure(["--memroy"]) == "unknown option --memroy; did you mean --memory?")
    #expect(failure(["--zzzzzz"]) == "unknown option --zzzzzz; see roster --help")
  }

  @Test func badUsage() {
    #expect(failure(["--store"]) == "--store needs a value: --store PATH")
    #expect(
      failure(["--memory", "--store", "x"]) == "--memory and --store exclude each other; keep one")
    #expect(failure(["chek", "a.rosterscript"]) == "unknown command chek; did you mean check?")
    #expect(failure(["check"]) == "check needs FILE.rosterscript…")
    #expect(failure(["lint"]) == "lint needs STORYBOARD|FOLDER…")
    #expect(failure(["import"]) == "import takes one FILE.csv|-")
    #expect(
      failure(["export", "--force"]) == "--force replaces the --output file; name it with -o FILE")
    #expect(
      failure(["init", "--memory"])
        == "--memory is not an option of roster init; it goes with roster --memory or roster "
        + "import --memory or roster export --memory")
    #expect(
      failure(["import", "--empty", "p.csv"])
        == "--empty is not an option of roster import; it goes with roster init --empty")
    #expect(failure(["export", "x.csv"]) == "export takes no arguments, not x.csv")
    #expect(failure(["--echo=yes"]) == "--echo takes no value")
    #expect(
      failure(["lint", "--format", "xml", "M.storyboard"])
        == "--format takes text, json, sarif or github for lint, not xml")
    #expect(
      failure(["lint", "--format"]) == "--format needs a value: --format text|json|sarif|github")
    #expect(
      failure(["completions", "bsh"])
        == "completions takes bash, zsh or fish, not bsh; did you mean bash?")
    #expect(
      failure(["--trace", "export"])
        == "--trace is not an option of roster export; it goes with roster --trace")
    #expect(
      failure(["--spreadsheet-safe"])
        == "--spreadsheet-safe is not an option of roster; it goes with roster export --spreadsheet-safe"
    )
  }

  /// graph draws every scene, so a --scene of its own would be silently ignored: it is refused
  /// (with or without --storyboard); with --coverage it starts the scripts there, as for run.
  @Test func graphTakesASceneOnlyForTheScriptsOfCoverage() throws {
    let refusal =
      "--scene starts a session at a scene, but graph draws every scene; leave --scene out "
      + "(with --coverage it starts the scripts there)"
    #expect(failure(["graph", "--scene", "Detail"]) == refusal)
    #expect(failure(["graph", "--storyboard", "M.storyboard", "--scene", "Detail"]) == refusal)
    #expect(failure(["graph", "M.storyboard", "--scene", "Detail"]) == refusal)
    let coverage = try parse(
      ["graph", "--coverage", "--scene", "Detail", "a.rosterscript"], files: ["a.rosterscript"])
    #expect(coverage.scene == "Detail")
    #expect(try parse(["--scene", "Detail"]).scene == "Detail")
  }

  @Test func aValueGivenTwiceIsRefused() {
    #expect(failure(["--store", "a", "--store=b"]) == "--store given twice; keep one")
    #expect(
      failure(["--storyboard", "a", "--storyboard", "b"]) == "--storyboard given twice; keep one")
  }

  /// An argument of a megabyte is named in 80 characters, not echoed whole.
  @Test func longArgumentsAreCutInMessages() throws {
    let long = "--" + String(repeating: "x", count: 1 << 20)
    let message = try #require(failure([long]))
    #expect(message.count < 200)
  }

  /// `diff` takes two files, or the seven arguments git gives an external diff; `outline` one.
  @Test func diffTakesTwoFilesOrGitsSeven() throws {
    #expect(
      try parse(["diff", "A.storyboard", "B.storyboard"]).mode
        == .diff(["A.storyboard", "B.storyboard"]))
    let git = [
      "App/Main.storyboard", "/tmp/x", "abc", "100644", "App/Main.storyboard", "def", "100644",
    ]
    #expect(try parse(["diff"] + git).mode == .diff(git))
    #expect(try parse(["diff", "--format", "markdown", "A", "B"]).format == "markdown")
    #expect(
      failure(["diff", "A.storyboard"])
        == "diff takes OLD NEW (two storyboards), or the seven arguments git gives an external "
        + "diff, not 1 argument")
    #expect(
      failure(["diff", "--format", "sarif", "A", "B"])
        == "--format takes text, json or markdown for diff, not sarif")
    #expect(try parse(["outline", "Main.storyboard"]).mode == .outline("Main.storyboard"))
    #expect(failure(["outline"]) == "outline takes one STORYBOARD")
  }

  /// `--device iphone|ipad` picks the device for the shell, scripts, check, explore, lint and
  /// graph; another word is refused with the two choices, and outline has no device.
  @Test func deviceIsIPhoneOrIPad() throws {
    #expect(try parse(["--device", "ipad"]).device == .ipad)
    #expect(try parse(["explore", "--device=iphone"]).device == .iphone)
    #expect(try parse(["lint", "--device", "ipad", "x.storyboard"]).device == .ipad)
    #expect(try parse(["graph", "--device", "iphone", "x.storyboard"]).device == .iphone)
    #expect(try parse(["--memory"]).device == nil)
    #expect(failure(["--device", "ipod"])?.contains("iphone or ipad") == true)
    #expect(
      failure(["lint", "--device", "ipod", "x.storyboard"])?.contains("iphone or ipad") == true)
    #expect(failure(["outline", "--device", "ipad", "x.storyboard"]) != nil)
  }
}
