import PaletteCore
import PaletteExport

/// Each member's value: a declared type, or the type of what it is set to, followed through
/// other members, calls and the platforms' own types.
extension CodeModel {
    /// The state of finding members' values: each found once; one being found is unknown to
    /// itself (`static let a = b; static let b = a`).
    struct Resolution {
        let files: [CodeFile]
        let owners: DeclarationTable<(owner: Int32, isStatic: Bool)?>
        var found: DeclarationTable<ValueType?>
        var finding: DeclarationTable<Bool>
    }

    func resolve(_ reference: DeclarationReference, _ resolution: inout Resolution) -> ValueType {
        if let found = resolution.found[reference] { return found }
        guard !resolution.finding[reference] else { return .unknown }
        resolution.finding[reference] = true
        defer { resolution.finding[reference] = false }
        let fileIndex = Int(reference.file)
        let declaration = resolution.files[fileIndex].outline.declarations[Int(reference.index)]
        var value: ValueType
        if declaration.kind == .function {
            if !declaration.type.isNone {
                value = self.value(of: declaration.type, file: fileIndex)
            } else if !declaration.initializer.isEmpty {
                // Kotlin's `fun appColors() = AppColors(…)`: the result is the expression's.
                value = evaluate(file: fileIndex, declaration.initializer, selfType: resolution.owners[reference]?.owner, &resolution)
                if value.kind == .none { value = .opaque }
            } else {
                value = .opaque
            }
            value.isFunction = true
        } else if declaration.environmentType >= 0 {
            value = typeNamed[global(fileIndex, declaration.environmentType)].map { .typed($0) } ?? .opaque
        } else if !declaration.environmentKey.isEmpty {
            value = .typed(environmentValues)
            for key in declaration.environmentKey {
                value = resolvedMember(global(fileIndex, resolution.files[fileIndex].outline.names[Int(key)]), of: value, &resolution)
            }
        } else if !declaration.type.isNone, names[Int(global(fileIndex, declaration.type.name))] == "Self",
                  let owner = resolution.owners[reference]?.owner {
            // `static var solo: Self { … }`: a value of the type that declares it.
            value = .typed(owner)
            value.isList = declaration.type.isList
        } else if !declaration.type.isNone {
            value = self.value(of: declaration.type, file: fileIndex)
        } else if !declaration.initializer.isEmpty {
            let owner = resolution.owners[reference]
            value = evaluate(file: fileIndex, declaration.initializer, selfType: owner?.owner, &resolution)
        } else {
            value = .unknown
        }
        if value.kind == .none { value = .unknown }
        resolution.found[reference] = value
        return value
    }

    /// `member(_:of:)` while members' values are still being found.
    func resolvedMember(_ name: Int32, of value: ValueType, _ resolution: inout Resolution) -> ValueType {
        guard value.kind == .typed else { return value.kind == .opaque ? .opaque : .unknown }
        if value.isCompositionLocal {
            guard names[Int(name)] == "current" else { return .opaque }
            var element = value
            element.isCompositionLocal = false
            return element
        }
        var result = ValueType.none
        for type in value.types {
            guard let member = value.isMeta ? types[Int(type)].statics[name] : types[Int(type)].instance[name] else { continue }
            var found = member.value
            if found.kind == .none, let declaration = member.declaration { found = resolve(declaration, &resolution) }
            result.formUnion(found.kind == .none ? .unknown : found)
        }
        if result.kind == .none, isEnvironmentMember[Int(name)] { return .typed(environmentValues) }
        return result.kind == .none ? .unknown : result
    }

    /// The value of an initialiser: its first member chain (`ColorTheme()`,
    /// `LocalExtraColors.current`, `Theme.standard.palette`), or the `CompositionLocal` that
    /// `staticCompositionLocalOf { Palette() }` makes.
    func evaluate(file fileIndex: Int, _ range: Range<Int32>, selfType: Int32?, _ resolution: inout Resolution) -> ValueType {
        let file = resolution.files[fileIndex]
        var index = Int(range.lowerBound)
        let end = Int(range.upperBound)
        guard index < end else { return .unknown }
        let first = file.tokens[index]
        var value: ValueType
        if first.kind == .name {
            let name = global(fileIndex, first.name)
            switch file.keyword(index) {
            case .selfWord, .thisWord:
                value = selfType.map { .typed($0) } ?? .unknown
            case .selfType:
                value = selfType.map { .typed($0, isMeta: true) } ?? .unknown
            default:
                if PlatformFacades.compositionLocalMakers.contains(names[Int(name)]) {
                    var next = index + 1
                    var element = ValueType.unknown
                    if file.isPunctuation(next, 0x3C), next + 1 < end, file.tokens[next + 1].kind == .name {
                        element = typeNamed[global(fileIndex, file.tokens[next + 1].name)].map { .typed($0) } ?? .opaque
                    } else {
                        if file.isPunctuation(next, 0x28) { next = Int(file.closing(next)) + 1 }
                        if file.isPunctuation(next, 0x7B) {
                            element = evaluate(file: fileIndex, Int32(next + 1)..<Int32(file.closing(next)), selfType: selfType, &resolution)
                        }
                    }
                    element.isCompositionLocal = element.kind == .typed
                    return element
                }
                if let selfType, let member = types[Int(selfType)].instance[name] ?? types[Int(selfType)].statics[name] {
                    value = member.value.kind == .none ? member.declaration.map { resolve($0, &resolution) } ?? .unknown : member.value
                } else if let member = globals[name] {
                    value = member.value.kind == .none ? member.declaration.map { resolve($0, &resolution) } ?? .unknown : member.value
                } else {
                    value = root(name)
                }
            }
            index += 1
        } else if first.isPunctuation(0x2E), index + 1 < end, file.tokens[index + 1].kind == .name {
            value = .none
            let name = global(fileIndex, file.tokens[index + 1].name)
            for typeIndex in types.indices {
                guard let member = types[typeIndex].statics[name] else { continue }
                let found = member.value.kind == .none ? member.declaration.map { resolve($0, &resolution) } ?? .unknown : member.value
                value.formUnion(found)
            }
            if value.kind == .none { value = .unknown }
            index += 2
        } else {
            return .unknown
        }
        while index < end {
            let token = file.tokens[index]
            if token.isPunctuation(0x2E), index + 1 < end, file.tokens[index + 1].kind == .name {
                value = resolvedMember(global(fileIndex, file.tokens[index + 1].name), of: value, &resolution)
                index += 2
            } else if token.kind == .punctuation, token.length == 1, token.byte == 0x3F || token.byte == 0x21 {
                index += 1
            } else if token.isPunctuation(0x28) || (token.isPunctuation(0x7B) && (value.isMeta || value.isFunction)) {
                value = value.called
                index = Int(file.closing(index)) + 1
            } else if token.isPunctuation(0x5B) {
                value = value.element
                index = Int(file.closing(index)) + 1
            } else {
                break
            }
        }
        return value
    }

    /// The platforms' facades, and the Swift facade the schema's export writes (which a
    /// project's own copy, if read, merges into).
    func platformTypes(swiftPalette: String, kotlin: Bool) {
        environmentValues = makeType(named: id("EnvironmentValues")!)
        // Compose's facades exist where Kotlin does (SwiftUI has a `ColorScheme` of its own).
        for facade in PlatformFacades.kotlinFacades where kotlin {
            let typeID = makeType(named: id(facade.type)!)
            for role in facade.roles {
                guard let name = id(role) else { continue }
                types[Int(typeID)].instance[name] = Member(value: .opaque, declaration: nil)
            }
        }
        for (object, members) in PlatformFacades.themeObjects.sorted(by: { $0.key < $1.key }) {
            let objectType = makeType(named: id(object)!)
            for (member, facade) in members where kotlin {
                types[Int(objectType)].statics[id(member)!] = Member(value: .typed(typeNamed[id(facade)!]!), declaration: nil)
            }
        }
        // `StreamPalette` (each role a member), `StreamTokens` (each a static member, and
        // `active`), `LocalStreamPalette.current` in Compose.
        let palette = makeType(named: id(swiftPalette)!)
        let facade = makeType(named: id(vocabulary.facade)!)
        for token in vocabulary.tokens {
            let name = id(token.name)!
            types[Int(palette)].instance[name] = Member(value: .opaque, declaration: nil)
            types[Int(facade)].statics[name] = Member(value: .opaque, declaration: nil)
        }
        types[Int(facade)].statics[id("active")!] = Member(value: .typed(palette), declaration: nil)
        var local = ValueType.typed(palette)
        local.isCompositionLocal = true
        globals[id("Local" + swiftPalette)!] = Member(value: local, declaration: nil)
    }
}
