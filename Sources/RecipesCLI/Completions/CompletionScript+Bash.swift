extension CompletionScript {
    /// The bash script: a `_recipes` function registered with `complete -F`, completing subcommands, then
    /// per subcommand its options, their values (choices, files, folders) and its arguments.
    var bash: String {
        var out = CompletionScript.header(.bash) + "\n"
        out += "# Load it with: source <(recipes completions bash)\n"
        out += "_recipes_paths() {\n"
        out += "    local IFS=$'\\n'\n"
        out += "    COMPREPLY=($(compgen \"$1\" -- \"$cur\"))\n"
        out += "}\n"
        out += "_recipes() {\n"
        out += "    local cur=\"${COMP_WORDS[COMP_CWORD]}\"\n"
        out += "    local prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
        out += "    COMPREPLY=()\n"
        out += "    if [[ $COMP_CWORD -eq 1 ]]; then\n"
        out +=
            "        COMPREPLY=($(compgen -W \"\(list(subcommands.map(\.name) + ["--help", "--version"]))\" -- \"$cur\"))\n"
        out += "        return 0\n"
        out += "    fi\n"
        out += "    case \"${COMP_WORDS[1]}\" in\n"
        for spec in subcommands {
            out += "        \(spec.name))\n"
            let valued = spec.options.filter { $0.valueName != nil }
            if !valued.isEmpty {
                out += "            case \"$prev\" in\n"
                for option in valued {
                    let names = ([option.name] + (option.shortName.map { [$0] } ?? [])).joined(separator: "|")
                    out += "                \(names)) \(reply(CompletionKind(option)))return 0 ;;\n"
                }
                out += "            esac\n"
            }
            let optionWords = spec.options.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) } + ["--help"]
            out += "            if [[ \"$cur\" == -* ]]; then\n"
            out += "                COMPREPLY=($(compgen -W \"\(list(optionWords))\" -- \"$cur\"))\n"
            if let argument = spec.arguments.first {
                out += "            else\n"
                let statement = reply(CompletionKind(argument))
                out += "                \(statement.isEmpty ? ":" : statement)\n"
            }
            out += "            fi\n"
            out += "            ;;\n"
        }
        out += "    esac\n"
        out += "    return 0\n"
        out += "}\n"
        out += "complete -o filenames -F _recipes recipes\n"
        return out
    }

    /// The `COMPREPLY=...; ` statement for `kind` (empty for nothing to offer).
    private func reply(_ kind: CompletionKind) -> String {
        switch kind {
        case .none: return ""
        case .files: return "_recipes_paths -f; "
        case .directories: return "_recipes_paths -d; "
        default: return "COMPREPLY=($(compgen -W \"\(list(words(kind) ?? []))\" -- \"$cur\")); "
        }
    }

    /// Words separated by spaces (none holds a space or a shell character: names are kebab-case).
    private func list(_ words: [String]) -> String { words.joined(separator: " ") }
}
