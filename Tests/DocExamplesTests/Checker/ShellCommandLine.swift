/// One `$ ...` line of a shell example, split as a POSIX shell would split it.
///
/// The subset understood: words, single and double quotes, backslash escapes, `$NAME` and `${NAME}` from the example's variables,
/// leading `NAME=value` assignments and a trailing `# comment`. Pipes, redirections, `;`, `&&` and command
/// substitution are refused, so an example never means something the checker did not run.
struct ShellCommandLine: Equatable {
    /// Why a line cannot be run.
    struct Unsupported: Error, CustomStringConvertible {
        /// The sentence.
        var description: String
    }

    /// The leading `NAME=value` assignments: the command's environment.
    var environment: [String: String]
    /// The words after the assignments.
    var words: [String]

    /// Splits `line` (without its `$ `), expanding `variables`.
    init(_ line: String, variables: [String: String]) throws {
        var words: [String] = []
        var current = ""
        var inWord = false
        var characters = Array(line)[...]
        func expand(_ characters: inout ArraySlice<Character>) throws -> String {
            var name = ""
            if characters.first == "{" {
                characters = characters.dropFirst()
                while let c = characters.first, c != "}" {
                    name.append(c)
                    characters = characters.dropFirst()
                }
                guard characters.first == "}" else { throw Unsupported(description: "an unclosed ${ in `\(line)`") }
                characters = characters.dropFirst()
            } else {
                while let c = characters.first, c.isLetter || c.isNumber || c == "_" {
                    name.append(c)
                    characters = characters.dropFirst()
                }
            }
            guard !name.isEmpty else { throw Unsupported(description: "a $ that names no variable in `\(line)`") }
            guard let value = variables[name] else {
                throw Unsupported(
                    description: "the variable $\(name) in `\(line)`; examples know \(variables.keys.sorted())")
            }
            return value
        }
        while let c = characters.first {
            characters = characters.dropFirst()
            switch c {
            case " ", "\t":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "#" where !inWord:
                characters = []
            case "'":
                inWord = true
                while let q = characters.first, q != "'" {
                    current.append(q)
                    characters = characters.dropFirst()
                }
                guard characters.first == "'" else { throw Unsupported(description: "an unclosed ' in `\(line)`") }
                characters = characters.dropFirst()
            case "\"":
                inWord = true
                while let q = characters.first, q != "\"" {
                    characters = characters.dropFirst()
                    if q == "$" {
                        current += try expand(&characters)
                    } else if q == "\\", let next = characters.first, "\"\\$`".contains(next) {
                        current.append(next)
                        characters = characters.dropFirst()
                    } else if q == "`" {
                        throw Unsupported(description: "command substitution in `\(line)`")
                    } else {
                        current.append(q)
                    }
                }
                guard characters.first == "\"" else { throw Unsupported(description: "an unclosed \" in `\(line)`") }
                characters = characters.dropFirst()
            case "\\":
                inWord = true
                if let next = characters.first {
                    current.append(next)
                    characters = characters.dropFirst()
                }
            case "$":
                inWord = true
                if characters.first == "(" { throw Unsupported(description: "command substitution in `\(line)`") }
                current += try expand(&characters)
            case "|", ">", "<", ";", "&", "`", "(", ")":
                throw Unsupported(description: "the shell operator \(c) in `\(line)`; examples run one command")
            default:
                inWord = true
                current.append(c)
            }
        }
        if inWord { words.append(current) }
        environment = [:]
        while let first = words.first, let equals = first.firstIndex(of: "="),
            first[..<equals].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), equals != first.startIndex
        {
            environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
            words.removeFirst()
        }
        self.words = words
    }

    /// The arguments of the `recipes` command this line runs (`recipes ...` or `swift run recipes ...`),
    /// or nil when it runs something else.
    var recipesArguments: [String]? {
        if words.first == "recipes" { return Array(words.dropFirst()) }
        if words.count >= 3, words[0] == "swift", words[1] == "run", words[2] == "recipes" {
            return Array(words.dropFirst(3))
        }
        return nil
    }
}
