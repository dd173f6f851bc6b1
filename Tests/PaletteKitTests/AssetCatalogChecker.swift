@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// A structure checker for asset catalogs, written from Apple's "Asset Catalog Format Reference"
/// (developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/,
/// 2018-04-09), since `actool` exists only on macOS. It states, and this checks, for named colours:
/// - Folder Structure: a folder's type is its extension (`NAME.colorset`); a group has none, and
///   "no period (.) can appear in the name of the group".
/// - Catalog Type: `.xcassets`, "there can only be one of these in an asset catalog"; its
///   Contents.json is optional and holds `info` (`author` a string, `version` a number, "use 1").
/// - Group Type: Contents.json optional, `info` and `properties` (`provides-namespace` a Boolean,
///   `on-demand-resource-tags` an array of strings).
/// - Named Color Type: `.colorset`, whose folder holds the Contents.json file (required) with
///   `info` and `colors`, an array whose elements each have `idiom` and optionally
///   `display-gamut` (slot components), and `color`: `color-space` and `components` `red`,
///   `green`, `blue`, `alpha`, each "a number from 0 to 1".
/// - Contents.json, Slot Components: the slot values identify an element, so no two elements of
///   one set may share them.
/// - Unique Asset Names: the full name, with the groups that provide a namespace, is unique.
/// Enumerated values are those of Image Set Type (`color-space`: srgb, display-p3; `display-gamut`:
/// sRGB, display-P3; `idiom`). Beyond the 2018 reference, and as Xcode 11 onwards writes them:
/// `appearances` (`luminosity` light or dark, `contrast` high) are slot components too; components
/// may be strings, a decimal from 0 to 1 or 8-bit hexadecimal `0xHH`; a bare integer string
/// (`"1"`) is refused, since readers take it as 1 of 255, not as 1.0.
enum AssetCatalogChecker {
    struct Problem: Hashable, CustomStringConvertible {
        let path: String
        let message: String
        var description: String { "\(path): \(message)" }
    }

    /// A colour read back: the full asset name, the appearance (`any` or `dark`), the 8-bit channels.
    struct Colour: Hashable {
        let name: String
        let appearance: String
        let rgba: [UInt8]
    }

    static let idioms: Set<String> = ["universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision", "ios-marketing", "watch-marketing"]
    static let colourSpaces: Set<String> = ["srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "gray-gamma-22", "extended-gray"]
    static let gamuts: Set<String> = ["sRGB", "display-P3"]

    /// Every problem of the catalog in `files` (paths inside the export folder), and the colours it holds.
    static func check(_ files: [ExportedFile]) -> (problems: [Problem], colours: [Colour]) {
        var problems: [Problem] = [], colours: [Colour] = []
        let byPath = Dictionary(files.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
        func note(_ path: String, _ message: String) { problems.append(Problem(path: path, message: message)) }

        // Folders are what the paths imply.
        var folders: Set<String> = []
        for file in files {
            var parts = file.name.split(separator: "/").map(String.init)
            parts.removeLast()
            for index in parts.indices { folders.insert(parts[0...index].joined(separator: "/")) }
        }
        let catalogs = folders.filter { $0.hasSuffix(".xcassets") }
        guard catalogs.count == 1, let catalog = catalogs.first, !catalog.contains("/") else {
            note("", "expected exactly one catalog folder NAME.xcassets at the top, found \(catalogs.sorted())")
            return (problems, colours)
        }
        for file in files where !file.name.hasPrefix(catalog + "/") { note(file.name, "outside the catalog") }

        if let text = byPath[catalog + "/Contents.json"] {
            if let document = parse(text, catalog + "/Contents.json", note) {
                checkMembers(document, allowed: ["info"], at: catalog + "/Contents.json", note)
                checkInfo(document["info"], at: catalog + "/Contents.json", note)
            }
        }

        var fullNames: [String: String] = [:]
        for folder in folders.sorted() where folder != catalog {
            let name = String(folder.split(separator: "/").last!)
            let contents = folder + "/Contents.json"
            let children = files.filter { $0.name.hasPrefix(folder + "/") }.map { String($0.name.dropFirst(folder.count + 1)) }
            if !name.contains(".") {
                // A group.
                if let text = byPath[contents], let document = parse(text, contents, note) {
                    checkMembers(document, allowed: ["info", "properties"], at: contents, note)
                    checkInfo(document["info"], at: contents, note)
                    if let properties = document["properties"] {
                        checkMembers(properties, allowed: ["provides-namespace", "on-demand-resource-tags"], at: contents + " properties", note)
                        if let namespace = properties["provides-namespace"], namespace != .bool(true) && namespace != .bool(false) {
                            note(contents, "provides-namespace must be a Boolean")
                        }
                        if let tags = properties["on-demand-resource-tags"], tags.arrayValue?.allSatisfy({ $0.stringValue != nil }) != true {
                            note(contents, "on-demand-resource-tags must be an array of strings")
                        }
                    }
                }
                continue
            }
            guard name.hasSuffix(".colorset") else {
                note(folder, name.hasSuffix(".xcassets") ? "a catalog inside a catalog" : "a folder whose type is not a named colour or a group (a group has no period in its name)")
                continue
            }
            let assetName = String(name.dropLast(".colorset".count))
            if assetName.isEmpty { note(folder, "a colour set without a name") }
            if children != ["Contents.json"] { note(folder, "a colour set holds its Contents.json and nothing else, found \(children.sorted())") }
            guard let text = byPath[contents] else { note(folder, "Contents.json is required in a colour set"); continue }
            guard let document = parse(text, contents, note) else { continue }
            checkMembers(document, allowed: ["info", "colors"], at: contents, note)
            checkInfo(document["info"], at: contents, note)
            let full = fullName(of: folder, catalog: catalog, asset: assetName, files: byPath, note)
            if let other = fullNames[full] { note(folder, "asset name '\(full)' is also \(other)") } else { fullNames[full] = folder }
            guard let entries = document["colors"]?.arrayValue, !entries.isEmpty else { note(contents, "colors must be a non-empty array"); continue }
            var slots: Set<String> = []
            for (index, entry) in entries.enumerated() {
                let at = "\(contents) colors[\(index)]"
                checkMembers(entry, allowed: ["idiom", "display-gamut", "appearances", "color"], at: at, note)
                guard let idiom = entry["idiom"]?.stringValue, idioms.contains(idiom) else { note(at, "idiom must be one of \(idioms.sorted())"); continue }
                let gamut = entry["display-gamut"]?.stringValue
                if entry["display-gamut"] != nil && !gamuts.contains(gamut ?? "") { note(at, "display-gamut must be sRGB or display-P3") }
                var appearance = "any"
                if let appearances = entry["appearances"] {
                    guard let items = appearances.arrayValue, !items.isEmpty else { note(at, "appearances must be a non-empty array"); continue }
                    var described: [String] = []
                    for item in items {
                        checkMembers(item, allowed: ["appearance", "value"], at: at + " appearances", note)
                        switch (item["appearance"]?.stringValue, item["value"]?.stringValue) {
                        case ("luminosity", "light"?), ("luminosity", "dark"?), ("contrast", "high"?):
                            described.append(item["appearance"]!.stringValue! + ":" + item["value"]!.stringValue!)
                        default: note(at, "an appearance is luminosity light or dark, or contrast high")
                        }
                    }
                    appearance = described.sorted().joined(separator: ",")
                }
                let slot = [idiom, gamut ?? "", appearance].joined(separator: "|")
                if !slots.insert(slot).inserted { note(at, "two colours for the same idiom, gamut and appearance") }
                guard let colour = entry["color"] else { note(at, "color is required"); continue }
                checkMembers(colour, allowed: ["color-space", "components"], at: at + " color", note)
                guard let space = colour["color-space"]?.stringValue, colourSpaces.contains(space) else { note(at, "color-space must be one of \(colourSpaces.sorted())"); continue }
                guard let components = colour["components"] else { note(at, "components are required"); continue }
                checkMembers(components, allowed: ["red", "green", "blue", "alpha"], at: at + " components", note)
                var rgba: [UInt8] = []
                for channel in ["red", "green", "blue", "alpha"] {
                    guard let value = components[channel] else { note(at, "\(channel) is required"); continue }
                    guard let unit = unitValue(value) else { note(at, "\(channel) \(value) is not a number from 0 to 1 (or 0xHH)"); continue }
                    rgba.append(UInt8((unit * 255).rounded()))
                }
                if rgba.count == 4 && space == "srgb" { colours.append(Colour(name: full, appearance: appearance, rgba: rgba)) }
            }
        }
        return (problems, colours)
    }

    /// A component as a fraction of full: a number or decimal string from 0 to 1, or `0xHH` over 255.
    static func unitValue(_ value: JSONValue) -> Double? {
        if let number = value.numberValue { return (0...1).contains(number) ? number : nil }
        guard let text = value.stringValue else { return nil }
        if text.hasPrefix("0x"), text.count == 4, let byte = UInt8(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
        guard text.contains("."), let number = Double(text), (0...1).contains(number) else { return nil }
        return number
    }

    /// `nord/paper` when the group `nord` provides a namespace.
    private static func fullName(of folder: String, catalog: String, asset: String, files: [String: String],
                                 _ note: (String, String) -> Void) -> String {
        var groups = folder.split(separator: "/").map(String.init).dropFirst().dropLast()
        var namespaces: [String] = []
        var path = catalog
        while let group = groups.first {
            groups = groups.dropFirst()
            path += "/" + group
            if let text = files[path + "/Contents.json"], let document = try? JSONParser.parse(text),
               document["properties"]?["provides-namespace"] == .bool(true) {
                namespaces.append(group)
            }
        }
        return (namespaces + [asset]).joined(separator: "/")
    }

    private static func parse(_ text: String, _ path: String, _ note: (String, String) -> Void) -> JSONValue? {
        guard let document = try? JSONParser.parse(text) else { note(path, "not JSON"); return nil }
        guard document.members != nil else { note(path, "not a JSON object"); return nil }
        return document
    }

    private static func checkMembers(_ value: JSONValue, allowed: Set<String>, at path: String, _ note: (String, String) -> Void) {
        guard let members = value.members else { note(path, "expected a dictionary"); return }
        for member in members where !allowed.contains(member.key) { note(path, "unknown key '\(member.key)'") }
    }

    private static func checkInfo(_ info: JSONValue?, at path: String, _ note: (String, String) -> Void) {
        guard let info else { return }
        guard info["author"]?.stringValue != nil else { note(path, "info.author must be a string"); return }
        guard info["version"] == .number(1) else { note(path, "info.version must be the number 1"); return }
    }
}
