import Dispatch
import Foundation

/// How many widths a command solves at once (`--jobs`), and the loop that does it: items computed on
/// several cores a window at a time, then handed back in order, so that output is the sequential run's
/// byte for byte and at most one window of results is held.
struct ParallelJobs: Sendable {
    /// Items computed at once; 1 computes each item just before it is consumed, as a plain loop.
    var jobs: Int

    /// Items per job in one window: a few, so that a slow item holds up the others only briefly.
    static let itemsPerJob = 2

    /// The most `--jobs` accepts.
    static let maximumJobs = 256

    /// The machine's active cores: the default.
    static var everyCore: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `--jobs n`, for the commands that take it.
    static let spec = OptionSpec.option(
        "--jobs", value: "n",
        help: "Solve on n cores at once (1...\(maximumJobs); 1 solves one width after the other). The output is the "
            + "same for every n; at most a few widths per core are held at once.",
        default: "every core")

    /// Reads `--jobs`; every core when it is absent.
    init(_ parsed: ParsedArguments) throws {
        jobs =
            try parsed.value("--jobs").map { try parseCount($0, option: "--jobs", in: 1...Self.maximumJobs) }
            ?? Self.everyCore
    }

    /// `jobs` at once.
    init(jobs: Int) { self.jobs = max(1, jobs) }

    /// Calls `consume(i, compute(i))` for every i in 0..<count, in order.
    ///
    /// With several jobs, `compute` runs on `jobs` threads for a window of `jobs x itemsPerJob` items before
    /// they are consumed: few per job when each result is large (a width's snapshot or picture), many when
    /// results are small and items quick, so that waking the threads does not cost more than the work. A
    /// `compute` that throws throws when its item's turn comes, after the items before it were consumed, as in
    /// the sequential loop.
    func forEach<T: Sendable>(
        _ count: Int, itemsPerJob: Int = ParallelJobs.itemsPerJob, compute: @escaping @Sendable (Int) throws -> T,
        consume: (Int, T) throws -> Void
    ) throws {
        guard jobs > 1, count > 1 else {
            for i in 0..<count { try consume(i, try compute(i)) }
            return
        }
        let window = jobs * max(1, itemsPerJob)
        var start = 0
        while start < count {
            let n = min(window, count - start)
            let results = WindowResults<T>(count: n)
            let first = start
            DispatchQueue.concurrentPerform(iterations: n) { k in
                results.store(Result { try compute(first + k) }, at: k)
            }
            for k in 0..<n { try consume(first + k, try results.take(k).get()) }
            start += n
        }
    }
}

/// One window's results, each slot written by exactly one thread of `concurrentPerform` and read after it
/// returns (which orders the writes before the reads).
private final class WindowResults<T>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Result<T, any Error>?>
    private let count: Int

    /// `count` empty slots.
    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Writes slot `k`.
    func store(_ result: Result<T, any Error>, at k: Int) { slots[k] = result }

    /// Moves slot `k`'s result out.
    func take(_ k: Int) -> Result<T, any Error> {
        defer { slots[k] = nil }
        return slots[k]!
    }
}
