import PaletteKit

/// What is wrong with a design system's token file (`lint`) or a colour scheme file (`source`).
extension ErrorText {
    package static func message(for problem: TokenProblem.Problem) -> String {
        switch problem {
        case .scheme(let problem): return message(for: problem)
        case .variableCycle(let names):
            let shown = names.count <= 6 ? names : Array(names.prefix(4)) + ["… (\(names.count - 5) more)", names.last!]
            return "var() goes round in a circle: " + shown.map(\.shownInError).joined(separator: " → ") + "; every property on it is invalid (CSS Custom Properties §3)"
        case .missingVariable(let name, let variable):
            return "\(name.shownInError) uses var(\(variable.shownInError)) with no fallback, and no file given defines \(variable.shownInError); the property is invalid"
        case .guaranteedInvalid(let name):
            return "\(name.shownInError) is initial, the guaranteed-invalid value, and a var() naming it has no fallback; the property is invalid (CSS Custom Properties §2.2)"
        case .malformedResolver(let text): return "not a DTCG 2025.10 resolver: \(text.shownInError)"
        case .missingFile(let path): return "the resolver names '\(path.shownInError)', which could not be read"
        case .notTokens(let expected): return "expected \(expected)"
        case .tooManyModes(let maximum):
            return "the stylesheets' conditions and selectors combine into more than \(maximum) modes; lint fewer files at once or name the pairs with --pair"
        case .tooManyElementKinds(let maximum):
            return "the stylesheets' selectors name more than \(maximum) kinds of element that custom properties are declared on; lint fewer files at once"
        case .missingImport(let target): return "@import names '\(target.shownInError)', which could not be read (imports are read relative to the importing file)"
        case .nestedTooDeep(let maximum):
            return "a block here is nested more than \(maximum) deep, and what it holds would go unread; expected at most \(maximum) levels of nested rules and at-rules"
        case .selectorTooComplex(let nesting, let ancestors):
            return "the selector of the rule here nests :is(), :where(), :not(), :has() or :host() more than \(nesting) deep, or names an element inside more than \(ancestors) others, and what the rule sets would go unread"
        }
    }

    static func message(for problem: SchemeFileError.Problem) -> String {
        switch problem {
        case .unknownFormat(let fileName):
            return "cannot tell the format of '\(fileName.shownInError)'; expected a .json (DTCG tokens or name → colour), .css (custom properties) or .yaml/.yml (base16/base24) file"
        case .notJSON(let expected): return "not valid JSON: expected \(expected)"
        case .malformedColour(let name, let error): return "\(name.shownInError): " + message(for: error)
        case .malformedColourObject(let name, let expected): return "\(name.shownInError): a DTCG colour value needs \(expected)"
        case .unsupportedColourSpace(let name, let space):
            return "\(name.shownInError): colorSpace '\(space.shownInError)' is not a DTCG 2025.10 colour space and has no hex fallback; expected srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65 or xyz-d50, or a \"hex\" member"
        case .unknownAlias(let name, let target): return "\(name.shownInError) refers to \(target.shownInError), which this file does not define"
        case .aliasToGroup(let name, let target):
            return "\(name.shownInError) refers to \(target.shownInError), which is a group; expected an alias to a token (a group's tokens are {group.token})"
        case .aliasCycle(let names):
            // A circle of thousands is still one line: its first names and where it closes.
            let shown = names.count <= 6 ? names : Array(names.prefix(4)) + ["… (\(names.count - 5) more)", names.last!]
            return "aliases go round in a circle: " + shown.map(\.shownInError).joined(separator: " → ")
        case .aliasToNonColour(let name, let target): return "\(name.shownInError) is a colour but refers to \(target.shownInError), which is not"
        case .notATokenOrGroup(let name): return "\(name.shownInError) is neither a token (an object with $value) nor a group (an object)"
        case .unappliedMember(let name, let member):
            return "token \(name.shownInError) has a member '\(member.shownInError)', which a build applies to its value and palette-repl does not (it applies Primer's alpha and mix); compute the value into $value (or move the member under $extensions)"
        case .malformedTransform(let name, let member, let expected):
            return "token \(name.shownInError): its member '\(member)' needs \(expected)"
        case .notAColourString(let name): return "\(name.shownInError): expected a colour string such as \"#2E3440\""
        case .duplicateName(let name, let firstLine): return "\(name.shownInError) is defined a second time with another value (first on line \(firstLine)); expected one value per name, so one theme per file"
        case .emptyName: return "a colour has an empty name; expected a name for every colour"
        case .missingBase16(let scheme, let keys):
            return "scheme '\(scheme.shownInError)' lacks " + keys.joined(separator: ", ") + "; expected base00–base0F (and base10–base17 for base24)"
        case .malformedLine(let text): return "expected 'key: value', found '\(text.shownInError)'"
        case .tooManyTokens(let limit): return "more than \(limit) tokens (counting those $extends copies); expected a smaller file"
        case .extendsTooDeep(let limit): return "$extends chains more than \(limit) groups deep; expected at most \(limit)"
        case .noColours:
            return "no colours found; expected DTCG colour tokens, '--name: colour;' custom properties, base00–base0F, or \"name\": \"colour\" members"
        case .sameLibrary(let name, let firstFile):
            return "would be the library '\(name.shownInError)', as '\(firstFile.shownInError)' is; expected files whose names differ before the first dot"
        }
    }
}
