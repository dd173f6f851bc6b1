// swift-tools-version:6.0
import PackageDescription

// The pure core (PaletteKit) knows colours, roles, rules and the solver and does no I/O.
// PaletteCommands turns command lines into output through injected sinks and file access,
// so the whole command engine is testable without a terminal. The executable is the thin
// edge: process arguments, files, the terminal and GNU readline.
// Two plugins run the executable built from this package (no prebuilt binary): the build-tool
// plugin PaletteFacadePlugin generates an app target's Swift facade from its palettes and fails
// the build at a palette's line; the command plugin gives `swift package palette check|lint|usage …`
// (docs/plugin.md).
// PaletteKit, the library product, has no unsafe flags, so any package can depend on it
// (SwiftPM refuses them in a product of a package fetched as a dependency); its debug build is
// unoptimised. The tests' own reference maths (PaletteReference, no product) is optimised in
// debug: it is the oracle of every exhaustive test and scans thousands of lines.
let referenceSettings: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "palette-repl",
    products: [
        .executable(name: "palette-repl", targets: ["palette-repl"]),
        .library(name: "PaletteKit", targets: ["PaletteKit"]),
        .plugin(name: "PaletteFacadePlugin", targets: ["PaletteFacadePlugin"]),
        .plugin(name: "PaletteCommandPlugin", targets: ["PaletteCommandPlugin"]),
    ],
    targets: [
        // The core in layers, each depending only on those below it (docs/ARCHITECTURE.md, "The
        // core's layers"): colour science, schemas, palettes, rules and the solver (one module, so the
        // solver's inner loops inline the colour maths and measures they call); then the draft, the
        // exports and token files (schemes and lint) beside one another; app code (usage) on the
        // exports. PaletteKit re-exports them.
        .target(name: "PaletteCore"),
        .target(name: "PaletteDraft", dependencies: ["PaletteCore"]),
        .target(name: "PaletteExport", dependencies: ["PaletteCore"]),
        .target(name: "PaletteTokens", dependencies: ["PaletteCore"]),
        .target(name: "PaletteUsage", dependencies: ["PaletteCore", "PaletteExport"]),
        .target(name: "PaletteKit", dependencies: ["PaletteCore", "PaletteDraft", "PaletteExport", "PaletteTokens", "PaletteUsage"]),
        .target(name: "PaletteCommands", dependencies: ["PaletteKit"]),
        // GNU readline from Debian's libreadline-dev; no pkgConfig (it would add unsafe flags).
        .systemLibrary(name: "CReadline", path: "Sources/CReadline"),
        // The Ctrl-C handlers and the key reader readline uses: C, so their state is defined once.
        .target(name: "CTerminal", dependencies: ["CReadline"]),
        .executableTarget(name: "palette-repl", dependencies: ["PaletteCommands", "CReadline", "CTerminal"]),
        .plugin(name: "PaletteFacadePlugin", capability: .buildTool(), dependencies: ["palette-repl"]),
        // No permission declared: check, lint and usage only read. A command that writes into the
        // package (export, lint --fix --write) needs `swift package --allow-writing-to-package-directory`,
        // which SwiftPM's sandbox enforces on macOS (Linux has no plugin sandbox).
        .plugin(name: "PaletteCommandPlugin",
                capability: .command(intent: .custom(verb: "palette", description: "Run palette-repl on this package: check its palettes, lint its token files, find dead roles and hard-coded colours in its sources")),
                dependencies: ["palette-repl"]),
        // Test doubles (files in memory) and seeded drafts (`PalettePerturbation`) for the tests,
        // the fuzz harnesses and the benchmark; no production target depends on it.
        .target(name: "PaletteTestSupport", dependencies: ["PaletteCommands"]),
        .executableTarget(name: "palette-bench", dependencies: ["PaletteKit", "PaletteCommands", "PaletteTestSupport"]),
        // The tests' own colour maths and line scans, the oracles of the exhaustive and property
        // tests (`ReferenceColour`, `ReferenceLine`, `BruteForceLine`): optimised in debug, since
        // they scan thousands of lines; no product depends on it.
        .target(name: "PaletteReference", dependencies: ["PaletteKit"], path: "Tests/PaletteReference", swiftSettings: referenceSettings),
        .testTarget(name: "PaletteKitTests", dependencies: ["PaletteKit", "PaletteCommands", "PaletteTestSupport", "PaletteReference"], exclude: ["Fixtures", "Snapshots"]),
        .testTarget(name: "PaletteCommandsTests", dependencies: ["PaletteCommands", "PaletteTestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "EndToEndTests", dependencies: ["palette-repl", "PaletteKit", "PaletteCommands", "PaletteTestSupport"], exclude: ["png_pixels.py", "chromium_reload.py", "chromium_cascade.py", "chromium_elements.py"]),
    ]
)
