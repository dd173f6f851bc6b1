@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// The stream schema's rule kinds and ground/plate question by name, as the tests were written
/// before kinds became schema data.
extension RuleKind {
    static func stream(_ name: String) -> RuleKind { Schema.stream.ruleKinds.first { $0.name == name }! }
    static var title: RuleKind { stream("title") }
    static var body: RuleKind { stream("body") }
    static var marker: RuleKind { stream("marker") }
    static var fill: RuleKind { stream("fill") }
    static var capsule: RuleKind { stream("capsule") }
    static var ladder: RuleKind { stream("ladder") }
    static var darkStep: RuleKind { stream("darkStep") }
    static var signal: RuleKind { stream("signal") }
}

extension SuggestionQuery {
    static func groundAndPlate(ground: Colour, plate: Colour, minimum: Double? = nil, movingGround: Bool = false) -> SuggestionQuery {
        groundAndPlate(ground: ground, plate: plate, minimum: minimum, movingGround: movingGround, schema: .stream)!
    }
}
