// recipes-bench: the workload families, in report order (style G12: the shell is thin). The long
// scaling family runs last, so the second pass of the key benchmarks comes minutes after the first.
import Foundation

let families: [WorkloadFamily] = [
    .featureCost, .catalogRecipes, .orthogonalSections, .manySections, .incrementalResolve, .storageReuse,
    .rectQuery, .widthSweep, .scaling, .facade,
]
exit(BenchmarkCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), families: families))
