/// How a palette of one kind becomes a draft of the other (light ↔ dark), for `fix --invert`:
/// data of the schema, not a formula of the code (docs/schemas.md, "The other kind").
///
/// The draft keeps the designer's hierarchy the way designers build a dark theme from a light
/// one (and back). Every role is placed relative to its *reference*: the background of the first
/// rule in which it is the foreground (the ground for a role that is never one). Its OKLCH
/// lightness distance from that reference is kept, scaled by its group's `darkScale` (dark
/// surfaces step further apart than light ones: Material 3's surface containers span tones 90–100
/// in light and 4–22 in dark), and put on the other side of the reference (text that was darker
/// than the ground becomes lighter), unless the pair keeps its order. The ground itself goes to the
/// other kind's ground lightness. Roles that are the same in both kinds (a camera stage that is
/// dark in both) and translucent roles (they composite over the new ground by themselves) stay.
///
/// The repair then keeps each rule's order as the draft declares: flipped, except for the
/// `keptOrders` pairs and pairs of two unchanged roles.
public struct OtherKind: Hashable, Sendable {
    /// OKLCH lightness of the ground in a light palette and in a dark one.
    public let lightGround: Double
    public let darkGround: Double
    /// Group → how many times further from its reference a role of the group lies in the dark
    /// kind than in the light one (1 when not listed); the way back divides by it.
    public let darkScales: [String: Double]
    /// Groups and roles that are the same in both kinds.
    public let unchangedGroups: [String]
    public let unchangedRoles: [RoleName]
    /// `foreground/background` pairs whose lighter side is the same in both kinds (a card above
    /// its ground, a well below its card); every other pair's order flips.
    public let keptOrders: [String]

    /// What a schema without `otherKind` gets: the grounds at the medians of the twelve shipped
    /// stream palettes' grounds (OKLCH L: light 0.945–0.977, median 0.96; dark 0.141–0.324,
    /// median 0.26), every distance kept, every order flipped, nothing unchanged.
    public static let plain = OtherKind(lightGround: 0.96, darkGround: 0.26)

    public init(lightGround: Double, darkGround: Double, darkScales: [String: Double] = [:], unchangedGroups: [String] = [],
                unchangedRoles: [RoleName] = [], keptOrders: [String] = []) {
        self.lightGround = lightGround
        self.darkGround = darkGround
        self.darkScales = darkScales
        self.unchangedGroups = unchangedGroups
        self.unchangedRoles = unchangedRoles
        self.keptOrders = keptOrders
    }

    /// Whether `role` is the same in both kinds.
    public func isUnchanged(_ role: Role) -> Bool {
        unchangedRoles.contains(role.name) || unchangedGroups.contains(role.group)
    }
}
