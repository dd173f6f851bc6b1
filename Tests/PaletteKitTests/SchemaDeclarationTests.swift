import Testing
@testable import PaletteKit
@testable import PaletteCore

/// A schema's members live in one value (`Schema.Declaration`) whose `==` the compiler writes:
/// every member a schema file may hold has its place there, and a schema differing in any one
/// member is another schema.
@Suite struct SchemaDeclarationTests {
    /// The file's member names (`SchemaReader.topMembers`, but `format`, which names the file's
    /// version) and the declaration's stored members are the same set, spelled as the file
    /// spells them.
    @Test func everyFileMemberHasItsPlaceInTheDeclaration() {
        let spelled = ["derivedTokens": "derived", "swiftNames": "swift", "draftKeys": "draft"]
        let declared = Mirror(reflecting: Schema.stream.declaration).children.compactMap(\.label).map { spelled[$0] ?? $0 }
        #expect(Set(declared) == Set(SchemaReader.topMembers.filter { $0 != "format" }))
        #expect(declared.count == SchemaReader.topMembers.count - 1)
    }

    /// Changing any one member of a declaration makes another schema; changing none keeps it equal.
    @Test func aSchemaDifferingInOneMemberIsAnother() throws {
        let stream = Schema.stream.declaration
        let changes: [(String, (inout Schema.Declaration) -> Void)] = [
            ("name", { $0.name += "x" }), ("groups", { $0.groups.removeLast() }), ("roles", { $0.roles.removeLast() }),
            ("derivedTokens", { $0.derivedTokens.removeLast() }), ("ruleKinds", { $0.ruleKinds.removeLast() }),
            ("rules", { $0.rules.removeLast() }), ("ground", { $0.ground = "plate" }), ("plate", { $0.plate = nil }),
            ("ids", { $0.ids.append("x") }), ("twins", { $0.twins.removeAll() }), ("swiftNames", { $0.swiftNames = .init(palette: "X") }),
            ("tokens", { $0.tokens["paper"] = "x" }), ("members", { $0.members["paper"] = "x" }), ("levels", { $0.levels.removeAll() }), ("otherKind", { $0.otherKind = nil }),
            ("draftKeys", { $0.draftKeys = nil }), ("hierarchy", { $0.hierarchy = nil }), ("bands", { $0.bands.removeLast() }),
        ]
        #expect(Set(changes.map(\.0)) == Set(Mirror(reflecting: stream).children.compactMap(\.label)), "a change for every member")
        #expect(Schema(stream) == Schema.stream)
        for index in changes.indices {
            var declaration = stream
            changes[index].1(&declaration)
            #expect(Schema(declaration) != Schema.stream, "\(changes[index].0)")
        }
    }
}
