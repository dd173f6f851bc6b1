import PaletteCore

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

/// One mode: `theme=dark,contrast=high`, `dark`, `dark · button[disabled]` (an element kind in
/// a mode of a stylesheet), or `tokens.json` alone.
package struct TokenMode: Sendable {
    package let name: String
    package let tokens: [String: ModeToken]
    /// Tokens whose value cannot be computed in this mode (a `var()` cycle, a missing variable
    /// without fallback, a colour that does not parse): named with their place, reported only
    /// when a rule needs them.
    package let invalid: [String: TokenProblem]
    /// Where in a stylesheet the mode is: nil for tokens files.
    package let scope: CSSScope?
    /// Tokens declared only on other elements than this scope's (a button's `--_bg`, read at
    /// the root): this scope lacks them by design, so their rules are not measured here.
    package let elsewhere: Set<String>
    /// In an element kind's scope, the tokens it has as the mode's root has them: a rule between
    /// two of them is the root's, measured and reported there, not again for each kind.
    package let sameAsRoot: Set<String>
    /// Tokens this scope declares with no colour on purpose: `initial`, CSS's guaranteed-invalid
    /// value (CSS Custom Properties §2.2), a component's slot left to its user (Open Props'
    /// `--_text: initial /* your text color */`), or `none`, no paint (its disabled button's
    /// `--_bg: none`). No rule can measure them, and their absence is no finding.
    package let withoutColour: Set<String>
    /// The names of the modes this one stands for besides its own: those with the same colours.
    package let alsoNamed: [String]

    package init(name: String, tokens: [String: ModeToken], invalid: [String: TokenProblem] = [:], scope: CSSScope? = nil,
                 elsewhere: Set<String> = [], sameAsRoot: Set<String> = [], withoutColour: Set<String> = [], alsoNamed: [String] = []) {
        self.name = name
        self.tokens = tokens
        self.invalid = invalid
        self.scope = scope
        self.elsewhere = elsewhere
        self.sameAsRoot = sameAsRoot
        self.withoutColour = withoutColour
        self.alsoNamed = alsoNamed
    }

    /// Whether the scope lacks `token` by design: declared only on other elements, the same as
    /// the root's (measured there), or declared with no colour.
    package func lacksByDesign(_ token: String) -> Bool {
        elsewhere.contains(token) || sameAsRoot.contains(token) || withoutColour.contains(token)
    }

    /// The same mode under another name (`… at high`), or standing for more modes.
    package func named(_ newName: String, alsoNamed more: [String] = []) -> TokenMode {
        TokenMode(name: newName, tokens: tokens, invalid: invalid, scope: scope, elsewhere: elsewhere, sameAsRoot: sameAsRoot,
                  withoutColour: withoutColour, alsoNamed: alsoNamed + more)
    }
}

/// A mode of a stylesheet in full, as `--format json` gives it: the conditions that hold (as
/// written), the root's selector (a theme's class or attribute), the element kind and the
/// selectors of the rules it takes its properties from (`:where(.btn,button,…)`, the whole
/// selector the short name stands for), with the short name of the mode it is in (`dark` for
/// `dark · button`).
package struct CSSScope: Sendable, Hashable {
    package let conditions: [String]
    package let root: String?
    package let element: String?
    package let mode: String
    package let selectors: [String]

    package init(conditions: [String], root: String?, element: String?, mode: String, selectors: [String] = []) {
        self.conditions = conditions
        self.root = root
        self.element = element
        self.mode = mode
        self.selectors = selectors
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
        /// A property set to `initial`, the guaranteed-invalid value, named by a `var()` with no
        /// fallback.
        case guaranteedInvalid(name: String)
        case malformedResolver(String)
        /// A resolver names a file that was not read.
        case missingFile(String)
        case notTokens(expected: String)
        /// The conditions and selectors of a stylesheet combine into more modes than are read.
        case tooManyModes(maximum: Int)
        /// The stylesheets' selectors name more kinds of element than are read.
        case tooManyElementKinds(maximum: Int)
        /// `@import` names a file that cannot be read.
        case missingImport(String)
        /// Blocks nested deeper than a reader reads (`CSSStylesheet.maximumDepth`).
        case nestedTooDeep(maximum: Int)
        /// A selector nesting selector lists deeper than a reader reads
        /// (`CSSSelector.maximumNesting`), or naming an element inside more elements than it
        /// builds (`ElementKind.maximumAncestors`).
        case selectorTooComplex(nesting: Int, ancestors: Int)
    }
}
