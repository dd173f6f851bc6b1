// libFuzzer harness: colour expressions (the recursive parser and the evaluator) against a
// complete palette with two sources loaded. Every text gives a colour or an ExpressionError;
// an expression's colour is what its literal hex gives.
import PaletteKit

private let palette: Palette = {
    var palette = Palette(id: PaletteID("fuzz")!)
    for (index, role) in palette.schema.roleNames.enumerated() {
        let value = UInt8(truncatingIfNeeded: index * 6)
        palette[role] = Colour(red: 250 - value, green: 247 - value / 2, blue: 242 - value / 3)
    }
    return palette
}()
private let evaluator = ExpressionEvaluator(palette: palette, libraries: SwatchLibrary.all.prefix(2).map { $0 })

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpressionParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let colour = try? evaluator.evaluate(text) else { return 0 }
    guard let again = try? evaluator.evaluate(colour.hex), again == colour else {
        fatalError("\(text.debugDescription) evaluated to \(colour.hex), which does not evaluate back to itself")
    }
    return 0
}
