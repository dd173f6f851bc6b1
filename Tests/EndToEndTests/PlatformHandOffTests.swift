import Foundation
import Testing

/// The platform exports as real processes: each written from the shipped palettes,
/// and the Android resources compiled by Debian's `aapt` and read back from the compiled table
/// (bad platform exports are rows of `HandingOnTests.badExportsWriteNothing`).
@Suite struct PlatformHandOffTests {
    static let root = ReplayTests.root

    @Test(arguments: [
        ("xcassets", "wrote OUT/Palettes.xcassets (87 files) (3 palettes)\n"),
        ("android", "wrote OUT/res (2 files) and OUT/StreamPalette.kt (3 palettes)\n"),
        ("tailwind", "wrote OUT/palettes.tailwind.css (3 palettes)\n"),
        ("figma", "wrote OUT/stream.craftLight.tokens.json and 2 mode files beside it (3 palettes)\n"),
    ])
    func eachPlatformFormatIsWritten(format: String, message: String) throws {
        let folder = try TemporaryFolder()
        let out = folder.url.appendingPathComponent("out").path
        let outcome = try BinaryRunner.run(["export", format, "Palettes/craftLight.json", "Palettes/craftDark.json", "Palettes/nord.json", "--out", out], directory: Self.root)
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.output == message.replacingOccurrences(of: "OUT", with: out))
    }

    /// aapt compiles `res/`; its dump of the compiled table must hold every palette's colours as
    /// `0xAARRGGBB` under its names, and the night configuration the dark twin's colours. (aapt
    /// accepts a colour defined only at night, so the coverage is checked here.)
    @Test(RequiredTools.enabled(Aapt.path, "aapt is not installed: the Android export's compile test needs it (apt-get install aapt)"))
    func aaptCompilesTheAndroidResources() throws {
        let aapt = try RequiredTools.require(Aapt.path, "aapt")
        let folder = try TemporaryFolder()
        let ids = ["craftLight", "craftDark", "nord"]
        let export = try BinaryRunner.run(["export", "android"] + ids.map { "Palettes/\($0).json" } + ["--out", folder.url.path], directory: Self.root)
        #expect(export.status == 0, "\(export.errors)")
        try folder.write(#"<?xml version="1.0" encoding="utf-8"?><manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.palettes"/>"#,
                         to: "AndroidManifest.xml")
        let compile = try Aapt.run(aapt, ["package", "-f", "-M", "AndroidManifest.xml", "-S", "res", "-F", "palettes.apk"], in: folder.url)
        #expect(compile.status == 0, "\(compile.output)")
        let dump = try Aapt.run(aapt, ["dump", "resources", "palettes.apk"], in: folder.url)
        #expect(dump.status == 0)
        // config (default): / config night-v8: then `resource 0x… PACKAGE:color/NAME: t=0x1c d=0xAARRGGBB`.
        var values: [String: [String: String]] = [:], config = ""
        for line in dump.output.split(separator: "\n") {
            if let match = line.firstMatch(of: /config ([^:]+):/) { config = String(match.output.1); continue }
            if let match = line.firstMatch(of: /:color\/([a-z0-9_]+): t=0x1c d=0x([0-9a-f]{8})/) {
                values[config, default: [:]][String(match.output.1)] = match.output.2.uppercased()
            }
        }
        let day = try #require(values["(default)"]), night = try #require(values["night-v8"])
        let roles = try Self.palette("nord").keys.count
        #expect(day.count == 3 * (roles + 3))
        #expect(Set(night.keys).isSubset(of: Set(day.keys)), "a colour defined only at night: \(Set(night.keys).subtracting(day.keys))")
        for id in ids {
            for (role, hex) in try Self.palette(id) {
                let name = Self.snake(id) + "_" + Self.snake(role)
                #expect(day[name] == Self.argb(hex), "\(name)")
            }
        }
        for (role, hex) in try Self.palette("craftDark") {
            #expect(night["craft_light_" + Self.snake(role)] == Self.argb(hex), "night \(role)")
        }
        #expect(night.count == roles + 3)
    }

    /// Role → `#RRGGBB[AA]` as the palette file stores it, read with a pattern of the test's own.
    static func palette(_ id: String) throws -> [String: String] {
        let text = try String(contentsOf: root.appendingPathComponent("Palettes/\(id).json"), encoding: .utf8)
        return Dictionary(uniqueKeysWithValues: text.matches(of: /"([a-zA-Z]+)": "(#[0-9A-F]{6,8})"/).map { (String($0.output.1), String($0.output.2)) })
    }

    static func snake(_ name: String) -> String {
        name.map { $0.isUppercase ? "_" + $0.lowercased() : String($0) }.joined()
    }

    /// `#RRGGBB` or `#RRGGBBAA` → `AARRGGBB`.
    static func argb(_ hex: String) -> String {
        let digits = hex.dropFirst()
        return digits.count == 6 ? "FF" + digits : String(digits.suffix(2) + digits.prefix(6))
    }
}

/// Debian's `aapt` (Android Asset Packaging Tool), which builds Android resources on Linux.
enum Aapt {
    static var path: String? { RequiredTools.find("aapt") }

    static func run(_ aapt: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: aapt)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
