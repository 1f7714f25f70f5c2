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

/// A picker of a fixed number of columns kept in registers, which names its winner before moving it, so that
/// two can be paired (`PairedColumnPicker`): the pickers of up to eight columns are trees of these.
protocol ColumnTournament: WaterfallColumnPicker {
    /// The winner: its next start and the tournament's own results, which move its column without comparing
    /// again.
    associatedtype Pick: ColumnPick
    /// How many columns it holds.
    static var width: Int { get }
    /// `width` empty columns.
    init()
    /// The column with the smallest next start, the leading one on a tie.
    var lowest: Pick { get }
    /// Sets the next start of `pick`'s column to `end`.
    mutating func setNext(_ end: Double, of pick: Pick)
}

extension ColumnTournament {
    /// `WaterfallColumnPicker.place` through the tournament: `lowest`, then its column moved on by `advance`.
    @inline(__always)
    mutating func place(advancingBy advance: Double) -> (column: Int, next: Double) {
        let pick = lowest
        setNext(pick.next + advance, of: pick)
        return (pick.column, pick.next)
    }
}

/// A tournament's winner (`ColumnTournament.lowest`).
protocol ColumnPick {
    /// Its column, from 0 in its tournament.
    var column: Int { get }
    /// Its column's next start.
    var next: Double { get }
}

/// One column: every item goes to it, with no comparison (a one-column waterfall, and the odd side of a
/// `PairedColumnPicker`).
struct OneColumnPicker: ColumnTournament {
    private var c0 = 0.0

    /// The winner, always column 0, and its next start.
    struct Pick: ColumnPick {
        let next: Double

        var column: Int { 0 }
    }

    static var width: Int { 1 }

    init() {}

    @inline(__always)
    var lowest: Pick { Pick(next: c0) }

    @inline(__always)
    mutating func setNext(_ end: Double, of pick: Pick) { c0 = end }
}

/// Two columns: one comparison and two selects per item, no memory traffic.
///
/// The compiler makes the selects a branch on the chosen column. Template items repeat their lengths, so
/// their columns mostly repeat and the branch is predicted; blends in a SIMD pair measured slower on
/// both repeating and quasi-random lengths (their chain through the mask is longer than a misprediction
/// costs on average). Inside pairs it beats `PairedColumnPicker` of two `OneColumnPicker`s: three and four
/// columns took 194 and 238 µs that way, 187 and 204 µs this way (100 000 items, `recipes bench waterfall`).
struct TwoColumnPicker: ColumnTournament {
    private var first = 0.0
    private var second = 0.0

    /// The winner: which column, and its next start.
    struct Pick: ColumnPick {
        let odd: Bool
        let next: Double

        var column: Int { odd ? 1 : 0 }
    }

    static var width: Int { 2 }

    init() {}

    @inline(__always)
    var lowest: Pick {
        let odd = second < first
        return Pick(odd: odd, next: odd ? second : first)
    }

    @inline(__always)
    mutating func setNext(_ end: Double, of pick: Pick) {
        if pick.odd { second = end } else { first = end }
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

/// The columns of two tournaments side by side: each side's winner, then the two winners (the leading side
/// wins a tie), so n columns take n - 1 comparisons an item and a move two or three branches deep on the
/// tournaments' own results.
///
/// Three to eight columns are built from pairs and ones (`TemplateStamp.place`). The hand-written four-column
/// tournament this replaced (two pairs, then a select of the winning side) took 266 µs where this takes 204 µs,
/// and the eight-column one 420 µs where this takes 270 µs (min, 100 000 items, `recipes bench waterfall`,
/// docs/performance.md); SIMD pairs with masks and selects had measured slower than both.
struct PairedColumnPicker<Leading: ColumnTournament, Trailing: ColumnTournament>: ColumnTournament {
    private var leading = Leading()
    private var trailing = Trailing()

    /// The winner: the side (`upper`: `Trailing`'s), both sides' winners and the overall winner's next start.
    struct Pick: ColumnPick {
        let upper: Bool
        let first: Leading.Pick
        let second: Trailing.Pick
        let next: Double

        var column: Int { upper ? Leading.width + second.column : first.column }
    }

    static var width: Int { Leading.width + Trailing.width }

    init() {}

    @inline(__always)
    var lowest: Pick {
        let first = leading.lowest
        let second = trailing.lowest
        let upper = second.next < first.next
        return Pick(upper: upper, first: first, second: second, next: upper ? second.next : first.next)
    }

    @inline(__always)
    mutating func setNext(_ end: Double, of pick: Pick) {
        if pick.upper {
            trailing.setNext(end, of: pick.second)
        } else {
            leading.setNext(end, of: pick.first)
        }
    }
}

/// Three columns: a pair, then its winner against the third (two comparisons).
typealias ThreeColumnPicker = PairedColumnPicker<TwoColumnPicker, OneColumnPicker>

/// Four columns: two pairs, then their winners (three comparisons).
typealias FourColumnPicker = PairedColumnPicker<TwoColumnPicker, TwoColumnPicker>
