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
