import Testing
import PaletteKit
@testable import PaletteCommands

/// Malformed schema files: each gets the one error that names its place.
@Suite struct SchemaFileErrorTests {
    static let base = """
    {"format": "palette-repl-schema/1", "name": "mini", "groups": ["surfaces", "text"], "ground": "paper", "plate": "card",
     "roles": [{"name": "paper", "group": "surfaces", "description": "ground", "opaque": true},
               {"name": "card", "group": "surfaces", "description": "card"},
               {"name": "body", "group": "text", "description": "text"}],
     "derived": [{"name": "pressed", "base": "card", "step": 0.05, "description": "pressed card"}],
     "ruleKinds": [{"name": "body", "measure": "contrast", "threshold": 4.5, "palettes": "all"},
                   {"name": "ladder", "measure": "contrast", "threshold": 1.05, "palettes": "all"}],
     "rules": {"body": ["body/paper", "body/card"], "ladder": ["card/paper"]}}
    """

    static func variant(_ target: String, _ replacement: String) -> String {
        precondition(base.contains(target), target)
        return base.replacingOccurrences(of: target, with: replacement)
    }

    @Test func theBaseIsValid() throws {
        let schema = try SchemaFile.decode(Self.base)
        #expect(schema.roles.count == 3 && schema.rules.count == 3 && schema.plate == "card")
        #expect(try SchemaFile.decode(SchemaFile.encode(schema)) == schema)
    }

    /// Twins read and round-trip through the canonical text; migrations' new ids count as listed.
    @Test func twinsAreReadAndKeptInTheCanonicalText() throws {
        let text = Self.variant("\"plate\": \"card\"", "\"plate\": \"card\", \"ids\": [\"miniLight\", \"dusk -> miniDark\"], \"twins\": [[\"miniLight\", \"miniDark\"]]")
        let schema = try SchemaFile.decode(text)
        #expect(schema.twins == [Schema.Twins(light: "miniLight", dark: "miniDark")])
        #expect(try SchemaFile.decode(SchemaFile.encode(schema)) == schema)
        #expect(Schema.stream.twins == [Schema.Twins(light: "craftLight", dark: "craftDark")])
    }

    @Test(arguments: [
        (variant("\"body/card\"", "\"bdy/card\""), "rules.body[1]: unknown role 'bdy' (did you mean 'body'?)"),
        (variant("{\"name\": \"body\", \"group\": \"text\", \"description\": \"text\"}",
                 "{\"name\": \"body\", \"group\": \"text\", \"description\": \"text\"}, {\"name\": \"body\", \"group\": \"text\", \"description\": \"again\"}"),
         "roles[3].name: 'body' appears twice"),
        (variant("\"base\": \"card\"", "\"base\": \"crad\""), "derived[0].base: unknown role 'crad' (did you mean 'card'?)"),
        (variant("\"description\": \"pressed card\"}", "\"description\": \"pressed card\"}, {\"name\": \"deeper\", \"base\": \"pressed\", \"step\": 0.1, \"description\": \"x\"}"),
         "derived[1].base: base 'pressed' is itself derived; expected a role"),
        (variant("[\"card/paper\"]", "[\"card/card\"]"), "rules.ladder[0]: rule 'card/card' relates a token to itself"),
        (variant(", \"opaque\": true", ""), "ground: the ground 'paper' must be declared \"opaque\": true; translucent colours are composited over it"),
        (variant("\"threshold\": 4.5, ", ""), "ruleKinds[0].threshold: \"threshold\" is missing"),
        (variant("\"ladder\": [", "\"ladr\": ["), "rules.ladr: unknown rule kind 'ladr' (did you mean 'ladder'?); kinds are declared in \"ruleKinds\""),
        (variant("\"group\": \"text\"", "\"group\": \"txt\""), "roles[2].group: unknown group 'txt' (did you mean 'text'?); groups are listed in \"groups\""),
        (variant("palette-repl-schema/1", "palette-repl-schema/2"), "format: unknown format \"palette-repl-schema/2\"; expected \"palette-repl-schema/1\""),
        (String(base.dropLast(20)), "not valid JSON at byte 695: expected closing quote"),
        (variant("\"name\": \"mini\"", "\"name\": \"mini\", \"colour\": 1"), "colour: unknown member \"colour\""),
        (variant("\"body/paper\"", "\"body-paper\""), "rules.body[0]: 'body-paper' is not a pair; expected \"foreground/background\""),
        (variant("\"threshold\": 4.5", "\"threshold\": 25"), "ruleKinds[0].threshold: threshold 25 is outside 1-21 for a contrast ratio"),
        (variant("\"measure\": \"contrast\", \"threshold\": 4.5", "\"measure\": \"apca\", \"threshold\": 4.5"),
         "ruleKinds[0].measure: unknown measure 'apca'; expected \"contrast\", \"lightness\" or \"distinct\""),
        (variant("\"threshold\": 1.05, \"palettes\": \"all\"", "\"threshold\": 1.05, \"palettes\": \"light\""), "ruleKinds[1].palettes: unknown palettes 'light'; expected \"all\" or \"dark\""),
        (variant("\"step\": 0.05", "\"step\": 1.5"), "derived[0].step: step 1.5 is outside 0-1"),
        (variant("\"plate\": \"card\"", "\"plate\": \"paper\""), "plate: the plate 'paper' is the ground; expected the card role that stands on the ground"),
        (variant("[\"body/paper\", \"body/card\"]", "[\"body/paper\", \"body/card\", \"body/paper\"]"), "rules.body[2]: rule 'body/paper' appears twice"),
        (variant("[\"surfaces\", \"text\"]", "[\"surfaces\", \"text\", \"bad name\"]"), "groups[2]: bad name 'bad name'; expected a letter, then letters and digits (at most 64)"),
        (variant("\"threshold\": 4.5", "\"threshold\": \"4.5\""), "ruleKinds[0].threshold: expected a number"),
        (variant("\"plate\": \"card\"", "\"plate\": \"card\", \"ids\": [\"mini\", \"old => new\"]"), "ids[1]: 'old => new' is not an id or 'old -> new' migration"),
        (variant("\"name\": \"pressed\"", "\"name\": \"card\""), "derived: 'card' appears twice"),
        (variant("\"ground\": \"paper\"", "\"ground\": \"papr\""), "ground: unknown role 'papr' (did you mean 'paper'?)"),
        // Twins: pairs of two different listed ids, none in two pairs.
        (variant("\"plate\": \"card\"", "\"plate\": \"card\", \"ids\": [\"miniLight\", \"miniDark\"], \"twins\": [[\"miniLight\", \"miniDrak\"]]"),
         "twins[0]: twin 'miniDrak' is not in \"ids\" (did you mean 'miniDark'?); twins are palettes the schema ships"),
        (variant("\"plate\": \"card\"", "\"plate\": \"card\", \"twins\": [[\"miniLight\"]]"), "twins[0]: expected a pair [light, dark] of two palette ids"),
        (variant("\"plate\": \"card\"", "\"plate\": \"card\", \"twins\": [[\"miniLight\", 3]]"), "twins[0]: expected a pair [light, dark] of two palette ids"),
        (variant("\"plate\": \"card\"", "\"plate\": \"card\", \"twins\": {\"miniLight\": \"miniDark\"}"),
         "twins: expected an array of [light, dark] palette id pairs such as [[\"craftLight\", \"craftDark\"]]"),
        (variant("\"plate\": \"card\"", "\"plate\": \"card\", \"twins\": [[\"mini\", \"Mini-Dark\"]]"), "twins[0]: 'Mini-Dark' is not an id or 'old -> new' migration"),
        (variant("\"plate\": \"card\"", "\"plate\": \"card\", \"twins\": [[\"mini\", \"mini\"]]"), "twins[0]: 'mini' appears twice"),
        (variant("\"plate\": \"card\"", "\"plate\": \"card\", \"twins\": [[\"a\", \"b\"], [\"c\", \"a\"]]"), "twins[1]: 'a' appears twice"),
        // One problem, one line: a level naming a kind declared with a problem of its own adds none.
        (variant("\"threshold\": 4.5, \"palettes\": \"all\"}", "\"threshold\": 30, \"palettes\": \"all\"}")
            .replacingOccurrences(of: "\"rules\":", with: "\"levels\": [{\"name\": \"high\", \"thresholds\": {\"body\": 7}}], \"rules\":"),
         "ruleKinds[0].threshold: threshold 30 is outside 1-21 for a contrast ratio"),
        (variant("\"measure\": \"contrast\", \"threshold\": 4.5", "\"measure\": \"apca\", \"threshold\": 4.5")
            .replacingOccurrences(of: "\"rules\":", with: "\"levels\": [{\"name\": \"high\", \"thresholds\": {\"body\": 7}}], \"rules\":"),
         "ruleKinds[0].measure: unknown measure 'apca'; expected \"contrast\", \"lightness\" or \"distinct\""),
    ])
    func eachMalformedSchemaGetsItsError(text: String, message: String) {
        do throws(SchemaLoadError) {
            _ = try SchemaFile.decode(text)
            Issue.record("accepted: \(message)")
        } catch {
            #expect(ErrorText.lines(for: .invalidSchema(path: "schema.json", error)) == ["schema.json: " + message])
        }
    }
}
