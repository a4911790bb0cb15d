import Testing

@testable import Shell

/// What a script's header comment says: its tags and whether it is skipped.
@Suite struct ScriptHeaderTests {
  @Test func tagsAndSkipAreReadFromTheCommentsBeforeTheFirstCommand() {
    let header = ScriptHeader(
      text: "#!/usr/bin/env -S roster --memory\n\n# A walk.\n#tags: smoke,slow  list\n"
        + "# Tags: smoke\n#  skip:  waiting for the redesign \nopen AddPlayer\n# tags: late\n")
    #expect(
      header == ScriptHeader(tags: ["smoke", "slow", "list"], skip: "waiting for the redesign"))
    #expect(ScriptHeader(text: "# skip:\nshow\n").skip == "skipped")
    #expect(ScriptHeader(text: "show\n# skip: too late\n") == ScriptHeader())
  }

  @Test func selectionIsAnyOfTheTagsLessAnyOfTheSkippedOnes() {
    let header = ScriptHeader(tags: ["smoke", "slow"])
    #expect(header.isSelected(tags: [], skipTags: []))
    #expect(header.isSelected(tags: ["list", "smoke"], skipTags: []))
    #expect(!header.isSelected(tags: ["list"], skipTags: []))
    #expect(!header.isSelected(tags: ["smoke"], skipTags: ["slow"]))
    #expect(!ScriptHeader().isSelected(tags: ["smoke"], skipTags: []))
    #expect(ScriptHeader().isSelected(tags: [], skipTags: ["slow"]))
  }
}
