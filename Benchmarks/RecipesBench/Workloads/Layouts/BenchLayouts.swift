import CompositionalLayout

/// The layouts the workloads solve, one file each (`BenchLayouts+Name.swift`).
enum BenchLayouts {
    /// The phone-sized container most workloads use: 390 x 844, compact width, scale 0.
    static let phone = LayoutEnvironment(width: 390, height: 844)
}
