import Shell

/// The progress line of a long import or export on a terminal's standard error: rows done,
/// how far along (when the whole is known), the rate and the time left, drawn through
/// `Console.progress` (the one progress line, `roster explore`'s too) at once, then at most
/// ten times a second. When standard error is not a terminal it draws nothing and costs one check.
final class ProgressLine {
  private let console: Console
  /// What is being done, e.g. `import club.csv`.
  private let label: String
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  /// When the line was last drawn; the first update draws at once (a pipe that stalls after
  /// its first chunk still shows where the work is).
  private var lastDraw = -Double.infinity
  /// Whether anything is drawn: standard error is a terminal (and the caller allows it).
  let isShown: Bool
  private var drawn = false

  /// A line for `label`; `allowed` false draws nothing (e.g. an export printing to the same
  /// terminal, where the line would scribble over the rows).
  init(_ label: String, console: Console, allowed: Bool = true) {
    self.console = console
    self.label = label
    start = clock.now
    isShown = allowed && console.errorIsTerminal
  }

  /// Notes that `rows` rows are done, `done` of `total` units of work (bytes, rows; nil
  /// `total`: unknown, so no share and no time left); redraws at most every 0.1 s.
  func update(rows: Int, done: Int, total: Int?, of totalRows: Int? = nil) {
    guard isShown else { return }
    let now = seconds()
    guard now - lastDraw >= 0.1 else { return }
    lastDraw = now
    drawn = true
    console.progress(
      Self.text(
        label: label, rows: rows, totalRows: totalRows, done: done, total: total, seconds: now))
  }

  /// Clears the line (before the command's own output), if one was drawn.
  func clear() {
    guard drawn else { return }
    drawn = false
    console.progress("")
  }

  private func seconds() -> Double {
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  /// `import club.csv: 412,000 rows, 38 %, 310,000 rows/s, 2 s left`; without a known total,
  /// `import stdin: 412,000 rows, 310,000 rows/s`; with `totalRows`, `412,000 of 1,000,003 rows`.
  static func text(
    label: String, rows: Int, totalRows: Int?, done: Int, total: Int?, seconds: Double
  ) -> String {
    var text = "\(label): \(SceneRenderer.grouped(rows))"
    if let totalRows { text += " of \(SceneRenderer.grouped(totalRows))" }
    text += rows == 1 && totalRows == nil ? " row" : " rows"
    let fraction = total.map { $0 > 0 ? min(1, Double(done) / Double($0)) : 1 }
    if let fraction { text += ", \(Int(fraction * 100)) %" }
    guard seconds > 0 else { return text }
    text += ", \(SceneRenderer.grouped(Int(Double(rows) / seconds))) rows/s"
    if let fraction, fraction > 0 {
      text += ", " + timeLeft(seconds * (1 - fraction) / fraction) + " left"
    }
    return text
  }

  /// `4 s`, `2 min 5 s`: rounded up, so the last second still shows `1 s`.
  static func timeLeft(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.up))
    return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
  }
}
