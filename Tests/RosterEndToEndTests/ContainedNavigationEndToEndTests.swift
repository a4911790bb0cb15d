import Testing

/// A navigation controller embedded in a container view has its own bar and Back button, as on
/// the device: its bar is drawn where the container is, and `back` pops the innermost stack
/// that can pop (it popped the outer one, leaving the embedded push on a stack nobody saw).
@Suite struct ContainedNavigationEndToEndTests {
  let storyboard = Fixtures.shellTests + "/ContainedNavigation/Main.storyboard"

  @Test func theEmbeddedStackHasItsBarAndPopsFirst() throws {
    let script = """
      tap Go
      tap Open
      show
      back
      expect stack Start Home
      show
      back
      expect scene Start

      """
    let run = try runRoster(["--memory", "--storyboard", storyboard], stdin: script)
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.contains("Dashboard\n‹ List  Detail\nDetail text\n"), "\(run.stdout)")
    #expect(run.stdout.contains("Dashboard\nList\n[Open]\n"), "\(run.stdout)")
  }
}
