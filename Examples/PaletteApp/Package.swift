// swift-tools-version:6.0
import PackageDescription

// An app team's package that keeps its palettes in its targets and lets the build turn them into
// Swift: PaletteFacadePlugin generates each target's facade from its Palettes/*.json at build time
// (StreamPalette here; EditorPalette in EditorTheme, which keeps a schema of its own in
// palette-schema.json) and fails the build at a palette's line when one breaks a rule. It depends
// on palette-repl (here by path; a team would use the repository's URL) and on nothing else.
// tools/plugin_noop_build.sh builds it side by side with a copy whose `facade` is empty.
let facade: [Target.PluginUsage] = [.plugin(name: "PaletteFacadePlugin", package: "palette-repl")]

let package = Package(
    name: "PaletteApp",
    dependencies: [.package(name: "palette-repl", path: "../..")],
    targets: [
        .executableTarget(name: "PaletteApp", dependencies: ["EditorTheme"], plugins: facade),
        .target(name: "EditorTheme", plugins: facade),
    ]
)
