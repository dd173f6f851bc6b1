import PaletteCore
import PaletteExport

/// What an app's Swift, Kotlin and Java files declare, put together: its types with their
/// members (extensions merged in, a Kotlin `object`'s and `companion`'s members read on the
/// type), its top-level declarations, and which of its types are palettes. A palette type is
/// found, not described: one whose properties are mostly roles of the schema (at least two,
/// none of a type that cannot be a colour), nested groups of roles included (`label.secondary`
/// is the role `labelSecondary`), plus the platforms' own (`PlatformFacades`) and the type the
/// schema's Swift export names. Member chains are then followed by type (`CodeReader`).
/// A reference: the reader asks it at most tokens, and a method of a struct this size (some 40
/// tables) is handed a copy of all of it at each call. Built whole in `init` and never changed
/// after, before any other thread sees it: why it is `Sendable` unchecked.
final class CodeModel: @unchecked Sendable {
    /// A declaration: its file and its index in that file's outline.
    struct DeclarationReference: Hashable, Sendable {
        let file: Int32
        let index: Int32
    }

    struct Member: Sendable {
        var value: ValueType
        var declaration: DeclarationReference?
    }

    struct TypeInfo: Sendable {
        let name: Int32
        /// Declared by the app (a type of its own, not one it only extends).
        var isApp = false
        /// Declared by the app as an enum (Swift's and Java's `enum`, Kotlin's `enum class`).
        var isEnum = false
        var instance: [Int32: Member] = [:]
        var statics: [Int32: Member] = [:]
        /// Instance and static members that are roles: member name → token index.
        var roles: [Int32: Int32] = [:]
        var staticRoles: [Int32: Int32] = [:]
        var conformances: Set<Int32> = []
        var declarations: [DeclarationReference] = []
        /// Where the app declares it (not an extension): file index and line; line 0 when it does not.
        var declaredIn: (file: Int32, line: Int32) = (0, 0)
        /// A palette: its members are roles (instance ones, or static ones of a facade).
        var isPalette = false
        /// A type whose members lead to a palette (a palette, a group of one, or a holder).
        var leadsToPalette = false
        /// A group of roles inside a palette (`label` of `label.secondary`): its member `m` is the
        /// role `prefix + M`.
        var groupPrefix: String?
        /// The groups made of this type, one for each member of a palette or group that holds it
        /// (`text` and `icon` of `TextColors`, `success` and `error` of `BadgeColors`): a value
        /// declared of the type itself (`colors: BadgeColors`) is any of them.
        var groups: [Int32] = []
    }

    let names: [String]
    let nameIndex: NameIndex
    /// Each name's schema token (its index in the vocabulary), or -1: asked of every member read.
    let tokenOfName: [Int32]
    /// Names of the platform's own colours (`Color.red`, `Color.accentColor`): never asset symbols.
    let isSystemColourMember: [Bool]
    /// Names of Swift's colour initialisers (`Color`, `UIColor`): a call of one may be a literal.
    let isSwiftColourCallee: [Bool]
    /// Android's generated `R` class, and the colour types whose static members may be asset
    /// symbols (`Color.paper`).
    let androidResources: Int32
    /// Three ids: a look along them is cheaper than a hash.
    let colourTypes: [Int32]
    /// Names below this id occur in the app's code.
    private let namesInCode: Int32
    /// Each file's name ids → global ones.
    let globalNames: [[Int32]]
    // The tables below are filled in `init` alone, on one thread, and only read after it: their
    // accesses are not checked for exclusivity at run time, which the reader would pay at every
    // member it follows.
    @exclusivity(unchecked) private(set) var types: [TypeInfo] = []
    @exclusivity(unchecked) private(set) var typeNamed: [Int32: Int32] = [:]
    /// Top-level properties and functions.
    @exclusivity(unchecked) private(set) var globals: [Int32: Member] = [:]
    /// Member name → the types leading to a palette that declare an instance member of it.
    @exclusivity(unchecked) private(set) var duckCandidates: [Int32: [Int32]] = [:]
    /// Member name → what the static members of that name are: `.brandAccent`, `.standard`.
    @exclusivity(unchecked) private(set) var implicitMembers: [Int32: ValueType] = [:]
    /// Member name → the role a colour type's static member of that name that the app declares
    /// is (`extension Color { static let brandRed = … }`): `.brandRed` reads it.
    @exclusivity(unchecked) private(set) var implicitRoles: [Int32: Int32] = [:]
    /// Those of `implicitRoles` that name something else too (an enum case, another type's static
    /// member): `.solo` reads the colour only where a colour is expected.
    @exclusivity(unchecked) private(set) var ambiguousImplicitRoles: Set<Int32> = []
    /// Functions whose call builds a palette (`lightColorScheme`), and the palette types, whose
    /// initialiser calls do: their arguments define roles.
    @exclusivity(unchecked) private(set) var builders: Set<Int32> = []
    /// `--receiver` names: a member chain that names one holds a palette.
    @exclusivity(unchecked) private(set) var receivers: Set<Int32> = []
    @exclusivity(unchecked) private(set) var paletteTypes: [Int32] = []
    /// Each declaration's tracking: followed to its uses, and the root it is (preview code).
    @exclusivity(unchecked) private(set) var tracking: [[Tracking]] = []
    /// Names of followed declarations: a mention of one is an edge.
    @exclusivity(unchecked) private(set) var followedNames: Set<Int32> = []
    /// Instance members the app adds in an extension (`fun Modifier.cardBackground()`,
    /// `extension View { func cardStyle() }`, `extension MenuState { func converted() }`): called
    /// on values whose type the reader does not follow (`Modifier.padding(4.dp).cardBackground()`,
    /// `binding.wrappedValue?.converted()`), so any member of that name is a use.
    @exclusivity(unchecked) private(set) var extensionMembers: Set<Int32> = []
    @exclusivity(unchecked) private(set) var environmentValues: Int32 = -1
    /// For each name id, which of the maps above hold it (`NameFact` bits): the reader asks
    /// them of every name it meets, and most names are in none, so a look here spares hashing.
    @exclusivity(unchecked) private(set) var facts: [UInt8] = []

    enum NameFact {
        static let receiver: UInt8 = 1, global: UInt8 = 2, type: UInt8 = 4, followed: UInt8 = 8, builder: UInt8 = 16, implicit: UInt8 = 32
        /// `recordedNames()`: code without one of these names gives the reader nothing to record.
        static let recorded: UInt8 = 64
        /// An instance or static member of one of the app's types: a name without it is no
        /// type's member, and no member table is asked for it.
        static let member: UInt8 = 128
    }

    /// While the model is built (before `facts` is filled) every map is asked.
    private func has(_ name: Int32, _ fact: UInt8) -> Bool {
        guard name >= 0 else { return false }
        return facts.isEmpty || facts[Int(name)] & fact != 0
    }
    let vocabulary: UsageVocabulary

    enum Tracking: UInt8, Sendable {
        /// Code of its container: live wherever the container is.
        case notFollowed
        /// Read only if something that is read names it.
        case followed
        /// Code a preview canvas runs (`#Preview`, `@Preview`, a `PreviewProvider`).
        case previewRoot
        /// A SwiftUI view or a widget: read where code names it, and live when nothing does.
        case view
    }

    // MARK: Building

    init(files: [CodeFile], vocabulary: UsageVocabulary, receivers extraReceivers: [String]) {
        self.vocabulary = vocabulary
        // Most names recur across files, the more so the larger the app: room for a quarter of
        // them, at most 16,384, and the table grows past that.
        var index = NameIndex(capacity: min(files.reduce(0) { $0 + $1.nameCount } / 4, 1 << 14))
        var globalNames: [[Int32]] = []
        globalNames.reserveCapacity(files.count)
        for file in files {
            var global = [Int32](repeating: 0, count: file.nameCount)
            file.bytes.withUnsafeBufferPointer { bytes in
                for local in 0..<file.nameCount {
                    let span = file.nameSpans[local]
                    let name = UnsafeBufferPointer(rebasing: bytes[Int(span.start)..<Int(span.end)])
                    global[local] = file.namesAreASCII ? index.intern(ascii: name, hash: file.nameHashes[local])
                        : index.intern(String(decoding: name, as: UTF8.self), hash: file.nameHashes[local])
                }
            }
            globalNames.append(global)
        }
        self.globalNames = globalNames
        namesInCode = Int32(index.names.count)
        for name in ["EnvironmentValues", "current", "Companion", "PreviewProvider", "Preview"] { _ = index.intern(name) }
        androidResources = index.intern("R")
        colourTypes = ["Color", "UIColor", "NSColor"].map { index.intern($0) }
        for facade in PlatformFacades.kotlinFacades { _ = index.intern(facade.type); facade.builders.forEach { _ = index.intern($0) } }
        // Sorted: the ids of names the code does not have are the same in every run.
        for (object, members) in PlatformFacades.themeObjects.sorted(by: { $0.key < $1.key }) {
            _ = index.intern(object)
            for name in members.keys.sorted() { _ = index.intern(name) }
        }
        for name in PlatformFacades.environmentMembers.sorted() { _ = index.intern(name) }
        for name in vocabulary.byName.keys.sorted() { _ = index.intern(name) }
        let swiftPalette = vocabulary.paletteTypes.first ?? "StreamPalette"
        for name in [swiftPalette, vocabulary.facade, "Local" + swiftPalette, "active"] + extraReceivers { _ = index.intern(name) }
        names = index.names
        nameIndex = index
        // From the few words to their ids, not from every name to a word.
        var tokenOfName = [Int32](repeating: -1, count: names.count)
        for (name, token) in vocabulary.byName { tokenOfName[Int(index.id(name)!)] = Int32(token) }
        self.tokenOfName = tokenOfName
        var isSystemColourMember = [Bool](repeating: false, count: names.count)
        for name in PlatformFacades.systemColourMembers { if let id = index.id(name) { isSystemColourMember[Int(id)] = true } }
        self.isSystemColourMember = isSystemColourMember
        var isSwiftColourCallee = [Bool](repeating: false, count: names.count)
        for name in ColourLiteralParser.swiftCallees { if let id = index.id(name) { isSwiftColourCallee[Int(id)] = true } }
        self.isSwiftColourCallee = isSwiftColourCallee
        receivers = Set(extraReceivers.map { index.id($0)! })
        build(files, swiftPalette: swiftPalette)
        var facts = [UInt8](repeating: 0, count: names.count)
        for name in receivers { facts[Int(name)] |= NameFact.receiver }
        for name in globals.keys { facts[Int(name)] |= NameFact.global }
        for name in typeNamed.keys { facts[Int(name)] |= NameFact.type }
        for name in followedNames { facts[Int(name)] |= NameFact.followed }
        for name in builders { facts[Int(name)] |= NameFact.builder }
        for name in implicitMembers.keys { facts[Int(name)] |= NameFact.implicit }
        for name in recordedNames(files) { facts[Int(name)] |= NameFact.recorded }
        for type in types {
            for name in type.instance.keys { facts[Int(name)] |= NameFact.member }
            for name in type.statics.keys { facts[Int(name)] |= NameFact.member }
        }
        self.facts = facts
    }

    func id(_ name: String) -> Int32? { nameIndex.id(name) }

    func global(_ file: Int, _ local: Int32) -> Int32 { local < 0 ? local : globalNames[file][Int(local)] }

    private func type(named name: Int32, isApp: Bool = false) -> Int32 {
        if let existing = typeNamed[name] {
            if isApp { types[Int(existing)].isApp = true }
            return existing
        }
        let index = Int32(types.count)
        types.append(TypeInfo(name: name, isApp: isApp))
        typeNamed[name] = index
        return index
    }

    private func build(_ files: [CodeFile], swiftPalette: String) {
        platformTypes(swiftPalette: swiftPalette, kotlin: files.contains { $0.language != .swift })
        // Types first, so members and extensions find them whatever the file order.
        var typeOfDeclaration = DeclarationTable<Int32>(files: files, initial: -1)
        for (fileIndex, file) in files.enumerated() {
            for (index, declaration) in file.outline.declarations.enumerated() where declaration.kind == .type {
                let reference = DeclarationReference(file: Int32(fileIndex), index: Int32(index))
                if declaration.has(.isCompanion) {
                    // A companion's members are read on its class.
                    if declaration.container >= 0, case let owner = typeOfDeclaration[file: fileIndex, index: declaration.container], owner >= 0 {
                        typeOfDeclaration[reference] = owner
                    }
                    continue
                }
                let name = global(fileIndex, declaration.name)
                guard name >= 0 else { continue }
                let typeID = type(named: name, isApp: declaration.typeKeyword != .extensionWord)
                typeOfDeclaration[reference] = typeID
                types[Int(typeID)].declarations.append(reference)
                if declaration.typeKeyword == .enumWord || declaration.has(.isEnum) { types[Int(typeID)].isEnum = true }
                if declaration.typeKeyword != .extensionWord, types[Int(typeID)].declaredIn.line == 0 {
                    types[Int(typeID)].declaredIn = (Int32(fileIndex), declaration.line)
                }
                for conformance in declaration.conformances { types[Int(typeID)].conformances.insert(global(fileIndex, file.outline.names[Int(conformance)])) }
            }
        }
        // Members, their values found once all are known.
        var owners = DeclarationTable<(owner: Int32, isStatic: Bool)?>(files: files, initial: nil)
        for (fileIndex, file) in files.enumerated() {
            for (index, declaration) in file.outline.declarations.enumerated() where declaration.kind == .property || declaration.kind == .function {
                let reference = DeclarationReference(file: Int32(fileIndex), index: Int32(index))
                let name = global(fileIndex, declaration.name)
                guard name >= 0 else { continue }
                let member = Member(value: .none, declaration: reference)
                var owner: Int32?
                var isStatic = false
                if declaration.receiver >= 0 {
                    // Kotlin's `val Palette.faded`, `fun Modifier.tint()`: a member of the receiver type.
                    owner = type(named: global(fileIndex, declaration.receiver))
                    extensionMembers.insert(name)
                } else if declaration.container >= 0 {
                    let found = typeOfDeclaration[file: fileIndex, index: declaration.container]
                    guard found >= 0 else { continue }
                    let container = file.outline.declarations[Int(declaration.container)]
                    owner = found
                    isStatic = declaration.has(.isStatic) || container.typeKeyword == .objectWord || container.has(.isCompanion)
                    if container.typeKeyword == .extensionWord, !isStatic { extensionMembers.insert(name) }
                }
                if let owner {
                    owners[reference] = (owner, isStatic)
                    if isStatic {
                        if types[Int(owner)].statics[name] == nil { types[Int(owner)].statics[name] = member }
                    } else if types[Int(owner)].instance[name] == nil {
                        types[Int(owner)].instance[name] = member
                    }
                } else if globals[name] == nil {
                    globals[name] = member
                }
            }
        }
        // A nested type is read through its container (`Asset.Colors.Brand.blurple`): a static
        // member of it, unless a member of that name is declared. Types are known by their names
        // alone, so whether one may be a group of roles is asked of the declaration nested there
        // (`Asset.Colors.Brand`, whose `blurple` is `brandBlurple`), not of every type of its name
        // (`L10n.ServerPicker.Button`).
        var groupNests = Set<NestedType>()
        let tokenPrefixes = Self.properPrefixes(Array(vocabulary.byName.keys))
        for (fileIndex, file) in files.enumerated() {
            let declarations = file.outline.declarations
            for (index, declaration) in declarations.enumerated()
            where declaration.kind == .type && declaration.container >= 0 && declaration.typeKeyword != .extensionWord && !declaration.has(.isCompanion) {
                let owner = typeOfDeclaration[file: fileIndex, index: declaration.container]
                let nested = typeOfDeclaration[file: fileIndex, index: Int32(index)]
                let name = global(fileIndex, declaration.name)
                guard owner >= 0, nested >= 0, owner != nested, name >= 0, types[Int(owner)].statics[name] == nil else { continue }
                types[Int(owner)].statics[name] = Member(value: .typed(nested, isMeta: true), declaration: nil)
                // Its own members follow it, inside its extent.
                let prefix = Self.lowercasingFirst(names[Int(name)])
                guard Self.mayPrefixRoles(prefix, tokenPrefixes) else { continue }
                var inner = index + 1
                while inner < declarations.count, declarations[inner].extent.lowerBound < declaration.extent.upperBound {
                    if declarations[inner].container == Int32(index), declarations[inner].name >= 0,
                       groupRole(prefix, file.name(declarations[inner].name)) != nil {
                        groupNests.insert(NestedType(owner: owner, name: name))
                        break
                    }
                    inner += 1
                }
            }
        }
        var resolution = Resolution(files: files, owners: owners, found: DeclarationTable(files: files, initial: nil),
                                    finding: DeclarationTable(files: files, initial: false))
        // In the order the code declares them: a declaration met again while it is resolved (a
        // cycle) is unknown there, so which one comes first must not be a dictionary's choice.
        for typeIndex in types.indices {
            for (name, member) in Self.inDeclarationOrder(types[typeIndex].instance.filter { $0.value.value.kind == .none }) {
                if let declaration = member.declaration { types[typeIndex].instance[name]!.value = resolve(declaration, &resolution) }
            }
            for (name, member) in Self.inDeclarationOrder(types[typeIndex].statics.filter { $0.value.value.kind == .none }) {
                if let declaration = member.declaration { types[typeIndex].statics[name]!.value = resolve(declaration, &resolution) }
            }
        }
        for (name, member) in Self.inDeclarationOrder(globals.filter { $0.value.value.kind == .none }) {
            if let declaration = member.declaration { globals[name]!.value = resolve(declaration, &resolution) }
        }
        findPalettes(files, swiftPalette: swiftPalette, groupNests: groupNests, tokenPrefixes: tokenPrefixes)
        findLeads()
        for type in types {
            for (name, member) in type.statics {
                var value = member.value
                if value.kind == .none { value = .unknown }
                implicitMembers[name, default: .none].formUnion(value)
                // Only a colour type's own static colour is what `.name` can mean where a colour is
                // implied: `AppColors.success` is never `.success`, an enum case of that name is.
                if type.isPalette, member.declaration != nil, let role = type.staticRoles[name],
                   PlatformFacades.colourTypes.contains(names[Int(type.name)]) {
                    implicitRoles[name] = role
                }
            }
            if type.isPalette, type.groupPrefix == nil { builders.insert(type.name) }
        }
        for (fileIndex, file) in files.enumerated() {
            for name in file.outline.enumCases where implicitRoles[global(fileIndex, name)] != nil {
                ambiguousImplicitRoles.insert(global(fileIndex, name))
            }
        }
        for type in types where !PlatformFacades.colourTypes.contains(names[Int(type.name)]) {
            for (name, member) in type.statics where member.declaration != nil && implicitRoles[name] != nil { ambiguousImplicitRoles.insert(name) }
        }
        for facade in PlatformFacades.kotlinFacades where typeNamed[id(facade.type)!].map({ types[Int($0)].isPalette && !types[Int($0)].isApp }) == true {
            for builder in facade.builders { builders.insert(id(builder)!) }
        }
        (tracking, followedNames) = followedDeclarations(of: files)
    }

    // MARK: Member values

    /// The state of finding members' values: each found once; one being found is unknown to
    /// itself (`static let a = b; static let b = a`).
    private struct Resolution {
        let files: [CodeFile]
        let owners: DeclarationTable<(owner: Int32, isStatic: Bool)?>
        var found: DeclarationTable<ValueType?>
        var finding: DeclarationTable<Bool>
    }

    private func resolve(_ reference: DeclarationReference, _ resolution: inout Resolution) -> ValueType {
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
    private func resolvedMember(_ name: Int32, of value: ValueType, _ resolution: inout Resolution) -> ValueType {
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
        if result.kind == .none, PlatformFacades.environmentMembers.contains(names[Int(name)]) { return .typed(environmentValues) }
        return result.kind == .none ? .unknown : result
    }

    /// The value of an initialiser: its first member chain (`ColorTheme()`,
    /// `LocalExtraColors.current`, `Theme.standard.palette`), or the `CompositionLocal` that
    /// `staticCompositionLocalOf { Palette() }` makes.
    private func evaluate(file fileIndex: Int, _ range: Range<Int32>, selfType: Int32?, _ resolution: inout Resolution) -> ValueType {
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
    private func platformTypes(swiftPalette: String, kotlin: Bool) {
        environmentValues = type(named: id("EnvironmentValues")!)
        // Compose's facades exist where Kotlin does (SwiftUI has a `ColorScheme` of its own).
        for facade in PlatformFacades.kotlinFacades where kotlin {
            let typeID = type(named: id(facade.type)!)
            for role in facade.roles {
                guard let name = id(role) else { continue }
                types[Int(typeID)].instance[name] = Member(value: .opaque, declaration: nil)
            }
        }
        for (object, members) in PlatformFacades.themeObjects.sorted(by: { $0.key < $1.key }) {
            let objectType = type(named: id(object)!)
            for (member, facade) in members where kotlin {
                types[Int(objectType)].statics[id(member)!] = Member(value: .typed(typeNamed[id(facade)!]!), declaration: nil)
            }
        }
        // `StreamPalette` (each role a member), `StreamTokens` (each a static member, and
        // `active`), `LocalStreamPalette.current` in Compose.
        let palette = type(named: id(swiftPalette)!)
        let facade = type(named: id(vocabulary.facade)!)
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

    // MARK: Palettes

    /// The token a member name is, when the schema has one of that name.
    private func token(_ name: Int32) -> Int32? { tokenOfName[Int(name)] >= 0 ? tokenOfName[Int(name)] : nil }

    /// A type nested in another, by the holder's type and its name.
    private struct NestedType: Hashable {
        let owner: Int32
        let name: Int32
    }

    /// `tokenPrefixes`: `properPrefixes` of the tokens' names.
    private func findPalettes(_ files: [CodeFile], swiftPalette: String, groupNests: Set<NestedType>, tokenPrefixes: Set<String>?) {
        let platformFacades = Set(PlatformFacades.kotlinFacades.map { id($0.type)! })
        let schemaTypes: Set<Int32> = [id(swiftPalette)!, id(vocabulary.facade)!]
        for typeIndex in types.indices {
            let type = types[typeIndex]
            let named = schemaTypes.contains(type.name) || platformFacades.contains(type.name)
            for isStatic in [false, true] {
                let members = isStatic ? type.statics : type.instance
                var roles: [Int32: Int32] = [:]
                var properties = 0
                var groups: [(member: Int32, type: Int32, statics: Bool, prefix: String)] = []
                for (name, member) in members {
                    if let declaration = member.declaration, isFunction(declaration, files) { continue }
                    if let declaration = member.declaration, isValueTyped(declaration, files) { continue }
                    // On a library's type the app only extends, a value of the type itself is a preset,
                    // not a colour (`extension Store { static let solo = Store(…) }`). The app's own
                    // type may wrap its colours so (`static let textPrimary = DSColor(light:dark:)`).
                    if !type.isApp, member.value.kind == .typed, !member.value.isMeta, member.value.types.count == 1,
                       member.value.types[0] == Int32(typeIndex), !PlatformFacades.colourTypes.contains(names[Int(type.name)]) {
                        continue
                    }
                    let isNestedType = member.declaration == nil && member.value.isMeta
                    let prefix = isNestedType ? Self.lowercasingFirst(names[Int(name)]) : names[Int(name)]
                    if isNestedType {
                        // A nested type is a property only as a group of roles (SwiftGen's `Asset.Colors.Brand`).
                        guard groupNests.contains(NestedType(owner: Int32(typeIndex), name: name)), let group = groupType(member),
                              hasGroupRoles(prefix, of: group.type, statics: group.statics, tokenPrefixes: tokenPrefixes, depth: 0) else { continue }
                        properties += 1
                        groups.append((name, group.type, group.statics, prefix))
                        continue
                    }
                    properties += 1
                    if let token = token(name) {
                        roles[name] = token
                    } else if let group = groupType(member),
                              hasGroupRoles(prefix, of: group.type, statics: group.statics, tokenPrefixes: tokenPrefixes, depth: 0) {
                        groups.append((name, group.type, group.statics, prefix))
                    }
                }
                let mapped = roles.count + groups.count
                let isPalette = named ? !roles.isEmpty || !groups.isEmpty : mapped >= 2 && mapped * 2 >= properties
                guard isPalette else { continue }
                types[typeIndex].isPalette = true
                if isStatic { types[typeIndex].staticRoles = roles } else { types[typeIndex].roles = roles }
                paletteTypes.append(Int32(typeIndex))
                // In the order the code declares them: the groups' types are numbered so, and a
                // member read on a value that may be any of them takes the first's role.
                let ordered = groups.sorted { Self.declarationOrder($0.member, members[$0.member]!) < Self.declarationOrder($1.member, members[$1.member]!) }
                for group in ordered {
                    makeGroup(owner: Int32(typeIndex), member: group.member, type: group.type, isStatic: isStatic, statics: group.statics,
                              prefix: group.prefix, tokenPrefixes: tokenPrefixes, depth: 0)
                }
            }
        }
        settleGroupTypes(schemaTypes: schemaTypes)
    }

    /// A type the app's palettes hold as groups is no palette of its own (`IllustrationColors`
    /// whose `backgroundPrimary` is named like a role is the group `illustration`), unless the
    /// schema names it; its constructor builds a palette's part; and a value declared of it is
    /// any of its groups.
    private func settleGroupTypes(schemaTypes: Set<Int32>) {
        for index in types.indices where !types[index].groups.isEmpty {
            builders.insert(types[index].name)
            guard types[index].isPalette, !schemaTypes.contains(types[index].name) else { continue }
            types[index].isPalette = false
            types[index].roles = [:]
            types[index].staticRoles = [:]
            paletteTypes.removeAll { $0 == Int32(index) }
        }
        guard types.contains(where: { !$0.groups.isEmpty }) else { return }
        // A palette's (or a group's) own member of a group's type that is no group of it
        // (`let placeholder: TextColors` beside `text` and `icon`) holds colours of no role.
        for index in types.indices where !types[index].isPalette {
            for (name, member) in types[index].instance where member.value.kind == .typed {
                let value = asGroups(member.value)
                if value != member.value { types[index].instance[name]!.value = value }
            }
            for (name, member) in types[index].statics where member.value.kind == .typed {
                let value = asGroups(member.value)
                if value != member.value { types[index].statics[name]!.value = value }
            }
        }
        for (name, member) in globals where member.value.kind == .typed {
            let value = asGroups(member.value)
            if value != member.value { globals[name]!.value = value }
        }
    }

    /// A value of a group's type as a value of each group made of it.
    private func asGroups(_ value: ValueType) -> ValueType {
        guard value.kind == .typed, !value.isMeta, value.types.contains(where: { !types[Int($0)].groups.isEmpty }) else { return value }
        var result = ValueType(types: value.types.flatMap { types[Int($0)].groups.isEmpty ? [$0] : types[Int($0)].groups })
        result.isList = value.isList
        result.isCompositionLocal = value.isCompositionLocal
        result.isFunction = value.isFunction
        return result
    }

    private func isFunction(_ reference: DeclarationReference, _ files: [CodeFile]) -> Bool {
        files[Int(reference.file)].outline.declarations[Int(reference.index)].kind != .property
    }

    /// A property declared of a type that is never a colour: a platform's value type (`var
    /// accent: Bool`) or an enum of the app's own (`var avatarShape: AvatarShape`, among a
    /// theme's settings).
    private func isValueTyped(_ reference: DeclarationReference, _ files: [CodeFile]) -> Bool {
        let declaration = files[Int(reference.file)].outline.declarations[Int(reference.index)]
        guard !declaration.type.isNone, !declaration.type.isList else { return false }
        if PlatformFacades.valueTypes.contains(files[Int(reference.file)].name(declaration.type.name)) { return true }
        guard let typeID = typeNamed[global(Int(reference.file), declaration.type.name)] else { return false }
        return types[Int(typeID)].isEnum
    }

    /// Every ASCII name's beginnings short of the whole name; nil when a name is not ASCII
    /// (which another spelling may equal).
    private static func properPrefixes(_ names: [String]) -> Set<String>? {
        var prefixes = Set<String>()
        for name in names {
            guard name.isAllASCII else { return nil }
            for count in 1..<max(1, name.utf8.count) { prefixes.insert(String(decoding: name.utf8.prefix(count), as: UTF8.self)) }
        }
        return prefixes
    }

    /// The role the member `member` of the group `prefix` is: `labelSecondary`, or the role the
    /// schema's `members` gives `label.secondary`.
    private func groupRole(_ prefix: String, _ member: String) -> Int? {
        vocabulary.token(named: groupPrefix(prefix, member)) ?? vocabulary.token(named: prefix + "." + member)
    }

    /// Whether the type holds roles `prefix + Member` (among its static members when `statics`),
    /// itself or in a group it holds (`statusBadge.success.border`), at most four levels down.
    private func hasGroupRoles(_ prefix: String, of type: Int32, statics: Bool, tokenPrefixes: Set<String>?, depth: Int) -> Bool {
        guard Self.mayPrefixRoles(prefix, tokenPrefixes) else { return false }
        let members = statics ? types[Int(type)].statics : types[Int(type)].instance
        if members.keys.contains(where: { groupRole(prefix, names[Int($0)]) != nil }) { return true }
        guard depth < 4 else { return false }
        return members.contains { name, member in
            guard let inner = groupType(member) else { return false }
            return hasGroupRoles(groupPrefix(prefix, names[Int(name)]), of: inner.type, statics: inner.statics, tokenPrefixes: tokenPrefixes,
                                 depth: depth + 1)
        }
    }

    /// Whether some token's name may start with `prefix`: `prefix + Member` is no token when none
    /// does (known for an ASCII prefix; `tokenPrefixes` nil when a name is not ASCII).
    private static func mayPrefixRoles(_ prefix: String, _ tokenPrefixes: Set<String>?) -> Bool {
        guard let tokenPrefixes, prefix.isAllASCII else { return true }
        return tokenPrefixes.contains(prefix)
    }

    /// The app's type a member holds, when it may be a group: a stored member's type, whose
    /// instance members are the roles, or a nested type (`Asset.Colors.Brand`), whose static ones are.
    private func groupType(_ member: Member) -> (type: Int32, statics: Bool)? {
        guard member.value.kind == .typed, member.value.types.count == 1, types[Int(member.value.types[0])].isApp else { return nil }
        if member.value.isMeta { return member.declaration == nil ? (member.value.types[0], true) : nil }
        return (member.value.types[0], false)
    }

    /// `statusBadge` and `success`: `statusBadgeSuccess`.
    private func groupPrefix(_ prefix: String, _ member: String) -> String {
        prefix + member.prefix(1).uppercased() + member.dropFirst()
    }

    /// A nested type's name as a group's prefix: `Brand` is `brand` of `brandBlurple`.
    private static func lowercasingFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }

    /// A copy of the group's type whose members (static ones when `statics`) are the roles
    /// `prefix + Member`, which the palette's (or the enclosing group's) member now holds; a group
    /// inside it is made in turn.
    private func makeGroup(owner: Int32, member: Int32, type: Int32, isStatic: Bool, statics: Bool, prefix: String,
                                    tokenPrefixes: Set<String>?, depth: Int) {
        var group = types[Int(type)]
        group = TypeInfo(name: group.name, isApp: true, instance: group.instance, statics: group.statics, conformances: group.conformances,
                         declarations: group.declarations)
        group.groupPrefix = prefix
        group.isPalette = true
        for name in (statics ? group.statics : group.instance).keys {
            guard let token = groupRole(prefix, names[Int(name)]) else { continue }
            if statics { group.staticRoles[name] = Int32(token) } else { group.roles[name] = Int32(token) }
        }
        let groupID = Int32(types.count)
        types.append(group)
        types[Int(type)].groups.append(groupID)
        paletteTypes.append(groupID)
        var value = isStatic ? types[Int(owner)].statics[member]!.value : types[Int(owner)].instance[member]!.value
        let isList = value.isList
        value = .typed(groupID, isMeta: statics)
        value.isList = isList
        if isStatic { types[Int(owner)].statics[member]!.value = value } else { types[Int(owner)].instance[member]!.value = value }
        guard depth < 4 else { return }
        let roles = statics ? group.staticRoles : group.roles
        for (name, inner) in Self.inDeclarationOrder(statics ? group.statics : group.instance) where roles[name] == nil {
            guard let innerGroup = groupType(inner), innerGroup.type != type,
                  case let innerPrefix = groupPrefix(prefix, names[Int(name)]),
                  hasGroupRoles(innerPrefix, of: innerGroup.type, statics: innerGroup.statics, tokenPrefixes: tokenPrefixes, depth: depth + 1)
            else { continue }
            makeGroup(owner: groupID, member: name, type: innerGroup.type, isStatic: statics, statics: innerGroup.statics, prefix: innerPrefix,
                      tokenPrefixes: tokenPrefixes, depth: depth + 1)
        }
    }

    /// Where a member's declaration stands in the files (a nested type's, which has none here,
    /// after them, by name id): an order that is the same in every run, whatever a dictionary's.
    private static func declarationOrder(_ name: Int32, _ member: Member) -> (Int32, Int32, Int32) {
        (member.declaration?.file ?? .max, member.declaration?.index ?? .max, name)
    }

    /// Members in the order their declarations stand in the files.
    private static func inDeclarationOrder(_ members: [Int32: Member]) -> [(key: Int32, value: Member)] {
        members.sorted { declarationOrder($0.key, $0.value) < declarationOrder($1.key, $1.value) }
    }

    private func leadsToPalette(_ member: Member) -> Bool {
        member.value.kind == .typed && member.value.types.contains { types[Int($0)].leadsToPalette }
    }

    /// Marks the types whose members lead to a palette (a palette, a group, a type holding one,
    /// `EnvironmentValues` once the app gives it a palette), and lists them by member name.
    private func findLeads() {
        for index in types.indices where types[index].isPalette { types[index].leadsToPalette = true }
        var grew = true
        while grew {
            grew = false
            for index in types.indices where !types[index].leadsToPalette {
                if types[index].instance.values.contains(where: { leadsToPalette($0) }) || types[index].statics.values.contains(where: { leadsToPalette($0) }) {
                    types[index].leadsToPalette = true
                    grew = true
                }
            }
        }
        for (index, type) in types.enumerated() where type.leadsToPalette {
            for name in type.instance.keys { duckCandidates[name, default: []].append(Int32(index)) }
        }
    }

    // MARK: Following chains

    /// The member `name` of a value: what it is, and the token it reads when it is a role of a
    /// palette (-1 otherwise).
    func member(_ name: Int32, of value: ValueType) -> (ValueType, Int32) {
        if has(name, NameFact.receiver), receivers.contains(name) { return (ValueType(types: paletteTypes), -1) }
        switch value.kind {
        case .typed:
            if value.isCompositionLocal {
                if names[Int(name)] == "current" {
                    var element = value
                    element.isCompositionLocal = false
                    return (element, -1)
                }
                return (.opaque, -1)
            }
            var result = ValueType.none
            var role: Int32 = -1
            let isMember = has(name, NameFact.member)
            // Each type read in place: a copy of one would retain each of its tables.
            for type in value.types {
                let index = Int(type)
                if isMember, let member = value.isMeta ? types[index].statics[name] : types[index].instance[name] {
                    result.formUnion(member.value.kind == .none ? .opaque : member.value)
                    if role < 0, let token = value.isMeta ? types[index].staticRoles[name] : types[index].roles[name] { role = token }
                } else if isMember, value.isMeta, let member = types[index].instance[name], types[index].isPalette {
                    // `Palette.accent` where the palette's roles are instance members: a key path root.
                    result.formUnion(member.value.kind == .none ? .opaque : member.value)
                } else if value.isMeta, types[index].isPalette, !types[index].isApp {
                    // `StreamPalette.nord`: the export's palettes are static members of its type.
                    result.formUnion(.typed(type))
                }
            }
            if result.kind == .none {
                if PlatformFacades.environmentMembers.contains(names[Int(name)]) { return (.typed(environmentValues), -1) }
                // A member the app's types do not declare (inherited, a framework's): unknown
                // for an app type, nothing for a framework's.
                return (value.types.contains { types[Int($0)].isApp } ? .unknown : .opaque, -1)
            }
            return (result, role)
        case .unknown:
            if let candidates = duckCandidates[name] { return member(name, of: ValueType(types: candidates)) }
            if PlatformFacades.environmentMembers.contains(names[Int(name)]) { return (.typed(environmentValues), -1) }
            return (.unknown, -1)
        case .opaque, .none:
            return (.opaque, -1)
        }
    }

    /// What a name at the start of a chain is, when no local or member of the enclosing type
    /// has it: a top-level declaration, a type, a receiver; an unknown value when it starts
    /// with a lower-case letter, else a framework's type.
    /// `called`: the name is called (`JetLaggedTheme(…)`), so a function of that name wins over a
    /// type of it; read on (`JetLaggedTheme.extraColors`), the type wins.
    func root(_ name: Int32, called: Bool = false) -> ValueType {
        if has(name, NameFact.receiver), receivers.contains(name) { return ValueType(types: paletteTypes) }
        let global = has(name, NameFact.global) ? globals[name] : nil
        let type = has(name, NameFact.type) ? typeNamed[name] : nil
        if let member = global, called || !member.value.isFunction || type == nil {
            return member.value.kind == .none ? .unknown : member.value
        }
        if let type { return .typed(type, isMeta: true) }
        guard let first = names[Int(name)].utf8.first else { return .unknown }
        return first >= 0x41 && first <= 0x5A ? .opaque : .unknown
    }

    /// A member of the type whose code this is, read by its name alone (`accent` inside an
    /// extension of the palette): what it is and the token it reads; nil when the type has none.
    func selfMember(_ name: Int32, of type: Int32) -> (ValueType, Int32)? {
        guard has(name, NameFact.member) else { return nil }
        let index = Int(type)
        if let member = types[index].instance[name] { return (member.value.kind == .none ? .unknown : member.value, types[index].roles[name] ?? -1) }
        if let member = types[index].statics[name] { return (member.value.kind == .none ? .unknown : member.value, types[index].staticRoles[name] ?? -1) }
        return nil
    }

    /// `.brandAccent`, `.standard`: what the static members of that name are.
    func implicitMember(_ name: Int32) -> ValueType { has(name, NameFact.implicit) ? implicitMembers[name] ?? .opaque : .opaque }

    /// The role `.name` reads, or -1: a static colour the app declares on a colour type.
    func implicitRole(_ name: Int32) -> Int32 { has(name, NameFact.implicit) ? implicitRoles[name] ?? -1 : -1 }

    /// Whether `.name` may also be an enum case or another type's static member.
    func isAmbiguousImplicit(_ name: Int32) -> Bool { ambiguousImplicitRoles.contains(name) }

    /// The value a declared type gives (`Palette`, `[Color]`, `CompositionLocal<Palette>`).
    func value(of reference: TypeReference, file: Int) -> ValueType {
        guard !reference.isNone else { return .none }
        let name = global(file, reference.name)
        guard has(name, NameFact.type), let type = typeNamed[name] else { return .opaque }
        var value = ValueType.typed(type)
        value.isList = reference.isList
        value.isCompositionLocal = reference.isCompositionLocal
        return asGroups(value)
    }

    /// Whether a value is one of the groups made of one type (`colors: BadgeColors`), not a
    /// choice among palettes (`--receiver theme`, a member several palettes hold).
    func isGroupChoice(_ value: ValueType) -> Bool {
        guard let first = value.types.first.map({ types[Int($0)] }), first.groupPrefix != nil else { return false }
        return value.types.allSatisfy { types[Int($0)].groupPrefix != nil && types[Int($0)].name == first.name }
    }

    /// The roles `name` is on each of a value's types: a value of a group's type held by
    /// several members (`colors.border` of `BadgeColors`) reads each group's.
    func roles(_ name: Int32, of value: ValueType) -> [Int32] {
        value.types.compactMap { value.isMeta ? types[Int($0)].staticRoles[name] : types[Int($0)].roles[name] }
    }

    func typeInfo(_ type: Int32) -> TypeInfo { types[Int(type)] }

    /// The palette types found, for the report: the app's own (where first declared), and a
    /// platform's or the schema export's when the app's code names it or what builds it.
    func facades(paths: [String]) -> [UsageReport.Facade] {
        var facades: [UsageReport.Facade] = []
        for type in paletteTypes.map({ types[Int($0)] }) where type.groupPrefix == nil {
            // Its own roles, and its groups' (`label.secondary`, `statusBadge.success.border`).
            var roles = Set(type.roles.values).union(type.staticRoles.values)
            var holders = [type]
            var seen = Set<Int32>()
            while let holder = holders.popLast() {
                for member in Array(holder.instance.values) + Array(holder.statics.values) where member.value.kind == .typed {
                    for group in member.value.types where types[Int(group)].groupPrefix != nil && seen.insert(group).inserted {
                        roles.formUnion(types[Int(group)].roles.values)
                        roles.formUnion(types[Int(group)].staticRoles.values)
                        holders.append(types[Int(group)])
                    }
                }
            }
            let roleCount = roles.count
            if type.isApp, type.declaredIn.line > 0 {
                facades.append(UsageReport.Facade(name: names[Int(type.name)],
                                                  place: UsageReport.Place(file: paths[Int(type.declaredIn.file)], line: Int(type.declaredIn.line)),
                                                  tokens: roleCount))
                continue
            }
            let builders = PlatformFacades.kotlinFacades.first { $0.type == names[Int(type.name)] }?.builders ?? []
            let named = ([names[Int(type.name)]] + builders).contains { (nameIndex.id($0) ?? namesInCode) < namesInCode }
            if named { facades.append(UsageReport.Facade(name: names[Int(type.name)], place: nil, tokens: roleCount)) }
        }
        return facades.sorted { $0.name < $1.name }
    }
    func type(of name: Int32) -> Int32? { has(name, NameFact.type) ? typeNamed[name] : nil }
    func isBuilder(_ name: Int32) -> Bool { has(name, NameFact.builder) && builders.contains(name) }
    func isFollowed(_ name: Int32) -> Bool { has(name, NameFact.followed) && followedNames.contains(name) }

    /// Whether `name` is an instance member the app adds in an extension.
    func isExtensionMember(_ name: Int32) -> Bool { has(name, NameFact.followed) && extensionMembers.contains(name) }
}
