import Storyboard
import Testing

/// `roster diff`'s model: changes named as a reviewer reads them, and no change where a user
/// sees none.
@Suite struct StoryboardDiffTests {
  /// The Archive button's segue, which deleting the Archive scene in Xcode deletes too.
  static let archiveSegue =
    "<connections>\n                                            <segue destination=\"Arch-VC-001\" "
    + "kind=\"show\" identifier=\"ShowArchive\" id=\"seg-arch-01\"/>\n"
    + "                                        </connections>"

  @Test func aRetitledButtonIsARename() throws {
    #expect(
      try OutlineFixture.changes([("title=\"Promo\"", "title=\"Offers\"")])
        == ["button \"Promo\" → \"Offers\" in \"Home\""])
  }

  @Test func aRemovedSceneIsNamedWithTheSegueThatLedThere() throws {
    let xml = try OutlineFixture.xml()
    let start = try #require(xml.firstRange(of: "        <!--Archive-->"))
    let end = try #require(xml.firstRange(of: "        <!--Settings-->"))
    var edited = xml
    edited.removeSubrange(start.lowerBound..<end.lowerBound)
    edited = edited.replacing(Self.archiveSegue, with: "")
    let diff = StoryboardDiff(
      old: try OutlineFixture.outline(xml), new: try OutlineFixture.outline(edited))
    #expect(diff.changes.map(\.message) == ["scene \"Archive\" removed, with segue ShowArchive"])
    #expect(diff.changes.first?.kind == .removed && diff.changes.first?.what == "scene")
  }

  @Test func nothingASUserSeesIsNoChange() throws {
    #expect(
      try OutlineFixture.changes([
        (
          "<point key=\"canvasLocation\" x=\"1820\" y=\"140\"/>",
          "<point key=\"canvasLocation\" x=\"0\" y=\"0\"/>"
        ),
        ("width=\"353\" height=\"44\"/>", "width=\"320\" height=\"52\"/>"),
      ]).isEmpty)
  }

  /// Interface Builder remakes IDs (a copy and paste, a merge): what keeps its kind and name is
  /// the same thing.
  @Test func newIDsForTheSameThingsAreNoChange() throws {
    #expect(
      try OutlineFixture.changes([
        ("hom-btn-promo", "X7d-pQ-r2M"), ("seg-set-01", "Lk0-aa-91Q"),
        ("Add-VC-001", "nEw-VC-id9"), ("set-cel-03", "c3l-00-Zz1"),
      ]).isEmpty)
  }

  @Test func statesTextsAndClassesAreNamed() throws {
    #expect(
      try OutlineFixture.changes([
        (
          "on=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"hom-swt-01\"",
          "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"hom-swt-01\""
        ),
        ("text=\"Welcome back\"", "text=\"Welcome\""),
        ("customClass=\"AddItemViewController\"", "customClass=\"NewItemViewController\""),
        ("modalPresentationStyle=\"formSheet\"", "modalPresentationStyle=\"fullScreen\""),
      ]) == [
        "label \"Welcome back\" → \"Welcome\" in \"Home\"",
        "switch \"Deals only\" in \"Home\": on → off",
        "segue AddItem in \"Home\": formSheet → fullScreen",
        "class AddItemViewController → NewItemViewController in \"Add Item\"",
      ])
  }

  @Test func addedRemovedAndRenamedSegues() throws {
    #expect(
      try OutlineFixture.changes([
        ("identifier=\"ShowSettings\"", "identifier=\"OpenSettings\""),
        (
          "identifier=\"AddItem\" modalPresentationStyle=\"formSheet\" id=\"seg-add-01\"",
          "identifier=\"AddItem\" id=\"seg-add-01\""
        ),
        (Self.archiveSegue, ""),
      ]) == [
        "segue ShowArchive removed from \"Home\"",
        "segue AddItem in \"Home\": formSheet → (none)",
        "segue ShowSettings → OpenSettings in \"Home\"",
      ])
  }

  /// A row moved above another is one move, not every row it passed; a row of a cell's
  /// controls moves with it.
  @Test func aMovedRowIsOneMove() throws {
    let xml = try OutlineFixture.xml()
    let first = try #require(
      xml.firstRange(
        of:
          "<tableViewCell clipsSubviews=\"YES\" contentMode=\"scaleToFill\" preservesSuperviewLayoutMargins=\"YES\" accessoryType=\"disclosureIndicator\" indentationWidth=\"10\" textLabel=\"set-txt-02\""
      ))
    let second = try #require(
      xml.firstRange(
        of:
          "<tableViewCell clipsSubviews=\"YES\" contentMode=\"scaleToFill\" preservesSuperviewLayoutMargins=\"YES\" indentationWidth=\"10\" textLabel=\"set-txt-03\""
      ))
    let end = try #require(xml[second.lowerBound...].firstRange(of: "</tableViewCell>"))
    let rowA = String(xml[first.lowerBound..<second.lowerBound])
    let rowB = String(xml[second.lowerBound..<end.upperBound])
    var edited = xml
    edited.replaceSubrange(first.lowerBound..<end.upperBound, with: rowB + "\n" + rowA)
    let diff = StoryboardDiff(
      old: try OutlineFixture.outline(xml), new: try OutlineFixture.outline(edited))
    #expect(
      diff.changes.map(\.message) == [
        "row \"Sign Out\" moved in section \"Account\" of \"Settings\""
      ]
        || diff.changes.map(\.message) == [
          "row \"Addresses\" moved in section \"Account\" of \"Settings\""
        ])
  }

  @Test func anAddedFileIsEveryScene() throws {
    let new = try OutlineFixture.outline(try OutlineFixture.xml())
    let diff = StoryboardDiff(old: StoryboardOutline(), new: new)
    #expect(diff.changes.first?.message == "entry point added: \"MainTabs\"")
    #expect(diff.changes.filter { $0.what == "scene" }.count == new.scenes.count)
    #expect(StoryboardDiff(old: new, new: new).isEmpty)
  }
}
