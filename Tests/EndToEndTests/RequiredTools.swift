import Foundation
import Testing

/// Tools some tests need (tmux, Chromium, aapt), found through PATH as CI installs them. Off CI a
/// missing tool skips its test with a reason; in CI (`CI=true`, which CI sets, or
/// `PALETTE_REPL_REQUIRE_TOOLS=1`, which .ci/run sets) the test runs and fails, so a run can
/// never pass without testing what only those tools can show.
enum RequiredTools {
    static var mustRun: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["CI"] == "true" || environment["PALETTE_REPL_REQUIRE_TOOLS"] == "1"
    }

    /// The first executable of that name on PATH.
    static func find(_ names: String...) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for name in names {
            for folder in path.split(separator: ":") {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// The trait: run when the tool is there, or when a skip is not allowed.
    static func enabled(_ tool: String?, _ reason: Comment) -> ConditionTrait {
        .enabled(if: tool != nil || mustRun, reason)
    }

    /// Inside the test: the tool's path, or a recorded failure.
    static func require(_ tool: String?, _ name: String) throws -> String {
        guard let tool else {
            Issue.record("\(name) is not on PATH, and this run may not skip the tests that need it")
            throw Missing(name: name)
        }
        return tool
    }

    struct Missing: Error { let name: String }
}

@Suite struct RequiredToolsTests {
    /// A missing tool is a recorded failure inside the test, never a silent pass.
    @Test func aMissingToolIsAFailure() {
        withKnownIssue("the tool is missing on purpose") {
            _ = try RequiredTools.require(nil, "no-such-tool")
        }
    }

    @Test func toolsAreFoundThroughPATH() {
        #expect(RequiredTools.find("sh") != nil)
        #expect(RequiredTools.find("no-such-tool-palette-repl") == nil)
    }
}
