import RosterSupport
import RosterTestSupport
import Storyboard
import Testing

/// A storyboard drawn in a language: every localizable text from the language's `.strings`
/// where it has the key, else Base (Fixtures/Localization/Cafe: Base, de in UTF-8 with stale,
/// unknown and duplicate keys, fr in UTF-16 with a byte-order mark, es malformed).
@Suite struct LocalizedStoryboardTests {
  static let project = Support.fixtures + "/Localization/Cafe"
  static let main = project + "/Cafe/Base.lproj/Main.storyboard"

  private func outline(_ language: String?) throws -> String {
    StoryboardOutline(document: try StoryboardParser.parse(fileAt: Self.main, language: language))
      .text
  }

  @Test func germanDrawsEveryKindOfTextFromItsStrings() throws {
    let text = try outline("de")
    for line in [
      "  tab \"Karte\"", "  tab \"Bestellen\"", "  segue viewControllers → \"Deine Bestellung\"",
      "scene \"Karte\"", "  back button \"Alle Getränke\"",
      // Written twice in de.lproj: the last one wins, as Foundation reads it.
      "  right button \"Ändern\"",
      "    section \"Getränke\" footer \"Preise inkl. MwSt.\"",
      "      row \"Kaffee\" disclosure indicator",
      "  segue ShowCoffee: show → \"Kaffee & Kuchen\", from row \"Kaffee\"",
      "scene \"Kaffee & Kuchen\"",
      "  label \"Jeden Morgen\\u{a}frisch geröstet\"",
      // The third segment has no German title: Base's.
      "  segmented \"segmented1\" [\"Klein\" | \"Mittel\" | \"Large\"], \"Klein\" selected",
      "  switch \"Extra-Shot\" off", "  field \"Name für den Becher\"",
      "  button \"Jetzt bestellen\"", "  button \"Teilen\"",
      "  label \"Noch nichts bestellt\"",
    ] {
      #expect(text.contains(line + "\n"), "missing: \(line)\n\(text)")
    }
    for base in ["Coffee", "Order now", "Share", "Drinks", "All drinks", "Your order"] {
      #expect(!text.contains("\"\(base)\""), "\(base) is still drawn in German")
    }
  }

  @Test func frenchFromUTF16FallsBackToBaseWhereItHasNoKey() throws {
    let text = try outline("fr")
    for line in [
      "  tab \"Carte\"", "  tab \"Commande\"", "      row \"Café\" disclosure indicator",
      "  button \"Commander\"", "  button \"Share\"", "  back button \"All drinks\"",
      "  segmented \"segmented1\" [\"Small\" | \"Medium\" | \"Grand\"], \"Small\" selected",
    ] {
      #expect(text.contains(line + "\n"), "missing: \(line)\n\(text)")
    }
  }

  @Test func baseAndNoLanguageAreTheFileItself() throws {
    let plain = try outline(nil)
    #expect(try outline("Base") == plain)
    #expect(plain.contains("  button \"Order now\"\n"))
  }

  @Test func malformedTranslationIsAnErrorAtItsLineAndColumn() throws {
    do {
      _ = try StoryboardParser.parse(fileAt: Self.main, language: "es")
      Issue.record("the malformed es translation was read")
    } catch {
      #expect(
        error.message
          == Self.project + "/Cafe/es.lproj/Main.strings:5:28: expected ; after the value of "
          + "\"men-txt-001.text\"; end each entry with ; (the es translation)")
    }
  }

  @Test func languagesAreFoundBesideTheBaseFolder() throws {
    let found = StoryboardLocalizations(storyboardAt: Self.main)
    #expect(found.ownLanguage == "Base")
    #expect(found.languages == ["Base", "de", "es", "fr"])
    #expect(
      found.translations.first?.source == .strings(Self.project + "/Cafe/de.lproj/Main.strings"))
    // As iOS matches them: case, _ for -, and a region falls back to its language.
    #expect(found.choice(for: "DE") == found.choice(for: "de"))
    #expect(found.choice(for: "de_AT") == found.choice(for: "de"))
    #expect(found.choice(for: "base") == .own)
    #expect(found.choice(for: "ja") == nil)
    #expect(StoryboardLocalizations(storyboardAt: OutlineFixture.path).languages.isEmpty)
  }

  @Test func wholeFileLocalizedStoryboardsAreChosenTheSameWay() throws {
    let folder = TemporaryDirectory()
    let base = try String(decoding: StoryboardParser.readFile(Self.main), as: UTF8.self)
    try folder.write("App/en.lproj/Main.storyboard", base)
    try folder.write(
      "App/de.lproj/Main.storyboard", base.replacing("title=\"Order now\"", with: "title=\"Los\""))
    let english = folder.file("App/en.lproj/Main.storyboard")
    let found = StoryboardLocalizations(storyboardAt: english)
    #expect(found.languages == ["en", "de"])
    #expect(
      found.choice(for: "de")
        == .translation(
          StoryboardTranslation(
            language: "de", source: .storyboard(folder.file("App/de.lproj/Main.storyboard")))))
    let german = try StoryboardParser.parse(fileAt: english, language: "de")
    #expect(StoryboardOutline(document: german).text.contains("  button \"Los\"\n"))
    #expect(try outline("en").contains("  button \"Order now\"\n"))
  }

  @Test func catalogDrawsEveryFileItParsesInItsLanguage() throws {
    let catalog = StoryboardCatalog()
    catalog.language = "de"
    let document = try catalog.document(atPath: Self.main)
    #expect(StoryboardOutline(document: document).text.contains("  button \"Jetzt bestellen\"\n"))
  }

  @Test func translationsKeepAmpersandsAndEntitiesExact() throws {
    let xml = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="v">
      <scenes><scene sceneID="s"><objects>
      <viewController id="v" title="A &amp; B" sceneMemberID="viewController"/>
      </objects></scene></scenes></document>
      """
    let document = try StoryboardParser.parse(
      bytes: Array(xml.utf8), name: "T", path: nil, translations: ["v.title": "X &#38; Y & <Z>"])
    #expect(document.scenes.first?.controller.title == "X &#38; Y & <Z>")
  }
}
