import PaletteCore

/// The base16 schemes `draft --scheme NAME` knows without a file: the six tinted-theming schemes
/// the shipped palettes were made from, their slots named base00…base0F as the schema's `draft`
/// mapping reads them. (The schemes `source NAME` loads are the upstream palettes, named by their
/// own authors' names, nord0…nord15, which no slot mapping reads.)
package enum Base16Schemes {
    package static func named(_ name: String) -> SwatchLibrary? {
        all.first { $0.name == name }
    }

    package static var names: [String] { all.map(\.name) }
}
