import Glibc

/// A C library Roster loads with `dlopen` only when something needs it (libedit for a terminal,
/// libxml2 for a storyboard file, libpq for a PostgreSQL store): opening it, and the one wording
/// of its absence. Each library's entry points stay in its own file.
package enum DynamicLibrary {
  /// The handle of `soname` (opened `RTLD_NOW | RTLD_LOCAL`, kept for the life of the process),
  /// or why it could not be opened: dlerror's reason, else that it was not found.
  package static func open(_ soname: String) -> Result<UnsafeMutableRawPointer, Missing> {
    guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
      return .failure(
        Missing(reason: dlerror().map { String(cString: $0) } ?? "\(soname) not found"))
    }
    return .success(handle)
  }

  /// Why a library could not be opened.
  package struct Missing: Error, Sendable {
    package var reason: String
  }

  /// `line editing needs libedit, which could not be loaded (REASON); install it with: sudo
  /// apt-get install libedit2` (no parentheses without a reason).
  package static func unavailable(
    _ library: String, neededFor feature: String, reason: String, package: String
  ) -> String {
    let why = reason.isEmpty ? "" : " (\(reason))"
    return "\(feature) needs \(library), which could not be loaded\(why); install it with: "
      + "sudo apt-get install \(package)"
  }
}
