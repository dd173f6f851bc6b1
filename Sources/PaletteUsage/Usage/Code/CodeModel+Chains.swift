import PaletteCore
import PaletteExport

/// What the reader asks while it follows a member chain: a member's value and role, a chain's
/// root, `self`'s members, implicit members.
extension CodeModel {
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
                if isEnvironmentMember[Int(name)] { return (.typed(environmentValues), -1) }
                // A member the app's types do not declare (inherited, a framework's): unknown
                // for an app type, nothing for a framework's.
                return (value.types.contains { types[Int($0)].isApp } ? .unknown : .opaque, -1)
            }
            return (result, role)
        case .unknown:
            if let candidates = duckCandidates[name] { return member(name, of: ValueType(types: candidates)) }
            if isEnvironmentMember[Int(name)] { return (.typed(environmentValues), -1) }
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

    func type(of name: Int32) -> Int32? { has(name, NameFact.type) ? typeNamed[name] : nil }
    func isBuilder(_ name: Int32) -> Bool { has(name, NameFact.builder) && builders.contains(name) }
    func isFollowed(_ name: Int32) -> Bool { has(name, NameFact.followed) && followedNames.contains(name) }

    /// Whether `name` is an instance member the app adds in an extension.
    func isExtensionMember(_ name: Int32) -> Bool { has(name, NameFact.followed) && extensionMembers.contains(name) }
}
