/// A published colour scheme whose named colours a designer can pick from (`source nord`,
/// then `set paper nord0`).
public struct SwatchLibrary: Sendable {
    public let name: String
    public let title: String
    /// Repository, path and commit the values were read from.
    public let provenance: String
    /// Named colours in the scheme's own order.
    public let swatches: [(name: String, colour: Colour)]

    init(name: String, title: String, provenance: String, swatches: [(String, String)]) {
        self.name = name
        self.title = title
        self.provenance = provenance
        self.swatches = swatches.map { entry in
            guard case .success(let colour) = ColourParser.parse(entry.1) else {
                preconditionFailure("swatch \(entry.0) of \(name) has a malformed colour \(entry.1)")
            }
            return (entry.0, colour)
        }
    }

    public func colour(named swatch: String) -> Colour? {
        swatches.first { $0.name == swatch }?.colour
    }

    public static func named(_ name: String) -> SwatchLibrary? {
        all.first { $0.name == name }
    }
}
