/// The largest distance any section's elements poke out of its frame, and a section that has it, so that a
/// re-solve that leaves that section alone knows the largest one without reading every section.
struct LargestOverhang: Sendable {
    /// The largest overhang, at least 0.
    var value = 0.0
    /// A section with that overhang; -1 when no section pokes out.
    var section = -1

    /// Takes section `s`'s overhang `o` into account.
    @inline(__always)
    mutating func include(_ o: Double, section s: Int) {
        if o > value {
            value = o
            section = s
        }
    }
}
