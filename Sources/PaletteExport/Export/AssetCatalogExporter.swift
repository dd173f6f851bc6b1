import PaletteCore

/// An Xcode asset catalog (Apple's Asset Catalog Format Reference, Named Color Type,
/// https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html):
/// `Palettes.xcassets/` with one group per palette that provides a namespace, so Swift reads
/// `Color("nord/paper")` (and Xcode 15's generated symbols), and one `ROLE.colorset` per role
/// and derived token. Colours are written as Xcode writes them in its 8-bit hexadecimal mode:
/// `"color-space": "srgb"`, channels `"0x2E"`, alpha a three-decimal string. The stored bytes
/// are the source's exactly: no conversion to display-p3 floats, and never an alpha `"1"`, which
/// readers take as 1 of 255. A palette's dark twin is the colorset's `luminosity: dark` entry;
/// its `high` contrast variant (derived at export time) the `contrast: high` entry, for the dark
/// twin as well (both appearances), which iOS and macOS switch to under Increase Contrast.
enum AssetCatalogExporter {
    static let catalog = "Palettes.xcassets"
    /// Xcode's own `info`; the reference suggests a bundle id, Xcode writes this and reads both.
    static let info = JSONValue.object([.init("author", .string("xcode")), .init("version", .number(1))])

    static func files(for pairing: TwinPairing, levels: ContrastVariants = .none) -> [ExportedFile] {
        let high = levels.increased
        var files = [file("\(catalog)/Contents.json", .object([.init("info", info)]))]
        for entry in pairing.entries {
            let group = "\(catalog)/\(entry.palette.id)"
            files.append(file("\(group)/Contents.json", .object([
                .init("info", info),
                .init("properties", .object([.init("provides-namespace", .bool(true))])),
            ])))
            for token in TwinPairing.tokens(of: entry.palette.schema) {
                var colours = [variant(entry.palette.colour(of: token)!, appearances: [])]
                if let high { colours.append(variant(levels.variant(of: entry.palette, at: high).colour(of: token)!, appearances: [contrastHigh])) }
                if let dark = entry.dark {
                    colours.append(variant(dark.colour(of: token)!, appearances: [luminosityDark]))
                    if let high {
                        colours.append(variant(levels.variant(of: dark, at: high).colour(of: token)!, appearances: [luminosityDark, contrastHigh]))
                    }
                }
                files.append(file("\(group)/\(token).colorset/Contents.json", .object([.init("colors", .array(colours)), .init("info", info)])))
            }
        }
        return files
    }

    static let luminosityDark = JSONValue.object([.init("appearance", .string("luminosity")), .init("value", .string("dark"))])
    static let contrastHigh = JSONValue.object([.init("appearance", .string("contrast")), .init("value", .string("high"))])

    /// One entry of `colors`: keys in the order Xcode writes them (alphabetical).
    private static func variant(_ colour: Colour, appearances: [JSONValue]) -> JSONValue {
        var members: [JSONValue.Member] = []
        if !appearances.isEmpty { members.append(.init("appearances", .array(appearances))) }
        members.append(.init("color", .object([
            .init("color-space", .string("srgb")),
            .init("components", .object([
                .init("alpha", .string(DecimalText.fixed(colour.opacity, 3))),
                .init("blue", .string(hex(colour.blue))),
                .init("green", .string(hex(colour.green))),
                .init("red", .string(hex(colour.red))),
            ])),
        ])))
        members.append(.init("idiom", .string("universal")))
        return .object(members)
    }

    /// `0x2E`: two upper-case digits, as Xcode's 8-bit hexadecimal input writes them.
    static func hex(_ channel: UInt8) -> String {
        let digits = String(channel, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" : "") + digits
    }

    private static func file(_ name: String, _ value: JSONValue) -> ExportedFile {
        ExportedFile(name: name, text: JSONWriter.write(value) + "\n")
    }
}
