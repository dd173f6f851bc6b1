/// A rule measure as a value a schema holds (`RuleKind.measure`): one of `all`, compared by name.
public struct Measure: Hashable, Sendable, CustomStringConvertible {
    /// Every measure a schema may name; adding a measure is one file and one line here.
    public static let all: [Measure] = [
        Measure(ContrastRatioMeasure.self),
        Measure(LightnessDifferenceMeasure.self),
        Measure(DistinctMeasure.self),
    ]

    /// The measure of a rule kind that names none: the first of `all`.
    public static var standard: Measure { all[0] }

    public static func named(_ name: String) -> Measure? { all.first { $0.name == name } }

    let type: any RuleMeasure.Type

    init(_ type: any RuleMeasure.Type) { self.type = type }

    public var name: String { type.name }
    public var summary: String { type.summary }
    public var unit: String { type.unit }
    public var thresholds: ClosedRange<Double> { type.thresholds }
    public var decimals: Int { type.decimals }
    public var alongTheLine: AlongTheLine { type.alongTheLine }
    public var description: String { name }

    public static func == (lhs: Measure, rhs: Measure) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The value of a pair as seen.
    public func value(_ foreground: Colour, _ background: Colour) -> Double { type.pairValue(foreground, background) }

    /// Whether a pair as seen reaches `threshold` (`RuleMeasure.reaches`).
    public func reaches(_ foreground: Colour, _ background: Colour, threshold: Double) -> Bool {
        type.pairReaches(foreground, background, threshold: threshold)
    }

    /// `check`'s note on a pair as seen (`RuleMeasure.detail`).
    public func detail(_ foreground: Colour, _ background: Colour) -> String? { type.pairDetail(foreground, background) }

    public func phrase(_ value: String, partner: String) -> String { type.phrase(value, partner: partner) }

    /// A value printed with the measure's places.
    public func format(_ value: Double) -> String { DecimalText.fixed(value, decimals) }

    /// Values over every pair of two lists of colours, each colour read once.
    func table(foregrounds: [Colour], backgrounds: [Colour]) -> MeasureTable { type.pairTable(foregrounds, backgrounds) }
}

extension RuleMeasure {
    /// What `Measure` asks of its type, in terms that do not name `Reading`.
    static func pairValue(_ foreground: Colour, _ background: Colour) -> Double { value(reading(foreground), reading(background)) }
    static func pairReaches(_ foreground: Colour, _ background: Colour, threshold: Double) -> Bool {
        reaches(reading(foreground), reading(background), threshold: threshold)
    }
    static func pairDetail(_ foreground: Colour, _ background: Colour) -> String? { detail(reading(foreground), reading(background)) }
    static func pairTable(_ foregrounds: [Colour], _ backgrounds: [Colour]) -> MeasureTable {
        MeasureTable(readings: LazyReadings<Self>(foregroundColours: foregrounds, backgroundColours: backgrounds))
    }
}

/// A measure's values over two lists of colours (`Measure.table`), each colour read when a pair
/// first asks for it: a search visits a few of a line's hundreds of colours, and a reading may
/// simulate four visions.
struct MeasureTable: Sendable {
    fileprivate var readings: any PairReadings

    mutating func reaches(foreground: Int, background: Int, threshold: Double) -> Bool {
        readings.reaches(foreground: foreground, background: background, threshold: threshold)
    }

    /// The same for a colour read now against a background of the list.
    mutating func reaches(_ foreground: Colour, background: Int, threshold: Double) -> Bool {
        readings.reaches(foreground, background: background, threshold: threshold)
    }
}

fileprivate protocol PairReadings: Sendable {
    mutating func reaches(foreground: Int, background: Int, threshold: Double) -> Bool
    mutating func reaches(_ foreground: Colour, background: Int, threshold: Double) -> Bool
}

private struct LazyReadings<M: RuleMeasure>: PairReadings {
    let foregroundColours: [Colour]
    let backgroundColours: [Colour]
    private var foregrounds: [M.Reading?]
    private var backgrounds: [M.Reading?]

    init(foregroundColours: [Colour], backgroundColours: [Colour]) {
        self.foregroundColours = foregroundColours
        self.backgroundColours = backgroundColours
        foregrounds = Array(repeating: nil, count: foregroundColours.count)
        backgrounds = Array(repeating: nil, count: backgroundColours.count)
    }

    // The table is reached through `any PairReadings`, whose witnesses are this generic code
    // unspecialised; a measure scanned along the line is read here millions of times, so its
    // own copy is compiled (a measure that is not scanned needs no line here).
    @_specialize(exported: false, where M == DistinctMeasure)
    mutating func reaches(foreground: Int, background: Int, threshold: Double) -> Bool {
        M.reaches(foregroundReading(foreground), backgroundReading(background), threshold: threshold)
    }

    mutating func reaches(_ foreground: Colour, background: Int, threshold: Double) -> Bool {
        M.reaches(M.reading(foreground), backgroundReading(background), threshold: threshold)
    }

    private mutating func foregroundReading(_ label: Int) -> M.Reading {
        if let known = foregrounds[label] { return known }
        let reading = M.reading(foregroundColours[label])
        foregrounds[label] = reading
        return reading
    }

    private mutating func backgroundReading(_ label: Int) -> M.Reading {
        if let known = backgrounds[label] { return known }
        let reading = M.reading(backgroundColours[label])
        backgrounds[label] = reading
        return reading
    }
}
