import PaletteKit

/// The hard-coded colours a team keeps on purpose (`usage --allow FILE`): one pattern a line,
/// `#` comments. `PATH` passes every leak in the files it matches, `PATH:LINE` one line, and a
/// colour `#RRGGBB` (or `#RRGGBBAA`) that colour anywhere. In a path, `*` matches within a folder
/// name and `**` across folders.
struct UsageAllowList {
    /// Each path pattern normalised once (`FilePath.normalized`), as the leaks' files are.
    private var paths: [(pattern: String, line: Int?)] = []
    private var colours: Set<Colour> = []

    static func parse(_ text: String, path: String) throws(ToolError) -> UsageAllowList {
        var list = UsageAllowList()
        for (index, raw) in TextLines.split(text).enumerated() {
            let line = raw.trimmingShellSpaces
            if line.isEmpty || line.hasPrefix("# ") || line == "#" { continue }
            if line.hasPrefix("#") {
                guard let colour = ColourParser.plainHex(line) else {
                    throw .allowList(path: path, line: index + 1, text: line)
                }
                list.colours.insert(colour)
                continue
            }
            if let colon = line.lastIndex(of: ":"), let number = Int(line[line.index(after: colon)...]), number > 0 {
                list.paths.append((FilePath.normalized(String(line[..<colon])), number))
            } else {
                list.paths.append((FilePath.normalized(line), nil))
            }
        }
        return list
    }

    func allows(_ leak: UsageReport.Leak) -> Bool {
        if let colour = leak.colour, colours.contains(colour) { return true }
        guard !paths.isEmpty else { return false }
        let file = FilePath.normalized(leak.place.file)
        return paths.contains { pattern in
            (pattern.line == nil || pattern.line == leak.place.line) && UsageAllowList.matches(pattern.pattern, file)
        }
    }

    /// Glob matching: `*` any run of characters but `/`, `**` any run, `?` one character; `**/`
    /// matches zero folders too (`App/**/*.kt` matches `App/M.kt`, as in .gitignore). A pattern
    /// also matches every file inside a folder it names.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let pattern = Array(pattern), path = Array(path)
        func match(_ p: Int, _ s: Int) -> Bool {
            if p == pattern.count { return s == path.count || path[s] == "/" && s > 0 }
            // `**/` at the start or after a slash: zero folders, or any run.
            if pattern[p] == "*", p + 2 < pattern.count, pattern[p + 1] == "*", pattern[p + 2] == "/", p == 0 || pattern[p - 1] == "/",
               match(p + 3, s) {
                return true
            }
            if pattern[p] == "*" {
                let crossesFolders = p + 1 < pattern.count && pattern[p + 1] == "*"
                let next = crossesFolders ? p + 2 : p + 1
                var index = s
                while true {
                    if match(next, index) { return true }
                    guard index < path.count, crossesFolders || path[index] != "/" else { return false }
                    index += 1
                }
            }
            guard s < path.count, pattern[p] == "?" ? path[s] != "/" : pattern[p] == path[s] else { return false }
            return match(p + 1, s + 1)
        }
        return match(0, 0)
    }
}
