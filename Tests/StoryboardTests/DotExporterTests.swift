import Glibc
import Storyboard
import Testing

/// `roster graph`: DOT for files, clusters and references, accepted by Graphviz.
@Suite struct DotExporterTests {
  let app = Support.fixtures + "/Lint/App"
  static let hasDot = access("/usr/bin/dot", X_OK) == 0 || access("/usr/local/bin/dot", X_OK) == 0

  @Test func filesAreClustersAndReferencesCrossThem() throws {
    let output = try DotExporter.graph(paths: [app])
    #expect(
      output == #"""
        digraph storyboard {
          graph [rankdir=LR, compound=true, fontname="Helvetica", fontsize=12];
          node [shape=box, style=rounded, fontname="Helvetica", fontsize=11];
          edge [fontname="Helvetica", fontsize=9];
          subgraph cluster_0 {
            label="Games.storyboard";
            style=rounded; color=gray60;
            "0:nav-11-001" [label="Games\nUINavigationController"];
            "0:gam-11-001" [label="Games\nGamesViewController"];
            "0:entry" [shape=point, width=0.12];
            "0:entry" -> "0:nav-11-001" [arrowhead=normal];
          }
          subgraph cluster_1 {
            label="Main.storyboard";
            style=rounded; color=gray60;
            "1:tab-10-001" [label="tabBarController\nUITabBarController"];
            "1:nav-10-001" [label="Players\nUINavigationController"];
            "1:pla-10-001" [label="Players\nPlayersViewController"];
            "1:entry" [shape=point, width=0.12];
            "1:entry" -> "1:tab-10-001" [arrowhead=normal];
          }
          "0:nav-11-001" -> "0:gam-11-001" [style=bold, color=gray40, fontcolor=gray40, arrowhead=diamond, label="rootViewController"];
          "1:tab-10-001" -> "1:nav-10-001" [style=bold, color=gray40, fontcolor=gray40, arrowhead=diamond, label="viewControllers"];
          "1:tab-10-001" -> "0:nav-11-001" [style=bold, color=gray40, fontcolor=gray40, arrowhead=diamond, penwidth=2, label="viewControllers"];
          "1:nav-10-001" -> "1:pla-10-001" [style=bold, color=gray40, fontcolor=gray40, arrowhead=diamond, label="rootViewController"];
        }

        """#)
  }

  @Test func missingReferenceQuotesAndKinds() throws {
    let output = try DotExporter.graph(paths: [Support.fixtures + "/Lint/Broken"])
    #expect(
      output.contains(#""1:pla-10-001" [label="Players & \"Friends\"\nPlayersViewController"];"#))
    #expect(
      output.contains(
        #""1:missing:ref-10-001" [shape=note, color=red, fontcolor=red, label="Missing.storyboard\nGamesList\n(missing)"];"#
      ))
    #expect(output.contains(#""0:one-12-001" -> "0:two-12-001" [color=black, label="Next"];"#))
  }

  @Test func segueKindsHaveStyles() throws {
    // Read without its path: in this repository a Games.storyboard exists elsewhere (a project
    // reference would find it); this test is about styles and the missing note.
    let path = Support.fixtures + "/Loader/Modern.storyboard"
    let document = try StoryboardParser.parse(
      bytes: StoryboardParser.readFile(path), name: "Modern")
    let dot = DotExporter().dot(documents: [document], catalog: StoryboardCatalog())
    #expect(dot.contains(#"[style=dashed, color=blue, fontcolor=blue, label="AddPlayer"]"#))
    #expect(dot.contains(#"[color=black, label="PickGame"]"#))
    #expect(
      dot.contains(
        #" -> "0:exit" [style=dashed, color=darkgreen, fontcolor=darkgreen, label="done:"]"#))
    // The reference to the absent Games.storyboard is drawn as a missing note.
    #expect(dot.contains(#""0:missing:ref-00-001" [shape=note"#))
  }

  @Test func currentSceneIsMarked() throws {
    let document = try StoryboardParser.parse(fileAt: app + "/Games.storyboard")
    let dot = DotExporter().dot(
      documents: [document], catalog: StoryboardCatalog(),
      marking: DotExporter.Mark(storyboard: "Games", controllerID: "gam-11-001"))
    #expect(
      dot.contains(
        #""0:gam-11-001" [label="Games\nGamesViewController", style="rounded,filled,bold", fillcolor=gold, penwidth=2];"#
      ))
  }

  @Test(.enabled(if: hasDot, "graphviz is not installed"))
  func graphvizAcceptsFixtures() throws {
    for path in [app, Support.fixtures + "/Lint/Broken", Support.fixtures + "/Loader"] {
      #expect(Self.dotAccepts(try DotExporter.graph(paths: [path])), "\(path)")
    }
  }

  /// Whether Graphviz's `dot` reads `source` without an error (the test spawns it; Roster's
  /// own spawning of dot is `RosterCLI`'s `Graphviz`).
  static func dotAccepts(_ source: String) -> Bool {
    var template = Array("/tmp/roster-dot-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return false }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    defer { unlink(path) }
    let bytes = Array(source.utf8)
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    guard written == bytes.count else { return false }
    return system("dot -Tsvg '\(path)' > /dev/null 2>&1") == 0
  }

  @Test func embeddedDocumentsAreGraphedWhenNoFileIsGiven() throws {
    var games = try StoryboardParser.parse(fileAt: app + "/Games.storyboard")
    games.path = nil
    let output = try DotExporter.graph(paths: [], embedded: [games])
    #expect(output.contains(#"label="Games.storyboard";"#))
  }

  @Test func aMissingFileIsAnError() {
    #expect(throws: StoryboardError.self) {
      try DotExporter.graph(paths: ["/nonexistent.storyboard"])
    }
  }
}
