/// Paths as the user typed them, with one idea of a parent folder and of joining, so that every
/// command, the journal and the file system agree on where a file is. Paths are POSIX text:
/// `/` separates components, a leading `/` makes a path absolute, `.` is the current folder.
package enum FilePath {
    /// The folder that holds `path`: `a/b` → `a`, `b` → `.`, `/b` → `/`. Trailing slashes are
    /// not a component (`a/b/` → `a`).
    package static func parent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let folder = String(trimmed[..<slash])
        return folder.isEmpty ? "/" : trimmingTrailingSlashes(folder)
    }

    /// The last component: `a/b.json` → `b.json`.
    package static func name(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `folder/name`, without a doubled slash and without a leading `./` for the current folder.
    /// An absolute `name` stands on its own.
    package static func join(_ folder: String, _ name: String) -> String {
        if name.hasPrefix("/") || folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `.` and empty components dropped, `x/..` folded where `x` is a real component; leading
    /// `..` kept (a relative path may climb), none above `/`. Purely textual: symbolic links are
    /// not resolved, which is what the user's words mean.
    package static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != ".." { components.removeLast() } else if !absolute { components.append(component) }
            default: components.append(component)
            }
        }
        let body = components.joined(separator: "/")
        if absolute { return "/" + body }
        return body.isEmpty ? "." : body
    }

    /// The path that names `target` from inside `folder`, both relative to the same current
    /// folder (or both absolute). Nil when it cannot be said without knowing the current folder's
    /// own name: `folder` climbs out of it (`../x`) further than `target` does.
    package static func relative(_ target: String, from folder: String) -> String? {
        let target = normalized(target), folder = normalized(folder)
        guard target.hasPrefix("/") == folder.hasPrefix("/") else { return nil }
        let targetParts = components(target), folderParts = components(folder)
        var common = 0
        while common < targetParts.count, common < folderParts.count, targetParts[common] == folderParts[common] { common += 1 }
        let climbs = Array(folderParts[common...])
        guard !climbs.contains("..") else { return nil }
        let parts: [String] = Array(repeating: "..", count: climbs.count) + Array(targetParts[common...])
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `path` made absolute against `currentFolder` (itself absolute), normalized.
    package static func absolute(_ path: String, in currentFolder: String) -> String {
        normalized(path.hasPrefix("/") ? path : join(currentFolder, path))
    }

    private static func components(_ normalizedPath: String) -> [String] {
        normalizedPath == "." ? [] : normalizedPath.split(separator: "/").map(String.init)
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
