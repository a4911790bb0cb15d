import RosterSupport
import RosterTestSupport
import Testing

/// `--language` and `ROSTER_LANGUAGE` through the binary, on the Cafe project
/// (`Tests/StoryboardTests/Fixtures/Localization/Cafe`): Base, de (UTF-8), fr (UTF-16 with a
/// byte-order mark), es (malformed). What is drawn is the language's; taps, selects and
/// `expect` use what is drawn.
@Suite struct LanguageEndToEndTests {
  static let project = packageRoot() + "/Tests/StoryboardTests/Fixtures/Localization/Cafe"
  static let main = project + "/Cafe/Base.lproj/Main.storyboard"

  @Test func theShellDrawsAndWalksInGerman() throws {
    let run = try runRoster(
      ["--storyboard", Self.main, "--language", "de"],
      stdin:
        "show\nselect Kaffee\ntap Extra-Shot\nset segmented1 Mittel\nshow\ntap Jetzt bestellen\n"
        + "show\n")
    #expect(run.status == 0, "\(run.stderr)")
    for line in [
      "Karte  [Ändern]", "Getränke", "1  Kaffee  ›", "Preise inkl. MwSt.", "● Karte   ○ Bestellen",
      "‹ Alle Getränke  Kaffee & Kuchen", "Jeden Morgen", "frisch geröstet",
      "segmented1: [○ Klein | ● Mittel | ○ Large]", "Extra-Shot: [on]",
      "[▏] (Name für den Becher)", "[Jetzt bestellen]", "Noch nichts bestellt",
    ] {
      #expect(run.stdout.contains(line), "missing \(line):\n\(run.stdout)")
    }
    #expect(!run.stdout.contains("Coffee"))
  }

  @Test func scriptsExpectWhatIsDrawnAndBaseNamesAreUnknown() throws {
    let folder = TemporaryDirectory()
    try folder.write(
      "order.rosterscript",
      """
      expect scene Karte
      select Kaffee
      expect scene "Kaffee & Kuchen"
      expect stack Karte "Kaffee & Kuchen"
      tap "Jetzt bestellen"
      expect scene "Deine Bestellung"

      """)
    try folder.write("base.rosterscript", "expect scene Menu\n")
    let german = try runRoster(
      ["--storyboard", Self.main, "--language", "de", "order.rosterscript"],
      directory: folder.path)
    #expect(german.status == 0, "\(german.stdout)\(german.stderr)")
    #expect(german.stdout.contains("1 passed, 0 failed"))
    let base = try runRoster(
      ["--storyboard", Self.main, "--language", "de", "base.rosterscript"],
      directory: folder.path)
    #expect(base.status == 1)
    #expect(base.stderr.contains("expected: Menu"), "\(base.stderr)")
    // roster check looks the names up in the German storyboard too.
    let check = try runRoster(
      ["check", "--storyboard", Self.main, "--language", "de", "order.rosterscript"],
      directory: folder.path)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let checkBase = try runRoster(
      ["check", "--storyboard", Self.main, "--language", "de", "base.rosterscript"],
      directory: folder.path)
    #expect(checkBase.status == 1, "\(checkBase.stdout)")
  }

  @Test func frenchFromUTF16AndTheEnvironmentVariable() throws {
    let option = try runRoster(["--storyboard", Self.main, "--language", "fr"], stdin: "show\n")
    let variable = try runRoster(
      ["--storyboard", Self.main], stdin: "show\n", environment: ["ROSTER_LANGUAGE": "fr"])
    #expect(option.status == 0 && variable.status == 0)
    #expect(option.stdout == variable.stdout)
    #expect(option.stdout.contains("Carte  [Edit]"), "\(option.stdout)")
    #expect(option.stdout.contains("1  Café  ›"))
    // The option wins over the variable.
    let both = try runRoster(
      ["--storyboard", Self.main, "--language", "de"], stdin: "show\n",
      environment: ["ROSTER_LANGUAGE": "fr"])
    #expect(both.stdout.contains("1  Kaffee  ›"))
  }

  @Test func anUnknownLanguageListsTheAvailableOnes() throws {
    let run = try runRoster(["--storyboard", Self.main, "--language", "ja"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "roster: --language ja: Main.storyboard is not translated to \"ja\"; available: "
        + "Base, de, es, fr\n")
    let typo = try runRoster(["graph", "--language", "ge", Self.main])
    #expect(typo.status == 2)
    #expect(typo.stderr.contains("not translated to \"ge\" (did you mean \"de\"?); available:"))
    let ratings = try runRoster(["--memory", "--language", "de"])
    #expect(ratings.status == 2)
    #expect(
      ratings.stderr.hasPrefix("roster: --language de: the Ratings app ships in English only"))
  }

  /// The variable is a preference, like a device's language: a storyboard that does not ship
  /// it is drawn in Base, as iOS falls back, and nothing fails.
  @Test func theVariableFallsBackToBaseQuietly() throws {
    let run = try runRoster(
      ["--storyboard", Self.main], stdin: "show\n", environment: ["ROSTER_LANGUAGE": "ja"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    #expect(run.stdout.contains("Menu  [Edit]"))
  }

  @Test func aMalformedTranslationIsNamedAtItsLineAndColumn() throws {
    let run = try runRoster(["--storyboard", Self.main, "--language", "es"])
    #expect(run.status != 0)
    #expect(
      run.stderr.contains(
        "/Cafe/es.lproj/Main.strings:5:28: expected ; after the value of \"men-txt-001.text\"; "
          + "end each entry with ; (the es translation)"), "\(run.stderr)")
  }

  @Test func graphOutlineAndDiffLabelInTheLanguage() throws {
    let graph = try runRoster(["graph", "--language", "de", Self.main])
    #expect(graph.status == 0)
    #expect(graph.stdout.contains("[label=\"Kaffee & Kuchen\\nUIViewController\"]"))
    let outline = try runRoster(["outline", "--language", "fr", Self.main])
    #expect(outline.status == 0)
    #expect(outline.stdout.contains("  button \"Commander\"\n"))
    let diff = try runRoster(["diff", "--language", "de", Self.main, Self.main])
    #expect(diff.status == 0 && diff.stdout.isEmpty)
  }

  @Test func exploreWalksTheGermanStoryboard() throws {
    let run = try runRoster(["explore", "--storyboard", Self.main, "--language", "de"])
    #expect(run.stderr.isEmpty || !run.stderr.contains("error"), "\(run.stderr)")
    #expect(run.stdout.contains("refused: Ändern does nothing"), "\(run.stdout)")
    #expect(!run.stdout.contains("Edit"), "\(run.stdout)")
    // A finding's replay draws what the exploration drew.
    #expect(run.stdout.contains("--language de FILE.rosterscript"), "\(run.stdout)")
    #expect(run.stdout.contains("    tap Teilen\n"))
  }
}

/// `roster lint` on a storyboard's translations through the binary: findings at
/// `FILE.strings:LINE` with rule ids in every format, and `--languages`.
@Suite struct TranslationLintEndToEndTests {
  static let cafe = LanguageEndToEndTests.project + "/Cafe"

  @Test func lintFindsStaleUnknownDuplicateAndMalformedEntries() throws {
    let run = try runRoster(["lint", "Cafe"], directory: LanguageEndToEndTests.project)
    #expect(run.status == 1)
    for line in [
      "Cafe/de.lproj/Main.strings:57: warning: stale key \"old-lbl-009.text\"",
      "Cafe/de.lproj/Main.strings:60: warning: key \"ord-lbl-001.normalTitle\"",
      "Cafe/de.lproj/Main.strings:63: warning: key \"men-edt-001.title\" is translated twice",
      "Cafe/es.lproj/Main.strings:5:28: error: expected ; after the value of",
      "Cafe/fr.lproj/Main.strings:23: warning: stale key \"Gon-e0-Btn.normalTitle\"",
    ] {
      #expect(run.stdout.contains(line), "missing \(line):\n\(run.stdout)")
    }
    #expect(run.stdout.hasSuffix("1 error, 5 warnings in 1 storyboard\n"))
  }

  @Test func languagesSummarizesEachLanguage() throws {
    let run = try runRoster(
      ["lint", "--languages", "Cafe/Base.lproj/Main.storyboard"],
      directory: LanguageEndToEndTests.project)
    #expect(
      run.stdout.hasSuffix(
        """
        languages of Cafe/Base.lproj/Main.storyboard:
          de  18 translated, 1 missing, 2 stale     Cafe/de.lproj/Main.strings
          es  cannot be read (see the error above)  Cafe/es.lproj/Main.strings
          fr  6 translated, 13 missing, 2 stale     Cafe/fr.lproj/Main.strings

        """), "\(run.stdout)")
    let json = try runRoster(
      ["lint", "--languages", "--format", "json", "Cafe"], directory: LanguageEndToEndTests.project)
    #expect(
      json.stdout.contains(
        "{\"storyboard\":\"Cafe/Base.lproj/Main.storyboard\",\"language\":\"de\","
          + "\"file\":\"Cafe/de.lproj/Main.strings\",\"kind\":\"strings\",\"translated\":18,"
          + "\"missing\":1,\"stale\":2}"), "\(json.stdout)")
    #expect(json.stdout.contains("\"line\":5,\"column\":28,"))
    let sarif = try runRoster(
      ["lint", "--languages", "--format", "sarif", "Cafe"],
      directory: LanguageEndToEndTests.project)
    #expect(sarif.status == 2)
    #expect(sarif.stdout.isEmpty)
  }

  @Test func sarifAndGitHubCarryTheRulesAndPlaces() throws {
    let sarif = try runRoster(
      ["lint", "--format", "sarif", "Cafe"], directory: LanguageEndToEndTests.project)
    #expect(sarif.stdout.contains("{\"id\":\"strings-stale-key\""))
    #expect(
      sarif.stdout.contains(
        "\"ruleId\":\"strings-malformed\",\"level\":\"error\""), "\(sarif.stdout)")
    #expect(sarif.stdout.contains("\"region\":{\"startLine\":5,\"startColumn\":28}"))
    let github = try runRoster(
      ["lint", "--format", "github", "Cafe"], directory: LanguageEndToEndTests.project)
    #expect(
      github.stdout.contains(
        "::error file=Cafe/es.lproj/Main.strings,line=5,col=28,title=roster lint "
          + "strings-malformed::expected ; after the value of"), "\(github.stdout)")
    #expect(
      github.stdout.contains(
        "::warning file=Cafe/de.lproj/Main.strings,line=57,title=roster lint strings-stale-key::"))
  }
}
