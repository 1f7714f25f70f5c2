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

/// Three or four columns, kept in registers: a tournament of three comparisons (the pairs, then their
/// winners; the leading side wins a tie) and four selects per item.
///
/// The compiler makes the four selects branches on the chosen column (see `TwoColumnPicker`); SIMD pairs
/// with masks and selects on the comparisons' results measured slower.
///
/// Three columns are four with the fourth at infinity, which is never smaller.
struct FourColumnPicker: WaterfallColumnPicker {
    private var c0 = 0.0
    private var c1 = 0.0
    private var c2 = 0.0
    private var c3: Double

    /// `count` (3 or 4) empty columns.
    init(count: Int) {
        c3 = count > 3 ? 0 : .infinity
    }

    @inline(__always)
    mutating func place(advancingBy advance: Double) -> (column: Int, next: Double) {
        let odd01 = c1 < c0
        let low01 = odd01 ? c1 : c0
        let odd23 = c3 < c2
        let low23 = odd23 ? c3 : c2
        let upper = low23 < low01
        let next = upper ? low23 : low01
        let column = (upper ? 2 : 0) + ((upper ? odd23 : odd01) ? 1 : 0)
        let end = next + advance
        c0 = column == 0 ? end : c0
        c1 = column == 1 ? end : c1
        c2 = column == 2 ? end : c2
        c3 = column == 3 ? end : c3
        return (column, next)
    }
}

/// Five to eight columns, kept in registers: a tournament of seven comparisons (four pairs, their two
/// winners, then the final; the leading side wins a tie) and eight selects per item, three comparisons deep
/// where a scan over memory is seven (see `FourColumnPicker`).
///
/// Fewer than eight columns are eight with the rest at infinity, which is never smaller.
struct EightColumnPicker: WaterfallColumnPicker {
    private var c0 = 0.0
    private var c1 = 0.0
    private var c2 = 0.0
    private var c3 = 0.0
    private var c4 = 0.0
    private var c5: Double
    private var c6: Double
    private var c7: Double

    /// `count` (5 to 8) empty columns.
    init(count: Int) {
        c5 = count > 5 ? 0 : .infinity
        c6 = count > 6 ? 0 : .infinity
        c7 = count > 7 ? 0 : .infinity
    }

    @inline(__always)
    mutating func place(advancingBy advance: Double) -> (column: Int, next: Double) {
        let odd01 = c1 < c0
        let low01 = odd01 ? c1 : c0
        let odd23 = c3 < c2
        let low23 = odd23 ? c3 : c2
        let odd45 = c5 < c4
        let low45 = odd45 ? c5 : c4
        let odd67 = c7 < c6
        let low67 = odd67 ? c7 : c6
        let upper03 = low23 < low01
        let low03 = upper03 ? low23 : low01
        let column03 = (upper03 ? 2 : 0) + ((upper03 ? odd23 : odd01) ? 1 : 0)
        let upper47 = low67 < low45
        let low47 = upper47 ? low67 : low45
        let column47 = 4 + (upper47 ? 2 : 0) + ((upper47 ? odd67 : odd45) ? 1 : 0)
        let upper = low47 < low03
        let next = upper ? low47 : low03
        let column = upper ? column47 : column03
        let end = next + advance
        c0 = column == 0 ? end : c0
        c1 = column == 1 ? end : c1
        c2 = column == 2 ? end : c2
        c3 = column == 3 ? end : c3
        c4 = column == 4 ? end : c4
        c5 = column == 5 ? end : c5
        c6 = column == 6 ? end : c6
        c7 = column == 7 ? end : c7
        return (column, next)
    }
}
