/// How output is drawn: with 24-bit colour swatches on a terminal that shows them, as plain
/// deterministic text otherwise.
package struct OutputStyle: Hashable, Sendable {
    package var usesColour: Bool

    package init(usesColour: Bool) { self.usesColour = usesColour }

    package static let plain = OutputStyle(usesColour: false)

    package enum ColourMode: String, CaseIterable, Sendable {
        case always, never, auto
    }

    /// `--color` wins; otherwise colour only on a terminal, never with `NO_COLOR` set
    /// (https://no-color.org) or on a `dumb` terminal.
    package static func resolve(mode: ColourMode, isTerminal: Bool, environment: [String: String]) -> OutputStyle {
        switch mode {
        case .always: return OutputStyle(usesColour: true)
        case .never: return .plain
        case .auto:
            let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
            let dumb = environment["TERM"] == "dumb"
            return OutputStyle(usesColour: isTerminal && !noColour && !dumb)
        }
    }
}
