extension CompletionScript {
    /// The zsh script: a `#compdef` function using `_arguments`, subcommands with their abstracts, then per
    /// subcommand its options (short and long), their values and its arguments.
    var zsh: String {
        var out = "#compdef recipes\n" + CompletionScript.header(.zsh) + "\n"
        out += "# Install it as _recipes in a folder of $fpath, or load it with: source <(recipes completions zsh)\n"
        out += "_recipes() {\n"
        out += "    local context state state_descr line\n"
        out += "    typeset -A opt_args\n"
        out += "    _arguments -C '(- *)--help[Show help information]' '(- *)--version[Show the version]' \\\n"
        out += "        '1: :->subcommand' '*:: :->arguments' && return 0\n"
        out += "    case $state in\n"
        out += "        subcommand)\n"
        out += "            local -a subcommands\n"
        out += "            subcommands=(\n"
        for spec in subcommands {
            out += "                '\(spec.name):\(completionSummary(spec.abstract))'\n"
        }
        out += "            )\n"
        out += "            _describe -t subcommands 'recipes subcommand' subcommands\n"
        out += "            ;;\n"
        out += "        arguments)\n"
        out += "            case $words[1] in\n"
        for spec in subcommands {
            out += "                \(spec.name))\n"
            out += "                    _arguments -s \\\n"
            for option in spec.options {
                out += "                        \(zshOption(option)) \\\n"
            }
            out += "                        '(- *)'{-h,--help}'[Show help information]'"
            for (i, argument) in spec.arguments.enumerated() {
                let position = argument.isRepeating ? "*" : "\(i + 1)"
                let optional = argument.isRequired || argument.isRepeating ? "" : ":"
                out +=
                    " \\\n                        '\(position):\(optional)\(argument.name):\(zshAction(CompletionKind(argument)))'"
            }
            out += "\n                    ;;\n"
        }
        out += "            esac\n"
        out += "            ;;\n"
        out += "    esac\n"
        out += "}\n"
        out += "if [[ $zsh_eval_context[-1] == loadautofunc ]]; then\n"
        out += "    _recipes \"$@\"\n"
        out += "else\n"
        out += "    compdef _recipes recipes\n"
        out += "fi\n"
        return out
    }

    /// One `_arguments` spec: `'--file[help]:path:_files'`, or for a short name
    /// `'(-w --widths)'{-w,--widths}'[help]:widths: '`.
    private func zshOption(_ option: OptionSpec) -> String {
        let help = "[\(completionSummary(option.help))]"
        let value = option.valueName.map { ":\($0):\(zshAction(CompletionKind(option)))" } ?? ""
        guard let short = option.shortName else { return "'\(option.name)\(help)\(value)'" }
        return "'(\(short) \(option.name))'{\(short),\(option.name)}'\(help)\(value)'"
    }

    /// The `_arguments` action for `kind`: `_files`, `_files -/`, `(a b c)`, or a space for none.
    private func zshAction(_ kind: CompletionKind) -> String {
        switch kind {
        case .none: return " "
        case .files: return "_files"
        case .directories: return "_files -/"
        default: return "(" + (words(kind) ?? []).joined(separator: " ") + ")"
        }
    }
}
