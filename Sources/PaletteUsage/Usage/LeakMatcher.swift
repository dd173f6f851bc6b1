import PaletteCore
import PaletteExport

/// The roles of the palettes a colour literal equals or nearly equals (ΔE_OK at most
/// `UsageAnalysis.nearDistance`, same alpha): what it should read instead. A palette where the
/// role only nearly matches is named as near, never as equal.
struct LeakMatcher {
    /// Each palette's each role, palette by palette in the schema's order, as parallel arrays:
    /// a literal is compared with every entry, and most match none, so the comparison reads
    /// numbers only and names are looked at for a match.
    private let colours: [Colour]
    private let labs: [OKLab]
    private let roleOfEntry: [Int]
    private let paletteOfEntry: [Int]
    private let roles: [RoleName]
    private let paletteIDs: [String]

    init(palettes: [Palette]) {
        var colours: [Colour] = [], labs: [OKLab] = [], roleOfEntry: [Int] = [], paletteOfEntry: [Int] = []
        var roles: [RoleName] = [], roleIndex: [RoleName: Int] = [:]
        for (paletteIndex, palette) in palettes.enumerated() {
            for role in palette.schema.roles {
                guard let colour = palette[role.name] else { continue }
                if roleIndex[role.name] == nil {
                    roleIndex[role.name] = roles.count
                    roles.append(role.name)
                }
                colours.append(colour)
                labs.append(OKLab(LinearRGB(colour)))
                roleOfEntry.append(roleIndex[role.name]!)
                paletteOfEntry.append(paletteIndex)
            }
        }
        self.colours = colours
        self.labs = labs
        self.roleOfEntry = roleOfEntry
        self.paletteOfEntry = paletteOfEntry
        self.roles = roles
        paletteIDs = palettes.map(\.id.rawValue)
    }

    func matches(_ colour: Colour) -> [UsageReport.Match] {
        let lab = OKLab(LinearRGB(colour))
        // The roles matched, in the order of their first matching entry.
        var found: [(role: Int, equal: [String], near: [String], distance: Double)] = []
        for entry in colours.indices where colours[entry].alpha == colour.alpha {
            let equal = colours[entry] == colour
            let distance = equal ? 0 : labs[entry].distance(to: lab)
            guard distance <= UsageAnalysis.nearDistance else { continue }
            let role = roleOfEntry[entry]
            let slot: Int
            if let existing = found.firstIndex(where: { $0.role == role }) {
                slot = existing
            } else {
                slot = found.count
                found.append((role, [], [], .infinity))
            }
            let palette = paletteIDs[paletteOfEntry[entry]]
            if equal { found[slot].equal.append(palette) } else { found[slot].near.append(palette) }
            found[slot].distance = min(found[slot].distance, distance)
        }
        // Nearest first; among equals, in the schema's order (the ground before what sits on it).
        return found.enumerated()
            .sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }
            .map { UsageReport.Match(role: roles[$0.element.role], equalIn: $0.element.equal, nearIn: $0.element.near, distance: $0.element.distance) }
    }
}
