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
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "swift": return .swift
        case "kt", "kts": return .kotlin
        case "java": return .java
        case "js", "jsx", "mjs", "cjs", "ts", "tsx", "mts", "cts", "vue", "svelte": return .script
        case "css": return .css
        case "scss", "less": return .scss
        case "html", "htm": return .html
        case "xml": return path.split(separator: "/").contains("res") ? .androidXML : nil
        case "json": return .json
        default: return nil
        }
    }
}
