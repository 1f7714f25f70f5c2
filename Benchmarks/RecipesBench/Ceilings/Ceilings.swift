/// The three ceilings (memset, scalar stamping, allocate and write), made for the element counts of a
/// comparison's subjects.
enum Ceilings {
    /// Counts within this factor of the smallest in a cluster share one set of ceilings.
    static let clusterFactor = 1.1

    /// The element counts ceilings are measured at: the subjects' counts, clustered (a count joins the
    /// cluster of the next smaller one when within 10 %); each cluster's largest count.
    static func frameCounts(for subjects: [Subject]) -> [Int] {
        let counts = Set(subjects.filter { !$0.role.isCeiling && $0.elements > 0 }.map(\.elements)).sorted()
        var clusters: [[Int]] = []
        for n in counts {
            if let first = clusters.last?.first, Double(n) <= Double(first) * clusterFactor {
                clusters[clusters.count - 1].append(n)
            } else {
                clusters.append([n])
            }
        }
        return clusters.compactMap(\.last)
    }

    /// The ceiling count a subject with `elements` elements is compared with.
    static func frames(for elements: Int, among counts: [Int]) -> Int? {
        guard elements > 0 else { return nil }
        return counts.first { $0 >= elements }
    }

    /// memset, scalar stamping and allocate-and-write for `frames` frames, as subjects.
    static func subjects(frames: Int) -> [Subject] {
        let buffer = FrameBuffer(frames: frames)
        let memset = MemsetCeiling(buffer: buffer)
        let scalar = ScalarCeiling(buffer: buffer)
        let allocate = AllocateCeiling(frames: frames)
        var call = 0
        let size = Format.count(frames)
        return [
            Subject(
                id: "memset-\(frames)", title: "memset ceiling (\(size) frames)", role: .memsetCeiling,
                elements: frames, series: "memset ceiling", run: { memset.run(&call) }),
            Subject(
                id: "scalar-\(frames)", title: "scalar stamping ceiling (\(size) frames)", role: .scalarCeiling,
                elements: frames, series: "scalar ceiling", run: scalar.run),
            Subject(
                id: "allocate-\(frames)", title: "allocate-and-write ceiling (\(size) frames)",
                role: .allocateCeiling, elements: frames, series: "allocate ceiling", run: allocate.run),
        ]
    }
}
