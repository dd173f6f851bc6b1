import PaletteCore

/// A design system's stylesheets read together, as a browser reads them: their custom property
/// declarations with the conditions, rules and layers they sit in (`@import`ed files in their
/// place, custom media expanded), the modes they make (`CSSTokenModes`), the kinds of element
/// their rules name (`ElementKind`), and each element's values in a mode
/// (`CSSTokenModes.Cascade`).
package struct CSSStylesheets {
    /// A set of conditions that hold at once, and the theme on the root.
    package struct Mode: Sendable {
        /// Custom media expanded, outermost first.
        package let conditions: [String]
        /// As written (`@media (--OSdark)`).
        package let written: [String]
        /// The selector text of the theme's rule (`.dark, .dark-theme`); nil for none.
        package let theme: String?
        /// `<html>` with the theme's class or attributes.
        package let root: CSSElement
        /// `dark · p3` (`CSSScopeName`).
        package let name: String
    }

    /// One element's custom properties in a mode.
    package struct Values {
        /// Its checked properties' colours, with their places, and why any has none.
        package let mode: TokenMode
        /// The properties rules matching it (or the elements it sits in below the root) declare.
        package let declared: Set<String>
    }

    package let modes: [Mode]
    package let kinds: [ElementKind]
    /// Every custom property any rule declares.
    package let declaredAnywhere: Set<String>
    private let located: [CSSTokenModes.Located]
    private let blocks: CSSTokenModes.Blocks
    private let layerRank: [String: Int]
    private let relevant: Set<String>?
    private let reached: Set<String>?
    private var colours = CSSTokenModes.ColourCache()

    /// `relevant`: the properties (without dashes) that are checked: only they and what their
    /// `var()` reach are resolved, and only rules setting those make modes and element kinds;
    /// nil for all. `conditions`: by file, the conditions it is read under.
    package init(_ files: [(path: String, text: String)], relevant: Set<String>?, conditions fileConditions: [[String]] = []) throws(TokenProblem) {
        let sheets = files.map { CSSStylesheet($0.text) }
        for (fileIndex, sheet) in sheets.enumerated() {
            if let line = sheet.nestedTooDeep {
                throw TokenProblem(TokenPlace(file: fileIndex, line: line), .nestedTooDeep(maximum: CSSStylesheet.maximumDepth))
            }
        }
        // Layers ranked in the order first named across the files; unlayered declarations last.
        var layerRank: [String: Int] = [:]
        for sheet in sheets { for layer in sheet.layers where layerRank[layer] == nil { layerRank[layer] = layerRank.count } }
        var customMedia: [String: String] = [:]
        // A later `@custom-media` of the same name wins (Media Queries Level 5 §8).
        for sheet in sheets { for (name, query) in sheet.customMedia { customMedia[name] = query } }
        var located: [CSSTokenModes.Located] = []
        // Each condition as first written (`@media (--OSdark)`), for the modes in full.
        var shown: [String: String] = [:]
        for (fileIndex, sheet) in sheets.enumerated() {
            let outer = fileIndex < fileConditions.count ? fileConditions[fileIndex] : []
            for declaration in sheet.declarations {
                let written = outer + declaration.conditions
                let expanded = written.map { MediaConditions.expanded($0, customMedia: customMedia) }
                for (condition, text) in zip(expanded, written) where shown[condition] == nil { shown[condition] = text }
                located.append(CSSTokenModes.Located(file: fileIndex, declaration: declaration, sequence: located.count, conditions: expanded))
            }
        }
        let blocks = try CSSTokenModes.Blocks(located)
        let reached = relevant.map { CSSTokenModes.reach(from: $0, declarations: located) }
        let setting = located.filter { reached?.contains($0.declaration.name) ?? true }
        var contexts: [CSSTokenModes.Context] = []
        for declaration in setting {
            let context = CSSTokenModes.Context(conditions: declaration.conditions, selector: blocks.theme(of: declaration))
            if !contexts.contains(context) { contexts.append(context) }
        }
        modes = try CSSTokenModes.modeContexts(contexts).map { context in
            Mode(conditions: context.conditions, written: context.conditions.map { shown[$0] ?? $0 }, theme: context.selector,
                 root: blocks.root(theme: context.selector),
                 name: CSSScopeName.mode(conditions: context.conditions, theme: blocks.namingMember(theme: context.selector)))
        }
        kinds = try blocks.kinds(setting, roots: [.html] + modes.map(\.root))
        declaredAnywhere = Set(located.map(\.declaration.name))
        self.located = located
        self.blocks = blocks
        self.layerRank = layerRank
        self.relevant = relevant
        self.reached = reached
    }

    /// The values of an element of `kind` in `mode`; of the root for nil.
    package mutating func values(of kind: ElementKind?, in mode: Mode) -> Values {
        let conditions = Set(mode.conditions)
        let cascade = CSSTokenModes.Cascade(applying: located.filter { Set($0.conditions).isSubset(of: conditions) }, blocks: blocks,
                                            layerRank: layerRank, names: reached)
        let chain = kind?.chain(root: mode.root) ?? [mode.root]
        var values = CSSTokenModes.ElementValues.none
        var declared: Set<String> = []
        var selectors: [String] = []
        for index in chain.indices {
            values = cascade.values(chain, at: index, parent: values)
            // A kind's own declarations are those below the root, which the root's scope has.
            if kind == nil || index > 0 {
                declared.formUnion(values.own)
                selectors += values.selectors.filter { !selectors.contains($0) }
            }
        }
        let scope = CSSScope(conditions: mode.written, root: mode.theme, element: kind?.name, mode: mode.name, selectors: selectors)
        return Values(mode: CSSTokenModes.mode(named: kind?.name ?? mode.name, values, located: located, relevant: relevant,
                                               scope: scope, colours: &colours),
                      declared: declared)
    }
}
