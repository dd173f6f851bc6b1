import PaletteKit

/// Problems as compilers report them, one line each: `FILE:LINE: error: MESSAGE` (`FILE: error:`
/// when no line can be named). Xcode and SwiftPM read these lines in a build's output and show
/// each as a build error at the file's line (`export --diagnostics`, the build plugin's mode).
package enum DiagnosticText {
    package struct Diagnostic: Hashable, Sendable {
        package let path: String
        /// 1-based; nil when the file has no line to point at (it cannot be read).
        package let line: Int?
        package let message: String
    }

    package static func line(_ diagnostic: Diagnostic) -> String {
        diagnostic.path.escapingControlCharacters + (diagnostic.line.map { ":\($0)" } ?? "") + ": error: " + diagnostic.message
    }

    /// A failing rule, at its foreground's line: `nord: rule title ink/paper 1.00 < 7`.
    package static func message(for result: RuleResult, palette: Palette) -> String {
        "\(palette.id): rule \(result.rule.kind.name) \(result.rule.pairName) \(RuleText.comparison(result))"
    }

    /// A broken tier or state of the schema's hierarchy: `nord: broken tier ink › body: …`.
    package static func message(for broken: Hierarchy.Break, palette: Palette) -> String {
        "\(palette.id): broken \(broken.text)"
    }

    /// Roles a palette lacks, at the line of `"roles"`: `nord: incomplete, missing 1 role: ink`.
    package static func missing(_ roles: [RoleName], palette: Palette) -> String {
        "\(palette.id): incomplete, missing \(Plural.counted(roles.count, "role")): " + roles.map(\.rawValue).joined(separator: ", ") + "; only complete palettes are exported"
    }
}
