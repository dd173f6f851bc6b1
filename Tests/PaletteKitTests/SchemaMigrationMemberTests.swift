import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteTestSupport

/// A migration keeps every member of the schema it does not change: were `schema retire` or
/// `schema rename` to drop the `hierarchy`, a palette whose body is brighter than its ink would
/// pass `check` afterwards and every level's variant would move. Each member of both built-in
/// schemas, as the schema file writes it, is compared: untouched members byte for byte, renamed
/// ones with every occurrence of the name (a string, a key, a side of a pair) renamed and nothing
/// else changed.
@Suite struct SchemaMigrationMemberTests {
    static func members(_ schema: Schema) throws -> [String: JSONValue] {
        let document = try JSONParser.parse(SchemaFile.encode(schema))
        return Dictionary(uniqueKeysWithValues: (document.members ?? []).map { ($0.key, $0.value) })
    }

    /// `value` with every string and key equal to `old`, or naming it as a side of a
    /// `foreground/background` pair, renamed to `new`.
    static func renaming(_ value: JSONValue, _ old: String, _ new: String) -> JSONValue {
        func name(_ text: String) -> String {
            if text == old { return new }
            let sides = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            return sides.count == 2 && sides.contains(old) ? sides.map { $0 == old ? new : $0 }.joined(separator: "/") : text
        }
        switch value {
        case .string(let text): return .string(name(text))
        case .array(let items): return .array(items.map { renaming($0, old, new) })
        case .object(let members): return .object(members.map { JSONValue.Member(name($0.key), renaming($0.value, old, new)) })
        default: return value
        }
    }

    /// Whether `value` names `role` anywhere (a string, a key, a side of a pair).
    static func mentions(_ value: JSONValue, _ role: String) -> Bool { renaming(value, role, role + "\u{1}") != value }

    @Test(arguments: [(Schema.stream, "secondary", "caption"), (Schema.stream, "accentPressed", "accentDown"),
                      (try! SchemaFile.decode(RepositoryFiles.text("Schemas/editor.json")), "comment", "remark")])
    func aRenameRenamesAndKeepsEveryMember(schema: Schema, old: String, new: String) throws {
        let before = try Self.members(schema)
        let after = try Self.members(try SchemaMigration.rename(from: old, to: new).apply(to: schema))
        #expect(Set(before.keys) == Set(after.keys), "members lost or gained: \(Set(before.keys).symmetricDifference(after.keys))")
        for (key, value) in before {
            #expect(after[key] == Self.renaming(value, old, new), "\(key) changed beyond the rename")
        }
        #expect(schema.hierarchy != nil)
    }

    @Test(arguments: [(Schema.stream, ["recording", "shutter", "slotGlow"]), (Schema.stream, ["secondary"]),
                      (try! SchemaFile.decode(RepositoryFiles.text("Schemas/editor.json")), ["gutter"])])
    func aRetireKeepsEveryMemberThatDoesNotNameTheRetiredRoles(schema: Schema, retired: [String]) throws {
        let before = try Self.members(schema)
        let migrated = try SchemaMigration.retire(retired).apply(to: schema)
        let after = try Self.members(migrated)
        for (key, value) in before where !retired.contains(where: { Self.mentions(value, $0) }) {
            #expect(after[key] == value, "\(key) changed, and it names none of \(retired)")
        }
        // The hierarchy keeps what remains of it: a tier without the retired role, in order.
        if retired == ["secondary"] {
            #expect(migrated.hierarchy?.tiers.first == ["ink", "body", "faint"], "\(String(describing: migrated.hierarchy))")
        }
        #expect(migrated.hierarchy != nil)
    }
}

