/// A named colour a designer can pick from.
package struct Swatch: Hashable, Sendable {
    package let name: String
    package let colour: Colour

    package init(name: String, colour: Colour) {
        self.name = name
        self.colour = colour
    }
}

/// A colour scheme whose named colours a designer can pick from: a published one built in
/// (`source nord`, then `set paper nord0`) or one read from the designer's own file
/// (`source Schemes/mytheme.yaml`, then `set paper mytheme.base00`).
package struct SwatchLibrary: Hashable, Sendable {
    package let name: String
    package let title: String
    /// Repository, path and commit the values were read from, or the file's path.
    package let provenance: String
    /// Named colours in the scheme's own order.
    package let swatches: [Swatch]

    package init(name: String, title: String, provenance: String, swatches: [Swatch]) {
        self.name = name
        self.title = title
        self.provenance = provenance
        self.swatches = swatches
    }

    /// A built-in scheme, its colours written as text; a malformed one is a programming error.
    package init(name: String, title: String, provenance: String, swatches: [(String, String)]) {
        self.init(name: name, title: title, provenance: provenance, swatches: swatches.map { entry in
            guard let colour = try? ColourParser.parse(entry.1) else {
                preconditionFailure("swatch \(entry.0) of \(name) has a malformed colour \(entry.1)")
            }
            return Swatch(name: entry.0, colour: colour)
        })
    }

    package func colour(named swatch: String) -> Colour? {
        swatches.first { $0.name == swatch }?.colour
    }

    package static func named(_ name: String) -> SwatchLibrary? {
        all.first { $0.name == name }
    }

    /// The library a session means by `name`: the latest it loaded of that name (a scheme file
    /// may share a built-in's name and then hides it), else the built-in one.
    package static func named(_ name: String, loaded: [SwatchLibrary]) -> SwatchLibrary? {
        loaded.last { $0.name == name } ?? named(name)
    }

    /// Whether this is a built-in scheme, not one read from a file.
    package var isBuiltIn: Bool { Self.named(name) == self }
}
