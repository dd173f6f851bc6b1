import PaletteCore
import PaletteExport

/// Which types are palettes, groups of roles inside one, or lead to one; the palettes found, for
/// the report.
extension CodeModel {
    /// The token a member name is, when the schema has one of that name.
    func token(_ name: Int32) -> Int32? { tokenOfName[Int(name)] >= 0 ? tokenOfName[Int(name)] : nil }

    /// A type nested in another, by the holder's type and its name.
    struct NestedType: Hashable {
        let owner: Int32
        let name: Int32
    }

    /// `tokenPrefixes`: `properPrefixes` of the tokens' names.
    func findPalettes(_ files: [CodeFile], swiftPalette: String, groupNests: Set<NestedType>, tokenPrefixes: Set<String>?) {
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
    func settleGroupTypes(schemaTypes: Set<Int32>) {
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
    func asGroups(_ value: ValueType) -> ValueType {
        guard value.kind == .typed, !value.isMeta, value.types.contains(where: { !types[Int($0)].groups.isEmpty }) else { return value }
        var result = ValueType(types: value.types.flatMap { types[Int($0)].groups.isEmpty ? [$0] : types[Int($0)].groups })
        result.isList = value.isList
        result.isCompositionLocal = value.isCompositionLocal
        result.isFunction = value.isFunction
        return result
    }

    func isFunction(_ reference: DeclarationReference, _ files: [CodeFile]) -> Bool {
        files[Int(reference.file)].outline.declarations[Int(reference.index)].kind != .property
    }

    /// A property declared of a type that is never a colour: a platform's value type (`var
    /// accent: Bool`) or an enum of the app's own (`var avatarShape: AvatarShape`, among a
    /// theme's settings).
    func isValueTyped(_ reference: DeclarationReference, _ files: [CodeFile]) -> Bool {
        let declaration = files[Int(reference.file)].outline.declarations[Int(reference.index)]
        guard !declaration.type.isNone, !declaration.type.isList else { return false }
        if PlatformFacades.valueTypes.contains(files[Int(reference.file)].name(declaration.type.name)) { return true }
        guard let typeID = typeNamed[global(Int(reference.file), declaration.type.name)] else { return false }
        return types[Int(typeID)].isEnum
    }

    /// Every ASCII name's beginnings short of the whole name; nil when a name is not ASCII
    /// (which another spelling may equal).
    static func properPrefixes(_ names: [String]) -> Set<String>? {
        var prefixes = Set<String>()
        for name in names {
            guard name.isAllASCII else { return nil }
            for count in 1..<max(1, name.utf8.count) { prefixes.insert(String(decoding: name.utf8.prefix(count), as: UTF8.self)) }
        }
        return prefixes
    }

    /// The role the member `member` of the group `prefix` is: `labelSecondary`, or the role the
    /// schema's `members` gives `label.secondary`.
    func groupRole(_ prefix: String, _ member: String) -> Int? {
        vocabulary.token(named: groupPrefix(prefix, member)) ?? vocabulary.token(named: prefix + "." + member)
    }

    /// Whether the type holds roles `prefix + Member` (among its static members when `statics`),
    /// itself or in a group it holds (`statusBadge.success.border`), at most four levels down.
    func hasGroupRoles(_ prefix: String, of type: Int32, statics: Bool, tokenPrefixes: Set<String>?, depth: Int) -> Bool {
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
    static func mayPrefixRoles(_ prefix: String, _ tokenPrefixes: Set<String>?) -> Bool {
        guard let tokenPrefixes, prefix.isAllASCII else { return true }
        return tokenPrefixes.contains(prefix)
    }

    /// The app's type a member holds, when it may be a group: a stored member's type, whose
    /// instance members are the roles, or a nested type (`Asset.Colors.Brand`), whose static ones are.
    func groupType(_ member: Member) -> (type: Int32, statics: Bool)? {
        guard member.value.kind == .typed, member.value.types.count == 1, types[Int(member.value.types[0])].isApp else { return nil }
        if member.value.isMeta { return member.declaration == nil ? (member.value.types[0], true) : nil }
        return (member.value.types[0], false)
    }

    /// `statusBadge` and `success`: `statusBadgeSuccess`.
    func groupPrefix(_ prefix: String, _ member: String) -> String {
        prefix + member.prefix(1).uppercased() + member.dropFirst()
    }

    /// A nested type's name as a group's prefix: `Brand` is `brand` of `brandBlurple`.
    static func lowercasingFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }

    /// A copy of the group's type whose members (static ones when `statics`) are the roles
    /// `prefix + Member`, which the palette's (or the enclosing group's) member now holds; a group
    /// inside it is made in turn.
    func makeGroup(owner: Int32, member: Int32, type: Int32, isStatic: Bool, statics: Bool, prefix: String,
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
    static func declarationOrder(_ name: Int32, _ member: Member) -> (Int32, Int32, Int32) {
        (member.declaration?.file ?? .max, member.declaration?.index ?? .max, name)
    }

    /// Members in the order their declarations stand in the files.
    static func inDeclarationOrder(_ members: [Int32: Member]) -> [(key: Int32, value: Member)] {
        members.sorted { declarationOrder($0.key, $0.value) < declarationOrder($1.key, $1.value) }
    }

    func leadsToPalette(_ member: Member) -> Bool {
        member.value.kind == .typed && member.value.types.contains { types[Int($0)].leadsToPalette }
    }

    /// Marks the types whose members lead to a palette (a palette, a group, a type holding one,
    /// `EnvironmentValues` once the app gives it a palette), and lists them by member name.
    func findLeads() {
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
}
