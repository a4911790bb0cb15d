import RosterSupport
import RosterTestSupport
import Storyboard
import Testing

/// `roster lint`'s translation checks on the Cafe project: stale keys, keys for a text the
/// object lacks, duplicates and an unreadable file, each at `FILE.strings:LINE`, and the
/// per-language counts.
@Suite struct TranslationLintTests {
  static let cafe = Support.fixtures + "/Localization/Cafe/Cafe"

  @Test func everyTranslationProblemIsFoundAtItsLine() throws {
    let report = StoryboardLinter().lint(paths: [Self.cafe + "/Base.lproj/Main.storyboard"])
    let lines = report.diagnostics.map(\.formatted).map {
      $0.replacing(Self.cafe + "/", with: "")
    }
    #expect(
      lines == [
        "de.lproj/Main.strings:57: warning: stale key \"old-lbl-009.text\": Main.storyboard has "
          + "no object old-lbl-009 (removed or re-created since it was translated); delete the "
          + "entry, or translate the object's new key [strings-stale-key]",
        "de.lproj/Main.strings:60: warning: key \"ord-lbl-001.normalTitle\": label ord-lbl-001 "
          + "(line 151 of Main.storyboard) has no normalTitle (its texts: text); the translation "
          + "is never shown [strings-unknown-property]",
        "de.lproj/Main.strings:63: warning: key \"men-edt-001.title\" is translated twice "
          + "(first at line 21); the last one is shown: delete the other [strings-duplicate-key]",
        "es.lproj/Main.strings:5:28: error: expected ; after the value of \"men-txt-001.text\"; "
          + "end each entry with ; [strings-malformed]",
        "fr.lproj/Main.strings:17: warning: key \"det-seg-001.segmentTitles[3]\": "
          + "segmentedControl det-seg-001 (line 105 of Main.storyboard) has no segmentTitles[3] "
          + "(its texts: segmentTitles[0], segmentTitles[1], segmentTitles[2]); the translation "
          + "is never shown [strings-unknown-property]",
        "fr.lproj/Main.strings:23: warning: stale key \"Gon-e0-Btn.normalTitle\": "
          + "Main.storyboard has no object Gon-e0-Btn (removed or re-created since it was "
          + "translated); delete the entry, or translate the object's new key [strings-stale-key]",
      ], "\(lines.joined(separator: "\n"))")
  }

  @Test func eachLanguageIsCounted() throws {
    let report = StoryboardLinter().lint(paths: [Self.cafe])
    let counts = report.languages.map {
      "\($0.language) \($0.translated)/\($0.missing)/\($0.stale)\($0.isMalformed ? " malformed" : "")"
    }
    // 19 texts: de translates all but the third segment (18 keys, one written twice).
    #expect(counts == ["de 18/1/2", "es 0/0/0 malformed", "fr 6/13/2"])
  }

  @Test func aStateTitleWrittenAsAStringElementHasItsKey() throws {
    let folder = TemporaryDirectory()
    try folder.write(
      "App/Base.lproj/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="v">
      <scenes><scene sceneID="s"><objects>
      <viewController id="v" sceneMemberID="viewController"><view key="view" id="w"><subviews>
      <button id="b"><state key="normal"><string key="title">Stop
      now</string></state></button>
      <button id="c"><buttonConfiguration key="configuration" style="plain"><string key="title">Go</string></buttonConfiguration></button>
      </subviews></view></viewController>
      </objects></scene></scenes></document>
      """)
    try folder.write(
      "App/de.lproj/Main.strings",
      "\"b.normalTitle\" = \"Jetzt\\nanhalten\";\n\"c.configuration.title\" = \"Los\";\n")
    let report = StoryboardLinter().lint(paths: [folder.file("App")])
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.formatted))")
    #expect(report.languages.first?.translated == 2)
  }

  @Test func aStoryboardWithoutTranslationsHasNoneToCount() throws {
    let report = StoryboardLinter().lint(paths: [OutlineFixture.path])
    #expect(report.languages.isEmpty)
    #expect(!report.diagnostics.contains { $0.rule.hasPrefix("strings-") })
  }

  @Test func rulesAreListedAndCanBeDisabled() throws {
    for id in [
      "strings-malformed", "strings-stale-key", "strings-unknown-property",
      "strings-duplicate-key",
    ] {
      #expect(LintRule.named(id) != nil, "\(id)")
    }
    let report = StoryboardLinter(disabled: ["strings-stale-key", "strings-duplicate-key"])
      .lint(paths: [Self.cafe])
    #expect(
      Set(report.diagnostics.map(\.rule)) == ["strings-unknown-property", "strings-malformed"])
  }
}
