// Shortcut. Shape: the column choice of a template waterfall of up to eight columns, in registers.
// General twin: `ColumnHeap`, which `stampWaterfall` uses for every column count.
// Held equal, bit for bit, by ShortcutDifferentialTests (shortcuts on against off), and by the hand-arithmetic
// tests of the shape in Tests/CompositionalLayoutTests.

/// Chooses a waterfall item's column (spec G13): the column with the smallest next start, the leading
/// (smallest index) one on a tie, whose next start then moves on by the item's advance.
///
/// Every conforming type orders the columns by the same strict order, so all pick the same column.
protocol WaterfallColumnPicker {
    /// Places an item whose length plus the item spacing is `advance`: returns its column and its start in
    /// that column, and moves that column's next start on by `advance`.
    mutating func place(advancingBy advance: Double) -> (column: Int, next: Double)
}

/// One or two columns, kept in registers: one comparison and two selects per item, no memory traffic.
///
/// The compiler makes the selects a branch on the chosen column. Template items repeat their lengths, so
/// their columns mostly repeat and the branch is predicted; blends in a SIMD pair measured slower on
/// both repeating and quasi-random lengths (their chain through the mask is longer than a misprediction
/// costs on average).
///
/// One column is two with the second at infinity, which is never smaller.
struct TwoColumnPicker: WaterfallColumnPicker {
    private var first = 0.0
    private var second: Double

    /// `count` (1 or 2) empty columns.
    init(count: Int) {
        second = count > 1 ? 0 : .infinity
    }

    @inline(__always)
    mutating func place(advancingBy advance: Double) -> (column: Int, next: Double) {
        let isSecond = second < first
        let next = isSecond ? second : first
        let end = next + advance
        first = isSecond ? first : end
        second = isSecond ? end : second
        return (isSecond ? 1 : 0, next)
    }
}

/// Three columns, kept in registers: the first pair, then its winner against the third (the leading side
/// wins every tie), two comparisons where `FourColumnPicker` with a column at infinity makes three.
struct ThreeColumnPicker: WaterfallColumnPicker {
    private var c0 = 0.0
    private var c1 = 0.0
    private var c2 = 0.0

    @inline(__always)
    mutating func place(advancingBy advance: Double) -> (column: Int, next: Double) {
        let odd01 = c1 < c0
        let low01 = odd01 ? c1 : c0
        let last = c2 < low01
        let next = last ? c2 : low01
        let end = next + advance
        if last {
            c2 = end
            return (2, next)
        }
        if odd01 { c1 = end } else { c0 = end }
        return (odd01 ? 1 : 0, next)
    }
}

/// Four columns (and the last three or four of `EightColumnPicker`), kept in registers: a tournament of three
/// comparisons (the pairs, then their winners; the leading side wins a tie) and a move of the winning column,
/// two branches deep on the tournament's own results.
///
/// The compiler makes the move branches (see `TwoColumnPicker`); SIMD pairs with masks and selects on the
/// comparisons' results measured slower, and so did four selects on the column's index (four compares of it
/// per item).
///
/// Fewer columns are four with the rest at infinity, which is never smaller.
struct FourColumnPicker: WaterfallColumnPicker {
    private var c0 = 0.0
    private var c1: Double
    private var c2: Double
    private var c3: Double

    /// The tournament's winner: which pair (`upper`: columns 2 and 3), which side of it, and its next start.
    struct Pick {
        let upper: Bool
        let odd: Bool
        let next: Double

        /// The winner's column, 0 to 3.
        var column: Int { (upper ? 2 : 0) + (odd ? 1 : 0) }
    }

    /// `count` (1 to 4) empty columns.
    init(count: Int) {
        c1 = count > 1 ? 0 : .infinity
        c2 = count > 2 ? 0 : .infinity
        c3 = count > 3 ? 0 : .infinity
    }

    /// The column with the smallest next start, the leading one on a tie, and that start.
    @inline(__always)
    var lowest: Pick {
        let odd01 = c1 < c0
        let low01 = odd01 ? c1 : c0
        let odd23 = c3 < c2
        let low23 = odd23 ? c3 : c2
        let upper = low23 < low01
        return Pick(upper: upper, odd: upper ? odd23 : odd01, next: upper ? low23 : low01)
    }

    /// Sets the next start of `pick`'s column to `end`.
    @inline(__always)
    mutating func setNext(_ end: Double, of pick: Pick) {
        if pick.upper {
            if pick.odd { c3 = end } else { c2 = end }
        } else {
            if pick.odd { c1 = end } else { c0 = end }
        }
    }

    @inline(__always)
    mutating func place(advancingBy advance: Double) -> (column: Int, next: Double) {
        let pick = lowest
        setNext(pick.next + advance, of: pick)
        return (pick.column, pick.next)
    }
}

/// Five or six columns, kept in registers: a `FourColumnPicker` tournament over the first four, the last pair,
/// then the two winners (the leading side wins every tie), five comparisons where `EightColumnPicker` makes
/// seven.
///
/// Five columns are six with the last at infinity, which is never smaller.
struct SixColumnPicker: WaterfallColumnPicker {
    private var leading = FourColumnPicker(count: 4)
    private var c4 = 0.0
    private var c5: Double

    /// `count` (5 or 6) empty columns.
    init(count: Int) {
        c5 = count > 5 ? 0 : .infinity
    }

    @inline(__always)
    mutating func place(advancingBy advance: Double) -> (column: Int, next: Double) {
        let first = leading.lowest
        let odd45 = c5 < c4
        let low45 = odd45 ? c5 : c4
        let last = low45 < first.next
        let next = last ? low45 : first.next
        let end = next + advance
        if last {
            if odd45 { c5 = end } else { c4 = end }
            return (odd45 ? 5 : 4, next)
        }
        leading.setNext(end, of: first)
        return (first.column, next)
    }
}

/// Seven or eight columns: two `FourColumnPicker`s and a final comparison (the leading
/// half wins a tie), three comparisons deep where a scan over memory is seven.
struct EightColumnPicker: WaterfallColumnPicker {
    private var leading = FourColumnPicker(count: 4)
    private var trailing: FourColumnPicker

    /// `count` (7 or 8; five and six take `SixColumnPicker`) empty columns.
    init(count: Int) {
        trailing = FourColumnPicker(count: count - 4)
    }

    @inline(__always)
    mutating func place(advancingBy advance: Double) -> (column: Int, next: Double) {
        let first = leading.lowest
        let second = trailing.lowest
        let upper = second.next < first.next
        let next = upper ? second.next : first.next
        let end = next + advance
        if upper {
            trailing.setNext(end, of: second)
            return (4 + second.column, next)
        }
        leading.setNext(end, of: first)
        return (first.column, next)
    }
}
