import Testing

@testable import RosterSupport

/// `expect screen`'s diff, held to what `diff -u` prints for the same lines.
@Suite struct UnifiedDiffTests {
  private func diff(_ old: [String], _ new: [String]) -> String? {
    UnifiedDiff.lines(from: old, to: new, oldName: "a", newName: "b")
  }

  @Test func sameLinesAreNoDiff() {
    #expect(diff(["x", "y"], ["x", "y"]) == nil)
  }

  @Test func aChangedLineIsRemovedThenAddedWithContext() {
    let old = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
    var new = old
    new[4] = "five"
    #expect(
      diff(old, new) == """
        --- a
        +++ b
        @@ -2,7 +2,7 @@
         2
         3
         4
        -5
        +five
         6
         7
         8
        """)
  }

  @Test func distantChangesAreHunksOfTheirOwnAndNearOnesShareOne() {
    let old = (1...20).map(String.init)
    var new = old
    new[0] = "one"
    new[19] = "twenty"
    #expect(
      diff(old, new) == """
        --- a
        +++ b
        @@ -1,4 +1,4 @@
        -1
        +one
         2
         3
         4
        @@ -17,4 +17,4 @@
         17
         18
         19
        -20
        +twenty
        """)
    new = old
    new[5] = "six"
    new[10] = "eleven"
    #expect(diff(old, new)?.ranges(of: "@@ -").count == 1)
  }

  @Test func linesOnlyAddedOrOnlyRemovedNameTheLineBefore() {
    #expect(diff([], ["a"]) == "--- a\n+++ b\n@@ -0,0 +1 @@\n+a")
    #expect(diff(["x", "y"], ["x"]) == "--- a\n+++ b\n@@ -1,2 +1 @@\n x\n-y")
    #expect(diff(["x"], ["x", "y", "z"]) == "--- a\n+++ b\n@@ -1 +1,3 @@\n x\n+y\n+z")
  }
}
