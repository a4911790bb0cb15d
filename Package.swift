// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Roster",
  products: [
    .executable(name: "roster", targets: ["roster"])
  ],
  targets: [
    // System libraries (Debian packages installed by Scripts/bootstrap).
    // libedit's declarations only (/usr/include/histedit.h): it is loaded with dlopen when a
    // terminal asks for line editing (EditLineReader.swift), so not named to pkg-config either.
    .systemLibrary(name: "CEditLine"),
    // No pkg-config: its `-L/usr/lib/x86_64-linux-gnu` came first on the link line, so the
    // release executable found the shared libsqlite3 before the static archive beside
    // libstdc++'s (below); the header and `-lsqlite3` need no flags.
    .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    // libxml2's declarations only: it is loaded with dlopen on first use (XMLSAXParser.swift),
    // so no pkg-config here (that would link it into every start). The shim declares what is
    // used instead of including libxml2's headers: those need -I/usr/include/libxml2 in every
    // module that sees CXML (all of Storyboard's dependents), and one without it failed the
    // build whenever it compiled before CXML's clang module was cached.
    .systemLibrary(name: "CXML"),
    // libpq's declarations only: loaded with dlopen when a postgresql:// store is named
    // (RosterPostgres's PostgresConnection.swift), so no pkg-config and no link.
    .systemLibrary(name: "CLibPQ"),

    // What several modules need, once, with no dependency (Glibc only): the suggestion policy
    // ("did you mean"), file-system kinds and XDG paths, bounded file reading, source
    // locations, terminal-safe text.
    .target(name: "RosterSupport"),
    // Storyboard XML → values; validation (lint); DOT export.
    // Release builds leave out the run-time exclusivity checks here: the reader's state is a
    // class whose every property access was checked as libxml2 reported each element (5% of a
    // folder lint's instructions). Debug builds, which run the tests, keep them.
    .target(
      name: "Storyboard", dependencies: ["CXML", "RosterSupport"],
      swiftSettings: [
        .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
      ]),
    // The runtime: controllers, containers, segues, lifecycle, the session state machine.
    // Release builds leave out the run-time exclusivity checks here too: every move `roster
    // explore` makes reads and writes controllers' properties, and the checks were 6% of an
    // explore's instructions (Scripts/bench --explore). Debug builds, which run the tests, keep
    // them.
    .target(
      name: "Navigation", dependencies: ["Storyboard", "RosterSupport"],
      swiftSettings: [
        .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
      ]),
    // The store contract and the rules every store shares, owned by neither: players, games,
    // names, ratings, the errors and their messages, CSV import and export.
    .target(name: "RosterModel", dependencies: ["RosterSupport"]),
    // The roster in an SQLite file: the contract's SQL.
    .target(name: "RosterSQLite", dependencies: ["CSQLite", "RosterModel", "RosterSupport"]),
    // The same store contract on a PostgreSQL server, through libpq.
    .target(name: "RosterPostgres", dependencies: ["RosterModel", "CLibPQ", "RosterSupport"]),
    // Line reading: libedit on a terminal, buffered lines otherwise; history.
    .target(name: "LineEditing", dependencies: ["CEditLine", "RosterSupport"]),
    // The Ratings app: its controllers and its storyboards.
    // Its .storyboard files are embedded by Scripts/embed-storyboards, not built as sources.
    .target(
      name: "RatingsApp",
      dependencies: ["Navigation", "RosterModel", "RosterSupport", "Storyboard"],
      exclude: ["Storyboards"]),
    // The generic storyboard REPL: commands, completion, rendering, scripts. It knows no app:
    // an app's drawing comes in as hooks (DrawingHooks) from the composition root.
    .target(
      name: "Shell", dependencies: ["Navigation", "LineEditing", "RosterSupport", "Storyboard"]),
    // The command line: its one table of subcommands and options, parser, help, completion
    // scripts, man page; the Ratings app's composition root; spawning `dot`.
    .target(
      name: "RosterCLI",
      dependencies: [
        "Shell", "Navigation", "LineEditing", "RatingsApp", "RosterModel", "RosterPostgres",
        "RosterSQLite", "RosterSupport", "Storyboard",
      ]),
    // The Swift runtime linked in: resolving its symbols across a dozen shared libraries
    // (libswiftCore, _Concurrency, _StringProcessing, dispatch, …) was a third of start-up.
    // libstdc++ too (the runtime needs it): loading and relocating the shared one cost 1.8M of
    // 5.7M start-up instructions. The toolchain's link line asks for `-lstdc++`; the folder
    // below, made by Scripts/bootstrap, holds only the static archive, so that request finds
    // it first. Without the folder the link falls back to the shared library (slower start).
    // SQLite likewise: the shared libsqlite3 is linked with BIND_NOW and binds 1,600 symbols at
    // load, 1.0M of 4.2M start-up instructions; its archive in the same folder takes its place.
    // Release builds only (what is installed, benchmarked and gated): a test target that depends
    // on an executable links its code and its linker flags too, and the test bundle cannot take
    // a static runtime beside the shared one swift-testing loads.
    .executableTarget(
      name: "roster", dependencies: ["RosterCLI"],
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib", "-L", Context.packageDirectory + "/.build/static-libstdc++",
            "-Xclang-linker", "-static-libgcc",
          ], .when(configuration: .release))
      ]),
    // Development tool: writes RatingsApp/EmbeddedStoryboards.swift (Scripts/embed-storyboards).
    .executableTarget(name: "embed-storyboards", dependencies: ["Storyboard"]),
    // Development tool: writes RosterSQLite/Schema+NewStoreImage.swift (Scripts/embed-store-image).
    .executableTarget(name: "embed-store-image", dependencies: ["RosterSQLite"]),

    // What the test targets share: paths from `#filePath`, snapshots, temporary directories,
    // the throwaway PostgreSQL server. Not a product; only tests depend on it.
    .target(
      name: "RosterTestSupport", dependencies: ["RosterSupport"], path: "Tests/RosterTestSupport"),
    // What the tests of both stores' users share: a store that races a lookup (RacingStore).
    .target(
      name: "RosterStoreTestSupport", dependencies: ["RosterModel"],
      path: "Tests/RosterStoreTestSupport"),
    .testTarget(name: "RosterSupportTests", dependencies: ["RosterSupport", "RosterTestSupport"]),
    .testTarget(
      name: "StoryboardTests", dependencies: ["Storyboard", "RosterSupport", "RosterTestSupport"],
      exclude: ["Fixtures", "Snapshots"]),
    .testTarget(
      name: "NavigationTests", dependencies: ["Navigation", "Storyboard", "RosterTestSupport"]),
    .testTarget(
      name: "RosterModelTests", dependencies: ["RosterModel", "RosterSupport", "RosterTestSupport"]),
    .testTarget(
      name: "RosterSQLiteTests",
      dependencies: ["RosterSQLite", "RosterModel", "RosterSupport", "RosterTestSupport"]),
    .testTarget(
      name: "RosterPostgresTests",
      dependencies: [
        "RosterPostgres", "RosterModel", "RosterSQLite", "RatingsApp", "Shell", "LineEditing",
        "RosterTestSupport", "RosterStoreTestSupport",
      ]),
    .testTarget(name: "LineEditingTests", dependencies: ["LineEditing", "RosterSupport"]),
    .testTarget(
      name: "RatingsAppTests",
      dependencies: [
        "RatingsApp", "Navigation", "RosterModel", "RosterSQLite", "Storyboard",
        "RosterTestSupport", "RosterStoreTestSupport",
      ]),
    .testTarget(
      name: "ShellTests",
      dependencies: [
        "Shell", "RosterCLI", "Navigation", "RatingsApp", "RosterModel", "RosterSQLite",
        "RosterSupport", "RosterTestSupport",
      ],
      exclude: ["Fixtures", "Snapshots"]),
    .testTarget(
      name: "RosterCLITests",
      dependencies: [
        "RosterCLI", "Shell", "Storyboard", "Navigation", "RosterModel", "RosterSQLite",
        "RosterTestSupport",
      ],
      exclude: ["Snapshots", "Fixtures"]),
    // The tests that run the built `roster` (end-to-end, tmux): depending on the executable
    // makes `swift test` (and `swift test --filter`) build it first, beside the test bundle
    // (`Support/Binary.swift` finds it there).
    .testTarget(
      name: "RosterEndToEndTests",
      dependencies: [
        "roster", "RosterTestSupport", "Shell", "RosterCLI", "Navigation", "LineEditing",
        "RatingsApp", "RosterModel", "RosterSQLite", "RosterPostgres", "RosterSupport",
      ],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
