@_spi(Testing) import PaletteKit
@_spi(Testing) import PaletteCore
@_spi(Testing) import PaletteExport
import PaletteCommands

/// The keep sweep: `fix PALETTE --level LEVEL --keep ROLE` for every shipped stream palette,
/// every role of the schema and every level, each role pinned in turn. This is what a designer
/// meets in the shell (a `set` at a level pins a role and the variant is derived with it), and
/// where the exact repair meets its hardest instances: a pinned signal colour at `high`, where
/// the signal rules ask 12 ΔE2000 under every simulated vision, and a pinned translucent colour.
enum KeepSweep {
    struct Instance {
        let id: String
        let level: LevelName
        let role: RoleName
        let palette: Palette
        /// The command line a user types for it.
        var arguments: [String] { ["fix", "Palettes/\(id).json", "--level", level.rawValue, "--keep", role.rawValue, "--json"] }
    }

    /// Every instance, palette by palette, level by level, role by role in schema order.
    static func instances(paletteFolder: String) -> [Instance]? {
        guard let palettes = RepairTiming.shipped(paletteFolder: paletteFolder) else { return nil }
        var instances: [Instance] = []
        for (id, palette) in palettes {
            for level in palette.schema.levelNames {
                for role in palette.schema.roleNames { instances.append(Instance(id: id, level: level, role: role, palette: palette)) }
            }
        }
        return instances
    }

    /// The instance's answer, as `fix --json` prints it.
    static func answer(_ instance: Instance) -> String {
        guard let repair = try? PaletteRepair.variant(of: instance.palette, at: instance.level, keep: [instance.role]) else { return "-" }
        return JSONWriter.write(RepairJSON.encode(repair))
    }

    struct Figure {
        let instance: Instance
        let seconds: Double
        let passes: Bool
        let cuts: Int
    }

    /// Each instance's wall time in process: the least of `runs` repairs.
    static func measure(_ instances: [Instance], runs: Int) -> [Figure] {
        let clock = ContinuousClock()
        return instances.map { instance in
            var best = Double.infinity
            var passes = false, cuts = 0
            for _ in 0..<runs {
                let elapsed = clock.measure {
                    let repair = try? PaletteRepair.variant(of: instance.palette, at: instance.level, keep: [instance.role])
                    passes = repair?.passes ?? false
                    cuts = repair?.cutsSolved ?? 0
                }
                best = min(best, seconds(elapsed))
            }
            return Figure(instance: instance, seconds: best, passes: passes, cuts: cuts)
        }
    }

    /// Each instance's wall time as a whole process (`palette-repl fix`, with `Instance.arguments`): the median of
    /// `runs` runs.
    static func measureProcesses(_ instances: [Instance], binary: String, runs: Int) -> [Double]? {
        var times: [Double] = []
        for instance in instances {
            guard let runTimes = OneShotTimer.repeated([binary] + instance.arguments, runs: runs) else { return nil }
            times.append(runTimes.sorted()[runs / 2])
        }
        return times
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
