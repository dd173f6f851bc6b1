/// What a rule measures, as one type: how it reads a pair of colours as the rule sees them
/// (opaque, composited over what they sit on), which thresholds a schema may give it, how its
/// values print, and how the solver and the repair may move a role to pass it. Each measure is
/// one file here and one line of `Measure.all`; nothing else names a measure.
public protocol RuleMeasure: Sendable {
    /// What the measure keeps of one colour, read once per colour (a luminance, a lightness,
    /// Lab under each simulated vision).
    associatedtype Reading: Sendable

    /// The name a schema file gives it (`"measure": "contrast"`).
    static var name: String { get }
    /// What it is, for help, the man page and lint's reports.
    static var summary: String { get }
    /// What a value is, for errors (`a contrast ratio`).
    static var unit: String { get }
    /// The thresholds a schema may give it, in its unit.
    static var thresholds: ClosedRange<Double> { get }
    /// Decimal places a value prints with.
    static var decimals: Int { get }
    /// How the solver and the repair may read it along a role's lightness line.
    static var alongTheLine: AlongTheLine { get }

    static func reading(_ seen: Colour) -> Reading
    /// The pair's value; a rule passes when it is at least the threshold.
    static func value(_ foreground: Reading, _ background: Reading) -> Double
    /// Whether a pair's value reaches `threshold`: `value(...) >= threshold`, which a measure may
    /// tell sooner (without every term of its value).
    static func reaches(_ foreground: Reading, _ background: Reading, threshold: Double) -> Bool
    /// A value beside the other side's name, as a suggestion says it (`2.01 against faint`).
    static func phrase(_ value: String, partner: String) -> String
    /// What `check` adds to a pair's value (the vision a difference is least under); nil when
    /// the value says it all.
    static func detail(_ foreground: Reading, _ background: Reading) -> String?
}

/// How a measure changes as one side moves along its lightness line, which decides how the
/// solver and the repair search it.
public enum AlongTheLine: Sendable {
    /// A WCAG contrast ratio of the sides' luminances: a rule passes outside one interval of the
    /// moving side's luminance, found in closed form.
    case wcagLuminance
    /// A difference of OKLCH lightness: the same, in lightness.
    case oklchLightness
    /// Neither: measured at each candidate the search visits.
    case scanned
}

extension RuleMeasure {
    public static func reaches(_ foreground: Reading, _ background: Reading, threshold: Double) -> Bool {
        value(foreground, background) >= threshold
    }
    public static func detail(_ foreground: Reading, _ background: Reading) -> String? { nil }
    public static func phrase(_ value: String, partner: String) -> String { "\(value) against \(partner)" }
}
