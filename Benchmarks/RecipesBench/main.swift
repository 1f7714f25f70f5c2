// recipes-bench: the workload families of issue 6, in report order (style G12: the shell is thin).
import Foundation

let families: [WorkloadFamily] = [
    .gridSolve, .recipeSolve, .widthSweep, .rectQuery, .manySections, .orthogonalSections, .estimatedSizes,
]
exit(BenchmarkCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), families: families))
