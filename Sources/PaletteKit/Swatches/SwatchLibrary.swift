/// A published colour scheme whose named colours a designer can pick from (`source nord`,
/// then `set paper nord0`).
package struct SwatchLibrary: Sendable {
    package let name: String
    package let title: String
    /// Repository, path and commit the values were read from.
    package let provenance: String
    /// Named colours in the scheme's own order.
    package let swatches: [(name: String, colour: Colour)]

    init(name: String, title: String, provenance: String, swatches: [(String, String)]) {
        self.name = name
        self.title = title
        self.provenance = provenance
        self.swatches = swatches.map { entry in
            guard let colour = try? ColourParser.parse(entry.1) else {
                preconditionFailure("swatch \(entry.0) of \(name) has a malformed colour \(entry.1)")
            }
            return (entry.0, colour)
        }
    }

    package func colour(named swatch: String) -> Colour? {
        swatches.first { $0.name == swatch }?.colour
    }

    package static func named(_ name: String) -> SwatchLibrary? {
        all.first { $0.name == name }
    }
}
