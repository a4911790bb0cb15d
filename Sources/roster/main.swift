import Glibc
import RosterCLI

exit(RosterCommand.main(Array(CommandLine.arguments.dropFirst())))
