// libFuzzer harness: the scheme-file readers of `source FILE`. The first byte picks the format
// (by file name, as `source` does), the rest is the file. Any text loads or gives one error;
// an error's line lies within the file, and a loaded library has named swatches, each name once
// (every reader goes through the same uniqueness rule).
import PaletteKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSchemeFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let names = ["mine.tokens.json", "mine.json", "mine.css", "mine.yaml"]
    let path = names[Int(data[0]) % names.count]
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    do throws(SchemeFileError) {
        let library = try SchemeFile.read(text, path: path)
        guard !library.swatches.isEmpty, library.swatches.allSatisfy({ !$0.name.isEmpty }) else {
            fatalError("\(path) loaded an empty library or an unnamed swatch")
        }
        guard Set(library.swatches.map(\.name)).count == library.swatches.count else {
            fatalError("\(path) loaded one name twice")
        }
    } catch {
        let lines = TextLines.split(text).count
        if let line = error.line, line < 1 || line > max(lines, 1) {
            fatalError("\(path): error on line \(line) of a \(lines)-line file: \(error)")
        }
    }
    return 0
}
