/// The shells `recipes completions` writes scripts for.
enum Shell: String, CaseIterable, Sendable {
    /// GNU bash (3.2 or later).
    case bash
    /// zsh, through its completion system (`compinit`).
    case zsh
    /// fish.
    case fish
}
