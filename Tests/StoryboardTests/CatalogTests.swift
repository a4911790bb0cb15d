import Storyboard
import Testing

/// Finding storyboards by name and resolving references across them.
@Suite struct CatalogTests {
  let app = Support.fixtures + "/Lint/App"

  @Test func findsStoryboardsBesideAFileAndCaches() throws {
    let catalog = StoryboardCatalog(beside: app + "/Main.storyboard")
    #expect(catalog.contains("Games"))
    #expect(!catalog.contains("Nope"))
    let games = try catalog.document(named: "Games")
    #expect(games.name == "Games")
    #expect(games.path == app + "/Games.storyboard")
    #expect(try catalog.document(named: "Games") == games)
  }

  @Test func resolvesReferencedIdentifier() throws {
    let catalog = StoryboardCatalog(beside: app + "/Main.storyboard")
    let main = try catalog.document(named: "Main")
    let placeholder = try #require(main.controller(id: "ref-10-001"))
    let resolution = try catalog.resolve(placeholder, in: main)
    #expect(resolution.document.name == "Games")
    #expect(resolution.controller.id == "nav-11-001")
    // A real controller resolves to itself.
    let players = try #require(main.controller(id: "pla-10-001"))
    #expect(try catalog.resolve(players, in: main).controller == players)
  }

  @Test func resolvesInitialControllerWithoutIdentifier() throws {
    let catalog = StoryboardCatalog(embedded: [
      "Main": Support.document(
        initial: "r",
        """
        <scene sceneID="a"><objects><viewControllerPlaceholder storyboardName="Other" id="r" sceneMemberID="viewController"/></objects></scene>
        """),
      "Other": Support.document(
        initial: "o",
        """
        <scene sceneID="b"><objects><viewController id="o" title="Other" sceneMemberID="viewController"/></objects></scene>
        """),
    ])
    let main = try catalog.document(named: "Main")
    let resolution = try catalog.resolve(try #require(main.initialController), in: main)
    #expect(resolution.document.name == "Other")
    #expect(resolution.controller.sceneTitle == "Other")
  }

  @Test func missingIdentifierNamesStoryboardAndIdentifier() throws {
    let catalog = StoryboardCatalog(embedded: [
      "Main": Support.document(
        """
        <scene sceneID="a"><objects><viewControllerPlaceholder storyboardName="Other" referencedIdentifier="W" id="r" sceneMemberID="viewController"/></objects></scene>
        """),
      "Other": Support.document(""),
    ])
    let main = try catalog.document(named: "Main")
    do {
      _ = try catalog.resolve(try #require(main.controller(id: "r")), in: main)
      Issue.record("expected an error")
    } catch let error as StoryboardError {
      #expect(
        error.message
          == "Main.storyboard:4: Storyboard (Other) doesn't contain a view controller with "
          + "identifier 'W'; set that Storyboard ID on a scene in Other.storyboard or fix the "
          + "reference's referenced ID")
    }
  }

  @Test func referencedStoryboardWithoutEntryPoint() throws {
    let catalog = StoryboardCatalog(embedded: [
      "Main": Support.document(
        """
        <scene sceneID="a"><objects><viewControllerPlaceholder storyboardName="Other" id="r" sceneMemberID="viewController"/></objects></scene>
        """),
      "Other": Support.document(""),
    ])
    let main = try catalog.document(named: "Main")
    do {
      _ = try catalog.resolve(try #require(main.controller(id: "r")), in: main)
      Issue.record("expected an error")
    } catch let error as StoryboardError {
      #expect(
        error.message
          == "Main.storyboard:4: Storyboard (Other) has no initial view controller - perhaps the "
          + "designated entry point is not set? Check \"Is Initial View Controller\" on a scene in "
          + "Other.storyboard or give the reference a referenced ID")
    }
  }

  @Test func missingStoryboardFile() throws {
    let catalog = StoryboardCatalog(searchDirectories: [app])
    #expect(throws: StoryboardError.self) { try catalog.document(named: "Nope") }
    let main = try catalog.document(named: "Main")
    do {
      _ = try catalog.storyboard(named: "Nope", referencedFrom: main)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.message
          == "\(app)/Main.storyboard: Could not find a storyboard named 'Nope' in the project at "
          + "\(Support.packageRoot); add "
          + "Nope.storyboard beside Main.storyboard or fix the reference's storyboard name")
    }
  }

  @Test func storyboardReferencedFromADocumentIsFoundBesideIt() throws {
    let main = try StoryboardParser.parse(fileAt: app + "/Main.storyboard")
    let catalog = StoryboardCatalog()
    #expect(try catalog.storyboard(named: "Games", referencedFrom: main).name == "Games")
    #expect(try catalog.storyboard(named: "Main", referencedFrom: main) == main)
  }

  @Test func referenceCycleIsReported() throws {
    let catalog = StoryboardCatalog(embedded: [
      "A": Support.document(
        """
        <scene sceneID="a"><objects><viewControllerPlaceholder storyboardName="B" storyboardIdentifier="X" referencedIdentifier="X" id="ra" sceneMemberID="viewController"/></objects></scene>
        """),
      "B": Support.document(
        """
        <scene sceneID="b"><objects><viewControllerPlaceholder storyboardName="A" storyboardIdentifier="X" referencedIdentifier="X" id="rb" sceneMemberID="viewController"/></objects></scene>
        """),
    ])
    let a = try catalog.document(named: "A")
    #expect(throws: StoryboardError.self) {
      try catalog.resolve(try #require(a.controller(id: "ra")), in: a)
    }
  }

  /// A reference names a storyboard of the project, never a path: `../Elsewhere/Secret` would
  /// read a file outside the folder being run (Elsewhere/Secret.storyboard exists beside it).
  @Test func referenceNamingAPathIsRefused() throws {
    let project = Support.fixtures + "/Traversal/Project"
    let catalog = StoryboardCatalog(beside: project + "/Main.storyboard")
    let main = try catalog.document(named: "Main")
    let placeholder = try #require(main.controller(id: "ref-01"))
    let refusal = #expect(throws: StoryboardError.self) {
      try catalog.resolve(placeholder, in: main)
    }
    #expect(
      refusal?.message
        == "\(project)/Main.storyboard:15: storyboard reference \"../Elsewhere/Secret\" names a "
        + "path; references name a storyboard in the same project")
    #expect(catalog.location(of: "../Elsewhere/Secret") == nil)
    #expect(!catalog.contains("../Elsewhere/Secret"))
    #expect(throws: StoryboardError.self) { try catalog.document(named: "../Elsewhere/Secret") }
    #expect(throws: StoryboardError.self) {
      try catalog.storyboard(named: "../Elsewhere/Secret", referencedFrom: main)
    }
  }
}
