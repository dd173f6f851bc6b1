#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(Testing) import PaletteKit
@_spi(Testing) import PaletteCore
@_spi(Testing) import PaletteExport
import PaletteTestSupport

/// `fix` on each shipped palette perturbed (seeded) so that 10–25 rules fail, orders and kind
/// kept: the median and worst wall time per palette over `runs` repairs of the same draft.
enum RepairTiming {
    struct Figure {
        let id: String
        let failing: Int
        let moved: Int
        let cuts: Int
        let setAside: Int
        let rebuilt: Int
        let median: Double
        let worst: Double
    }

    /// Each shipped palette of the stream schema, perturbed (seeded) so that 10–25 rules fail.
    static func drafts(paletteFolder: String) -> [(id: String, palette: Palette)]? {
        var drafts: [(id: String, palette: Palette)] = []
        for (index, id) in Schema.stream.ids.enumerated() {
            guard let text = readFile(paletteFolder + "/" + id + ".json"),
                  let palette = try? PaletteFile.decode(text, requireComplete: true) else { return nil }
            drafts.append((id, PalettePerturbation.perturbed(palette, failing: 10...25, seed: 20261130 &+ UInt64(index))))
        }
        return drafts
    }

    /// Each shipped palette of the stream schema as shipped.
    static func shipped(paletteFolder: String) -> [(id: String, palette: Palette)]? {
        var palettes: [(id: String, palette: Palette)] = []
        for id in Schema.stream.ids {
            guard let text = readFile(paletteFolder + "/" + id + ".json"),
                  let palette = try? PaletteFile.decode(text, requireComplete: true) else { return nil }
            palettes.append((id, palette))
        }
        return palettes
    }

    /// `fix --level high` of each shipped palette (its variant at the schema's `high` level, as
    /// the exports derive it): the median and worst wall time per palette over `runs` repairs.
    static func measureHigh(paletteFolder: String, runs: Int) -> [Figure]? {
        guard let palettes = shipped(paletteFolder: paletteFolder) else { return nil }
        return palettes.map { id, palette in
            let failing = RuleEvaluator.evaluateAll(palette.pinned(at: "high") ?? palette).filter { $0.status == .fail }.count
            return timed(id: id, failing: failing, runs: runs) { try? PaletteRepair.variant(of: palette, at: "high") }
        }
    }

    static func measure(paletteFolder: String, runs: Int) -> [Figure]? {
        guard let drafts = drafts(paletteFolder: paletteFolder) else { return nil }
        return drafts.map { id, draft in
            let failing = RuleEvaluator.evaluateAll(draft).filter { $0.status == .fail }.count
            return timed(id: id, failing: failing, runs: runs) { try? PaletteRepair.repair(RepairRequest(palette: draft)) }
        }
    }

    /// The median and worst wall time of `runs` repairs, with what the last one did.
    private static func timed(id: String, failing: Int, runs: Int, _ repair: () -> PaletteRepair?) -> Figure {
        let clock = ContinuousClock()
        var times: [Double] = []
        var moved = 0, cuts = 0, setAside = 0, rebuilt = 0
        for _ in 0..<runs {
            let elapsed = clock.measure {
                let result = repair()
                moved = result?.moves.count ?? -1
                cuts = result?.cutsSolved ?? 0
                setAside = result?.candidatesSetAside ?? 0
                rebuilt = result?.tablesRebuilt ?? 0
            }
            times.append(seconds(elapsed))
        }
        times.sort()
        return Figure(id: id, failing: failing, moved: moved, cuts: cuts, setAside: setAside, rebuilt: rebuilt,
                      median: times[times.count / 2], worst: times.last!)
    }

    static func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
