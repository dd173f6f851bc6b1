import Foundation
import PaletteTestSupport

/// The complete passing light palette shared by every test target (Tests/Fixtures/light-palette.json).
enum SamplePalettes {
    /// The fixture file's text, exactly as palette-repl writes palette files.
    static let light: String = {
        RepositoryFiles.lightPalette
    }()

    /// Roles and values in schema order, read from the fixture's `"role": "#hex"` lines.
    static let lightRoles: [(String, String)] = light.split(separator: "\n").compactMap { line in
        let parts = line.split(separator: "\"")
        guard parts.count >= 4, parts[2].contains(":"), parts[3].hasPrefix("#") else { return nil }
        return (String(parts[1]), String(parts[3]))
    }

    static func file(id: String, roles: [(String, String)]) -> String {
        let body = roles.map { "    \"\($0.0)\": \"\($0.1)\"" }.joined(separator: ",\n")
        return "{\n  \"format\": \"palette-repl/1\",\n  \"id\": \"\(id)\",\n  \"roles\": {\n\(body)\n  }\n}\n"
    }

    /// The light palette with one role replaced.
    static func light(replacing role: String, with value: String) -> String {
        file(id: "craftLight", roles: lightRoles.map { $0.0 == role ? (role, value) : $0 })
    }
}
