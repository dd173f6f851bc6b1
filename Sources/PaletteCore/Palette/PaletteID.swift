/// A palette's id is stored in users' settings: renaming one is a migration, never a typo fix.
public struct PaletteID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    /// `[a-z][A-Za-z0-9]{0,63}`; nil otherwise.
    public init?(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        guard (1...64).contains(scalars.count),
              ("a"..."z").contains(scalars[0]),
              scalars.allSatisfy({ $0.isASCII && (("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)) })
        else { return nil }
        rawValue = text
    }

    public var description: String { rawValue }

    public static func < (lhs: PaletteID, rhs: PaletteID) -> Bool { lhs.rawValue < rhs.rawValue }

    public static let pattern = "[a-z][A-Za-z0-9]{0,63}"
}
