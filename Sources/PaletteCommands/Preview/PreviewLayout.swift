/// Where the preview page draws each palette, in CSS pixels. Columns sit side by side from the
/// page's top-left corner. (The browser tests read the page at points of their own,
/// `PreviewProbes`, as a person would, not from here.)
package enum PreviewLayout {
    package static let margin = 20
    package static let columnWidth = 360
    package static let columnGap = 20
    package static let headerHeight = 40
    package static let groundHeight = 300
    package static let stageHeight = 160
    /// The states below the stage: rows pressed, selected and highlighted, a menu, controls,
    /// a focused field and the signals.
    package static let statesHeight = 236

    /// The left edge of column `index`.
    package static func columnX(_ index: Int) -> Int { margin + index * (columnWidth + columnGap) }

    /// Page width for `count` columns.
    package static func pageWidth(columns count: Int) -> Int { 2 * margin + count * columnWidth + (count - 1) * columnGap }
}
