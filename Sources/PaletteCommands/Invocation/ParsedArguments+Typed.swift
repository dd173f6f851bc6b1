/// Typed reads: each value was read once by the scan, through its declaration's reader.
extension ParsedArguments {
    /// The value of an argument of the form the line fits, or its `whenAbsent` when the form took
    /// no word for it. Reading an argument the fitting form does not declare is a mistake in the
    /// command: its forms say which arguments it has.
    package subscript<Value>(argument: TypedArgument<Value>) -> Value {
        if let index = syntax.forms[form].arguments.firstIndex(of: argument.declaration), let value = values[index].first {
            guard let typed = value as? Value else { preconditionFailure("\(argument.declaration.label) was read as \(type(of: value))") }
            return typed
        }
        guard let absent = argument.whenAbsent else {
            preconditionFailure("\(syntax.command): \(argument.declaration.label) is read where the form the line fits does not take it")
        }
        return absent
    }

    /// The value of an option given once; nil when it was not given.
    package subscript<Value>(option: TypedOption<Value>) -> Value? {
        guard let index = occurrences.firstIndex(where: { $0.option == option.declaration }) else { return nil }
        guard let typed = optionValues[index] as? Value else { preconditionFailure("\(option.declaration.name) was read as \(type(of: optionValues[index]))") }
        return typed
    }

    /// The value of an option the form the line fits requires (the scan refused the line without it).
    package func required<Value>(_ option: TypedOption<Value>) -> Value {
        guard let value = self[option] else {
            preconditionFailure("\(syntax.command): \(option.declaration.name) is read as required where the form the line fits does not require it")
        }
        return value
    }

    package func has<Value>(_ option: TypedOption<Value>) -> Bool { has(option.declaration) }
}
