import Navigation
import RosterSupport
import Shell
import Storyboard

/// What `roster explore` prints for one storyboard (or the Ratings app): the run's figures, its
/// findings with their replay scripts, and scene and segue coverage with why items were missed.
struct ExploreReport {
  /// What was explored: a storyboard's path, or nil for the Ratings app.
  var storyboard: String?
  var result: ExploreResult
  var bounds: ExploreBounds
  var coverage: ScriptCoverage
  /// The language it was drawn in (`--language`), when the storyboard ships it: the replay's
  /// taps name what that language draws.
  var language: String? = nil
  /// The device it ran on when told one (`--device`, `$ROSTER_DEVICE`): the replay runs there
  /// too, where the same views are installed and a split view is as collapsed.
  var device: Device? = nil

  /// The command that replays a finding's script.
  var replayCommand: String {
    "roster --memory " + (storyboard.map { "--storyboard \(Tokenizer.quote($0)) " } ?? "")
      + (language.map { "--language \(Tokenizer.quote($0)) " } ?? "")
      + (device.map { "--device \($0.rawValue) " } ?? "") + "FILE.rosterscript"
  }

  /// How the explored app is named in text.
  var name: String { storyboard ?? "the Ratings app" }

  /// A finding as a `.rosterscript`: what it is, how to replay it, the path, and the assertion
  /// that makes the replay fail when the path alone does not.
  func script(for finding: ExploreFinding) -> String {
    var lines = [
      "# roster explore: \(finding.kind.rawValue): " + VisibleText.make(finding.message),
      "# replay (it fails): \(replayCommand)",
    ]
    lines += finding.path.compactMap { CommandCatalog.line(for: .move($0)) }
    if let assertion = finding.assertion {
      let expectation: Assertion
      switch assertion {
      case .scene(let title): expectation = .scene(title)
      case .stack(let titles): expectation = .stack(titles)
      case .event(let text): expectation = .event(text)
      case .wayOut: expectation = .wayOut
      }
      if let line = CommandCatalog.line(for: .expect(expectation)) { lines.append(line) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Why an item was never reached.
  var missReason: String {
    switch result.stoppedBy {
    case .states?: return "not reached before --max-states \(bounds.maxStates) stopped the run"
    case .time?: return "not reached before --time stopped the run"
    case .interrupted?: return "not reached before Ctrl-C stopped the run"
    case nil:
      return result.reachedDepth ? "no path within --depth \(bounds.depth)" : "no path"
    }
  }

  /// The scenes and segues never reached.
  var missed: [StoryboardInventory.Entry] {
    coverage.inventory.entries.filter {
      ($0.item.kind == .scene || $0.item.kind == .segue) && !coverage.exercised.contains($0.item)
    }
  }

  /// Why the run ended.
  var ending: String {
    switch result.stoppedBy {
    case .states?: return "stopped by --max-states \(bounds.maxStates)"
    case .time?: return "stopped by --time \(Self.number(bounds.seconds))"
    case .interrupted?: return "stopped by Ctrl-C: what was found so far"
    case nil:
      return result.reachedDepth
        ? "finished: every state within --depth \(bounds.depth) visited"
        : "finished: every reachable state visited"
    }
  }

  /// The report for people.
  var text: String {
    var lines = [
      "explore \(name): \(result.states) states, \(result.moves) moves in "
        + "\(Self.number(result.seconds)) s (\(Int(result.rate)) states/s); \(ending)"
    ]
    for kind in [StoryboardItem.Kind.scene, .segue] {
      let (covered, total) = coverage.counts(kind)
      lines.append("  \(kind.plural) reached: \(covered) of \(total)")
    }
    let missed = missed
    if !missed.isEmpty {
      lines.append("  never reached (\(missed.count)), \(missReason):")
      for entry in missed {
        lines.append(
          "    " + SourceLocation(file: entry.file, line: entry.line).message(entry.label))
      }
    }
    if !result.leftToAppCode.isEmpty {
      lines.append("  left to app code, not findings (\(result.leftToAppCode.count)):")
      lines += result.leftToAppCode.map { "    " + VisibleText.make($0) }
    }
    if result.findings.isEmpty {
      lines.append("  no findings")
    } else {
      lines.append("  findings (\(result.findings.count)):")
      for finding in result.findings {
        lines.append("  \(finding.kind.rawValue): " + VisibleText.make(finding.message))
        lines += script(for: finding).split(separator: "\n").map { "    " + $0 }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The report for tools: one JSON object.
  var json: String {
    func counts(_ kind: StoryboardItem.Kind) -> String {
      let (covered, total) = coverage.counts(kind)
      return "{\"reached\": \(covered), \"total\": \(total)}"
    }
    func list(_ texts: [String]) -> String {
      "[" + texts.map(JSON.quote).joined(separator: ", ") + "]"
    }
    let findings = result.findings.map { finding in
      let path = finding.path.compactMap { CommandCatalog.line(for: .move($0)) }
      let place = location(of: finding)
      return "{\"kind\": \(JSON.quote(finding.kind.rawValue)), "
        + "\"file\": \(JSON.quote(place.file)), \"line\": \(place.line), "
        + "\"message\": \(JSON.quote(finding.message)), \"stack\": \(list(finding.breadcrumb)), "
        + "\"path\": \(list(path)), \"script\": \(JSON.quote(script(for: finding)))}"
    }
    let missed = missed.map { entry in
      "{\"kind\": \(JSON.quote(entry.item.kind.rawValue)), \"file\": \(JSON.quote(entry.file)), "
        + "\"line\": \(entry.line), \"label\": \(JSON.quote(entry.label))}"
    }
    return "{\"storyboard\": \(storyboard.map(JSON.quote) ?? "null"), "
      + "\"states\": \(result.states), \"moves\": \(result.moves), "
      + "\"seconds\": \(Self.number(result.seconds)), \"statesPerSecond\": \(Int(result.rate)), "
      + "\"stoppedBy\": \(result.stoppedBy.map { JSON.quote($0.rawValue) } ?? "null"), "
      + "\"reachedDepth\": \(result.reachedDepth), "
      + "\"coverage\": {\"scenes\": \(counts(.scene)), \"segues\": \(counts(.segue)), "
      + "\"neverReached\": [\(missed.joined(separator: ", "))], "
      + "\"reason\": \(JSON.quote(missReason))}, "
      + "\"leftToAppCode\": \(list(result.leftToAppCode)), "
      + "\"findings\": [\(findings.joined(separator: ", "))]}"
  }

  /// Seconds with three decimals.
  static func number(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
