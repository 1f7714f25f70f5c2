import LayoutRecipes

/// What a command runs against: the catalog, the process environment and the file system.
struct CommandContext: Sendable {
    /// The recipes the command knows.
    var catalog: RecipeCatalog
    /// Environment variables (reserved; no command reads one yet).
    var environment: [String: String]
    /// Where files are written.
    var fileSystem: FileSystem
}
