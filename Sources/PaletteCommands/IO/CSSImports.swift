import PaletteKit

/// The stylesheets `lint` reads, with the files they `@import` in the order a browser applies
/// them: an imported file's rules come before those of the file that imports it (CSS Cascading
/// Level 5 §2), each file once, read relative to the file that imports it and under the
/// import's `supports()` and media conditions.
///
/// A URL (`https:`, `//`, `data:`) and a package name a build tool resolves (`@import
/// "tailwindcss"`) are not followed: the lint reads files, not packages; give the package's
/// stylesheet (`node_modules/tailwindcss/theme.css`) among the files. A relative path (`./`,
/// `../`, `/`, or a name ending in `.css`) that names no file is an error at its line.
enum CSSImports {
    struct File {
        let path: String
        let text: String
        let conditions: [String]
    }

    static func expanded(_ paths: [String], read: (String) throws(ToolError) -> String,
                         exists: (String) -> Bool) throws(ToolError) -> [File] {
        var files: [File] = []
        var seen: Set<String> = []
        func visit(_ path: String, conditions: [String]) throws(ToolError) {
            guard seen.insert(path).inserted else { return }
            let text = try read(path)
            if text.contains("@import") {
                for imported in CSSStylesheet(text).imports {
                    guard let target = followed(imported.target, from: path) else { continue }
                    guard exists(target) else {
                        throw .tokenFile(path: path, line: imported.line, .missingImport(imported.target))
                    }
                    try visit(target, conditions: conditions + imported.conditions)
                }
            }
            files.append(File(path: path, text: text, conditions: conditions))
        }
        for path in paths { try visit(path, conditions: []) }
        return files
    }

    /// The path an import names, relative to the importing file's folder; nil for a URL or a
    /// package name.
    static func followed(_ target: String, from importer: String) -> String? {
        let lowered = target.lowercased()
        if lowered.hasPrefix("//") || lowered.hasPrefix("data:") || lowered.contains("://") { return nil }
        let relative = target.hasPrefix("./") || target.hasPrefix("../") || target.hasPrefix("/") || lowered.hasSuffix(".css")
        guard relative else { return nil }
        if target.hasPrefix("/") { return normalised(target) }
        let folder = importer.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return normalised(folder.isEmpty ? target : folder + "/" + target)
    }

    /// `a/./b/../c.css` as `a/c.css`; `..` past the start is kept.
    static func normalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
