extension CompletionScript {
    /// The fish script: one `complete` line per subcommand, option (short and long, with its values) and
    /// argument, each guarded by the subcommand it belongs to.
    var fish: String {
        var out = CompletionScript.header(.fish) + "\n"
        out +=
            "# Install it as ~/.config/fish/completions/recipes.fish, or load it with: recipes completions fish | source\n"
        out += "complete -c recipes -f\n"
        let names = subcommands.map(\.name).joined(separator: " ")
        out += "complete -c recipes -n 'not __fish_seen_subcommand_from \(names)' -l help -d 'Show help information'\n"
        out += "complete -c recipes -n 'not __fish_seen_subcommand_from \(names)' -l version -d 'Show the version'\n"
        for spec in subcommands {
            out +=
                "complete -c recipes -n 'not __fish_seen_subcommand_from \(names)' -a \(spec.name) "
                + "-d '\(completionSummary(spec.abstract))'\n"
        }
        for spec in subcommands {
            let guardText = "-n '__fish_seen_subcommand_from \(spec.name)'"
            for option in spec.options {
                var line = "complete -c recipes \(guardText)"
                if let short = option.shortName { line += " -s \(short.dropFirst())" }
                line += " -l \(option.name.dropFirst(2))"
                if option.valueName != nil {
                    switch CompletionKind(option) {
                    case .files: line += " -r -F"
                    case .directories: line += " -x -a '(__fish_complete_directories)'"
                    case .none: line += " -x"
                    case let kind: line += " -x -a '\((words(kind) ?? []).joined(separator: " "))'"
                    }
                }
                out += line + " -d '\(completionSummary(option.help))'\n"
            }
            out += "complete -c recipes \(guardText) -s h -l help -d 'Show help information'\n"
            if let argument = spec.arguments.first {
                let kind = CompletionKind(argument)
                switch kind {
                case .files, .directories: out += "complete -c recipes \(guardText) -F\n"
                case .none: break
                default:
                    out += "complete -c recipes \(guardText) -a '\((words(kind) ?? []).joined(separator: " "))'\n"
                }
            }
        }
        return out
    }
}
