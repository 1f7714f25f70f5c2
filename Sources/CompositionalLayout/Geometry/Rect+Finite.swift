extension Rect {
    /// True when x, y, width, height and the sum of the far edges (maxX + maxY) are all finite (spec R2).
    ///
    /// One test does: a sum is finite only when both terms are (an infinite or NaN term makes it infinite or
    /// NaN), so (x + width) + (y + height) is finite exactly when all four coordinates and the sum are.
    @inline(__always)
    var isFiniteWithExtent: Bool { (maxX + maxY).isFinite }
}
