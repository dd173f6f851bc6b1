/// What `usage` found in an app's source: which tokens it reads (and where), which it reads
/// only through its own dead declarations, those declarations, and its hard-coded colours.
public struct UsageReport: Sendable {
    public struct Place: Hashable, Sendable {
        public let file: String
        public let line: Int
    }

    public struct TokenUsage: Sendable {
        public let name: String
        /// The role a derived token is computed from; nil for a role.
        public let base: String?
        /// Live reads, in file order.
        public let places: [Place]
        /// Used derived tokens computed from this role: a role they read is used.
        public let readBy: [String]
        /// The dead app declarations its only reads are in.
        public let through: [String]
        public var isUsed: Bool { !places.isEmpty || !readBy.isEmpty }
        public var isDerived: Bool { base != nil }
    }

    /// An app declaration that reads tokens, directly or through others, and that nothing live reads.
    public struct DeadDeclaration: Sendable {
        public let name: String
        public let place: Place
        /// The tokens it reads itself.
        public let reads: [String]
    }

    /// A role of a palette that a hard-coded colour equals or nearly equals.
    public struct Match: Sendable, Equatable {
        public let role: String
        public let palettes: [String]
        /// ΔE_OK, the Euclidean distance in OKLab; 0 when the sRGB bytes are equal.
        public let distance: Double
    }

    public struct Leak: Sendable {
        public let place: Place
        public let text: String
        /// nil for an asset name the schema does not know.
        public let colour: Colour?
        /// Nearest first.
        public let matches: [Match]
    }

    public let tokens: [TokenUsage]
    public let deadDeclarations: [DeadDeclaration]
    public let leaks: [Leak]

    public var deadTokens: [TokenUsage] { tokens.filter { !$0.isUsed } }
    /// Something to act on: a dead token or declaration, or a leak.
    public var hasFindings: Bool { !deadTokens.isEmpty || !deadDeclarations.isEmpty || !leaks.isEmpty }
}
