// libFuzzer harness: the palette file reader (JSON parser and palette decoding). Any text
// decodes or gives problems; a decoded palette written back decodes to the same palette.
import PaletteKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPaletteJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? JSONParser.parse(text)
    guard let palette = try? PaletteFile.decode(text) else { return 0 }
    let written = PaletteFile.encode(palette)
    guard let again = try? PaletteFile.decode(written), again == palette, again.id == palette.id else {
        fatalError("a decoded palette does not survive being written back:\n\(written)")
    }
    return 0
}
