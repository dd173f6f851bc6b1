import PaletteCore

extension DTCGTokenReader {
    /// Members Style Dictionary writes on every token of its JSON output (its `json` and
    /// `javascript/*` formats serialise the tokens whole), beside the value, in either form
    /// (amzn/style-dictionary at 8f7c522d): `filePath` and `isSource`, the source file and
    /// whether it was a source (`lib/utils/combineJSON.js` lines 111 and 113, since v3.0.0);
    /// `original`, `name`, `attributes` and `path`, the token as written, its name and its path
    /// (`lib/transform/tokenSetup.js` lines 39–55); `key`, its reference (since v4.3.0,
    /// `lib/utils/convertTokenData.js`). They describe the token and change no value.
    static let styleDictionaryMetadata: Set<String> = ["filePath", "isSource", "original", "name", "attributes", "path", "key"]

    /// A token of Style Dictionary's output: it has `original`, the token as its source wrote
    /// it, which Style Dictionary adds before the transforms run. Its value is the build's
    /// result, transforms applied, so the transform members it still carries (Primer's `mix`
    /// and `alpha`, copied from the source) are not applied again.
    static func isBuiltByStyleDictionary(_ object: JSONValue) -> Bool {
        object["original"]?.members != nil
    }
}
