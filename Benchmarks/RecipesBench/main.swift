// recipes-bench: the workload families, in report order (style G12: the shell is thin).
import Foundation

let families: [WorkloadFamily] = [
    .scaling, .featureCost, .catalogRecipes, .orthogonalSections, .manySections, .incrementalResolve,
    .storageReuse, .rectQuery, .widthSweep,
]
exit(BenchmarkCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), families: families))
