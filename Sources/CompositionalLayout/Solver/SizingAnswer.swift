extension Size {
    /// True for a size a sizing callback may answer: both lengths finite and at least 0 (spec E1, spec E4).
    @inline(__always)
    var isValidAnswer: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }

    /// This proposed size with the lengths of its estimated axes taken from `answer` (spec E1, spec E4).
    @inline(__always)
    func answered(by answer: Size, estimatedWidth: Bool, estimatedHeight: Bool) -> Size {
        Size(width: estimatedWidth ? answer.width : width, height: estimatedHeight ? answer.height : height)
    }
}
