import Testing

@testable import Storyboard

/// The three property list formats Roster reads: binary (`bplist00`), XML and the old-style
/// text of `project.pbxproj`.
@Suite struct PropertyListTests {
  /// A binary plist written by `BinaryWriter` reads back as the value written.
  @Test func binaryPlistsReadBackNestedValues() throws {
    let manifest = PropertyList.dictionary([
      ("UIApplicationSupportsMultipleScenes", .bool(false)),
      (
        "UISceneConfigurations",
        .dictionary([
          (
            "UIWindowSceneSessionRoleApplication",
            .array([
              .dictionary([
                ("UISceneDelegateClassName", .string("$(PRODUCT_MODULE_NAME).SceneDelegate")),
                ("UISceneStoryboardFile", .string("Main")),
              ])
            ])
          )
        ])
      ),
    ])
    let value = PropertyList.dictionary([
      ("CFBundleDisplayName", .string("Cafés ☕")),  // UTF-16 in the binary form
      ("UIApplicationSceneManifest", manifest),
    ])
    let bytes = BinaryWriter.bytes(of: value)
    let read = try PropertyList.parse(bytes, path: "Info.plist")
    #expect(read == value)
    #expect(InfoPlist(read).launch() == .storyboard(name: "Main", key: "UISceneStoryboardFile"))
  }

  /// Damaged files are a clear error, never a crash or a hang: a trailer pointing outside the
  /// file, references out of range, a reference cycle, and every truncation of a good file.
  @Test func damagedBinaryPlistsAreRefused() throws {
    let good = BinaryWriter.bytes(of: .dictionary([("UIMainStoryboardFile", .string("Main"))]))
    for length in 8..<good.count {
      #expect(throws: StoryboardError.self) {
        try PropertyList.parse(Array(good.prefix(length)), path: "Info.plist")
      }
    }
    // An array holding itself: object 0 = [object 0].
    var cycle = Array("bplist00".utf8) + [0xA1, 0x00]
    cycle += [8]
    cycle += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0]
    cycle += [0, 0, 0, 0, 0, 0, 0, 10]
    let error = #expect(throws: StoryboardError.self) {
      try PropertyList.parse(cycle, path: "Info.plist")
    }
    #expect(error?.message.contains("damaged") == true)
    // Shared references that would expand exponentially: each array holds the next twice.
    var bomb = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for index in 0..<40 {
      offsets.append(UInt8(bomb.count))
      bomb += index == 39 ? [0x09] : [0xA2, UInt8(index + 1), UInt8(index + 1)]
    }
    let table = bomb.count
    bomb += offsets
    bomb += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 40] + [0, 0, 0, 0, 0, 0, 0, 0]
    bomb += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
    #expect(throws: StoryboardError.self) { try PropertyList.parse(bomb, path: "Info.plist") }
  }

  /// The old-style text Xcode writes project files in: comments, bare and quoted strings with
  /// escapes, arrays with a trailing comma, `<data>`.
  @Test func projectFileTextIsRead() throws {
    let text = """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjects = {
      /* Begin PBXNativeTarget section */
      \t\t1D01 /* App */ = {isa = PBXNativeTarget; name = "My \\"App\\""; files = (A, B, ); };
      \t\t1D02 = {path = "Main\\U00e9.storyboard"; data = <0fbd7768>; flag = $(SRCROOT)/x-y.z; };
      /* End PBXNativeTarget section */
      \t};
      \trootObject = 1D01 /* Project object */;
      }
      """
    let value = try PropertyList.parse(Array(text.utf8), path: "project.pbxproj")
    #expect(value["rootObject"]?.string == "1D01")
    #expect(value["objects"]?["1D01"]?["name"]?.string == "My \"App\"")
    #expect(value["objects"]?["1D01"]?["files"]?.array == [.string("A"), .string("B")])
    #expect(value["objects"]?["1D02"]?["path"]?.string == "Mainé.storyboard")
    #expect(value["objects"]?["1D02"]?["flag"]?.string == "$(SRCROOT)/x-y.z")
  }

  @Test func damagedProjectFilesSayWhere() {
    let error = #expect(throws: StoryboardError.self) {
      try PropertyList.parse(Array("{\n\ta = 1;\n\tb = ;\n}".utf8), path: "project.pbxproj")
    }
    #expect(
      error?.message.hasPrefix("project.pbxproj:3: this property list cannot be read") == true)
  }

  /// Xcode's merge (its build's Info.plist processor adds the `INFOPLIST_KEY_…` content onto
  /// the file): a generated key wins over the same key in the Info.plist file; a key only the
  /// file has stays; a dictionary merges one level deep, so the file's scene configurations
  /// stay beside the generated manifest.
  @Test func generatedKeysMergeOverTheFile() {
    let generated = InfoPlist.generated(from: [
      "INFOPLIST_KEY_UIMainStoryboardFile": "Main",
      "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
    ])
    let partial = InfoPlist(.dictionary([("ITSAppUsesNonExemptEncryption", .bool(false))]))
    #expect(
      generated.merged(over: partial).launch()
        == .storyboard(name: "Main", key: "UIMainStoryboardFile"))
    let own = InfoPlist(.dictionary([("UIMainStoryboardFile", .string("Start"))]))
    #expect(
      generated.merged(over: own).launch()
        == .storyboard(name: "Main", key: "UIMainStoryboardFile"))
    let scenes = InfoPlist(
      .dictionary([
        (
          "UIApplicationSceneManifest",
          .dictionary([
            ("UIApplicationSupportsMultipleScenes", .bool(false)),
            (
              "UISceneConfigurations",
              .dictionary([
                (
                  "UIWindowSceneSessionRoleApplication",
                  .array([.dictionary([("UISceneStoryboardFile", .string("Scenes"))])])
                )
              ])
            ),
          ])
        )
      ]))
    #expect(
      generated.merged(over: scenes).launch()
        == .storyboard(name: "Scenes", key: "UISceneStoryboardFile"))
    #expect(InfoPlist().launch() == .fromCode(builder: "its app delegate"))
  }
}

/// A minimal binary plist writer for tests: two-byte offsets, one-byte references (under 256
/// objects), strings ASCII or UTF-16 as Apple's writer chooses, integers under 256 (`.other`
/// digits) one byte.
enum BinaryWriter {
  static func bytes(of value: PropertyList) -> [UInt8] {
    var objects: [[UInt8]] = []
    func add(_ value: PropertyList) -> UInt8 {
      let index = objects.count
      objects.append([])
      var encoded: [UInt8]
      switch value {
      case .bool(let flag): encoded = [flag ? 0x09 : 0x08]
      case .other(let text) where UInt8(text) != nil:
        encoded = [0x10, UInt8(text)!]  // a one-byte integer, as `<integer>` is written
      case .string(let text), .other(let text):
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
          encoded = header(0x5, text.utf8.count) + Array(text.utf8)
        } else {
          let units = Array(text.utf16)
          encoded = header(0x6, units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        }
      case .array(let values):
        let references = values.map(add)
        encoded = header(0xA, values.count) + references
      case .dictionary(let entries):
        let keys = entries.map { add(.string($0.key)) }
        let values = entries.map { add($0.value) }
        encoded = header(0xD, entries.count) + keys + values
      }
      objects[index] = encoded
      return UInt8(index)
    }
    _ = add(value)
    var bytes = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
      offsets += [UInt8(bytes.count >> 8), UInt8(bytes.count & 0xFF)]
      bytes += object
    }
    let table = bytes.count
    bytes += offsets
    bytes += [0, 0, 0, 0, 0, 0, 2, 1]  // offsets of 2 bytes, references of 1
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)]
    bytes += [0, 0, 0, 0, 0, 0, 0, 0]
    bytes += [0, 0, 0, 0, 0, 0, UInt8(table >> 8), UInt8(table & 0xFF)]
    return bytes
  }

  private static func header(_ kind: UInt8, _ count: Int) -> [UInt8] {
    count < 15 ? [kind << 4 | UInt8(count)] : [kind << 4 | 0x0F, 0x10, UInt8(count)]
  }
}
