// libFuzzer harness: the colour parser. Any text either parses or gives a ColourParseError;
// a parsed colour's hex parses back to the same colour.
import PaletteKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColourParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let colour = try? ColourParser.parse(text) else { return 0 }
    guard let again = try? ColourParser.parse(colour.hex), again == colour else {
        fatalError("\(text.debugDescription) parsed to \(colour.hex), which does not parse back to itself")
    }
    return 0
}
