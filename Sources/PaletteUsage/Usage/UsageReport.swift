import PaletteCore
import PaletteExport

/// What `usage` found in an app's source: which tokens it reads (and where: live code, only
/// previews, only tests), which it reads only through its own dead declarations, those
/// declarations, the palette types it found, and its colour literals: those that define a
/// palette and those hard-coded past it.
public struct UsageReport: Sendable {
    public struct Place: Hashable, Sendable {
        public let file: String
        public let line: Int
        /// 1-based; 0 where the reader does not know it.
        public var column = 0

        public init(file: String, line: Int, column: Int = 0) {
            self.file = file
            self.line = line
            self.column = column
        }
    }

    public enum Status: String, Hashable, Sendable {
        /// Live code reads it (or a used derived token is computed from it).
        case used
        /// Only previews read it.
        case previewOnly
        /// Only tests read it.
        case testOnly
        case dead
    }

    public struct TokenUsage: Sendable {
        public let name: String
        /// The role a derived token is computed from; nil for a role.
        public let base: String?
        /// Live reads, in file order.
        public let places: [Place]
        public let previewPlaces: [Place]
        public let testPlaces: [Place]
        /// Used derived tokens computed from this role: a role they read is used.
        public let readBy: [String]
        /// The dead app declarations its only reads are in.
        public let through: [String]
        /// How the app's live code reads it most often, by language (`SourceLanguage`'s raw
        /// value): `theme.palette.accent`, `.brandAccent`.
        public let spellings: [String: String]
        public var isUsed: Bool { !places.isEmpty || !readBy.isEmpty }
        public var isDerived: Bool { base != nil }
        public var status: Status {
            if isUsed { return .used }
            if !previewPlaces.isEmpty { return .previewOnly }
            if !testPlaces.isEmpty { return .testOnly }
            return .dead
        }
    }

    /// An app declaration that reads tokens, directly or through others, and that nothing live reads.
    public struct DeadDeclaration: Sendable {
        public let name: String
        public let place: Place
        /// The tokens it reads, itself or through the declarations it uses.
        public let reads: [String]
    }

    /// A role of the palettes that a colour literal equals or nearly equals.
    public struct Match: Sendable, Equatable {
        public let role: RoleName
        /// The palettes in which the role's colour has the literal's 8-bit channels.
        public let equalIn: [String]
        /// The palettes in which it is only near (ΔE_OK at most `UsageAnalysis.nearDistance`).
        public let nearIn: [String]
        /// ΔE_OK, the Euclidean distance in OKLab, to the nearest; 0 when some palette equals it.
        public let distance: Double
        public var palettes: [String] { equalIn + nearIn }
    }

    public struct Leak: Sendable {
        public let place: Place
        public let text: String
        /// nil for an asset name the schema does not know.
        public let colour: Colour?
        /// Nearest first.
        public let matches: [Match]
        /// A named colour (`static let brand = Color(…)`): where code other than a palette's
        /// definition uses it.
        public var usedAt: [Place] = []
        /// `preview` or `test` when only that code has it; nil for app code.
        public var scope: String?
    }

    /// A palette type found in the app's code.
    public struct Facade: Sendable {
        public let name: String
        public let place: Place?
        /// The roles and derived tokens it holds.
        public let tokens: Int

        public init(name: String, place: Place?, tokens: Int) {
            self.name = name
            self.place = place
            self.tokens = tokens
        }
    }

    public let tokens: [TokenUsage]
    public let deadDeclarations: [DeadDeclaration]
    /// Colour literals hard-coded past the palettes.
    public let leaks: [Leak]
    /// Colour literals that define a palette: its initialiser's arguments, the colours named
    /// for it and used only there.
    public let definitions: [Leak]
    /// Colour literals named by a constant that no code reads (`val Shadow10 = Color(0xff00119e)`
    /// in a theme's colour ramp): nothing draws them, past the palettes or through them.
    public let unread: [Leak]
    public let facades: [Facade]

    public var deadTokens: [TokenUsage] { tokens.filter { $0.status == .dead } }
    /// Read only by previews or tests: no shipping code reads them.
    public var unshippedTokens: [TokenUsage] { tokens.filter { $0.status == .previewOnly || $0.status == .testOnly } }
    /// Something to act on: a dead or unshipped token, a dead declaration, or a leak.
    public var hasFindings: Bool { tokens.contains { $0.status != .used } || !deadDeclarations.isEmpty || !leaks.isEmpty }
}
