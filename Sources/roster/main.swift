import Glibc
import Shell

exit(RosterCommand.main(Array(CommandLine.arguments.dropFirst())))
