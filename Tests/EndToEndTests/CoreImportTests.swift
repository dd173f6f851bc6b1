import Foundation
import Testing

/// The pure core imports only the C library and the standard library's own modules: Foundation
/// would link its ICU data into every binary and cost each command milliseconds of start-up
/// (a whole `check` of twelve palettes takes about 6 ms).
@Suite struct CoreImportTests {
    @Test func paletteKitImportsNoFoundation() throws {
        let root = URL(fileURLWithPath: IntegrityEndToEndTests.repositoryFile("Sources/PaletteKit"))
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        for file in files {
            let imports = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("import ") }
            for line in imports {
                #expect(!line.hasPrefix("import Foundation"), "\(file.lastPathComponent): \(line)")
            }
        }
    }
}
