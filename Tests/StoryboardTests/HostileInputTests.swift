import Glibc
import Storyboard
import Testing

/// Hostile or broken files are refused with a clear message, never crash, never read secrets.
@Suite struct HostileInputTests {
  @Test func externalEntityIsRefusedAtTheDoctype() throws {
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE document [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
      <scenes><scene sceneID="a"><objects><viewController id="v" title="&xxe;" sceneMemberID="viewController"/></objects></scene></scenes>
      </document>
      """
    let error = try #require(Support.refusal(xml))
    #expect(
      error.message
        == "Test.storyboard:2: the file has a DOCTYPE declaration, which storyboards never have; "
        + "refused (it could define external or recursive entities)")
  }

  @Test func billionLaughsIsRefusedAtTheDoctype() throws {
    var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      xml += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
    }
    xml += "]>\n<document>&lol9;</document>\n"
    let error = try #require(Support.refusal(xml))
    #expect(error.line == 2)
    #expect(error.reason.hasPrefix("the file has a DOCTYPE declaration"))
  }

  /// A 63 MB file of empty buttons took 3.7 GB to lint: a document holds at most 250,000
  /// elements (real storyboards: a few thousand), so memory stays bounded whatever the size.
  @Test func tooManyElementsAreRefused() throws {
    var xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>"
    xml += String(repeating: "<button/>", count: 250_001)
    xml += "</scenes></document>\n"
    let error = try #require(Support.refusal(xml))
    #expect(
      error.reason
        == "the file holds more than 250,000 elements; Interface Builder storyboards hold far "
        + "fewer, so the file is refused")
  }

  @Test func deepNestingIsRefused() throws {
    let depth = 100_000
    var xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n"
    xml += String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
    xml += "</document>\n"
    let error = try #require(Support.refusal(xml))
    #expect(
      error.message
        == "Test.storyboard:2: elements are nested more than 200 deep; Interface Builder never "
        + "writes that, so the file is refused")
  }

  /// libxml2 compares each attribute with every earlier one: 100,000 attributes on one element
  /// took 2 s, 400,000 took 39 s (a 12 MB file, under the size limit). Counted and refused
  /// before libxml2 starts.
  @Test func manyAttributesOnOneElementAreRefusedBeforeParsing() throws {
    let attributes = (0..<20_000).map { "a\($0)=\"\"" }.joined(separator: " ")
    let xml = Support.document("<scene sceneID=\"s\"\n \(attributes)/>")
    let error = try #require(Support.refusal(xml))
    #expect(
      error.message
        == "Test.storyboard:4: an element has more than 128 attributes; Interface Builder never "
        + "writes that many, so the file is refused")
  }

  /// The same in UTF-16, which libxml2 decodes: the count reads it as such.
  @Test func manyAttributesInUTF16AreRefused() throws {
    let attributes = (0..<20_000).map { "a\($0)=\"\"" }.joined(separator: " ")
    let xml = Support.document("<scene sceneID=\"s\" \(attributes)/>")
    var bytes: [UInt8] = [0xFE, 0xFF]
    for unit in xml.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    let error = try #require(Support.refusal(bytes: bytes))
    #expect(error.line == 4)
    #expect(error.reason.hasPrefix("an element has more than 128 attributes"))
  }

  /// Up to the bound loads; `=` in values, comments and processing instructions is no attribute.
  @Test func attributesUpToTheBoundLoad() throws {
    let attributes = (1..<128).map { "a\($0)=\"x=y\"" }.joined(separator: " ")
    let equals = String(repeating: "=", count: 1000)
    let xml = Support.document(
      """
      <!-- \(equals) -->
      <scene sceneID="s" \(attributes)><objects><viewController id="v" sceneMemberID="viewController"/></objects></scene>
      <?pi \(equals)?>
      """)
    #expect(try Support.parse(xml).scenes.count == 1)
  }

  /// Every prefixed attribute is looked up through all namespace declarations in scope:
  /// thousands of them made a 3 MB file take 16 s in libxml2. Storyboards declare none.
  @Test func manyNamespaceDeclarationsAreRefused() throws {
    let declarations = (0..<100).map { "xmlns:p\($0)=\"urn:\($0)\"" }.joined(separator: " ")
    let xml = Support.document("<scene sceneID=\"s\">\n<n \(declarations)/></scene>")
    let error = try #require(Support.refusal(xml))
    #expect(
      error.message
        == "Test.storyboard:5: the file declares more than 64 XML namespaces; storyboards declare "
        + "none, so the file is refused")
  }

  /// Encodings that could hide markup from that count are not decoded: a declared encoding is
  /// ignored (storyboards are UTF-8), UCS-4 and EBCDIC are refused.
  @Test func otherEncodingsAreNotDecoded() throws {
    let ebcdic: [UInt8] = [0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40]  // `<?xml ` in EBCDIC
    #expect(
      Support.refusal(bytes: ebcdic)?.message
        == "Test.storyboard:1: the file is encoded as EBCDIC; storyboards are UTF-8: re-save it "
        + "in Xcode or convert it (iconv -t UTF-8)")
    // UTF-7 would decode `+ADw-` as `<` (here an end tag that breaks the document): read as
    // UTF-8, those are letters.
    let xml = """
      <?xml version="1.0" encoding="UTF-7"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
      <scenes><scene sceneID="s"><objects><viewController id="v" sceneMemberID="viewController"/></objects></scene>+ADw-/scenes+AD4-</scenes>
      </document>
      """
    #expect(try Support.parse(xml).scenes.count == 1)
  }

  @Test func oversizeIsRefusedBeforeParsing() throws {
    let bytes = [UInt8](repeating: UInt8(ascii: " "), count: StoryboardParser.maximumFileSize + 1)
    let error = try #require(Support.refusal(bytes: bytes))
    #expect(
      error.message
        == "Test.storyboard: the file is 64 MiB, over the 64 MiB limit for storyboards; split it "
        + "into several storyboards with storyboard references")
  }

  @Test func oversizeFileIsRefusedBeforeReading() throws {
    // A sparse file: 65 MiB on paper, nothing on disk; refused from its size alone.
    var template = Array("/tmp/roster-oversize-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    try #require(fd >= 0)
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    defer {
      close(fd)
      unlink(path)
    }
    try #require(ftruncate(fd, off_t(65 << 20)) == 0)
    do {
      _ = try StoryboardParser.parse(fileAt: path)
      Issue.record("expected a refusal")
    } catch {
      #expect(
        error.message
          == "\(path): the file is 65 MiB, over the 64 MiB limit for a storyboard; split it into "
          + "several storyboards with storyboard references")
    }
  }

  @Test func binaryGarbageIsRefused() throws {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let error = try #require(Support.refusal(bytes: [0x00] + bytes))
    #expect(
      error.message
        == "Test.storyboard:1: the file is binary, not storyboard XML; pass a .storyboard file "
        + "saved by Xcode")
  }

  @Test func textGarbageIsRefusedAsMalformed() throws {
    let error = try #require(Support.refusal("hello, world\n"))
    #expect(error.line == 1)
    #expect(error.reason.hasPrefix("malformed XML: Start tag expected"))
    #expect(error.reason.hasSuffix("restore it from version control or re-save it in Xcode"))
  }

  @Test func emptyFileIsRefused() throws {
    let error = try #require(Support.refusal(""))
    #expect(error.message == "Test.storyboard:1: the file is empty")
  }

  @Test func truncatedFileStopsAtTheFirstError() throws {
    let xml = Support.document("<scene sceneID=\"a\"><objects>")
    let error = try #require(Support.refusal(xml))
    #expect(error.reason.hasPrefix("malformed XML: Opening and ending tag mismatch"))
  }

  @Test func mergeConflictIsNamed() throws {
    let xml = Support.document(
      """
      <<<<<<< HEAD
              <scene sceneID="a"/>
      =======
              <scene sceneID="b"/>
      >>>>>>> feature
      """)
    let error = try #require(Support.refusal(xml))
    #expect(
      error.message
        == "Test.storyboard:4: unresolved merge conflict marker; resolve the conflict (keep one "
        + "side of each hunk) and remove the <<<<<<< ======= >>>>>>> lines")
  }

  @Test func macOSDocumentIsRefused() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" initialViewController="B8D-0N-5wS">
      </document>
      """
    let error = try #require(Support.refusal(xml))
    #expect(
      error.message
        == "Test.storyboard:2: this is a macOS storyboard (targetRuntime MacOSX.Cocoa); Roster "
        + "runs iOS storyboards only (targetRuntime iOS.CocoaTouch)")
  }

  @Test func tvOSAndWatchOSDocumentsAreRefused() throws {
    let tv = """
      <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" targetRuntime="AppleTV"/>
      """
    let watch = """
      <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" targetRuntime="watchKit"/>
      """
    #expect(Support.refusal(tv)?.reason.hasPrefix("this is a tvOS storyboard") == true)
    #expect(Support.refusal(watch)?.reason.hasPrefix("this is a watchOS storyboard") == true)
  }

  @Test func xibIsRefused() throws {
    let xib = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"/>
      """
    #expect(
      Support.refusal(xib)?.reason
        == "this Interface Builder document is not a storyboard (type "
        + "com.apple.InterfaceBuilder3.CocoaTouch.XIB); Roster reads .storyboard files, not XIBs")
  }

  @Test func otherRootElementIsRefused() throws {
    #expect(
      Support.refusal("<plist version=\"1.0\"/>")?.reason
        == "the root element is <plist>, not <document>: this is not an Interface Builder "
        + "storyboard; pass a .storyboard file saved by Xcode")
  }

  @Test func undefinedEntityIsRefused() throws {
    let xml = Support.document("<scene sceneID=\"&nope;\"/>")
    let error = try #require(Support.refusal(xml))
    #expect(error.line == 4)
    #expect(error.reason.contains("nope"))
  }

  @Test func missingFileNamesThePath() throws {
    do {
      _ = try StoryboardParser.parse(fileAt: "/nonexistent/Main.storyboard")
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "/nonexistent/Main.storyboard: no such file; check the path")
    }
  }

  @Test func directoryIsRefused() throws {
    do {
      _ = try StoryboardParser.parse(fileAt: Support.testsDirectory)
      Issue.record("expected an error")
    } catch {
      #expect(error.reason.hasPrefix("is a directory"))
    }
  }
}
