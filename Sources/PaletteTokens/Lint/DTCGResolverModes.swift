import PaletteCore

/// A DTCG 2025.10 resolver (Resolver module, https://www.designtokens.org/tr/2025.10/resolver/):
/// `resolutionOrder` lists sets and modifiers (by `$ref` to `#/sets/NAME` and
/// `#/modifiers/NAME`, or inline with `"type": "set"` / `"modifier"`); a set's `sources` and
/// each modifier context's sources are token files (`$ref` relative to the resolver) or inline
/// token objects. A mode is one context of every modifier: every combination, named
/// `theme=dark,contrast=high` in resolution order, its tokens the sources in resolution order
/// merged with later winning (`DTCGTokenModes`).
package enum DTCGResolverModes {
    /// Whether a parsed JSON document is a resolver rather than a token file.
    package static func isResolver(_ text: String) -> Bool {
        // JSON5 is a superset of JSON: a resolver in either reads.
        guard let document = try? JSONParser.parse(text, json5: true) else { return false }
        return document["resolutionOrder"] != nil
    }

    /// The token files the resolver names, as paths beside `resolverPath`, in first-named order.
    package static func referencedFiles(resolverPath: String, text: String) throws(TokenProblem) -> [String] {
        let resolver = try DTCGTokenModes.ParsedFile(path: resolverPath, text: text, index: 0)
        let layers = try self.layers(resolver)
        var paths: [String] = []
        for layer in layers {
            for sources in layer.contexts.map(\.sources) {
                for source in sources {
                    if case .file(let path, _) = source.kind, !paths.contains(join(resolverPath, path)) { paths.append(join(resolverPath, path)) }
                }
            }
        }
        return paths
    }

    /// `files`: the text of every file `referencedFiles` named.
    /// `relevant`: the tokens the lint checks, the only ones resolved (`DTCGTokenModes.mode`);
    /// nil for every token.
    package static func read(resolverPath: String, text: String, files: [String: String], relevant: Set<String>? = nil) throws(TokenProblem) -> TokenModes {
        let resolver = try DTCGTokenModes.ParsedFile(path: resolverPath, text: text, index: 0)
        let layers = try self.layers(resolver)
        var parsed = [resolver]
        var indexOf: [String: Int] = [:]
        for path in try referencedFiles(resolverPath: resolverPath, text: text) {
            guard let fileText = files[path] else { throw TokenProblem(nil, .missingFile(path)) }
            indexOf[path] = parsed.count
            parsed.append(try DTCGTokenModes.ParsedFile(path: path, text: fileText, index: parsed.count))
        }
        func sources(_ list: [SourceReference]) throws(TokenProblem) -> [DTCGTokenModes.Source] {
            var result: [DTCGTokenModes.Source] = []
            for source in list {
                switch source.kind {
                case .inline(let prefix):
                    result.append(.init(file: 0, prefix: prefix, document: resolver.document.at(prefix)!))
                case .pointer(let prefix):
                    guard let document = resolver.document.at(prefix) else { throw TokenProblem(source.place, .malformedResolver("$ref '#/\(prefix.joined(separator: "/"))' names nothing in the resolver")) }
                    result.append(.init(file: 0, prefix: prefix, document: document))
                case .file(let path, let pointer):
                    let index = indexOf[join(resolverPath, path)]!
                    guard let document = parsed[index].document.at(pointer) else {
                        throw TokenProblem(source.place, .malformedResolver("$ref '\(path)#/\(pointer.joined(separator: "/"))' names nothing in that file"))
                    }
                    result.append(.init(file: index, prefix: pointer, document: document))
                }
            }
            return result
        }
        // Every combination of the modifiers' contexts, the first modifier varying slowest.
        var combinations: [[Int]] = [[]]
        for layer in layers where layer.isModifier {
            combinations = combinations.flatMap { prefix in layer.contexts.indices.map { prefix + [$0] } }
        }
        var modes: [TokenMode] = []
        var ends = DTCGTokenModes.EndColours()
        for combination in combinations {
            var chosen = combination.makeIterator()
            var merged: [DTCGTokenModes.Source] = []
            var names: [String] = []
            for layer in layers {
                let context = layer.isModifier ? layer.contexts[chosen.next()!] : layer.contexts[0]
                if layer.isModifier { names.append("\(layer.name)=\(context.name)") }
                merged += try sources(context.sources)
            }
            modes.append(try DTCGTokenModes.mode(named: names.isEmpty ? "default" : names.joined(separator: ","), sources: merged, files: parsed, relevant: relevant, ends: &ends))
        }
        return TokenModes(files: parsed.map(\.path), modes: modes, kind: .dtcgResolver)
    }

    struct SourceReference {
        enum Kind {
            /// An object of tokens written in the resolver at this path.
            case inline([String])
            /// `{"$ref": "#/…"}` into the resolver.
            case pointer([String])
            /// `{"$ref": "file.json"}` or `file.json#/group`.
            case file(String, [String])
        }
        let kind: Kind
        let place: TokenPlace
    }

    /// A set (one context) or a modifier (its contexts, in the order written).
    struct Layer {
        let name: String
        let isModifier: Bool
        let contexts: [(name: String, sources: [SourceReference])]
    }

    static func layers(_ resolver: DTCGTokenModes.ParsedFile) throws(TokenProblem) -> [Layer] {
        let document = resolver.document
        func place(_ path: [String]) -> TokenPlace { DTCGTokenModes.place(file: 0, path: path, files: [resolver]) }
        func malformed(_ path: [String], _ text: String) -> TokenProblem { TokenProblem(place(path), .malformedResolver(text)) }
        guard let order = document["resolutionOrder"]?.arrayValue else {
            throw malformed(["resolutionOrder"], "\"resolutionOrder\" must be an array of sets and modifiers")
        }
        func sourceList(_ value: JSONValue?, at path: [String]) throws(TokenProblem) -> [SourceReference] {
            guard let items = value?.arrayValue else { throw malformed(path, "\(path.joined(separator: ".")) must be an array of sources") }
            var result: [SourceReference] = []
            for (index, item) in items.enumerated() {
                let at = path + [String(index)]
                guard item.members != nil else { throw malformed(at, "a source must be an object: {\"$ref\": \"file.json\"} or tokens") }
                if let reference = item["$ref"]?.stringValue {
                    let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                    let pointer = parts.count > 1 ? DTCGTokenReader.pointerPath("#" + parts[1]) : []
                    result.append(SourceReference(kind: parts[0].isEmpty ? .pointer(pointer) : .file(parts[0], pointer), place: place(at)))
                } else {
                    result.append(SourceReference(kind: .inline(at), place: place(at)))
                }
            }
            return result
        }
        func layer(_ value: JSONValue, at path: [String], name fallbackName: String, isModifier: Bool) throws(TokenProblem) -> Layer {
            let name = value["name"]?.stringValue ?? fallbackName
            if !isModifier { return Layer(name: name, isModifier: false, contexts: [("", try sourceList(value["sources"], at: path + ["sources"]))]) }
            guard let contexts = value["contexts"]?.members, !contexts.isEmpty else {
                throw malformed(path, "modifier '\(name)' needs \"contexts\": an object of context names to sources")
            }
            var result: [(name: String, sources: [SourceReference])] = []
            for context in contexts { result.append((context.key, try sourceList(context.value, at: path + ["contexts", context.key]))) }
            return Layer(name: name, isModifier: true, contexts: result)
        }
        var layers: [Layer] = []
        for (index, item) in order.enumerated() {
            let at = ["resolutionOrder", String(index)]
            if let reference = item["$ref"]?.stringValue {
                let pointer = DTCGTokenReader.pointerPath(reference)
                guard reference.hasPrefix("#/"), pointer.count == 2, pointer[0] == "sets" || pointer[0] == "modifiers",
                      let target = document.at(pointer) else {
                    throw malformed(at, "$ref '\(reference)' must name \"#/sets/NAME\" or \"#/modifiers/NAME\" of this resolver")
                }
                layers.append(try layer(target, at: pointer, name: pointer[1], isModifier: pointer[0] == "modifiers"))
            } else {
                switch item["type"]?.stringValue {
                case "set": layers.append(try layer(item, at: at, name: "set\(index)", isModifier: false))
                case "modifier": layers.append(try layer(item, at: at, name: "modifier\(index)", isModifier: true))
                default: throw malformed(at, "an inline resolution-order item needs \"type\": \"set\" or \"modifier\"")
                }
            }
        }
        return layers
    }

    /// A path relative to the resolver's folder (`./light.tokens.json` beside `dir/color.resolver.json`).
    static func join(_ resolverPath: String, _ path: String) -> String {
        var relative = path
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        if relative.hasPrefix("/") { return relative }
        guard let slash = resolverPath.lastIndex(of: "/") else { return relative }
        return String(resolverPath[...slash]) + relative
    }
}

extension JSONValue {
    /// The value at a path of member keys and array indices.
    func at(_ path: [String]) -> JSONValue? {
        var value: JSONValue? = self
        for key in path {
            if let items = value?.arrayValue, let index = Int(key) {
                value = index >= 0 && index < items.count ? items[index] : nil
            } else {
                value = value?[key]
            }
        }
        return value
    }
}
