import Foundation

/// The repository's own files (shipped palettes, sessions, schemas, fixtures), found from this
/// source file's place in the checkout, for every test target.
package enum RepositoryFiles {
    /// The checkout's root: this file is `Sources/PaletteTestSupport/RepositoryFiles.swift`.
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    package static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// A file's text, UTF-8.
    package static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    /// The complete passing light palette every test target shares, exactly as palette-repl
    /// writes palette files (`Tests/Fixtures/light-palette.json`).
    package static let lightPalette: String = try! text("Tests/Fixtures/light-palette.json")
}
