/// How output is drawn: with colour swatches and coloured verdicts on a terminal that shows
/// them, as plain deterministic text otherwise; on a terminal, wrapped to its width.
package struct OutputStyle: Hashable, Sendable {
    package var usesColour: Bool
    package var depth: ColourDepth
    /// Columns to wrap help and rule lines at; nil when output is not a terminal.
    package var width: Int?

    package init(usesColour: Bool, depth: ColourDepth = .trueColour, width: Int? = nil) {
        self.usesColour = usesColour
        self.depth = depth
        self.width = width
    }

    package static let plain = OutputStyle(usesColour: false)

    package enum ColourMode: String, CaseIterable, Sendable {
        case always, never, auto
    }

    /// 24-bit escapes where the terminal says it takes them, else the nearest of xterm's 256.
    package enum ColourDepth: Hashable, Sendable {
        case trueColour, indexed256
    }

    /// `--color` wins; otherwise colour only on a terminal, never with `NO_COLOR` set
    /// (https://no-color.org) or on a `dumb` terminal. The depth is decided as pastel decides
    /// it: `COLORTERM` of `truecolor` or `24bit` means 24-bit, anything else 256 colours.
    /// `columns` is the terminal's width, read at the edge.
    package static func resolve(mode: ColourMode, isTerminal: Bool, environment: [String: String], columns: Int? = nil) -> OutputStyle {
        let colourTerm = (environment["COLORTERM"] ?? "").lowercased()
        let depth: ColourDepth = colourTerm == "truecolor" || colourTerm == "24bit" ? .trueColour : .indexed256
        let width = isTerminal ? columns : nil
        switch mode {
        case .always: return OutputStyle(usesColour: true, depth: depth, width: width)
        case .never: return OutputStyle(usesColour: false, width: width)
        case .auto:
            let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
            let dumb = environment["TERM"] == "dumb"
            return OutputStyle(usesColour: isTerminal && !noColour && !dumb, depth: depth, width: width)
        }
    }

    /// `word` in the given SGR colour (`31` red, `32` green) when colour is on.
    package func coloured(_ word: String, code: Int) -> String {
        usesColour ? "\u{1B}[\(code)m" + word + "\u{1B}[0m" : word
    }
}
