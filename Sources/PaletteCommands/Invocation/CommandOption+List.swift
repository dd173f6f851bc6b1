/// An option whose value is a list separated by commas (`--keep ROLE,…`): declared with the
/// kind of its items, so completion offers them after each comma, and read by one reader that
/// splits, trims and refuses an empty or repeated item the same way in every command.
extension CommandOption {
    /// `--only ROLE,…`: `item` is the label of one item in usage.
    package static func list(_ name: String, _ item: String, _ kind: ValueKind, _ help: String, needs: CommandOption? = nil) -> CommandOption {
        option(name, item + ",…", .list(kind), help, needs: needs)
    }
}

extension ParsedArguments {
    /// The items of a `list` option, spaces around each trimmed; nil when it was not given.
    package func list(_ option: CommandOption, command: String) throws(ToolError) -> [String]? {
        guard let text = self[option] else { return nil }
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingShellSpaces }
        guard !items.contains(where: \.isEmpty), Set(items).count == items.count else {
            throw .badOptionValue(command: command, option: option.name, value: text, expected: Self.itemsExpected(option.kind))
        }
        return items
    }

    /// `role names separated by commas, each once`.
    private static func itemsExpected(_ kind: ValueKind?) -> String {
        let items: String
        switch kind {
        case .list(.role)?: items = "role names"
        default: items = "names"
        }
        return items + " separated by commas, each once"
    }
}
