import RosterSupport

/// What Roster reads of an Xcode project file (`project.pbxproj`): which folder each bundle's
/// target builds from, by bundle identifier — the folder of the target's `INFOPLIST_FILE`.
/// Read as text, only when a reference names another bundle (never at launch).
struct XcodeProjectFile {
  /// Bundle identifier → the `INFOPLIST_FILE`'s folder, relative to the project's folder.
  var bundleFolders: [String: String] = [:]

  /// Reads the project file at `path`; an unreadable one holds no bundles.
  init(fileAt path: String) {
    guard FileSystem.isFile(path),
      let bytes = try? FileReader.bytes(ofFileAt: path, limit: 64 << 20)
    else {
      self.init(text: "")
      return
    }
    self.init(text: String(decoding: bytes, as: UTF8.self))
  }

  /// Reads a project file's text: each `buildSettings = { … };` block's
  /// `PRODUCT_BUNDLE_IDENTIFIER` and `INFOPLIST_FILE` (the first block naming a bundle wins).
  init(text: String) {
    for block in text.split(separator: "buildSettings = {").dropFirst() {
      var identifier: String?
      var infoPlist: String?
      for line in block.split(separator: "\n") {
        let setting = line.drop { $0 == " " || $0 == "\t" }
        if setting.hasPrefix("};") { break }
        if let value = Self.value(of: "PRODUCT_BUNDLE_IDENTIFIER", in: setting) {
          identifier = value
        } else if let value = Self.value(of: "INFOPLIST_FILE", in: setting) {
          infoPlist = value
        }
      }
      guard let identifier, let infoPlist, !identifier.contains("$"),
        bundleFolders[identifier] == nil
      else { continue }
      var file = Substring(infoPlist)
      for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "./"] where file.hasPrefix(prefix) {
        file = file.dropFirst(prefix.count)
      }
      guard !file.hasPrefix("/"), !file.contains("$"), !file.split(separator: "/").contains("..")
      else { continue }
      bundleFolders[identifier] = FileSystem.directory(of: String(file))
    }
  }

  /// `VALUE` of a `KEY = VALUE;` line, unquoted.
  private static func value(of key: String, in line: Substring) -> String? {
    guard line.hasPrefix(key + " = ") else { return nil }
    var value = line.dropFirst(key.count + 3)
    if value.hasSuffix(";") { value = value.dropLast() }
    if value.count >= 2, value.first == "\"", value.last == "\"" {
      value = value.dropFirst().dropLast()
    }
    return value.isEmpty ? nil : String(value)
  }
}
