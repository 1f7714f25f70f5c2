/// What the writers need besides the results: the machine, the options, the timing rules, the run's
/// duration and load, the target figures, and the previous run's key figures.
struct ReportContext: Sendable {
    /// The machine.
    var machine: MachineInfo
    /// The sizes run.
    var scale: WorkloadScale
    /// The filter, if any.
    var filter: String?
    /// The timing rules.
    var policy: TimingPolicy
    /// Wall time of the whole run, seconds.
    var seconds: Double
    /// The 1-minute load average at the start and at the end (empty where unknown).
    var loadAverage: [Double]
    /// Every target figure.
    var figures: [TargetFigure]
    /// The previous run, when its JSON could be read and holds the same sizes.
    var previous: PreviousRun?
    /// How the report links the plot.
    var svgLink: String
    /// How the C allocator was set for the run, when the command fixed it.
    var allocator: String? = nil
}
