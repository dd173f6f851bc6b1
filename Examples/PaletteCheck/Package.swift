// swift-tools-version:6.0
import PackageDescription

// An app team's package that checks its palettes with PaletteKit in its own tests, as an app
// that ships switchable themes would: it depends on palette-repl (here by path; a team would
// use the repository's URL) and on nothing else.
let package = Package(
    name: "PaletteCheck",
    dependencies: [.package(name: "palette-repl", path: "../..")],
    targets: [
        .testTarget(name: "PaletteCheckTests", dependencies: [.product(name: "PaletteKit", package: "palette-repl")]),
    ]
)
