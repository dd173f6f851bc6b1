import Foundation
import Testing

@Suite struct SuggestCommandTests {
    func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    }

    @Test func pairQueryMovesThePlateAndReportsBothSides() throws {
        let outcome = try BinaryRunner.run(["suggest", "--ground", "#2E3440", "--plate", "#2E3440"])
        #expect(outcome.status == 0)
        #expect(outcome.output == """
            plate #2E3440 L 0.324 → #3B414D L 0.375 (ΔL +0.050): 1.22 against paper (≥ 1.05)
              or darker: #222733 L 0.273 (ΔL −0.051): 1.20 against paper (≥ 1.05); flips paper above plate

            """)
    }

    @Test func pairQueryJSON() throws {
        let outcome = try BinaryRunner.run(["suggest", "--ground", "#FFFFFF", "--plate", "#FAFAFA", "--json"])
        #expect(outcome.status == 0)
        let object = try json(outcome.output)
        #expect(Set(object.keys) == ["role", "from", "to", "ratio", "fromL", "toL", "deltaL", "passes", "lighter", "darker", "unmet"])
        #expect(object["role"] as? String == "plate")
        #expect(object["to"] as? String == "#F9F9F9")
        #expect(object["passes"] as? Bool == true)
        #expect(object["lighter"] is NSNull)
        let darker = object["darker"] as! [String: Any]
        #expect(darker["hex"] as? String == "#F9F9F9")
        #expect((darker["ratio"] as! NSNumber).doubleValue >= 1.05)
        #expect((object["unmet"] as! [Any]).isEmpty)
    }

    @Test func aSideThatTurnsThePairUpsideDownSaysSoOnceInJSON() throws {
        let outcome = try BinaryRunner.run(["suggest", "--ground", "#2E3440", "--plate", "#2E3440", "--json"])
        let object = try json(outcome.output)
        #expect((object["lighter"] as! [String: Any])["flips"] as? [String] == [])
        // The ladder and the darkStep rule of the same pair flip together: named once.
        #expect((object["darker"] as! [String: Any])["flips"] as? [String] == ["plate/paper"])
        #expect(object["to"] as? String == "#3B414D")
    }

    @Test func impossiblePairExitsOneAndListsTheUnmetRule() throws {
        let outcome = try BinaryRunner.run(["suggest", "--ground", "#EEEEEE", "--plate", "#333333", "--min", "21", "--json"])
        #expect(outcome.status == 1)
        let object = try json(outcome.output)
        #expect(object["passes"] as? Bool == false)
        #expect(object["to"] as? String == "#000000")
        let unmet = object["unmet"] as! [[String: Any]]
        #expect(unmet.count == 1)
        #expect(unmet[0]["foreground"] as? String == "plate")
        let text = try BinaryRunner.run(["suggest", "--ground", "#EEEEEE", "--plate", "#333333", "--min", "21"])
        #expect(text.status == 1)
        #expect(text.output.contains("no colour on its lightness line meets every rule"))
        #expect(text.output.contains("cannot be met: plate/paper ladder ≥ 21"))
    }

    @Test func movingTheGround() throws {
        let outcome = try BinaryRunner.run(["suggest", "--ground", "#F5F5F5", "--plate", "#FFFFFF", "--move", "ground", "--json"])
        #expect(outcome.status == 0)
        #expect(try json(outcome.output)["role"] as? String == "paper")
    }

    @Test func paletteRoleAndLadder() throws {
        let folder = try TemporaryFolder()
        try folder.write(##"{"format":"palette-repl/1","id":"nord","roles":{"paper":"#2E3440","plate":"#3B4252","raised":"#434C5E","ink":"#ECEFF4"}}"##, to: "nord.json")
        let raised = try BinaryRunner.run(["suggest", "raised", "--palette", "nord.json"], directory: folder.url)
        #expect(raised.status == 0)
        #expect(raised.output.hasPrefix("raised #434C5E L 0.416 → #465062 L 0.430 (ΔL +0.014): step 0.050 from plate (≥ 0.05)\n"))
        try folder.write(##"{"format":"palette-repl/1","id":"quiet","roles":{"paper":"#F4F1EA","plate":"#F7F4ED"}}"##, to: "quiet.json")
        let ladder = try BinaryRunner.run(["suggest", "ladder", "--palette", "quiet.json"], directory: folder.url)
        #expect(ladder.status == 0)
        #expect(ladder.output == "move plate to #FAF7EF (ΔL +0.009): 1.05 against paper (≥ 1.05) or move paper to #F1EEE8 (ΔL −0.009): 1.05 against plate (≥ 1.05)\n")
        let against = try BinaryRunner.run(["suggest", "plate", "--palette", "quiet.json", "--against", "paper", "--json"], directory: folder.url)
        #expect(try json(against.output)["to"] as? String == "#FAF7EF")
    }

    @Test(arguments: [
        (["suggest", "--ground", "#FFF"], "palette-repl: suggest: needs --plate COLOR"),
        (["suggest", "--ground", "#FFF", "--plate", "#12"], "palette-repl: bad colour '#12'"),
        (["suggest", "--ground", "#FFF", "--plate", "#EEE", "--min", "30"], "palette-repl: bad threshold '30'; expected a contrast ratio from 1 to 21"),
        (["suggest", "--ground", "#FFF", "--plate", "#EEE", "--move", "sideways"], "palette-repl: suggest: bad value 'sideways' for --move; expected plate or ground"),
        (["suggest", "plate", "--palette", "nowhere.json"], "palette-repl: cannot read 'nowhere.json'"),
        (["suggest", "plat", "--ground", "#FFF", "--plate", "#EEE"], "palette-repl: suggest: unexpected 'plat'"),
    ])
    func badInputExitsTwo(arguments: [String], message: String) throws {
        let outcome = try BinaryRunner.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.errors.hasPrefix(message), "\(outcome.errors)")
        #expect(outcome.output == "")
    }
}
