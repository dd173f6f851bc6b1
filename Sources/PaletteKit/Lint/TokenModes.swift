/// The colour tokens of a design system in each of its modes, as `lint` reads them from DTCG
/// token files, a DTCG resolver or CSS custom properties: per mode, every colour token with
/// where its value is written and where the colour it ends at is defined (aliases followed),
/// so a failure can name the line a designer edits and `lint --fix --write` can rewrite it.
package struct TokenModes: Sendable {
    /// The files read, in the order given (resolver first, then the files it names).
    package let files: [String]
    package let modes: [TokenMode]
    package let kind: Kind

    package enum Kind: String, Sendable {
        case dtcg = "DTCG tokens"
        case dtcgResolver = "DTCG resolver"
        case css = "CSS custom properties"
    }

    package init(files: [String], modes: [TokenMode], kind: Kind) {
        self.files = files
        self.modes = modes
        self.kind = kind
    }
}

/// One mode: `theme=dark,contrast=high`, `[data-theme="dark"]`, or `tokens.json` alone.
package struct TokenMode: Sendable {
    package let name: String
    package let tokens: [String: ModeToken]
    /// Tokens whose value cannot be computed in this mode (a `var()` cycle, a missing variable
    /// without fallback, a colour that does not parse): named with their place, reported only
    /// when a rule needs them.
    package let invalid: [String: TokenProblem]

    package init(name: String, tokens: [String: ModeToken], invalid: [String: TokenProblem] = [:]) {
        self.name = name
        self.tokens = tokens
        self.invalid = invalid
    }
}

/// A place in one of the files read: the file's index in `TokenModes.files` and a 1-based line.
package struct TokenPlace: Hashable, Sendable, Comparable {
    package let file: Int
    package let line: Int

    package init(file: Int, line: Int) {
        self.file = file
        self.line = line
    }

    package static func < (lhs: TokenPlace, rhs: TokenPlace) -> Bool { (lhs.file, lhs.line) < (rhs.file, rhs.line) }
}

/// A colour value written out in a file, which `--fix --write` can replace: its bytes
/// `range` (UTF-8 offsets) in file `file`, and how it is written.
package struct WrittenValue: Hashable, Sendable {
    package let file: Int
    package let range: Range<Int>
    package let notation: Notation

    package enum Notation: Hashable, Sendable {
        /// A CSS colour as text (`#1f2328`, `oklch(62% 0.2 250)`, `rgb(…)`) where CSS puts it,
        /// or inside a JSON string (the range excludes the quotes).
        case cssText(String)
        /// A DTCG 2025.10 colour object: the whole `{…}` is rewritten with its own members kept.
        case dtcgObject(JSONValue)
    }

    package init(file: Int, range: Range<Int>, notation: Notation) {
        self.file = file
        self.range = range
        self.notation = notation
    }
}

package struct ModeToken: Hashable, Sendable {
    package let colour: Colour
    /// Where the token's own value is written.
    package let written: TokenPlace
    /// Where the colour it ends at is written: `written` unless the value is an alias (a DTCG
    /// `{alias}`, a CSS `var(--other)`), then the end of the chain.
    package let defined: TokenPlace
    /// The names on the alias chain after this one (empty for a literal).
    package let aliases: [String]
    /// The literal the colour comes from, when it is one value that can be rewritten; nil for a
    /// colour built from parts (`oklch(99% var(--c) 0)`).
    package let value: WrittenValue?

    package init(colour: Colour, written: TokenPlace, defined: TokenPlace, aliases: [String], value: WrittenValue?) {
        self.colour = colour
        self.written = written
        self.defined = defined
        self.aliases = aliases
        self.value = value
    }
}

/// Why a token has no colour in a mode, or why a token file cannot be read at all.
package struct TokenProblem: Error, Hashable, Sendable {
    package let place: TokenPlace?
    package let problem: Problem

    package init(_ place: TokenPlace?, _ problem: Problem) {
        self.place = place
        self.problem = problem
    }

    package enum Problem: Hashable, Sendable {
        /// The problem every scheme reader reports (bad JSON, a bad colour, an unknown alias).
        case scheme(SchemeFileError.Problem)
        /// CSS Custom Properties Level 1 §3: a `var()` chain that comes back to itself makes
        /// every property on it invalid.
        case variableCycle([String])
        /// A `var(--name)` with no fallback naming a property that is not defined.
        case missingVariable(name: String, variable: String)
        case malformedResolver(String)
        /// A resolver names a file that was not read.
        case missingFile(String)
        case notTokens(expected: String)
        /// The conditions and selectors of a stylesheet combine into more modes than are read.
        case tooManyModes(maximum: Int)
        /// `@import` names a file that cannot be read.
        case missingImport(String)
        /// Blocks nested deeper than a reader reads (`CSSStylesheet.maximumDepth`).
        case nestedTooDeep(maximum: Int)
    }
}
