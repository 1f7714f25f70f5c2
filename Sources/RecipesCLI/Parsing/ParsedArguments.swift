import LayoutRecipes

/// A command line split by a `CommandSpec`: positional values, option values, flags, and whether help
/// was asked for.
struct ParsedArguments: Sendable, Equatable {
    /// Positional arguments, in order.
    var positionals: [String] = []
    /// The value of each option (the last one wins when an option is repeated, as in argument-parser).
    var values: [String: String] = [:]
    /// The flags given.
    var flags: Set<String> = []
    /// True when `-h` or `--help` appeared before `--`.
    var helpRequested = false

    /// Splits `arguments` by `spec` into positionals, option values and flags.
    ///
    /// Accepts `--opt value`, `--opt=value` and flags; `--` ends the options. A value may start with
    /// one dash (`--scroll-offset -40`) but not two. The short names (`-w`, `-f`, `-o`, `-q`) stand for
    /// their long options where the command has them; `-` alone is a positional (standard input).
    static func parse(_ arguments: [String], for spec: CommandSpec) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" || isNegativeNumber(argument) {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "-h" || argument == "--help" { parsed.helpRequested = true; continue }
            var (name, inlineValue) = splitOption(argument)
            if !name.hasPrefix("--"), let long = spec.options.first(where: { $0.shortName == name }) {
                name = long.name
            }
            guard let option = spec.option(named: name) else {
                let known = spec.options.map(\.name) + ["--help"]
                throw CommandError.unknownOption(name: name, suggestions: nearestOptions(to: name, in: known))
            }
            guard let valueName = option.valueName else {
                if let inlineValue { throw CommandError.unexpectedValue(option: name, value: inlineValue) }
                parsed.flags.insert(name)
                continue
            }
            if let inlineValue {
                parsed.values[name] = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                parsed.values[name] = arguments[index]
                index += 1
            } else {
                throw CommandError.missingValue(option: name, valueName: valueName)
            }
        }
        if parsed.helpRequested { return parsed }
        let required = spec.arguments.filter(\.isRequired).count
        if parsed.positionals.count > spec.arguments.count, spec.arguments.last?.isRepeating != true {
            throw CommandError.unexpectedArgument(parsed.positionals[spec.arguments.count])
        }
        if parsed.positionals.count < required {
            throw CommandError.missingArgument(name: spec.arguments[parsed.positionals.count].synopsis)
        }
        return parsed
    }

    /// `--name=value` -> ("--name", "value"); `--name` -> ("--name", nil).
    static func splitOption(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// True for `-5`, `-0.5`: read as a value, never as an option.
    static func isNegativeNumber(_ argument: String) -> Bool {
        argument.count > 1 && argument.dropFirst().allSatisfy { $0.isNumber || $0 == "." }
    }

    /// The options nearest to `name`, compared without their dashes.
    static func nearestOptions(to name: String, in options: [String]) -> [String] {
        let bare = { (s: String) in String(s.drop { $0 == "-" }) }
        let near = nearestNames(to: bare(name), in: options.map(bare))
        return near.map { "--" + $0 }
    }

    /// The value of `option`, or nil when it was not given.
    func value(_ option: String) -> String? { values[option] }

    /// True when the flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }
}
