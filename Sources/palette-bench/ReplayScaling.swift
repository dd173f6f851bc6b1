import PaletteCommands
import PaletteTestSupport
import PaletteKit

/// How replay time grows with a session's length: a session of N commands must cost about N
/// times one command, so 10,000 lines take about ten times as long as 1,000 (a cost that grows
/// with the square of the length shows as a far larger ratio). The sessions set roles of the
/// fixture-like palette in turn, with an undo and a redo every tenth line.
enum ReplayScaling {
    /// `setsOnly`: only `set` lines (the figure of docs/performance.md, "Replay"), then
    /// `save --force`, so that `palette-repl replay` of it runs to the end and writes its palette.
    /// `oneRole`: every line sets the ground (`set paper`), whose rules stay pending while the
    /// rest is unset (replay's cost must not depend on the role), then each other role once.
    static func session(lines count: Int, setsOnly: Bool = false, oneRole: Bool = false) -> String {
        let roles = oneRole ? [Schema.stream.ground] : Schema.stream.roleNames
        var lines = ["new benchReplay"]
        for index in 0..<count {
            switch setsOnly ? 0 : index % 10 {
            case 8: lines.append("undo")
            case 9: lines.append("redo")
            default:
                let value = 0x808080 + (index * 2654435761) % 0x7F7F7F
                let hex = String(value, radix: 16, uppercase: true)
                lines.append("set \(roles[index % roles.count]) #" + String(repeating: "0", count: 6 - hex.count) + hex)
            }
        }
        if oneRole {
            // The other roles once, so the palette is complete and saves.
            for (index, role) in Schema.stream.roleNames.enumerated() where role != Schema.stream.ground {
                let value = 0x808080 + (index * 2654435761) % 0x7F7F7F
                let hex = String(value, radix: 16, uppercase: true)
                lines.append("set \(role) #" + String(repeating: "0", count: 6 - hex.count) + hex)
            }
        }
        if setsOnly { lines.append("save --force") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Median seconds of `runs` in-process replays (no files: an in-memory file system).
    static func seconds(lines count: Int, runs: Int, setsOnly: Bool = false) -> Double {
        let text = session(lines: count, setsOnly: setsOnly)
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<runs {
            let elapsed = clock.measure {
                let result = SessionReplay.run(text, directory: "bench", fileSystem: MemoryFileSystem(), transcript: nil)
                precondition(result.failure == nil, "the benchmark session must replay")
            }
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return times.sorted()[runs / 2]
    }
}
