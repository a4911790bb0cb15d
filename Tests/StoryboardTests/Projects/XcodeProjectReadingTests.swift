import RosterTestSupport
import Testing

@testable import Storyboard

/// What `XcodeProject` takes from a project file: targets, build settings as Run builds them,
/// the storyboards each copies, and settings expanded as Xcode expands them.
@Suite struct XcodeProjectReadingTests {
  static let text = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tP = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T, X); };
    \t\tG = {isa = PBXGroup; children = (AG, SG); sourceTree = "<group>"; };
    \t\tAG = {isa = PBXGroup; children = (VG); path = App; sourceTree = "<group>"; };
    \t\tSG = {isa = PBXGroup; children = (S); path = "../Shared"; sourceTree = "<group>"; };
    \t\tVG = {isa = PBXVariantGroup; children = (B, F); name = Main.storyboard; sourceTree = "<group>"; };
    \t\tB = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    \t\tF = {isa = PBXFileReference; name = fr; path = fr.lproj/Main.storyboard; sourceTree = "<group>"; };
    \t\tS = {isa = PBXFileReference; path = Extra.storyboard; sourceTree = "<group>"; };
    \t\tBF1 = {isa = PBXBuildFile; fileRef = VG; };
    \t\tBF2 = {isa = PBXBuildFile; fileRef = S; };
    \t\tR = {isa = PBXResourcesBuildPhase; files = (BF1, BF2); };
    \t\tT = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (R); name = Shop; productType = "com.apple.product-type.application"; };
    \t\tX = {isa = PBXNativeTarget; buildConfigurationList = XL; buildPhases = (); name = ShopWidget; productType = "com.apple.product-type.app-extension"; };
    \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); defaultConfigurationName = Release; };
    \t\tPD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; INFOPLIST_FILE = Wrong.plist; }; name = Debug; };
    \t\tPR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Release; };
    \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD); };
    \t\tTD = {isa = XCBuildConfiguration; buildSettings = {
    \t\t\tINFOPLIST_FILE = "$(SRCROOT)/$(TARGET_NAME)/$(PRODUCT_NAME:rfc1034identifier)-Info.plist";
    \t\t\tPRODUCT_NAME = "$(TARGET_NAME)Pro";
    \t\t\t"INFOPLIST_KEY_UIMainStoryboardFile[sdk=iphoneos*]" = Main;
    \t\t\t"INFOPLIST_KEY_UIMainStoryboardFile[sdk=macosx*]" = MacMain;
    \t\t}; name = Debug; };
    \t\tXL = {isa = XCConfigurationList; buildConfigurations = (); };
    \t};
    \trootObject = P;
    }
    """

  @Test func targetsSettingsAndResourcesAreReadAsXcodeBuildsThem() throws {
    let folder = TemporaryDirectory()
    let xcodeproj = folder.path + "/Shop.xcodeproj"
    try folder.write("Shop.xcodeproj/project.pbxproj", Self.text)
    let project = try XcodeProject.read(at: xcodeproj)
    #expect(project.targets.map(\.name) == ["Shop", "ShopWidget"])
    let shop = project.targets[0]
    #expect(shop.settings["SDKROOT"] == "iphoneos")  // the project's Debug, under the target's
    #expect(shop.settings["INFOPLIST_KEY_UIMainStoryboardFile"] == "Main")
    #expect(
      project.path(ofSetting: shop.settings["INFOPLIST_FILE"]!, for: shop)
        == folder.path + "/Shop/ShopPro-Info.plist")
    #expect(
      shop.storyboards == [
        folder.path + "/App/Base.lproj/Main.storyboard",
        folder.path + "/App/fr.lproj/Main.storyboard",
        FileReferencePaths.normalized(folder.path + "/../Shared/Extra.storyboard"),
      ])
    #expect(AppDiscovery.otherKind(of: shop) == nil)
    #expect(AppDiscovery.otherKind(of: project.targets[1]) == "an app extension")
  }

  @Test func pathsAreNormalized() {
    #expect(FileReferencePaths.normalized("a/./b/../c") == "a/c")
    #expect(FileReferencePaths.normalized("../a/b/..") == "../a")
    #expect(FileReferencePaths.normalized("/x/../y") == "/y")
    #expect(FileReferencePaths.normalized("a/..") == ".")
  }
}
