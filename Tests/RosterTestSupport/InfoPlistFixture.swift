/// An iOS app's Info.plist in XML, as test fixtures write one beside a storyboard.
package enum InfoPlistFixture {
  /// An app launching `main`, with `UIDeviceFamily` of `family` (none when nil), its launch
  /// screen `launch`, and `LSRequiresIPhoneOS` where `requiresIPhoneOS`.
  package static func xml(
    family: [Int]?, main: String = "Main", launch: String? = nil, requiresIPhoneOS: Bool = false
  ) -> String {
    let members = family.map {
      "\t<key>UIDeviceFamily</key>\n\t<array>\n"
        + $0.map { "\t\t<integer>\($0)</integer>\n" }.joined() + "\t</array>\n"
    }
    let screen = launch.map {
      "\t<key>UILaunchStoryboardName</key>\n\t<string>\($0)</string>\n"
    }
    let iOS = requiresIPhoneOS ? "\t<key>LSRequiresIPhoneOS</key>\n\t<true/>\n" : ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>CFBundlePackageType</key>
      \t<string>APPL</string>
      \(iOS)\t<key>UIMainStoryboardFile</key>
      \t<string>\(main)</string>
      \(screen ?? "")\(members ?? "")</dict>
      </plist>

      """
  }
}
