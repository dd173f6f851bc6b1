/// The roles of the palettes a hard-coded colour equals or nearly equals (ΔE_OK at most
/// `UsageAnalysis.nearDistance`, same alpha): what it should read instead.
struct LeakMatcher {
    private let entries: [(role: String, palette: String, colour: Colour, lab: OKLab)]

    init(palettes: [Palette]) {
        var entries: [(String, String, Colour, OKLab)] = []
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
        var byRole: [String: (palettes: [String], distance: Double)] = [:]
        var order: [String] = []
        for entry in entries where entry.colour.alpha == colour.alpha {
            let distance = entry.colour == colour ? 0 : entry.lab.distance(to: lab)
            guard distance <= UsageAnalysis.nearDistance else { continue }
            if byRole[entry.role] == nil { order.append(entry.role) }
            var current = byRole[entry.role] ?? ([], .infinity)
            current.palettes.append(entry.palette)
            current.distance = min(current.distance, distance)
            byRole[entry.role] = current
        }
        // Nearest first; among equals, in the schema's order (the ground before what sits on it).
        return order.enumerated().map { ($0, UsageReport.Match(role: $1, palettes: byRole[$1]!.palettes, distance: byRole[$1]!.distance)) }
            .sorted { ($0.1.distance, $0.0) < ($1.1.distance, $1.0) }.map(\.1)
    }
}
