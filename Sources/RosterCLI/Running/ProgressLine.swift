import RosterSupport
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
  /// Where the rate is measured from: the first update (its time, rows and share), so work
  /// before it (an export's check of every row, a stalled pipe) does not make the first rate
  /// and time left absurd (`1,085 rows/s, 15 min left` for a 5 s export).
  private var baseline: (time: ContinuousClock.Instant, rows: Int, fraction: Double)?
  /// When the line was last drawn, in seconds since the baseline; the first update draws at
  /// once (a pipe that stalls after its first chunk still shows where the work is).
  private var lastDraw = -Double.infinity
  /// Whether anything is drawn: standard error is a terminal (and the caller allows it).
  let isShown: Bool
  private var drawn = false

  /// Measured over less than this, a rate is left out: it would be noise.
  static let settling = 0.2

  /// A line for `label`; `allowed` false draws nothing (e.g. an export printing to the same
  /// terminal, where the line would scribble over the rows).
  init(_ label: String, console: Console, allowed: Bool = true) {
    self.console = console
    self.label = label
    isShown = allowed && console.errorIsTerminal
  }

  /// Shows `text` as the line now (e.g. `export: checking 1,000,000 players`), before the
  /// first update.
  func show(_ text: String) {
    guard isShown else { return }
    drawn = true
    console.progress("\(label): \(text)")
  }

  /// Notes that `rows` rows are done, `done` of `total` units of work (bytes, rows; nil
  /// `total`: unknown, so no share and no time left); redraws at most every 0.1 s.
  func update(rows: Int, done: Int, total: Int?, of totalRows: Int? = nil) {
    guard isShown else { return }
    let fraction = total.map { $0 > 0 ? min(1, Double(done) / Double($0)) : 1 }
    let now = clock.now
    guard let baseline else {
      self.baseline = (now, rows, fraction ?? 0)
      draw(rows: rows, totalRows: totalRows, fraction: fraction, rate: nil, left: nil, at: 0)
      return
    }
    let elapsed = Self.seconds(now - baseline.time)
    guard elapsed - lastDraw >= 0.1 else { return }
    var rate: Double?
    var left: Double?
    if elapsed >= Self.settling {
      rate = Double(rows - baseline.rows) / elapsed
      if let fraction, fraction > baseline.fraction {
        left = (1 - fraction) * elapsed / (fraction - baseline.fraction)
      }
    }
    draw(rows: rows, totalRows: totalRows, fraction: fraction, rate: rate, left: left, at: elapsed)
  }

  private func draw(
    rows: Int, totalRows: Int?, fraction: Double?, rate: Double?, left: Double?, at time: Double
  ) {
    lastDraw = time
    drawn = true
    console.progress(
      Self.text(
        label: label, rows: rows, totalRows: totalRows, fraction: fraction, rate: rate,
        secondsLeft: left))
  }

  /// Clears the line (before the command's own output), if one was drawn.
  func clear() {
    guard drawn else { return }
    drawn = false
    console.progress("")
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  /// `import club.csv: 412,000 rows, 38 %, 310,000 rows/s, 2 s left`; without a known total,
  /// `import stdin: 412,000 rows, 310,000 rows/s`; with `totalRows`, `412,000 of 1,000,003
  /// rows`; before a rate is known, the rows and share only.
  static func text(
    label: String, rows: Int, totalRows: Int?, fraction: Double?, rate: Double?,
    secondsLeft: Double?
  ) -> String {
    var text = "\(label): \(NumberText.grouped(rows))"
    if let totalRows { text += " of \(NumberText.grouped(totalRows))" }
    text += rows == 1 && totalRows == nil ? " row" : " rows"
    if let fraction { text += ", \(Int(fraction * 100)) %" }
    if let rate { text += ", \(NumberText.grouped(Int(rate))) rows/s" }
    if let secondsLeft { text += ", " + timeLeft(secondsLeft) + " left" }
    return text
  }

  /// `4 s`, `2 min 5 s`: rounded up, so the last second still shows `1 s`.
  static func timeLeft(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.up))
    return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
  }
}
