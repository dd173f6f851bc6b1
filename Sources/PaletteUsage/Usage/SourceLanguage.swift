import PaletteCore
import PaletteExport

/// The kinds of source file `usage` reads, by file name. Each is lexed so that comments and
/// ordinary strings are never uses.
public enum SourceLanguage: String, Sendable, CaseIterable {
    case swift
    case kotlin
    case java
    /// JavaScript and TypeScript, JSX, Vue and Svelte single-file components: their strings are
    /// where Tailwind classes and `var(--x)` live.
    case script
    case css
    /// SCSS and Less: CSS with `//` line comments.
    case scss
    case html
    /// Android resource XML (files under a `res/` folder): layouts, drawables, the app's own values.
    case androidXML
    /// JSON token files: DTCG references `{group.token}`.
    case json

    /// The language of a file from its path; nil for files `usage` does not read.
    public static func of(path: String) -> SourceLanguage? {
        let utf8 = path.utf8
        // An ASCII path's characters are its bytes: its name and extension are found by byte.
        guard path.isAllASCII else { return byCharacters(path) }
        let nameStart = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        guard let dot = utf8[nameStart...].lastIndex(of: UInt8(ascii: ".")), dot != nameStart else { return nil }
        return language(ofExtension: path[utf8.index(after: dot)...].lowercased(), path: path, isASCII: true)
    }

    /// A path that is not ASCII, by characters (a combining mark after `.` makes no extension).
    private static func byCharacters(_ path: String) -> SourceLanguage? {
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return language(ofExtension: name[name.index(after: dot)...].lowercased(), path: path, isASCII: false)
    }

    private static func language(ofExtension fileExtension: String, path: String, isASCII: Bool) -> SourceLanguage? {
        switch fileExtension {
        case "swift": return .swift
        case "kt", "kts": return .kotlin
        case "java": return .java
        case "js", "jsx", "mjs", "cjs", "ts", "tsx", "mts", "cts", "vue", "svelte": return .script
        case "css": return .css
        case "scss", "less": return .scss
        case "html", "htm": return .html
        case "xml": return isInResources(path, isASCII: isASCII) ? .androidXML : nil
        case "json": return .json
        default: return nil
        }
    }

    /// Whether a folder of the path is named `res` (Android's resources). An ASCII path's
    /// characters are its bytes: `res` is a component where `/res/` stands, or `res/` begins it.
    private static func isInResources(_ path: String, isASCII: Bool) -> Bool {
        guard isASCII else { return path.split(separator: "/").contains("res") }
        return path.utf8.starts(with: "res/".utf8) || path.containsASCII("/res/")
    }
}
