/// What `draft` starts from, as schema data (`"draft"` in a schema file): the key roles a
/// designer gives and every other role follows (`PaletteStyle`), and which slots of a published
/// base16 or base24 scheme stand for which roles.
///
/// Slot meanings are tinted-theming's styling guidelines (tinted-theming/home, `styling.md`):
/// base00 the default background, base01 a lighter background (status bars, line numbers),
/// base02 the selection background, base03 comments, base05 the default foreground, base08 red
/// (variables, deleted), base09 orange, base0A yellow (classes, search), base0B green (strings,
/// inserted), base0C cyan, base0D blue (functions, headings), base0E magenta (keywords).
public struct DraftKeys: Hashable, Sendable {
    /// The roles a draft starts from, in the order `draft` lists them; at least one.
    public let keys: [RoleName]
    /// Role → the base16 slot whose colour it takes when drafting from a scheme, in role order.
    public let base16: [(role: RoleName, slot: String)]

    public init(keys: [RoleName], base16: [(role: RoleName, slot: String)] = []) {
        self.keys = keys
        self.base16 = base16
    }

    /// What a schema without `draft` gets: its ground alone is the key, and base00 (the
    /// default background) stands for it.
    public static func plain(ground: RoleName) -> DraftKeys {
        DraftKeys(keys: [ground], base16: [(ground, "base00")])
    }

    /// The slot names a base16 (base00–base0F) or base24 (base10–base17) scheme has.
    public static let slotNames: [String] = (0..<24).map { index in
        let digits = String(index, radix: 16, uppercase: true)
        return "base" + (digits.count == 1 ? "0" : "") + digits
    }

    /// The slot a role takes from a scheme, if any.
    public func slot(of role: RoleName) -> String? {
        base16.first { $0.role == role }?.slot
    }

    public static func == (lhs: DraftKeys, rhs: DraftKeys) -> Bool {
        lhs.keys == rhs.keys && lhs.base16.map(\.role) == rhs.base16.map(\.role) && lhs.base16.map(\.slot) == rhs.base16.map(\.slot)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        for entry in base16 {
            hasher.combine(entry.role)
            hasher.combine(entry.slot)
        }
    }

    /// `{"keys": [...], "base16": {ROLE: SLOT}}` as a schema file writes it, slots in role order.
    func encoded(roleOrder: [RoleName]) -> JSONValue {
        var members: [JSONValue.Member] = [.init("keys", .array(keys.map { .string($0.rawValue) }))]
        if !base16.isEmpty {
            let ordered = roleOrder.compactMap { role in slot(of: role).map { JSONValue.Member(role.rawValue, .string($0)) } }
            members.append(.init("base16", .object(ordered)))
        }
        return .object(members)
    }
}
