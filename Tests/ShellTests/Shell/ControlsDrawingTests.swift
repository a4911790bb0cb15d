import RosterTestSupport
import Testing

@testable import Shell

/// Every control a scene's view holds is drawn in document order and operated from the shell
///, on Fixtures/Controls (a sign-in scene shaped like Xcode's files).
@Suite struct ControlsDrawingTests {
  static var storyboard: String { testsDirectory() + "/Fixtures/Controls/Main.storyboard" }

  func run(_ lines: [String]) throws -> Shell {
    let shell = try Fixtures.shell(storyboard: Self.storyboard)
    for line in lines { #expect(shell.run(line: line) == .ok, "\(line)") }
    shell.console.resetCaptured()
    return shell
  }

  func show(after lines: [String] = []) throws -> String {
    let shell = try run(lines)
    #expect(shell.run(line: "show") == .ok)
    return shell.console.capturedOut
  }

  @Test func theViewIsDrawnInDocumentOrderWithoutHiddenViews() throws {
    #expect(
      try show() == """
        Sign In
        ────────
        (image: logo)
        Welcome back
        [] (Email)
        [] (Password)
        field3: [eu-west] (disabled)
        Remember me: [on]
        syncSwitch: [off] (disabled)
        planControl: [● Free | ○ Pro | ○ Team]
        volumeSlider: [0.5] (0 to 1)
        seatsStepper: [2] (1 to 10 by 1)
        [Sign In]
        [Forgot password? (no action)]
        [Sign in with Apple (disabled)]
        [Help]
        Version 2.1
        Beta: [off]

        """)
  }

  @Test func operatedControlsAreDrawnAsTheyAreNow() throws {
    let out = try show(after: [
      "tap Remember me", "tap Pro", "set volumeSlider 0.8", "set seatsStepper 3", "tap Email",
      "type ray", "tap Password", "type pw", "set Beta on",
    ])
    let lines = out.split(separator: "\n").map(String.init)
    for expected in [
      "Email: [ray]", "Password: [••▏]", "Remember me: [off]",
      "planControl: [○ Free | ● Pro | ○ Team]",
      "volumeSlider: [0.8] (0 to 1)", "seatsStepper: [3] (1 to 10 by 1)", "Beta: [on]",
    ] {
      #expect(lines.contains(expected), "\(expected) in \(out)")
    }
  }

  @Test func refusalsChangeNothingAndSayWhy() throws {
    let shell = try run([])
    #expect(shell.run(line: "tap Sign in with Apple") != .ok)
    #expect(shell.console.capturedErr.contains("is disabled in \"Sign In\""))
    #expect(shell.run(line: "set volumeSlider 3") != .ok)
    #expect(shell.console.capturedErr.contains("volumeSlider goes from 0 to 1"))
    #expect(shell.run(line: "type ray") != .ok)
    #expect(shell.console.capturedErr.contains("tap the field you mean first"))
    #expect(try show().contains("volumeSlider: [0.5] (0 to 1)"))
  }

  @Test func completionOffersWhatCanBeOperated() throws {
    let shell = try run([])
    let tap = shell.completer.candidates(for: "tap ")
    #expect(tap.contains("\"Remember me\"") && tap.contains("Email") && tap.contains("Pro"))
    #expect(!tap.contains("syncSwitch"), "disabled: \(tap)")
    #expect(
      shell.completer.candidates(for: "set ")
        == ["\"Remember me\"", "planControl", "volumeSlider", "seatsStepper", "Beta"])
    #expect(shell.completer.candidates(for: "set planControl ") == ["Free", "Pro", "Team"])
    #expect(shell.completer.candidates(for: "set \"Remember me\" o") == ["off", "on"])
  }

  /// A scene embedded in a container view draws in place: the footer's label and switch.
  @Test func anEmbeddedSceneIsDrawnInItsContainersPlace() throws {
    let out = try show()
    #expect(out.hasSuffix("[Help]\nVersion 2.1\nBeta: [off]\n"), "\(out)")
  }
}
