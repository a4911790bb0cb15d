import RosterTestSupport
import Testing

@testable import Storyboard

/// Who references a storyboard is found from one read of each project file: the names a file's
/// bytes reference, and the files that reference a set of names other than their own.
@Suite struct ReferenceIndexTests {
  @Test func everyReferencedNameIsReadInOnePass() {
    let xml = """
      <placeholder storyboardName="Settings" id="a"/><x storyboardName="" id="b"/>
      <placeholder storyboardName="Profile" referencedIdentifier="P" id="c"/>
      <placeholder storyboardName="Settings" id="d"/> storyboardName="Cut
      """
    #expect(
      StoryboardProject.referencedNames(in: Array(xml.utf8)) == ["Settings", "", "Profile"])
    #expect(StoryboardProject.referencedNames(in: []) == [])
  }

  @Test func referrersAreTheFilesNamingAnotherFile() throws {
    let folder = TemporaryDirectory()
    try folder.write("Package.swift", "")
    let reference = { (name: String) in "<placeholder storyboardName=\"\(name)\" id=\"p\"/>" }
    try folder.write("App/Main.storyboard", reference("Settings") + reference("Main"))
    try folder.write("App/Settings.storyboard", reference("Settings"))
    try folder.write("App/Other.storyboard", reference("Profile"))
    try folder.write("App/Plain.storyboard", "<document/>")
    let catalog = StoryboardCatalog()
    let project = try #require(catalog.project(forFolder: folder.path + "/App"))
    #expect(project.referrers(ofAnyOf: ["Settings"]).map(StoryboardParser.baseName) == ["Main"])
    #expect(
      project.referrers(ofAnyOf: ["Settings", "Profile"]).map(StoryboardParser.baseName)
        == ["Main", "Other"])
    // A file naming itself does not count; nor do names nobody references.
    #expect(project.referrers(ofAnyOf: ["Main"]) == [])
    #expect(project.referrers(ofAnyOf: ["Nowhere"]) == [])
  }
}
