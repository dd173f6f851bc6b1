import EditorTheme

// Neither type is in the sources: the build generates StreamPalette from Palettes/nord.json
// and EditorTheme's EditorPalette from its Palettes/harbor.json and palette-schema.json.
print(StreamPalette.nord.paper)
print(EditorPalette.harbor.background)
