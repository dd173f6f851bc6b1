/// Where the preview page draws each palette, in CSS pixels, so a test can look at known
/// places of a screenshot. Columns sit side by side from the page's top-left corner.
package enum PreviewLayout {
    package static let margin = 20
    package static let columnWidth = 360
    package static let columnGap = 20
    package static let headerHeight = 40
    package static let groundHeight = 300
    package static let stageHeight = 160

    /// The left edge of column `index`.
    package static func columnX(_ index: Int) -> Int { margin + index * (columnWidth + columnGap) }

    /// Points that show one role's colour and nothing else, relative to the page.
    package static func probes(column index: Int) -> [(role: String, x: Int, y: Int)] {
        let x = columnX(index), top = margin + headerHeight
        return [
            ("paper", x + 8, top + 52),
            ("bar", x + 300, top + 30),
            ("plate", x + 330, top + 60 + 160),
            ("accent", x + 20 + 20 + 8, top + 60 + 120 + 8),
            ("stage", x + 8, top + groundHeight + stageHeight - 8),
        ]
    }

    /// Page width for `count` columns.
    package static func pageWidth(columns count: Int) -> Int { 2 * margin + count * columnWidth + (count - 1) * columnGap }
}
