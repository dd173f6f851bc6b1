import PaletteCore

/// What `draft` is asked: the roles given, the style's palettes and the kind.
public struct DraftRequest: Sendable {
    /// Where a given colour came from.
    public enum Source: Hashable, Sendable {
        /// A designer's decision: kept exactly by the repair.
        case key
        /// A slot of a published scheme (`base0D`): a start the repair may move, no decision.
        case scheme(slot: String)
        /// A colour the palette already holds that an earlier draft placed: kept, but nobody's
        /// decision.
        case drafted

        /// Whether the repair keeps it as it is.
        public var isKept: Bool {
            switch self {
            case .key, .drafted: return true
            case .scheme: return false
            }
        }
    }

    public struct Given: Hashable, Sendable {
        public let role: RoleName
        public let colour: Colour
        public let source: Source

        public init(role: RoleName, colour: Colour, source: Source) {
            self.role = role
            self.colour = colour
            self.source = source
        }
    }

    public var id: PaletteID
    public var schema: Schema
    /// The roles given, each once.
    public var given: [Given]
    /// The kind drafted.
    public var isLight: Bool
    /// Complete palettes of the schema the style is learned from.
    public var palettes: [Palette]
    /// The contrast level every rule must pass at (`standard`, or one of the schema's levels).
    public var level: LevelName
    /// The roles to draft; nil for every role not given. Roles neither given nor drafted stay unset.
    public var roles: [RoleName]?
    /// Level → role → pinned colour: the pins the drafted palette keeps, so every level's
    /// variant is derived with them.
    public var pins: [LevelName: [RoleName: Colour]] = [:]
    /// Every named colour of the scheme drafted from (none without one): a role the style places
    /// near one of them takes it (`PaletteDraft`).
    public var schemeSwatches: [(name: String, colour: Colour)] = []
    /// Keys are kept exactly, and a key that fails a rule or a band leaves the draft failing
    /// (`draft --exact`); else such a key is moved to the nearest passing colour on its own
    /// lightness line, and the draft says so (`PaletteDraft.movedKeys`).
    public var exactKeys = false
    /// Asked between the repair's cuts: once cancelled, the draft throws `.cancelled`.
    public var cancellation: Cancellation = .never

    public init(id: PaletteID, schema: Schema, given: [Given], isLight: Bool, palettes: [Palette], level: LevelName = .standard,
                roles: [RoleName]? = nil) {
        self.roles = roles
        self.id = id
        self.schema = schema
        self.given = given
        self.isLight = isLight
        self.palettes = palettes
        self.level = level
    }
}
