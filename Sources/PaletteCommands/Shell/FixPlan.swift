import PaletteKit

/// The plan of the shell's last `fix`, which `apply` takes as one step, with the palette it was
/// made for: the repair's own input is the palette as the repair measured it (under `--invert`
/// without its pins, which are for its own kind), so it cannot tell whether the palette changed
/// since.
struct FixPlan {
    let palette: Palette
    let repair: PaletteRepair
}
