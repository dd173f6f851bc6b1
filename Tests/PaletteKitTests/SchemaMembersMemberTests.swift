import Testing
@testable import PaletteKit
@testable import PaletteCore

/// The schema's `members`: the member path app code reads a role by (`usage`), where that is
/// not the role's name. Read, written in role order, renamed and retired with its role, and
/// refused at its place when it names no role or no member.
@Suite struct SchemaMembersMemberTests {
    static let base = """
        {"format": "palette-repl-schema/1", "name": "t", "groups": ["g"], "ground": "bg",
         "roles": [{"name": "bg", "group": "g", "description": "d", "opaque": true}, {"name": "fg", "group": "g", "description": "d"},
                   {"name": "gradient61", "group": "g", "description": "d"}],
         "ruleKinds": [{"name": "k", "measure": "contrast", "threshold": 4.5, "palettes": "all"}], "rules": {"k": ["fg/bg"]}
        """

    @Test func aMappingIsReadAndWrittenInRoleOrder() throws {
        let schema = try SchemaFile.decode(Self.base + #", "members": {"gradient61": "gradient6_1", "fg": "label.secondary"}}"#)
        #expect(schema.members == ["gradient61": "gradient6_1", "fg": "label.secondary"])
        #expect(SchemaFile.encode(schema).contains("\"members\": {\n    \"fg\": \"label.secondary\",\n    \"gradient61\": \"gradient6_1\"\n  }"))
        let again = try SchemaFile.decode(SchemaFile.encode(schema))
        #expect(again == schema)
        let plain = try SchemaFile.decode(Self.base + "}")
        #expect(!SchemaFile.encode(plain).contains("members"))
        // How the app spells a role changes no palette: the hash leaves it out.
        #expect(SchemaFile.hash(plain) == SchemaFile.hash(schema))
        #expect(SchemaFile.documentHash(plain) == SchemaFile.documentHash(schema))
    }

    @Test func aRenameCarriesTheMappingAndARetireDropsIt() throws {
        let schema = try SchemaFile.decode(Self.base + #", "members": {"gradient61": "gradient6_1", "fg": "label.secondary"}}"#)
        let renamed = try SchemaMigration.rename(from: "gradient61", to: "sweep").apply(to: schema)
        #expect(renamed.members == ["sweep": "gradient6_1", "fg": "label.secondary"])
        let retired = try SchemaMigration.retire(["gradient61"]).apply(to: schema)
        #expect(retired.members == ["fg": "label.secondary"])
    }

    /// A member named as a derived token would be read as that token: each would count the
    /// other's reads.
    @Test func aMemberNamedAsADerivedTokenIsRefused() {
        let derived = #", "derived": [{"name": "fgSoft", "base": "fg", "step": 0.1, "description": "d"}]"#
        do {
            _ = try SchemaFile.decode(Self.base + derived + #", "members": {"gradient61": "fgSoft"}}"#)
            Issue.record("accepted a member named as the derived token fgSoft")
        } catch {
            #expect(error.problems.map(\.place) == ["members.gradient61"])
        }
        #expect(throws: Never.self) { try SchemaFile.decode(Self.base + derived + #", "members": {"gradient61": "gradient6_1"}}"#) }
    }

    @Test(arguments: [
        (#"{"fgg": "x"}"#, "members.fgg"), (#"{"fg": ""}"#, "members.fg"), (#"{"fg": "a.b.c"}"#, "members.fg"),
        (#"{"fg": "1x"}"#, "members.fg"), (#"{"fg": "a..b"}"#, "members.fg"), (#"{"fg": "a-b"}"#, "members.fg"), (#"{"fg": 3}"#, "members.fg"),
        (#"["fg"]"#, "members"), (#"{"fg": "x", "gradient61": "x"}"#, "members.gradient61"), (#"{"fg": "bg"}"#, "members.fg"),
    ])
    func aBadMappingIsReportedAtItsPlace(members: String, place: String) {
        do {
            _ = try SchemaFile.decode(Self.base + ", \"members\": \(members)}")
            Issue.record("accepted \(members)")
        } catch {
            #expect(error.problems.map(\.place) == [place])
        }
    }
}
