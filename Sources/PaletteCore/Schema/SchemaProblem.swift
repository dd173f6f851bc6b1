/// One thing wrong with a schema file, at a place such as `rules.body[3]` or `roles[2].group`.
/// Reading collects every problem before it reports. Wording lives in PaletteCommands/ErrorText.swift.
public struct SchemaProblem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case notJSON(offset: Int, expected: String)
        case unknownFormat(FoundText)
        case unknownMember(String)
        case missing(String)
        /// `expected` is a phrase: "a string", "an array of strings".
        case wrongType(expected: String)
        case badName(String)
        case duplicateName(String)
        /// A role or derived token some export cannot spell (`RoleNaming.reservation`).
        case reservedName(String, why: String)
        /// Two roles or derived tokens equal but for case (the second named first).
        case namesDifferOnlyInCase(String, String)
        case unknownGroup(String, nearest: String?)
        case unknownRole(String, nearest: String?)
        case unknownKind(String, nearest: String?)
        case derivedFromDerived(base: String)
        case stepOutOfRange(Double)
        case thresholdOutOfRange(Double, measure: Measure)
        case unknownMeasure(String)
        case unknownPalettes(String)
        case badPair(String)
        case ruleWithItself(String)
        case duplicateRule(String)
        case groundNotOpaque(String)
        case plateIsGround(String)
        case noRoles
        case badID(String)
        /// A level that would lower a kind's threshold below the standard one.
        case levelLowersThreshold(kind: String, standard: Double, level: Double)
        /// `standard` is the schema's own level; levels beyond it need other names.
        case reservedLevelName(String)
        case unknownDerivedToken(String, nearest: String?)
        /// A twin the schema's `ids` do not list.
        case unlistedTwin(String, nearest: String?)
        /// `otherKind`: a lightness outside 0–1, a ground whose grey is of the other kind, a
        /// scale outside (0, 10], a pair that is no rule's.
        case lightnessOutOfRange(Double)
        case groundOfWrongKind(Double, light: Bool)
        case scaleOutOfRange(Double)
        case unknownPair(String, nearest: String?)
        /// `draft`: no key roles, or a slot that is not base00–base17.
        case noKeys
        case unknownSlot(String)
        /// `bands`: a lightness band whose lower bound is not below its upper, a chroma outside
        /// 0–0.4, a hue outside 0–360 degrees.
        case bandOutOfOrder(lower: Double, upper: Double)
        case chromaOutOfRange(Double)
        case hueOutOfRange(Double)
        /// A band's level the schema does not have.
        case unknownLevel(String, nearest: String?)
    }

    /// Where in the file: `""` for the document, then member names and indices.
    public let place: String
    public let kind: Kind

    public init(_ place: String, _ kind: Kind) {
        self.place = place
        self.kind = kind
    }
}

public struct SchemaLoadError: Error, Hashable, Sendable {
    public let problems: [SchemaProblem]
    public init(problems: [SchemaProblem]) { self.problems = problems }
}
