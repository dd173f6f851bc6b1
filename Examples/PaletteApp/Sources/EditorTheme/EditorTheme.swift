// EditorPalette is generated at build time from Palettes/harbor.json and palette-schema.json
// (PaletteFacadePlugin); the module's own code reads it like any other type.

/// The editor palettes the app ships, by id (what a user's setting stores).
public let editorPaletteIDs: [EditorPalette.ID] = EditorPalette.ID.allCases
