/// Growable storage of plain values (frames, records) with uninitialised spare capacity, so that a solve
/// writes each element once and a re-solve can write into a previous result's memory.
///
/// Shared between copies of a `SolvedLayout` and copied before a write unless uniquely referenced.
/// Only for trivial types (no references), which need no deinitialisation.
final class ElementBuffer<Element>: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    /// Elements in use: `base[0..<count]`.
    var count: Int

    /// An empty buffer with room for `capacity` elements; with none, it allocates no memory (a re-solve
    /// leaves such buffers behind in the result it took the storage from).
    init(capacity: Int) {
        precondition(_isPOD(Element.self), "ElementBuffer holds trivial types only")
        self.capacity = max(0, capacity)
        // With no room, `base` is never read or written: `reserve` allocates before any element is written.
        base = self.capacity > 0 ? .allocate(capacity: self.capacity) : Self.noMemory
        count = 0
    }

    deinit { if capacity > 0 { base.deallocate() } }

    /// The `base` of a buffer with no room: aligned, never read, written or freed.
    private static var noMemory: UnsafeMutablePointer<Element> {
        UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }

    /// A copy of the elements in use, with the same capacity.
    func copy() -> ElementBuffer {
        let copy = ElementBuffer(capacity: capacity)
        if count > 0 { copy.base.update(from: base, count: count) }
        copy.count = count
        return copy
    }

    /// Makes room for at least `needed` elements, growing geometrically.
    func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        let grown = max(needed, 2 * capacity)
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        if capacity > 0 {
            fresh.update(from: base, count: count)
            base.deallocate()
        }
        base = fresh
        capacity = grown
    }

    /// Appends room for `n` elements and returns where they start; the caller writes them.
    func appendUninitialized(_ n: Int) -> Int {
        reserve(count + n)
        let start = count
        count += n
        return start
    }
}
