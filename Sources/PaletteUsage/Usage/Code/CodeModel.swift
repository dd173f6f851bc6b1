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
/// after; inside `init`, the followed declarations are found on both cores while nothing writes
/// (`followedDeclarations` waits for them), and the reader's threads see it only after: why it is
/// `Sendable` unchecked.
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
    /// Names of `EnvironmentValues` members every app has (`environment`): asked where a member
    /// is not the app's own.
    let isEnvironmentMember: [Bool]
    /// Android's generated `R` class, and the colour types whose static members may be asset
    /// symbols (`Color.paper`).
    let androidResources: Int32
    /// Three ids: a look along them is cheaper than a hash.
    let colourTypes: [Int32]
    /// Names below this id occur in the app's code.
    let namesInCode: Int32
    /// Each file's name ids → global ones.
    let globalNames: [[Int32]]
    // The tables below are filled in `init` alone, on one thread, and only read after it: their
    // accesses are not checked for exclusivity at run time, which the reader would pay at every
    // member it follows. They are set from the files that hold init's steps (this one,
    // CodeModel+MemberValues and +Palettes), and from nowhere else; a step that adds a type is
    // `makeType`, never the reader's `type(of:)`.
    @exclusivity(unchecked) var types: [TypeInfo] = []
    @exclusivity(unchecked) var typeNamed: [Int32: Int32] = [:]
    /// Top-level properties and functions.
    @exclusivity(unchecked) var globals: [Int32: Member] = [:]
    /// Member name → the types leading to a palette that declare an instance member of it.
    @exclusivity(unchecked) var duckCandidates: [Int32: [Int32]] = [:]
    /// Member name → what the static members of that name are: `.brandAccent`, `.standard`.
    @exclusivity(unchecked) var implicitMembers: [Int32: ValueType] = [:]
    /// Member name → the role a colour type's static member of that name that the app declares
    /// is (`extension Color { static let brandRed = … }`): `.brandRed` reads it.
    @exclusivity(unchecked) var implicitRoles: [Int32: Int32] = [:]
    /// Those of `implicitRoles` that name something else too (an enum case, another type's static
    /// member): `.solo` reads the colour only where a colour is expected.
    @exclusivity(unchecked) var ambiguousImplicitRoles: Set<Int32> = []
    /// Functions whose call builds a palette (`lightColorScheme`), and the palette types, whose
    /// initialiser calls do: their arguments define roles.
    @exclusivity(unchecked) var builders: Set<Int32> = []
    /// `--receiver` names: a member chain that names one holds a palette.
    @exclusivity(unchecked) var receivers: Set<Int32> = []
    @exclusivity(unchecked) var paletteTypes: [Int32] = []
    /// Each declaration's tracking: followed to its uses, and the root it is (preview code).
    @exclusivity(unchecked) var tracking: [[Tracking]] = []
    /// Names of followed declarations: a mention of one is an edge.
    @exclusivity(unchecked) var followedNames: Set<Int32> = []
    /// Instance members the app adds in an extension (`fun Modifier.cardBackground()`,
    /// `extension View { func cardStyle() }`, `extension MenuState { func converted() }`): called
    /// on values whose type the reader does not follow (`Modifier.padding(4.dp).cardBackground()`,
    /// `binding.wrappedValue?.converted()`), so any member of that name is a use.
    @exclusivity(unchecked) var extensionMembers: Set<Int32> = []
    @exclusivity(unchecked) var environmentValues: Int32 = -1
    /// For each name id, which of the maps above hold it (`NameFact` bits): the reader asks
    /// them of every name it meets, and most names are in none, so a look here spares hashing.
    @exclusivity(unchecked) var facts: [UInt8] = []

    enum NameFact {
        static let receiver: UInt8 = 1, global: UInt8 = 2, type: UInt8 = 4, followed: UInt8 = 8, builder: UInt8 = 16, implicit: UInt8 = 32
        /// `recordedNames()`: code without one of these names gives the reader nothing to record.
        static let recorded: UInt8 = 64
        /// An instance or static member of a type of the model (the app's, a platform facade's, a
        /// group's): a name without it is no type's member, and no member table is asked for it.
        static let member: UInt8 = 128
    }

    /// While the model is built (before `facts` is filled) every map is asked.
    func has(_ name: Int32, _ fact: UInt8) -> Bool {
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
                    let name = span.bytes(in: bytes)
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
        var isEnvironmentMember = [Bool](repeating: false, count: names.count)
        for name in PlatformFacades.environmentMembers { isEnvironmentMember[Int(index.id(name)!)] = true }
        self.isEnvironmentMember = isEnvironmentMember
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

    func makeType(named name: Int32, isApp: Bool = false) -> Int32 {
        if let existing = typeNamed[name] {
            if isApp { types[Int(existing)].isApp = true }
            return existing
        }
        let index = Int32(types.count)
        types.append(TypeInfo(name: name, isApp: isApp))
        typeNamed[name] = index
        return index
    }

    func build(_ files: [CodeFile], swiftPalette: String) {
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
                let typeID = makeType(named: name, isApp: declaration.typeKeyword != .extensionWord)
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
                    owner = makeType(named: global(fileIndex, declaration.receiver))
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
}
