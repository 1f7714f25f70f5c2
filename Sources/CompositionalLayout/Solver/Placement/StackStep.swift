/// One child's step along a stack (spec G7): the spacing before it (none before the first child), its leading
/// edge, its length, its trailing edge.
///
/// The one spelling of the step for the general evaluator (`GroupEvaluator`) and the flat-stack shortcuts
/// (`FlatStack`), so that all of them add the same numbers in the same order and give the same bits.
enum StackStep {
    /// Moves `position` past one child and returns where the child's own length starts.
    ///
    /// `spacing` is added unless the child is the first; flexible pieces arrive with their share added.
    @inline(__always)
    static func advance(
        _ position: inout Double, isFirst: Bool, spacing: Double, before: Double, length: Double, after: Double
    ) -> Double {
        if !isFirst { position += spacing }
        position += before
        let start = position
        position += length
        position += after
        return start
    }
}
