import PaletteKit

/// Commands that only look: show, missing, next, rules, check, history, swatches.
enum InspectionCommands {
    static let all: [ShellCommand] = [show, missing, next, rules, check, history, swatches]

    /// What `missing` says of a complete palette: "all 39 roles are set"; a schema of one role
    /// has no "all" (not "all 1 roles are set").
    static func allRolesSet(count: Int) -> String {
        count == 1 ? "its 1 role is set" : "all \(Plural.counted(count, "role")) are set"
    }

}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
