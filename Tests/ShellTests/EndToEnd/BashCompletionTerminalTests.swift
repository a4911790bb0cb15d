import Testing

/// `roster completions bash` loaded in a real bash under tmux: TAB completes a subcommand and
/// a flag of roster, as a person would see it.
@Suite struct BashCompletionTerminalTests {
  @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed"))
  func bashCompletesASubcommandAndAFlag() throws {
    let built = packageRoot() + "/.build/debug"
    let session = try TmuxSession(
      command: ["bash", "--norc", "--noprofile", "-i"],
      environment: ["PATH": built + ":/usr/bin:/bin"])
    defer { session.close() }
    // Rows are read without trailing blanks: a prompt ends with # or $.
    let prompt = { (row: String) in row.hasSuffix("#") || row.hasSuffix("$") }
    try session.waitForScreen("bash's prompt") { rows in rows.contains(where: prompt) }
    try session.type("source <(roster completions bash)")
    try session.press("Enter")
    try session.waitForScreen("the script sourced") { rows in
      rows.count(where: { $0.contains("completions bash") }) == 1
        && rows.last(where: { !$0.isEmpty }).map(prompt) == true
    }
    try session.type("roster lin")
    try session.press("Tab")
    try session.waitForScreen("the subcommand completed") { rows in
      rows.contains { $0.hasSuffix(" roster lint") }
    }
    // A blank first: tmux would read a leading "--" as the end of its own options.
    try session.type(" --for")
    try session.press("Tab")
    try session.waitForScreen("the flag completed") { rows in
      rows.contains { $0.hasSuffix(" roster lint  --format") }
    }
  }
}
