/// A `TextOutput` that keeps everything written in one string: for tests and for
/// `RecipesCLI.run(arguments:catalog:environment:fileSystem:)`, which returns stdout whole.
public final class StringOutput: TextOutput {
    /// Everything written so far.
    public private(set) var text = ""

    /// An empty output.
    public init() {}

    /// Appends `text`.
    public func write(_ text: String) { self.text += text }
}
