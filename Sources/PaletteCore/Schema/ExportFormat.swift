/// The ways a palette is handed on, each declared once with what the rest of the program needs
/// to know about it: usage, `help`, completion, the man page and the shell's `export` are all
/// built from `allCases`. Adding a format is one exporter file and one case here.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// A Swift source file for the app: one stored `let` per role, an `ID` enum, one value per palette.
    case swift
    /// Design Tokens Community Group JSON, format 2025.10 (https://www.designtokens.org/tr/2025.10/format/):
    /// one group per palette in one file.
    case dtcg
    /// DTCG Resolver 2025.10 (https://www.designtokens.org/tr/2025.10/resolver/): a resolver whose
    /// `palette` modifier has one context per palette, each context one token file.
    case dtcgResolver = "dtcg-resolver"
    /// CSS custom properties, one block per palette.
    case css
    /// An Xcode asset catalog: a namespaced group per palette, a colorset per role.
    case xcassets
    /// Android resources (`res/values/colors.xml`, `values-night`) and a Compose colour class.
    case android
    /// A Tailwind CSS v4 stylesheet: palettes as custom properties, `@theme inline` utilities.
    case tailwind
    /// Figma variables: an import file per palette (a collection each), or with `--rest` the API body of one collection with a mode per palette.
    case figma

    /// The word that names it on the command line.
    public var name: String { rawValue }

    /// One line for `help export` and the man page.
    public var summary: String {
        switch self {
        case .swift: return "TYPE.swift: the schema's palette type (StreamPalette for the stream schema) with one stored let per role, an ID enum, one value per palette, and the TYPE-to-Tokens facade; a light twin's id gives its dark twin in the dark appearance"
        case .dtcg: return "palettes.tokens.json: DTCG 2025.10 tokens, one group per palette, colours as colorSpace/components/alpha/hex objects"
        case .dtcgResolver: return "palettes.resolver.json (DTCG Resolver 2025.10, a palette modifier with one context per palette, an appearance modifier for twins) and ID.tokens.json for each palette"
        case .css: return "palettes.css: [data-palette=\"ID\"] { --role: #RRGGBB; … }; a light twin's block follows prefers-color-scheme: dark"
        case .xcassets: return "Palettes.xcassets/: a namespaced group per palette (Color(\"nord/paper\")), ROLE.colorset in 8-bit sRGB; a dark twin is the colorset's dark appearance"
        case .android: return "res/values/colors.xml (#AARRGGBB, names ID_ROLE), res/values-night/colors.xml for dark twins, and TYPE.kt: an @Immutable Compose class with a value per palette"
        case .tailwind: return "palettes.tailwind.css: Tailwind CSS v4, [data-palette=\"ID\"] blocks (the first also :root), @theme inline utilities, a dark variant"
        case .figma: return "SCHEMA.ID.tokens.json per palette for Figma's variables import (a collection each); --rest: the body of POST /v1/files/:key/variables (a collection, a mode per palette)"
        }
    }

    /// How many palettes an export needs at least: a resolver's modifier needs two contexts.
    public var palettesNeeded: Int { self == .dtcgResolver ? 2 : 1 }

    /// What an export writes into its folder.
    public enum Layout: Hashable, Sendable {
        /// One file.
        case oneFile
        /// A main file and others beside it, named by what each is (`token file`).
        case filesBeside(each: String)
        /// Files in folders of their own (`Palettes.xcassets/…`, `res/values/…`).
        case folders
    }

    public var layout: Layout {
        switch self {
        case .swift, .dtcg, .css, .tailwind: return .oneFile
        case .dtcgResolver: return .filesBeside(each: "token file")
        case .figma: return .filesBeside(each: "mode file")
        case .xcassets, .android: return .folders
        }
    }

    /// What a palette can bring beside its own colours.
    public enum Variant: String, CaseIterable, Hashable, Sendable {
        /// The schema's `twins` (and those palettes name): a dark palette that the system's dark
        /// appearance switches to.
        case darkTwin = "dark twin"
        /// The schema's contrast levels: each palette's variant, derived at export time.
        case contrastLevels = "contrast levels"
    }

    public var variants: Set<Variant> {
        switch self {
        case .swift, .dtcgResolver, .css, .xcassets, .tailwind: return [.darkTwin, .contrastLevels]
        case .android: return [.darkTwin]
        case .dtcg: return [.contrastLevels]
        case .figma: return []
        }
    }

    /// The switches that change how this format is written.
    public var options: [ExportOption] {
        switch self {
        case .dtcg, .dtcgResolver: return [.dtcgLegacy]
        case .figma: return [.figmaREST]
        case .swift, .css, .xcassets, .android, .tailwind: return []
        }
    }
}
