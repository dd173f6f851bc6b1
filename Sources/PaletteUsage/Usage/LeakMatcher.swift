import PaletteCore
import PaletteExport

/// The roles of the palettes a colour literal equals or nearly equals (ΔE_OK at most
/// `UsageAnalysis.nearDistance`, same alpha): what it should read instead. A palette where the
/// role only nearly matches is named as near, never as equal.
struct LeakMatcher {
    private let entries: [(role: RoleName, palette: String, colour: Colour, lab: OKLab)]

    init(palettes: [Palette]) {
        var entries: [(RoleName, String, Colour, OKLab)] = []
        for palette in palettes {
            for role in palette.schema.roles {
                guard let colour = palette[role.name] else { continue }
                entries.append((role.name, palette.id.rawValue, colour, OKLab(LinearRGB(colour))))
            }
        }
        self.entries = entries
    }

    func matches(_ colour: Colour) -> [UsageReport.Match] {
        let lab = OKLab(LinearRGB(colour))
        var byRole: [RoleName: (equal: [String], near: [String], distance: Double)] = [:]
        var order: [RoleName] = []
        for entry in entries where entry.colour.alpha == colour.alpha {
            let equal = entry.colour == colour
            let distance = equal ? 0 : entry.lab.distance(to: lab)
            guard distance <= UsageAnalysis.nearDistance else { continue }
            if byRole[entry.role] == nil { order.append(entry.role) }
            var current = byRole[entry.role] ?? ([], [], .infinity)
            if equal { current.equal.append(entry.palette) } else { current.near.append(entry.palette) }
            current.distance = min(current.distance, distance)
            byRole[entry.role] = current
        }
        // Nearest first; among equals, in the schema's order (the ground before what sits on it).
        return order.enumerated().map { index, role in
            let found = byRole[role]!
            return (index, UsageReport.Match(role: role, equalIn: found.equal, nearIn: found.near, distance: found.distance))
        }
        .sorted { ($0.1.distance, $0.0) < ($1.1.distance, $1.0) }.map(\.1)
    }
}
