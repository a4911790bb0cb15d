/// What an option sets in `Options` (see `OptionsParser.apply`).
package enum OptionID: Sendable, Equatable {
  case memory, store, storyboard, scene, target, trace, noColor, keepGoing, echo
  case spreadsheetSafe, format, disable, report, suiteName, variable, coverage, help, version
  case updateSnapshots, tag, skipTag, exploreReport
  case depth, maxStates, time, device
  case empty, replace, dryRun, output, force
  case language, languages
}
