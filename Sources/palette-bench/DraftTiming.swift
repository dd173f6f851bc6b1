import PaletteKit

/// Whole-process `palette-repl draft` from each shipped palette's three keys (the style built in)
/// and from a base16 scheme: what a designer waits for.
enum DraftTiming {
    /// Seconds of each run, the shipped palettes' keys in turn, `runs` runs in all; nil when the
    /// binary or the palettes cannot be read.
    static func keys(binary: String, paletteFolder: String, runs: Int) -> [Double]? {
        let ids = ["nord", "craftLight", "gruvbox", "rosePineDawn", "obsidian", "amberLinen"]
        var times: [Double] = []
        for index in 0..<runs {
            guard let text = RepairTiming.readFile("\(paletteFolder)/\(ids[index % ids.count]).json"),
                  let palette = try? PaletteFile.decode(text, requireComplete: true) else { return nil }
            let keys = (["paper", "ink", "accent"] as [RoleName]).flatMap { ["--key", "\($0)=\(palette[$0]!.hex)"] }
            guard let time = OneShotTimer.run([binary, "draft", "timed"] + keys) else { return nil }
            times.append(time)
        }
        return times
    }

    /// The same from a scheme file.
    static func scheme(binary: String, path: String, runs: Int) -> [Double]? {
        OneShotTimer.repeated([binary, "draft", "timed", "--scheme", path], runs: runs)
    }
}
