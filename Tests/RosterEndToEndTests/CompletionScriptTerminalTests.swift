import Foundation
import RosterTestSupport
import Testing

/// `roster completions bash|zsh|fish` loaded in the real shell under tmux: TAB completes a
/// subcommand and a flag of roster, as a person would see it.
@Suite struct CompletionScriptTerminalTests {
  /// How each shell starts without the user's configuration, gets a plain `$ ` prompt (so the
  /// test does not depend on the host name or on being root) and loads the generated script.
  struct Shell: CustomTestStringConvertible, Sendable {
    let name: String
    let command: [String]
    let setup: [String]
    var testDescription: String { name }
  }

  static let shells = [
    Shell(
      name: "bash", command: ["bash", "--norc", "--noprofile", "-i"],
      setup: ["PS1='$ '", "source <(roster completions bash)"]),
    // zsh loads completion functions from fpath through compinit, as users install it.
    Shell(
      name: "zsh", command: ["zsh", "-f", "-i"],
      setup: [
        "PS1='$ '", "mkdir -p \"$HOME/zfunc\" && roster completions zsh > \"$HOME/zfunc/_roster\"",
        "fpath=(\"$HOME/zfunc\" $fpath); autoload -Uz compinit; compinit -u",
      ]),
    Shell(
      name: "fish", command: ["fish", "--no-config", "-i"],
      setup: ["function fish_prompt; echo -n '$ '; end", "roster completions fish | source"]),
  ]

  static func installed(_ program: String) -> Bool {
    ["/usr/bin", "/bin", "/usr/local/bin"].contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
    }
  }

  @Test(
    .enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed"),
    arguments: shells.filter { installed($0.name) })
  func completesASubcommandAndAFlag(_ shell: Shell) throws {
    let built = builtProducts
    let home = NSTemporaryDirectory() + "roster-completion-\(shell.name)-\(getpid())"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    for file in ["walk.rosterscript", "wiki.txt"] {
      FileManager.default.createFile(atPath: home + "/" + file, contents: Data())
    }
    let session = try TmuxSession(
      command: shell.command,
      environment: ["PATH": built + ":/usr/bin:/bin", "HOME": home, "XDG_CONFIG_HOME": home])
    defer { session.close() }
    // Rows are read without trailing blanks: the plain prompt is "$" alone on an idle row.
    let idle = { (rows: [String]) in rows.last(where: { !$0.isEmpty }) == "$" }
    for (number, line) in (shell.setup + ["cd \"$HOME\""]).enumerated() {
      if number == 0 {
        // The shell's own first prompt varies (host name, root): wait for any output.
        try session.waitForScreen("\(shell.name) started") { rows in rows.contains { !$0.isEmpty } }
      }
      try session.type(line)
      try session.press("Enter")
      try session.waitForScreen("\(shell.name) ran: \(line)") { rows in
        rows.contains { $0.hasSuffix(line) } && idle(rows)
      }
    }
    try session.type("roster lin")
    try session.press("Tab")
    try session.waitForScreen("\(shell.name) completed the subcommand") { rows in
      rows.contains { $0.hasSuffix("$ roster lint") }
    }
    // A blank first: tmux would read a leading "--" as the end of its own options. bash and
    // fish keep the blank the completion added; zsh replaces it with the typed one.
    try session.type(" --for")
    try session.press("Tab")
    try session.waitForScreen("\(shell.name) completed the flag") { rows in
      rows.contains {
        $0.hasSuffix("$ roster lint  --format") || $0.hasSuffix("$ roster lint --format")
      }
    }
    // Before any word the shell's own options apply: `roster --mem` completes `--memory`.
    try session.press("C-u")
    try session.type("roster --mem")
    try session.press("Tab")
    try session.waitForScreen("\(shell.name) completed the shell's option") { rows in
      rows.contains { $0.hasSuffix("$ roster --memory") || $0.hasSuffix("$ roster --memory ") }
    }
    // Files are offered by kind, in every shell: a script where a script goes (fish offered
    // every file, so `w` stopped at the choice of walk.rosterscript and wiki.txt).
    try session.press("C-u")
    try session.type("roster w")
    try session.press("Tab")
    try session.waitForScreen("\(shell.name) completed a script, not any file") { rows in
      rows.contains {
        $0.hasSuffix("$ roster walk.rosterscript") || $0.hasSuffix("$ roster walk.rosterscript ")
      }
    }
  }
}
