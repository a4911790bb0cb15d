import Storyboard

// libFuzzer target `storyboard`: the storyboard loader (libxml2 SAX) on arbitrary bytes; what
// loads is also linted, exported as DOT and started as a session with generic controllers.
// Oracle: nothing crashes, hangs or leaks (AddressSanitizer + libFuzzer's limits).
@testable import Navigation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboard(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let document = try? StoryboardParser.parse(bytes: bytes, name: "Fuzz") else { return 0 }
  let catalog = StoryboardCatalog()
  catalog.add(document)
  _ = StoryboardLinter().lint(documents: [document], catalog: catalog)
  _ = DotExporter().dot(documents: [document], catalog: catalog)
  if let session = try? Session(
    storyboards: StoryboardCatalog(documents: [document]), document: document, registry: ControllerRegistry())
  {
    _ = session.snapshot()
    _ = session.hierarchyDescription
    for segue in session.segueIdentifiers.prefix(4) {
      _ = try? session.open(segue: segue)
      _ = session.snapshot()
      _ = try? session.back()
    }
    if session.liveControllerCount != session.reachableControllerCount {
      fatalError(
        "leak: \(session.liveControllerCount) live, \(session.reachableControllerCount) reachable")
    }
  }
  return 0
}
