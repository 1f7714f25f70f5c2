/// The order in which one interleaved round runs its subjects: a shuffle seeded by the round's number, so
/// that every run of the benchmark uses the same orders and no subject always follows the same one.
///
/// A rotation (A B C, B C A, C A B, ...) spreads slow phases of the machine over the subjects, but it keeps
/// every subject behind the same predecessor in every round: what that one subject leaves in the caches and
/// the heap reaches one side of a ratio every time and the other side never.
enum RoundOrder {
    /// Subject indices `0..<count` in round `round`'s order: a Fisher-Yates shuffle drawn from `SeededRandom`
    /// seeded by the round (written out rather than `shuffle(using:)`, whose draws the standard library may
    /// change).
    static func subjects(round: Int, count: Int) -> [Int] {
        var order = Array(0..<count)
        var random = SeededRandom(seed: UInt64(truncatingIfNeeded: round))
        for i in stride(from: count - 1, to: 0, by: -1) {
            order.swapAt(i, Int(random.next() % UInt64(i + 1)))
        }
        return order
    }
}
