import RosterSupport
import Testing

@testable import Storyboard

/// libxml2 is loaded on first use; a machine without it gets a message naming the package.
@Suite struct XMLSAXParserTests {
  @Test func aMissingLibraryIsNamedWithItsInstallCommand() throws {
    guard case .failure(let failure) = XMLSAXParser.LibXML2.load("libxml2-absent.so.9") else {
      Issue.record("a library that does not exist loaded")
      return
    }
    #expect(
      failure.message.hasPrefix("reading storyboards needs libxml2, which could not be loaded ("))
    #expect(failure.message.contains("libxml2-absent.so.9"))
    #expect(failure.message.hasSuffix("install it with: sudo apt-get install libxml2"))
  }

  @Test func aLibraryWithoutTheEntryPointsIsRefusedNamingThem() throws {
    // libm is loaded already and has none of libxml2's functions.
    guard case .failure(let failure) = XMLSAXParser.LibXML2.load("libm.so.6") else {
      Issue.record("libm passed for libxml2")
      return
    }
    #expect(failure.message.contains("libm.so.6 lacks xmlInitParser, xmlCreateMemoryParserCtxt"))
  }

  @Test func theSystemLibraryLoads() {
    guard case .success = XMLSAXParser.LibXML2.shared else {
      Issue.record("libxml2.so.2 did not load")
      return
    }
  }

  /// Every module that sees CXML (all of Storyboard's dependents) must build on its own: with
  /// libxml2's headers included, those needed -I/usr/include/libxml2, and a fresh build failed
  /// whenever one compiled before CXML's clang module was cached ("'libxml/xmlversion.h' file
  /// not found"). The shim declares what is used instead, and the package passes no -I.
  @Test func cxmlBuildsWithoutAnIncludePath() throws {
    func text(_ path: String) throws -> String {
      let bytes = try FileReader.read(Support.packageRoot + path, limit: 1 << 20, what: "file")
      return String(decoding: bytes, as: UTF8.self)
    }
    #expect(try !text("/Sources/CXML/shim.h").contains("#include"))
    #expect(try !text("/Package.swift").contains("\"-I"))
  }
}
