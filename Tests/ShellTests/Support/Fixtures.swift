import LineEditing
import Navigation

@testable import Shell

/// Shells for tests: output captured, plain Unicode drawing unless asked otherwise.
enum Fixtures {
  /// The form fixture: sections with headers, a text field, details, a checkmark, 26 rows.
  static var formStoryboard: String { testsDirectory() + "/Fixtures/Form.storyboard" }

  /// A shell on `storyboard` (nil: the Ratings app on a fresh in-memory store).
  static func shell(
    storyboard: String? = nil, style: DrawStyle = .plain, interactive: Bool = false
  ) throws -> Shell {
    TerminalLocale.configure()
    var options = Options()
    options.memory = true
    options.storyboard = storyboard
    let session = try SessionLauncher(options: options).launch()
    var settings = Shell.Settings()
    settings.style = style
    settings.interactive = interactive
    return Shell(session: session, console: .capturing(), settings: settings)
  }
}
