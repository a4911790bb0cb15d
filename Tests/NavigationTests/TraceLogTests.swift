import Storyboard
import Testing

@testable import Navigation

/// The trace is a ring: a long session keeps the last events, not all of them.
@Suite struct TraceLogTests {
  func event(_ number: Int) -> TraceEvent { TraceEvent(className: "C", method: "m\(number)") }

  @Test func keepsTheLastEventsInOrder() {
    var log = TraceLog(capacity: 3)
    for number in 1...7 { log.append(event(number)) }
    #expect(log.count == 3)
    #expect(log.total == 7)
    #expect(log.events(since: 0).map(\.method) == ["m5", "m6", "m7"])
    #expect(log.events(since: 5).map(\.method) == ["m6", "m7"])
    #expect(log.events(since: 7) == [])
    #expect(log.events(since: 99) == [])
  }

  /// 200,000 open/back pairs once held every event (567 MB); now at most the capacity, while
  /// each move still reports its own events.
  @Test func manyMovesKeepAtMostTheCapacity() throws {
    let main = try StoryboardParser.parse(
      bytes: Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="n">
        <scenes>
        <scene sceneID="a"><objects><navigationController id="n" sceneMemberID="viewController"><connections><segue destination="h" kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController></objects></scene>
        <scene sceneID="b"><objects><viewController id="h" title="Home" sceneMemberID="viewController"><connections><segue destination="d" kind="show" identifier="Next" id="s"/></connections></viewController></objects></scene>
        <scene sceneID="c"><objects><viewController id="d" title="Detail" sceneMemberID="viewController"/></objects></scene>
        </scenes>
        </document>
        """.utf8), name: "Main")
    let session = try Session(
      storyboards: StoryboardCatalog(documents: [main]), document: main,
      registry: ControllerRegistry())
    let first = try session.open(segue: "Next").events
    _ = try session.back()
    let capacity = 10_000
    var moves = 1
    while session.eventMark <= capacity + 100 {
      let mark = session.eventMark
      #expect(try session.open(segue: "Next").events == first)
      #expect(session.events(since: mark) == first)
      _ = try session.back()
      moves += 1
    }
    #expect(session.events.count <= capacity)
    #expect(session.eventMark > capacity)
    #expect(session.breadcrumb == ["Home"])
    #expect(moves > 100)
  }
}
