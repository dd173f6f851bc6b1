import Foundation
import Testing
import PaletteCommands
import PaletteTestSupport

/// `draft --json` lists the keys it moved as the text does (`key accent #14B8A6 fails …; moved
/// to the nearest passing colour`): the role, the key, where it moved and the rules it failed.
@Suite struct DraftMovedKeysJSONTests {
    @Test(arguments: [
        // A teal accent fails accent/paper fill ≥ 3 on a light paper and moves; on a dark one it passes.
        (kind: "light", moved: true),
        (kind: "dark", moved: false),
    ])
    func draftJSONListsMovedKeys(_ kind: String, _ moved: Bool) throws {
        let drafted = CheckBandTests.run([:], ["draft", "reader", "--key", "accent=#14B8A6", "--kind", kind, "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(drafted.output.utf8)) as? [String: Any], "\(drafted.output)")
        // The standard palette passes with the key moved; a level the draft cannot derive is the exit code's.
        #expect((drafted.code == .success) == (document["passes"] as? Bool), "\(drafted.output)")
        let movedKeys = try #require(document["movedKeys"] as? [[String: Any]], "\(document.keys.sorted())")
        let accent = try #require((document["palette"] as? [String: String])?["accent"])
        #expect(movedKeys.count == (moved ? 1 : 0))
        #expect((accent != "#14B8A6") == moved)
        if moved {
            #expect(movedKeys[0]["role"] as? String == "accent")
            #expect(movedKeys[0]["key"] as? String == "#14B8A6")
            #expect(movedKeys[0]["colour"] as? String == accent)
            #expect((movedKeys[0]["failed"] as? [String])?.contains("accent/paper") == true, "\(movedKeys[0])")
        }
    }
}
