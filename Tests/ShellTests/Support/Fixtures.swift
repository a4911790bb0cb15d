import LineEditing
import Navigation
import RosterCLI
import RosterTestSupport

@testable import Shell

/// Shells for tests: output captured, plain Unicode drawing unless asked otherwise.
enum Fixtures {
  /// The C locale is set once: `setlocale` is not thread-safe and tests run in parallel, while
  /// column widths (`wcwidth`) depend on it.
  static let localeConfigured: Bool = TerminalLocale.configure()

  /// The form fixture: sections with headers, a text field, details, a checkmark, 26 rows.
  static var formStoryboard: String { testsDirectory() + "/Fixtures/Form.storyboard" }

  /// A shell on `storyboard` (nil: the Ratings app on a fresh in-memory store).
  static func shell(
    storyboard: String? = nil, style: DrawStyle = .plain, interactive: Bool = false
  ) throws -> Shell {
    _ = localeConfigured
    var options = Options()
    options.memory = true
    options.storyboard = storyboard
    let launcher = SessionLauncher(options: options)
    let catalog = launcher.catalog()
    let session = try launcher.launch(catalog: catalog)
    var settings = Shell.Settings()
    settings.style = style
    settings.interactive = interactive
    settings.drawing = RatingsDrawing.hooks
    let shell = Shell(session: session, console: .capturing(), settings: settings)
    shell.catalog = catalog
    return shell
  }
}
