import Storyboard
import Testing

@Suite struct SceneTitleTests {
  @Test func navigationItemTitleWins() {
    let spec = ControllerSpec(
      id: "a", kind: .tableViewController, customClass: "PlayersViewController",
      storyboardIdentifier: "players", title: "Own",
      navigationItem: NavigationItemSpec(title: "Players", line: 3), tabBarItemTitle: "Tab",
      line: 1)
    #expect(spec.sceneTitle == "Players")
  }

  @Test func fallsBackInDesignOrder() {
    var spec = ControllerSpec(
      id: "a", kind: .viewController, customClass: "Custom", storyboardIdentifier: "sbid",
      title: "Own", tabBarItemTitle: "Tab", line: 1)
    #expect(spec.sceneTitle == "Own")
    spec.title = nil
    #expect(spec.sceneTitle == "Tab")
    spec.tabBarItemTitle = ""
    #expect(spec.sceneTitle == "sbid")
    spec.storyboardIdentifier = nil
    #expect(spec.sceneTitle == "Custom")
    spec.customClass = nil
    #expect(spec.sceneTitle == "viewController")
  }
}

/// DOT labels and runtime traces name a controller without a custom class by its UIKit class.
@Suite struct UIKitClassNameTests {
  @Test func eachKindNamesItsUIKitClass() {
    func name(_ kind: ControllerKind, _ element: String? = nil) -> String {
      ControllerSpec(id: "x", kind: kind, elementName: element, line: 1).uikitClassName
    }
    #expect(name(.tableViewController) == "UITableViewController")
    #expect(name(.navigationController) == "UINavigationController")
    #expect(name(.viewControllerPlaceholder) == "UIStoryboardReference")
    #expect(name(.other, "glkViewController") == "GLKViewController")
    #expect(name(.other, "avPlayerViewController") == "AVPlayerViewController")
    #expect(name(.other, "hostingController") == "UIHostingController")
  }
}
