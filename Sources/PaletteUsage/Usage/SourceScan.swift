import PaletteCore
import PaletteExport

/// What one file says, read in one pass: the token names it reads and where, the app
/// declarations it makes, every identifier it mentions (to find which declarations are used),
/// the variables it declares of the palette type, and its hard-coded colours.
public struct SourceScan: Sendable {
    /// How a token was named.
    public enum Form: String, Sendable {
        /// `StreamTokens.paper`, `palette.paper`, the Compose class's member.
        case member
        /// `Color("nord/paper")`, `UIColor(named:)`, a generated `Color(.paper)`.
        case asset
        /// `R.color.nord_paper`, `@color/nord_paper`.
        case androidResource
        /// `var(--paper)`.
        case customProperty
        /// `bg-paper`, `text-paper/50`.
        case tailwind
        /// `{nord.paper}`.
        case tokenReference
    }

    /// A read of a token.
    public struct TokenRead: Sendable, Equatable {
        public let token: Int
        public let line: Int
        public let form: Form
        /// The innermost app declaration (an index into `declarations`) whose body holds it; nil
        /// at the top of the file or in code that is not tracked (a view's `body`).
        public let declaration: Int?
        /// For a member read: the name it is read on, when that decides it (`theme` in
        /// `Color.theme.accent`); nil when the read is settled already.
        public let receiver: String?
        /// The 1-based column, where the reader knows it; 0 otherwise.
        public var column = 0
        /// The code as the app writes the read (`theme.palette.accent`), for a replacement in
        /// its own words.
        public var spelling: String?

        public init(token: Int, line: Int, form: Form, declaration: Int?, receiver: String?, column: Int = 0, spelling: String? = nil) {
            self.token = token
            self.line = line
            self.form = form
            self.declaration = declaration
            self.receiver = receiver
            self.column = column
            self.spelling = spelling
        }
    }

    /// An app declaration whose uses `usage` follows: a Swift `static`/`class` member, a member of
    /// an extension or a top-level declaration; a Kotlin top-level or `object` member; a CSS
    /// custom property; an Android `<color name>` resource.
    public struct Declaration: Sendable, Equatable {
        public let name: String
        public let line: Int
        /// Code a preview canvas runs: a root of its own, whose reads are previews'.
        public var isPreviewRoot = false
        /// How the app's code names it (`.brandAccent`, `Theme.extraColors`): a replacement
        /// in its own words when it reads one role.
        public var spelling: String?
        /// Live when no code read names it (a SwiftUI view a storyboard, `@main` or code outside
        /// the folders read may make): followed only to tell a view that previews alone name.
        public var isLiveUnlessNamed = false

        public init(name: String, line: Int, isPreviewRoot: Bool = false, spelling: String? = nil, isLiveUnlessNamed: Bool = false) {
            self.name = name
            self.line = line
            self.isPreviewRoot = isPreviewRoot
            self.spelling = spelling
            self.isLiveUnlessNamed = isLiveUnlessNamed
        }
    }

    /// A mention of an app declaration's name: an identifier, `var(--name)`, `@color/name`.
    public struct Mention: Hashable, Sendable {
        public let name: String
        public let declaration: Int?
        /// Inside a palette's definition (`Palette(accent: brand)`): what a named colour is used for.
        public var inDefinition = false

        public init(name: String, declaration: Int?, inDefinition: Bool = false) {
            self.name = name
            self.declaration = declaration
            self.inDefinition = inDefinition
        }
    }

    /// A colour written as a literal.
    public struct Literal: Sendable, Equatable {
        public let line: Int
        /// The source text, shortened to one line (`Color(red: 0.18, green: 0.2, blue: 0.25)`).
        public let text: String
        /// nil for an asset name the schema does not know (`Color("Brand")`).
        public let colour: Colour?
        public var column = 0
        /// The declaration whose code it is in (an index into `declarations`).
        public var declaration: Int?
        /// An argument of a palette's definition (`Palette(accent: Color(…))`), or the value
        /// assigned to a role (`copy.accent = Color(…)`): the palette's own colour.
        public var inDefinition = false
        /// The declaration it is the whole value of (`val Yellow = Color(0xFFFFCB66)`): used only
        /// in definitions, it defines; used elsewhere, it is hard-coded there.
        public var namedBy: Int?

        public init(line: Int, text: String, colour: Colour?, column: Int = 0, declaration: Int? = nil, inDefinition: Bool = false, namedBy: Int? = nil) {
            self.line = line
            self.text = text
            self.colour = colour
            self.column = column
            self.declaration = declaration
            self.inDefinition = inDefinition
            self.namedBy = namedBy
        }
    }

    public var reads: [TokenRead] = []
    public var declarations: [Declaration] = []
    /// Each name mentioned, once per declaration (or the top) it is mentioned in, with the line of
    /// the first mention.
    public var mentions: [Mention: Int] = [:]
    /// Variables declared of the palette type: reading a token's name on them is a use.
    public var paletteVariables: Set<String> = []
    public var literals: [Literal] = []
    /// Line breaks in the file.
    public var lineBreaks = 0
    /// A test's file: what it reads, it reads for tests.
    public var isTest = false

    public init() {}

    mutating func mention(_ name: String, in declaration: Int?, line: Int, inDefinition: Bool = false) {
        let key = Mention(name: name, declaration: declaration, inDefinition: inDefinition)
        if mentions[key] == nil { mentions[key] = line }
    }
}
