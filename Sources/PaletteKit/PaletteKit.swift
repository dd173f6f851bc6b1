// PaletteKit is the library other packages depend on: the core's layers, each a target whose
// dependencies the compiler enforces (docs/ARCHITECTURE.md, "The core's layers"), re-exported as one module.
@_exported import PaletteCore
@_exported import PaletteDraft
@_exported import PaletteExport
@_exported import PaletteTokens
@_exported import PaletteUsage
