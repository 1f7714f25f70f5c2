extension ReportWriter {
    /// What was done, what each baseline and ceiling is, and what the numbers cannot say: the report's
    /// "Methodology" section, one paragraph per subject, each followed by a blank line.
    static func methodology(_ context: ReportContext) -> [String] {
        let p = context.policy
        let paragraphs = [
            Methodology.checks, Methodology.interleavedTiming(p), Methodology.ceilings,
            Methodology.baselines, Methodology.latency(p), Methodology.spread,
            Methodology.allocator(context.allocator), Methodology.noise(cores: context.machine.cores),
        ]
        return ["## Methodology", ""] + paragraphs.flatMap { [$0, ""] }
    }

    /// The paragraphs of the report's "Methodology" section, one per subject.
    enum Methodology {
        /// What every benchmark checks before it is timed.
        static let checks =
            "**Checks before timing.** Every benchmark first checks its output and stops the run on a mismatch: cell "
            + "counts; the engine against the naive reference solver (every element, frames within 1e-9) wherever "
            + "the naive reference is timed; every straightforward baseline against the engine's frames (within "
            + "1e-9 relative; the badge baseline element by element); incremental and storage-reusing re-solves "
            + "against a full solve (content size, element count, cell frames within 1e-6, `allElements()`), the "
            + "mixed sections' data changes bit for bit (section frames, cell ranges, `allElements()`, pinned ranges, "
            + "rect queries, visible elements); the closure-call floors against the heights their closures answer; "
            + "the first rect queries against a scan of every element."

        /// How the subjects of a comparison are timed, from the timing policy `p`.
        static func interleavedTiming(_ p: TimingPolicy) -> String {
            "**Interleaved timing.** The subjects of a comparison are timed side by side: each is called once "
                + "(warm-up) and, unless that call took more than \(Format.decimal(TimingPolicy.warmUpAllowance, 0)) "
                + "samples' length (\(Format.time(p.sampleSeconds * 1e9)) each), once more; a subject whose faster "
                + "call is shorter than a sample runs as a fixed batch of calls per sample, sized from that call (a "
                + "first call may pay for first-time work). Then round r times one sample (one batch) of every "
                + "subject, in an order shuffled by r (the same orders in every run), so slow phases of the shared "
                + "machine reach every subject alike and no subject always runs right after the same one (a "
                + "fixed predecessor's caches and heap would reach one side of a ratio only). At least "
                + "\(p.minimumRounds) rounds run, more until the samples "
                + "add up to \(Format.decimal(p.minimumSeconds, 2)) s (at most \(p.maximumRounds) rounds, and none "
                + "added past \(Format.decimal(p.maximumSeconds, 1)) s). Each sample is timed with the monotonic "
                + "`ContinuousClock` and divided by its batch. The tables give the min, median and p90 of the samples; "
                + "ratios are of medians (and, in their own column, of minimums), per element when both subjects "
                + "output elements (cells, supplementaries and decorations, hidden ones included), per call "
                + "otherwise. Results go through a `blackHole` that is neither inlined nor optimised."
        }

        /// What the three ceilings measure and what a ratio to one means.
        static let ceilings =
            "**Ceilings** (measured in the same rounds as the subjects, for each subject's element count; counts "
            + "within 10 % share one set, sized for the largest): *memset* sets every byte of a preallocated, "
            + "already-touched buffer of 32 bytes per frame with Glibc `memset` (the fastest way to fill that "
            + "much memory the process owns: a ceiling on writing output, computing nothing); *scalar* writes "
            + "x, y, width, height per frame into the same buffer with a plain loop (what stamping one frame at a "
            + "time into owned storage costs; the earlier reports' \"memory ceiling\"); *allocate* allocates a "
            + "new `[Rect]` of the frame count on every call, writes it with the same loop and frees it (what "
            + "`solve` pays for a fresh output array; large arrays are `mmap`ed, so it includes page faults). "
            + "A workload's ratio to a ceiling is its ns/element over the ceiling's: how many times the cost of "
            + "just writing its output. The *closure-call floor* of self-sizing calls the workload's sizing closure "
            + "(opaque to the optimiser) once per item and writes one frame per item into a preallocated buffer, "
            + "stacking the answers: the cost of asking every item its size, which a self-sizing solve cannot avoid."

        /// What the naive reference and the straightforward baseline are.
        static let baselines =
            "**Baselines.** The *naive reference* (`Sources/ReferenceSolver`) is an independent implementation of "
            + "the geometry spec that re-solves the whole group tree for every group instance, allocates an "
            + "object per element, sorts its elements into output order and converts them to 96-byte "
            + "attributes: a correctness oracle, slow on purpose, so speed-ups over it overstate what the engine "
            + "gains over real code. The *straightforward baseline* is the code a competent app developer "
            + "writes in a custom `UICollectionViewLayout.prepare()` for that one layout: a single loop, one "
            + "final-class object per element (frame, index path, zIndex, hidden flag, kind), appended to a "
            + "new array reserved to size, no sorting, the sizing callback called once per item. It knows its "
            + "layout in advance and handles nothing else, so it is the honest comparison for speed. Most of its "
            + "time is one heap allocation (and, on the next call, one release) per element, as in any "
            + "layout that keeps "
            + "`UICollectionViewLayoutAttributes` objects; the engine's speed-up over it comes from storing frames "
            + "in flat arrays, not from cleverer geometry. The "
            + "engine's speed-up over a baseline is the baseline's time over the engine's."

        /// How rect queries are timed, from the timing policy `p`.
        static func latency(_ p: TimingPolicy) -> String {
            "**Latency.** Rect queries are timed one by one (each sample includes reading the clock, whose cost "
                + "is shown) over \(p.minimumRounds) rounds of the same seeded offsets; median and p99 are over "
                + "every query of every round."
        }

        /// How the two passes of a run decide a verdict.
        static let spread =
            "**Run-to-run spread.** The key benchmarks run twice per run (pass 1, pass 2 at the end); a verdict is "
            + "*met* only when both passes meet the target. The previous run's figures come from the JSON this "
            + "run replaced."

        /// How the allocator was set for the run (`allocator`), and why.
        static func allocator(_ allocator: String?) -> String {
            "**Allocator.** " + (allocator.map { $0 + ", fixed before the run." } ?? "glibc defaults.")
                + " Left dynamic, glibc raises its mmap threshold from 128 KiB to 32 MiB the first time a large "
                + "block is freed, so the cost of a fresh 32 MB array (the 1 M grid's frames) would depend on what "
                + "ran before it; fixed at the value it converges to, every benchmark sees a long-running process's "
                + "allocator. Above 32 MiB every output array is fresh pages, page-faulted on first write (the "
                + "allocate ceiling at 10 M frames shows that cost)."
        }

        /// How much the numbers move on the run's `cores` shared cores.
        static func noise(cores: Int) -> String {
            "**Noise.** One thread, on \(cores) cores shared with other processes (the load average "
                + "is in the run table): medians move by a few percent between passes, p90 and max by more; ratios "
                + "from interleaved rounds are steadier than the times themselves. Compare pass 1 and pass 2 before "
                + "reading a difference of less than ~10 % as real."
        }
    }
}
