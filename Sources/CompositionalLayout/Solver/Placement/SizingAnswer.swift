extension Size {
    /// True for a size a sizing callback may answer: both lengths finite and at least 0 (spec E1, spec E4).
    ///
    /// One unsigned compare per length: adding 0 turns -0 into +0, and then exactly the lengths from 0 to the
    /// greatest finite one have bit patterns below +infinity's (a negative length has the sign bit set; NaN and
    /// infinity are at or above it). `isFinite && >= 0` compiles to several masks and compares per length.
    @inline(__always)
    var isValidAnswer: Bool {
        let limit = Double.infinity.bitPattern
        return (width + 0).bitPattern < limit && (height + 0).bitPattern < limit
    }

    /// This proposed size with the lengths of its estimated axes taken from `answer` (spec E1, spec E4).
    @inline(__always)
    func answered(by answer: Size, estimatedWidth: Bool, estimatedHeight: Bool) -> Size {
        Size(width: estimatedWidth ? answer.width : width, height: estimatedHeight ? answer.height : height)
    }
}
