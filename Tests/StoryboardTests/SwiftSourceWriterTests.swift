import Testing

@testable import Storyboard

/// The app's own storyboards round-trip through the writer in RatingsAppTests (the generated
/// file is compiled and compared with a fresh parse); these cover what they do not use.
@Suite struct SwiftSourceWriterTests {
  @Test func stringsAreEscapedSoAnyTextSurvives() {
    #expect(SwiftSourceWriter.string(#"say "hi" \ now"#) == #""say \"hi\" \\ now""#)
    #expect(SwiftSourceWriter.string("Hold\u{2019}em\n\t") == #""Hold\u{2019}em\u{a}\u{9}""#)
    #expect(SwiftSourceWriter.string("\u{1F3B2}") == #""\u{1f3b2}""#)
  }

  @Test func everyFieldIsWrittenAndDefaultsAreLeftOut() {
    let label = LabelSpec(id: "L", text: "Name", tag: 7, line: 9)
    let field = TextFieldSpec(id: "F", text: "x", placeholder: "Type", line: 10)
    let cell = CellSpec(
      id: "C", reuseIdentifier: "R", style: .subtitle, accessory: .checkmark, customClass: "K",
      text: "T", detail: "D", textField: field, labels: [label],
      outlets: [OutletSpec(property: "p", destination: "L", line: 11)], line: 8)
    let controller = ControllerSpec(
      id: "V", kind: .other, elementName: "glkViewController", customClass: "G",
      customModule: "M", storyboardIdentifier: "S", title: "Title",
      navigationItem: NavigationItemSpec(
        title: "Nav", leftBarButtonItems: [BarButtonItemSpec(id: "B", title: "Back", line: 3)],
        line: 2),
      tabBarItemTitle: "Tab",
      tableView: TableViewSpec(
        id: "T", dataMode: .static, style: "grouped",
        sections: [
          TableSectionSpec(id: "S1", headerTitle: "H", footerTitle: "F", cells: [cell], line: 7)
        ], line: 6),
      tableViewIsRootView: true,
      buttons: [ButtonSpec(id: "U", title: "Go", action: "go:", line: 4)],
      segues: [
        SegueSpec(
          id: "G1", identifier: "Tap", kind: .custom, kindName: "fancy", destination: "V2",
          customClass: "FadeSegue", unwindAction: "done:", source: .gestureRecognizer(id: "R"),
          line: 12)
      ],
      elements: ["L": .label(label), "X": .other(elementName: "slider", id: "X", line: 13)],
      userLabel: "Outline", line: 1)
    let document = StoryboardDocument(
      name: "Odd", version: "3.0", initialViewControllerID: "V",
      scenes: [
        Scene(
          sceneID: "SC", controller: controller,
          dockViews: [ViewSpec(id: "D", elementName: "stackView", line: 14)], line: 1)
      ])
    let source = SwiftSourceWriter.file(
      declaring: "Sample", documents: [document], header: ["made by a test"])
    #expect(source.hasPrefix("// made by a test\n// swift-format-ignore-file\n"))
    #expect(
      source.contains("static let documents: [StoryboardDocument] = [\n    document0(),\n  ]"))
    #expect(source.contains(#"kind: .`other`, elementName: "glkViewController""#))
    #expect(source.contains(#"customModule: "M""#))
    #expect(source.contains(#"TableViewSpec(id: "T", dataMode: .`static`, style: "grouped""#))
    #expect(source.contains(#"TableSectionSpec(id: "S1", headerTitle: "H", footerTitle: "F""#))
    #expect(
      source.contains(
        #"CellSpec(id: "C", reuseIdentifier: "R", style: .`subtitle`, accessory: .`checkmark`, customClass: "K", text: "T", detail: "D", textField: TextFieldSpec(id: "F", text: "x", placeholder: "Type", line: 10), labels: [LabelSpec(id: "L", text: "Name", tag: 7, line: 9)], outlets: [OutletSpec(property: "p", destination: "L", line: 11)], line: 8)"#
      ))
    #expect(
      source.contains(
        #"SegueSpec(id: "G1", identifier: "Tap", kind: .`custom`, kindName: "fancy", destination: "V2", customClass: "FadeSegue", unwindAction: "done:", source: .gestureRecognizer(id: "R"), line: 12)"#
      ))
    #expect(source.contains(#""X": .other(elementName: "slider", id: "X", line: 13)"#))
    #expect(source.contains(#"userLabel: "Outline""#))
    #expect(source.contains(#"dockViews: [ViewSpec(id: "D", elementName: "stackView", line: 14)]"#))
    #expect(
      source.contains(
        #"return StoryboardDocument(name: "Odd", version: "3.0", initialViewControllerID: "V", scenes: scenes, line: 1)"#
      ))
    // Defaults are not spelled out.
    #expect(!source.contains("path:"))
    #expect(!source.contains("rightBarButtonItems:"))
  }
}
