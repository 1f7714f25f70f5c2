/// A waterfall's columns: the top is the column with the smallest next start, the leading (smallest index)
/// one on a tie (spec G13).
///
/// Up to `linearLimit` columns (every waterfall of a screen) the top is found by scanning them; more
/// columns are kept in a binary min-heap of (next start, column index). Both order columns by the same
/// strict order, so both pick the same column. The storage is allocated once per section and freed by
/// `deallocate()`; placing an item neither allocates nor checks an array's uniqueness.
struct ColumnHeap: WaterfallColumnPicker {
    /// The most columns found by a scan rather than a heap.
    static let linearLimit = 8

    private let count: Int
    private let next: UnsafeMutablePointer<Double>
    private let heap: UnsafeMutablePointer<Int>
    /// The top column when the columns are scanned.
    private var first = 0

    /// `count` empty columns; 0, 1, 2, … is already a heap, as every next start is 0.
    init(count: Int) {
        self.count = count
        next = .allocate(capacity: max(1, count))
        next.initialize(repeating: 0, count: count)
        heap = .allocate(capacity: max(1, count))
        for i in 0..<count { (heap + i).initialize(to: i) }
    }

    /// Frees the columns' storage.
    func deallocate() {
        next.deallocate()
        heap.deallocate()
    }

    /// The column an item goes to, and where it starts in it.
    var top: (column: Int, next: Double) {
        let column = count <= Self.linearLimit ? first : heap[0]
        return (column, next[column])
    }

    /// Moves the top column's next start on by `length` (at least 0) and finds the new top.
    /// - Complexity: O(c) up to `linearLimit` columns, O(log c) beyond.
    mutating func advanceTop(by length: Double) {
        guard count > Self.linearLimit else {
            next[first] += length
            // Without branches on the comparisons, which no predictor learns (the columns take turns).
            var best = 0
            var smallest = next[0]
            for c in 1..<max(1, count) {
                let value = next[c]
                let smaller = value < smallest
                best = smaller ? c : best
                smallest = smaller ? value : smallest
            }
            first = best
            return
        }
        next[heap[0]] += length
        var i = 0
        while true {
            let left = 2 * i + 1
            guard left < count else { return }
            var child = left
            if left + 1 < count && precedes(heap[left + 1], heap[left]) { child = left + 1 }
            guard precedes(heap[child], heap[i]) else { return }
            (heap[i], heap[child]) = (heap[child], heap[i])
            i = child
        }
    }

    /// Places an item at the top column (see `WaterfallColumnPicker`).
    @inline(__always)
    mutating func place(advancingBy advance: Double) -> (column: Int, next: Double) {
        let placed = top
        advanceTop(by: advance)
        return placed
    }

    private func precedes(_ a: Int, _ b: Int) -> Bool {
        next[a] < next[b] || (next[a] == next[b] && a < b)
    }
}
