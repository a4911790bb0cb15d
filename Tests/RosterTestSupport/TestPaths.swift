import RosterSupport

/// Where a test's files are, found from source paths (`#filePath`), so no Bundle is needed:
/// the package root, and the test target folder (`Tests/<Target>`) a test file is in.
package enum TestPaths {
  /// The package root: this file is `<root>/Tests/RosterTestSupport/TestPaths.swift`.
  package static let packageRoot: String = {
    let support = FileSystem.directory(of: #filePath)
    return FileSystem.directory(of: FileSystem.directory(of: support))
  }()

  /// `<root>/Tests/<Target>` for a file anywhere under that test target's folder.
  package static func targetFolder(of file: String) -> String {
    let tests = packageRoot + "/Tests/"
    precondition(file.hasPrefix(tests), "\(file) is not under \(tests)")
    let target = file.dropFirst(tests.count).prefix { $0 != "/" }
    return tests + target
  }
}

/// The package root (for example scripts, README.md and other targets' fixtures).
package func packageRoot() -> String { TestPaths.packageRoot }

/// The caller's test target folder, `Tests/<Target>`.
package func testsDirectory(filePath: String = #filePath) -> String {
  TestPaths.targetFolder(of: filePath)
}

/// The caller's test target's `Snapshots` folder.
package func snapshotDirectory(filePath: String = #filePath) -> String {
  TestPaths.targetFolder(of: filePath) + "/Snapshots"
}
