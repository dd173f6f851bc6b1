import Foundation
import Testing

/// A palette's id is its file's name, everywhere, and the other kind is one step. The data loss
/// this guards against: were `fix --invert --out Palettes/readerLight.json` to write a file whose
/// id is still `reader`, `open` of it would journal `new reader`, and a replay of that journal
/// would write Palettes/reader.json with the light palette's colours, in silence.
@Suite struct TwinAndIDTests {
    static func folderWithNord(as id: String = "reader") throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let nord = try SecondSchemaTests.committed("Palettes/nord.json")
            .replacingOccurrences(of: "\"id\": \"nord\"", with: "\"id\": \"\(id)\"")
            .replacingOccurrences(of: "  \"twin\": \"craftLight\",\n", with: "")
        try folder.write(nord, to: "Palettes/\(id).json")
        return folder
    }

    @Test func theLightTwinIsWrittenUnderItsOwnIdAndNeverReplaysOverTheDarkPalette() throws {
        let folder = try Self.folderWithNord()
        let fixed = try BinaryRunner.run(["fix", "Palettes/reader.json", "--invert", "--out", "Palettes/readerLight.json"], directory: folder.url)
        #expect(fixed.status == 0, "\(fixed.errors)")
        #expect(fixed.output.contains("wrote Palettes/readerLight.json: readerLight, the light twin of reader, which Palettes/reader.json now names as its twin"),
                "\(fixed.output)")
        let light = try folder.read("Palettes/readerLight.json")
        #expect(light.contains("\"id\": \"readerLight\"") && light.contains("\"twin\": \"reader\""))
        let dark = try folder.read("Palettes/reader.json")
        #expect(dark.contains("\"twin\": \"readerLight\""))
        // Open the light twin, change it, save; replay its journal: the dark palette's bytes stay.
        let opened = try BinaryRunner.run(["open", "Palettes/readerLight.json"], input: "set ink #101010\nsave\n", directory: folder.url)
        #expect(opened.status == 0, "\(opened.output)\(opened.errors)")
        #expect(opened.output.hasPrefix("opened readerLight from Palettes/readerLight.json"), "\(opened.output)")
        #expect(try folder.read("Sessions/readerLight.session").contains("\nnew readerLight\n"))
        let replayed = try BinaryRunner.run(["replay", "Sessions/readerLight.session"], directory: folder.url)
        #expect(replayed.status == 0, "\(replayed.errors)")
        #expect(try folder.read("Palettes/reader.json") == dark)
        let check = try BinaryRunner.run(["replay", "--check", "Sessions/readerLight.session"], directory: folder.url)
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        // Both export as one design: no "appears twice".
        let export = try BinaryRunner.run(["export", "xcassets", "Palettes/reader.json", "Palettes/readerLight.json", "--out", "out"], directory: folder.url)
        #expect(export.status == 0, "\(export.errors)")
    }

    /// A file named for another id is refused with the fix named, and nothing is written.
    @Test func aFileHoldingAnotherIdIsRefused() throws {
        let folder = try Self.folderWithNord()
        try folder.write(try folder.read("Palettes/reader.json"), to: "Palettes/readerLight.json")
        let before = try folder.read("Palettes/reader.json")
        let opened = try BinaryRunner.run(["open", "Palettes/readerLight.json"], input: "save\n", directory: folder.url)
        #expect(opened.status == 2)
        #expect(opened.errors == "palette-repl: Palettes/readerLight.json holds the palette 'reader', but a palette's id is its file's name: rename the file reader.json, or make a palette of its own with 'palette-repl new readerLight --from Palettes/readerLight.json'\n",
                "\(opened.errors)")
        #expect(!folder.exists("Sessions/readerLight.session"))
        #expect(try folder.read("Palettes/reader.json") == before)
        let fixed = try BinaryRunner.run(["fix", "Palettes/reader.json", "--out", "fixed.json"], directory: folder.url)
        #expect(fixed.status == 2)
        #expect(fixed.errors.contains("fix: fixed.json would hold the palette 'reader', but a palette's id is its file's name: write reader.json, or give the written palette that file's id with --id"),
                "\(fixed.errors)")
        #expect(!folder.exists("fixed.json"))
        let renamed = try BinaryRunner.run(["fix", "Palettes/reader.json", "--out", "fixed.json", "--id", "fixed"], directory: folder.url)
        #expect(renamed.status == 0, "\(renamed.errors)")
        #expect(try folder.read("fixed.json").contains("\"id\": \"fixed\""))
        let drafted = try BinaryRunner.run(["draft", "dusk", "--key", "paper=#2E3440", "--out", "other.json"], directory: folder.url)
        #expect(drafted.status == 2)
        #expect(drafted.errors.contains("draft: other.json would hold the palette 'dusk'"), "\(drafted.errors)")
    }

    /// In the shell, `twin new` makes the other kind with a session of its own; `twin ID` of a
    /// palette that does not exist says so.
    @Test func twinNewMakesTheOtherKindAndTwinOfNothingSaysSo() throws {
        let folder = try Self.folderWithNord()
        let shell = try BinaryRunner.run(["open", "reader"], input: "twin readrLight\ntwin new\nsave\n", directory: folder.url)
        #expect(shell.status == 0, "\(shell.output)\(shell.errors)")
        #expect(shell.output.contains("readrLight is not a palette yet (no Palettes/readrLight.json): exports pair them once it is; 'twin new readrLight' makes it"),
                "\(shell.output)")
        #expect(shell.output.contains("wrote Palettes/readerLight.json and Sessions/readerLight.session: readerLight, the light twin of reader"), "\(shell.output)")
        let check = try BinaryRunner.run(["replay", "--check", "Sessions/readerLight.session", "Sessions/reader.session"], directory: folder.url)
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        #expect(try folder.read("Palettes/reader.json").contains("\"twin\": \"readerLight\""))
    }
}

/// The twin's levels keep the status colours: a dark palette whose destructive is #DC2626 turns
/// into a light twin whose `high` variant derives only with a status hue turned, and `fix --invert
/// --out` pins that turn, says so, and writes a twin whose `check --level high` passes its rules
/// and bands (checked by the built binary, the bands by their own numbers in `check --json`).
@Suite struct TwinLevelTests {
    /// craftDark as `reader`, with destructive #DC2626 and no twin.
    static func folderWithRedReader() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let dark = try SecondSchemaTests.committed("Palettes/craftDark.json")
            .replacingOccurrences(of: "\"id\": \"craftDark\"", with: "\"id\": \"reader\"")
            .replacingOccurrences(of: "  \"twin\": \"craftLight\",\n", with: "")
        let red = try #require(dark.range(of: ##""destructive": "#[0-9A-F]{6}""##, options: .regularExpression))
        try folder.write(dark.replacingCharacters(in: red, with: "\"destructive\": \"#DC2626\""), to: "Palettes/reader.json")
        return folder
    }

    @Test func theTwinsHighVariantKeepsTheStatusBands() throws {
        let folder = try Self.folderWithRedReader()
        let fixed = try BinaryRunner.run(["fix", "Palettes/reader.json", "--invert", "--out", "Palettes/readerLight.json"], directory: folder.url)
        #expect(fixed.status == 0, "\(fixed.errors)")
        #expect(fixed.output.contains("at high: pinned #"), "\(fixed.output)")
        #expect(fixed.output.contains("so the high variant keeps "), "\(fixed.output)")
        let light = try folder.read("Palettes/readerLight.json")
        #expect(light.contains("\"high\": {"), "\(light)")
        let check = try BinaryRunner.run(["check", "Palettes/readerLight.json", "--level", "high", "--json"], directory: folder.url)
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [String: Any])
        let file = try #require((json["files"] as? [[String: Any]])?.first)
        let bands = try #require(file["bands"] as? [[String: Any]])
        for band in bands where ["destructive", "success", "warning"].contains(band["role"] as? String) {
            let lightness = try #require(band["lightness"] as? Double), chroma = try #require(band["chroma"] as? Double)
            #expect((0.35...0.80).contains(lightness) && chroma >= 0.06, "\(band)")
        }
        #expect(bands.count == 4)
        // The same light palette without its pin: `fix --level high` is refused naming the band,
        // and offers the turn.
        var plain = try #require(try JSONSerialization.jsonObject(with: Data(light.utf8)) as? [String: Any])
        plain["levels"] = nil
        plain["twin"] = nil
        plain["id"] = "plainLight"
        try folder.write(String(decoding: try JSONSerialization.data(withJSONObject: plain), as: UTF8.self), to: "Palettes/plainLight.json")
        let refused = try BinaryRunner.run(["fix", "Palettes/plainLight.json", "--level", "high"], directory: folder.url)
        #expect(refused.status == 1, "\(refused.output)\(refused.errors)")
        #expect(refused.output.contains(" band OKLCH lightness 0.35–0.8, chroma ≥ 0.06"), "\(refused.output)")
        #expect(refused.output.contains("derives the high variant: 'level high', then 'set "), "\(refused.output)")
    }

    /// The shell's `twin new` pins the same turn, and the twin's session replays to it.
    @Test func twinNewPinsTheTurnAndReplays() throws {
        let folder = try Self.folderWithRedReader()
        let shell = try BinaryRunner.run(["open", "reader"], input: "twin new\nsave\n", directory: folder.url)
        #expect(shell.status == 0, "\(shell.output)\(shell.errors)")
        #expect(shell.output.contains("at high: pinned #"), "\(shell.output)")
        #expect(try folder.read("Palettes/readerLight.json").contains("\"high\": {"))
        let check = try BinaryRunner.run(["replay", "--check", "Sessions/readerLight.session"], directory: folder.url)
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        let high = try BinaryRunner.run(["check", "Palettes/readerLight.json", "--level", "high"], directory: folder.url)
        #expect(high.status == 0, "\(high.output)\(high.errors)")
    }

    /// A light draft from a teal key (the issue's #14B8A6, which fails accent/paper fill ≥ 3 and
    /// moves) derives at `high` with a status hue turned and pinned, and its session replays to the
    /// same bytes: the shell's `draft --move-keys` moves the key and pins the turn as the one-shot did.
    @Test func aLightDraftPinsItsTurnAndReplays() throws {
        let folder = try TemporaryFolder()
        let drafted = try BinaryRunner.run(["draft", "reader", "--key", "accent=#14B8A6", "--kind", "light", "--like", "builtin", "--dir", "."],
                                           directory: folder.url)
        #expect(drafted.status == 0, "\(drafted.output)\(drafted.errors)")
        #expect(drafted.output.contains("at high: pinned #"), "\(drafted.output)")
        #expect(try folder.read("Palettes/reader.json").contains("\"high\": {"))
        let check = try BinaryRunner.run(["replay", "--check", "Sessions/reader.session"], directory: folder.url)
        #expect(check.status == 0, "\(check.output)\(check.errors)")
    }
}
