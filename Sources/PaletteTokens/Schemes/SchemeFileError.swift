import PaletteCore

/// Why a designer's scheme file cannot be loaded. Nothing of a file with an error is loaded.
/// The wording lives with the other user-facing messages (PaletteCommands/ErrorText.swift).
package struct SchemeFileError: Error, Hashable, Sendable {
    /// 1-based; nil when the problem is the file as a whole.
    package let line: Int?
    package let problem: Problem

    package init(line: Int?, _ problem: Problem) {
        self.line = line
        self.problem = problem
    }

    package enum Problem: Hashable, Sendable {
        /// The file name does not end in .json, .css, .yaml or .yml.
        case unknownFormat(fileName: String)
        case notJSON(expected: String)
        case malformedColour(name: String, ColourParseError)
        /// A DTCG colour object this tool cannot read: `expected` says what it needs.
        case malformedColourObject(name: String, expected: String)
        case unsupportedColourSpace(name: String, space: String)
        case unknownAlias(name: String, target: String)
        /// An alias names a group: a token's value must be a token's.
        case aliasToGroup(name: String, target: String)
        case aliasCycle([String])
        case aliasToNonColour(name: String, target: String)
        /// A DTCG member that is neither a `$` property, a token nor a group.
        case notATokenOrGroup(name: String)
        /// A member of a token that is not DTCG's (`alpha`, `mix`: what a team's build applies to
        /// the value): read without it the colour would be another, so the file is refused.
        case unappliedMember(name: String, member: String)
        /// `alpha` or `mix` (`TokenTransform`) written other than as Primer's build reads it.
        case malformedTransform(name: String, member: String, expected: String)
        /// A flat JSON scheme's value that is not a colour string.
        case notAColourString(name: String)
        case duplicateName(String, firstLine: Int)
        /// A colour whose name is empty (`"": "white"`): a swatch is used by its name.
        case emptyName
        case missingBase16(scheme: String, keys: [String])
        /// A YAML line that is not `key: value`, a comment or a section.
        case malformedLine(String)
        case noColours
        /// Two files given together whose stems make one library name (`props.colors.css`
        /// and `props.gray-oklch.css` are both `props`).
        case sameLibrary(name: String, firstFile: String)
        /// More tokens than `DTCGTokenReader.maximumTokens`, counting those `$extends` copies.
        case tooManyTokens(limit: Int)
        /// A chain of `$extends` longer than `DTCGTokenReader.maximumExtendsDepth`.
        case extendsTooDeep(limit: Int)
    }
}
