// Shortcut. Shape: the scratch memory of a solve's flat sections (`stampFlat`, `stampOneItemFlat`).
// General twin: the general path's scratch (`GroupEvaluator`, allocated once per plan); this holds no result,
// only what a section writes before it reads it.
// Held equal, bit for bit, by ShortcutDifferentialTests (shortcuts on against off), and by the hand-arithmetic
// tests of the shape in Tests/CompositionalLayoutTests.

/// Scratch memory the flat sections of one solve share: a batch of measured sizes and a few lengths per
/// column, allocated on first use, grown when a section needs more, and freed with the solve.
///
/// A class only so that its memory is freed once; a section overwrites what it reads before reading it. At an
/// app's size (200 items in 20 sections) allocating and freeing it per section was about a tenth of a solve.
final class FlatScratch {
    private var sizes: UnsafeMutablePointer<Size>?
    private var sizeCapacity = 0
    private var lengths: UnsafeMutablePointer<Double>?
    private var lengthCapacity = 0

    /// Room for `count` sizes, valid until the next call.
    func sizes(_ count: Int) -> UnsafeMutablePointer<Size> {
        if count > sizeCapacity || sizes == nil {
            sizes?.deallocate()
            sizeCapacity = max(count, 1)
            sizes = .allocate(capacity: sizeCapacity)
        }
        return sizes!
    }

    /// Room for `count` lengths, valid until the next call.
    func lengths(_ count: Int) -> UnsafeMutablePointer<Double> {
        if count > lengthCapacity || lengths == nil {
            lengths?.deallocate()
            lengthCapacity = max(count, 1)
            lengths = .allocate(capacity: lengthCapacity)
        }
        return lengths!
    }

    deinit {
        sizes?.deallocate()
        lengths?.deallocate()
    }
}
