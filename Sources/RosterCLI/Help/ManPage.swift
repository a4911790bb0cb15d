import Shell
import Storyboard

/// `roster man`: the manual page roster(1) as roff (man(7) macros), written from
/// `CommandLineTable`; `Scripts/install` installs it as `share/man/man1/roster.1`.
package enum ManPage {
  /// The whole page.
  package static func roff() -> String {
    let run = SubcommandID.run.spec
    var lines = [
      ".\\\" roster(1), written by `roster man` from roster's option table.",
      ".TH ROSTER 1 \"\" \"roster \(RosterVersion.current)\" \"User Commands\"",
      ".SH NAME",
      "roster \\- " + escaped(CommandLineTable.about),
      ".SH SYNOPSIS",
    ]
    for spec in CommandLineTable.subcommands where !spec.hidden {
      lines.append(".B " + escaped(spec.name.isEmpty ? "roster" : "roster " + spec.name))
      var rest: [String] = []
      if spec.options.contains(where: { $0.id != .help }) { rest.append("[\\fIoptions\\fR]") }
      if !spec.arguments.isEmpty { rest.append("\\fI" + escaped(spec.arguments) + "\\fR") }
      if !rest.isEmpty { lines.append(rest.joined(separator: " ")) }
      lines.append(".br")
    }
    lines.removeLast()
    lines += [".SH DESCRIPTION", escaped(sentence(run.summary))]
    lines += [
      "Roster keeps a roster of players (name, game, rating) the way the iOS \"Ratings\" "
        + "storyboard app does, runs Interface Builder storyboards as a state machine, and "
        + "drives them from a shell or from scripts. In the shell, type",
      ".B help",
      "for its commands.",
      ".SH COMMANDS",
    ]
    for spec in CommandLineTable.subcommands where !spec.hidden && !spec.name.isEmpty {
      lines.append(".TP")
      var term = "\\fB" + escaped(spec.name) + "\\fR"
      if !spec.arguments.isEmpty { term += " \\fI" + escaped(spec.arguments) + "\\fR" }
      lines.append(term)
      lines.append(escaped(sentence(spec.summary)))
      lines += spec.details.map(escaped)
    }
    lines.append(".SH OPTIONS")
    for option in CommandLineTable.options {
      lines.append(".TP")
      var term = option.short.map { "\\fB" + escaped($0) + "\\fR, " } ?? ""
      term += "\\fB" + escaped(option.name) + "\\fR"
      if option.value != nil { term += " \\fI" + escaped(option.placeholder) + "\\fR" }
      lines.append(term)
      let commands = SubcommandID.allCases.filter {
        option.subcommands.contains($0) && !$0.spec.hidden
      }
      var text = sentence(option.help)
      if option.subcommands != .all {
        text += " (" + commands.map(OptionsParser.commandName).joined(separator: ", ") + ")"
      }
      lines.append(escaped(text))
    }
    // The shell's commands, from the table its parser, completion and `help` read.
    lines += [
      ".SH SHELL COMMANDS",
      "Typed at the shell's prompt, or one a line in a script (README: Commands).",
    ]
    for info in CommandCatalog.commands {
      lines += [".TP", "\\fB" + escaped(info.usage) + "\\fR", escaped(sentence(info.summary))]
    }
    // The script language's assertions, from the table `help expect` and `roster check` read.
    lines += [
      ".SH SCRIPT ASSERTIONS",
      "A script's lines are shell commands; these check the scene (README: The script language).",
    ]
    for info in CommandCatalog.assertions {
      lines += [".TP", "\\fB" + escaped(info.usage) + "\\fR", escaped(sentence(info.summary))]
    }
    lines += [
      ".PP",
      escaped(
        "A script's header, the comment lines before its first command, may hold "
          + "\"# tags: smoke, slow\" (what --tag and --skip-tag select by) and \"# skip: reason\" "
          + "(the script is not run: SKIP in the summary, # SKIP in TAP, <skipped> in JUnit)."),
    ]
    lines += [
      ".SH LINT RULES",
      "What \\fBroster lint\\fR finds, by the id \\fB\\-\\-disable\\fR and \\fI.roster\\-lint\\fR take.",
    ]
    for rule in LintRule.all {
      lines += [
        ".TP", "\\fB" + escaped(rule.id) + "\\fR",
        escaped(sentence(rule.severity.rawValue + ": " + rule.summary)),
      ]
    }
    lines += [
      ".SH PROJECTS",
      "A project folder or \\fI.xcodeproj\\fR given to \\fB\\-\\-storyboard\\fR (the shell, "
        + "\\fBcheck\\fR, \\fBgraph\\fR, \\fBexplore\\fR) opens the storyboard its app "
        + "launches, read as Xcode builds it: the project's iOS app targets (app extensions, "
        + "watchOS, tvOS and macOS targets are not apps to launch, and say so when chosen), each "
        + "target's \\fBINFOPLIST_FILE\\fR whatever its name (\\fB$(SRCROOT)\\fR, "
        + "\\fB$(TARGET_NAME)\\fR and \\fB$(PRODUCT_NAME)\\fR expanded) merged over the keys "
        + "\\fBGENERATE_INFOPLIST_FILE\\fR generates; XML and binary plists alike. Without a "
        + "project file, the folder's Info.plists. Several apps are listed one a line (target, "
        + "storyboard, Info.plist): choose one with \\fB\\-\\-target\\fR \\fINAME\\fR. An app "
        + "whose window is built in code says so (\\fIlaunches from code (SceneDelegate builds "
        + "its window)\\fR) and opens nothing: pass \\fB\\-\\-storyboard\\fR \\fIFILE\\fR to run "
        + "one of its storyboards. An Info.plist naming a storyboard the app lacks is reported "
        + "with the file and the key, as iOS would stop at launch.",
      ".SH EXIT STATUS",
      "0 ok, 1 a script or lint failure, 2 bad usage. \\fBdiff\\fR exits as diff(1): 0 when "
        + "nothing a user sees changed, 1 when something did, 2 on trouble (0 under git, which "
        + "stops at any other status).",
      ".SH ENVIRONMENT",
      ".TP", ".B NO_COLOR", "no colour, as \\fB\\-\\-no\\-color\\fR.",
      ".TP", ".B ROSTER_DEVICE",
      "the device when \\fB\\-\\-device\\fR is not given: \\fIiphone\\fR or \\fIipad\\fR.",
      ".TP", ".B ROSTER_LANGUAGE",
      "the language storyboards are drawn in when \\fB\\-\\-language\\fR is not given, as a "
        + "device's language: a storyboard that does not ship it is drawn in Base.",
      ".TP", ".B ROSTER_STORE",
      "the store when neither \\fB\\-\\-store\\fR nor \\fB\\-\\-memory\\fR is given: a file, or "
        + "a \\fIpostgresql://\\fR URL (libpq's \\fBPG\\fR* variables and \\fI~/.pgpass\\fR apply).",
      ".TP", ".B XDG_DATA_HOME",
      "where the default store is kept: \\fI$XDG_DATA_HOME/roster/roster.sqlite\\fR "
        + "(\\fI~/.local/share/roster/roster.sqlite\\fR).",
      ".TP", ".B XDG_STATE_HOME",
      "where the shell's history is kept: \\fI$XDG_STATE_HOME/roster/history\\fR.",
      ".SH EXAMPLES",
      ".nf",
      "roster \\-\\-memory",
      "roster \\-\\-memory walk.rosterscript",
      "roster lint \\-\\-format json Main.storyboard",
      "roster graph \\-\\-format svg > graph.svg",
      "git config diff.storyboard.textconv \"roster outline\"   # with *.storyboard diff=storyboard",
      "roster diff \\-\\-format markdown Old.storyboard New.storyboard",
      "roster completions bash > ~/.local/share/bash\\-completion/completions/roster",
      ".fi",
      ".SH SEE ALSO",
      "sqlite3(1), dot(1), git(1), gitattributes(5)",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` safe in roff: backslashes and hyphens escaped, no line starting with a control
  /// character.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      default: result.append(character)
      }
    }
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }

  /// `text` with a capital first letter and a full stop.
  private static func sentence(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst() + "."
  }

}
