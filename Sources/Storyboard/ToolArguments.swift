/// The arguments `roster lint` and `roster graph` share: `--format F` (or `--format=F`) and paths.
struct ToolArguments {
  var format: String
  var paths: [String] = []

  /// What went wrong, as the tool's `run` returns it: output, errors, exit status 2.
  typealias Failure = (output: String, errors: String, exitStatus: Int32)

  /// Parses `arguments` for `command` (e.g. `lint`), whose formats are `formats` (the first is
  /// the default); `--help` and mistakes come back as the tool's result.
  static func parse(
    _ arguments: [String], command: String, formats: [String], usage: String
  ) -> Result<ToolArguments, ToolArgumentsExit> {
    var parsed = ToolArguments(format: formats[0])
    let choices = formats.joined(separator: " or ")
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-h", "--help":
        return .failure(ToolArgumentsExit(result: (usage, "", 0)))
      case "--format":
        guard index + 1 < arguments.count else {
          return .failure(
            ToolArgumentsExit(
              result: ("", "roster \(command): --format needs a value: \(choices)\n" + usage, 2)))
        }
        parsed.format = arguments[index + 1]
        index += 1
      case _ where argument.hasPrefix("--format="):
        parsed.format = String(argument.dropFirst("--format=".count))
      case _ where argument.hasPrefix("-") && argument != "-":
        return .failure(
          ToolArgumentsExit(
            result: ("", "roster \(command): unknown option '\(argument)'\n" + usage, 2)))
      default:
        parsed.paths.append(argument)
      }
      index += 1
    }
    guard formats.contains(parsed.format) else {
      return .failure(
        ToolArgumentsExit(
          result: ("", "roster \(command): unknown format '\(parsed.format)'; use \(choices)\n", 2))
      )
    }
    return .success(parsed)
  }
}

/// `--help` or a usage mistake: the result the tool returns as it is.
struct ToolArgumentsExit: Error {
  var result: ToolArguments.Failure
}
