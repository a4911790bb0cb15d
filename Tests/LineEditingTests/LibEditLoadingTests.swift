import Testing

@testable import LineEditing

/// libedit is loaded when a terminal asks for line editing; a machine without it is told which
/// package to install, and the shell reads plain lines.
@Suite struct LibEditLoadingTests {
  @Test func theSystemLibraryLoads() {
    guard case .success = EditLineReader.LibEdit.shared else {
      Issue.record("libedit.so.2 did not load: \(EditLineReader.unavailableReason ?? "")")
      return
    }
    #expect(EditLineReader.unavailableReason == nil)
  }

  @Test func aMissingLibraryIsNamedWithItsInstallCommand() {
    guard case .failure(let reason) = EditLineReader.LibEdit.load("libedit-absent.so.7") else {
      Issue.record("a library that does not exist loaded")
      return
    }
    #expect(reason.message.hasPrefix("line editing needs libedit, which could not be loaded ("))
    #expect(reason.message.contains("libedit-absent.so.7"))
    #expect(reason.message.hasSuffix("install it with: sudo apt-get install libedit2"))
  }

  @Test func aLibraryWithoutTheEntryPointsIsRefusedNamingTheFirst() {
    guard case .failure(let reason) = EditLineReader.LibEdit.load("libm.so.6") else {
      Issue.record("libm passed for libedit")
      return
    }
    #expect(reason.message.contains("libm.so.6 lacks el_init"))
  }
}
