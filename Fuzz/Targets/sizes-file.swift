// Fuzz target `sizes-file`: the reader of `recipes run --sizes FILE` on any bytes.
//
// Checks: it never crashes; sizes it reads apply to any data without a crash, and only finite, non-negative
// sizes come out of the sizing callbacks it builds.
import CompositionalLayout
import LayoutFiles

/// libFuzzer's entry point: one input of `size` bytes at `data`; 0, or a crash when a check fails.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSizesFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let sizes = try? LayoutSizes.decode(bytes, sourceName: "fuzz") else { return 0 }
    let applied = sizes.applied(to: LayoutData(itemCounts: [4, 0, 3]))
    // The sizes reach the engine through the sizing callback: a small layout solves or throws LayoutError.
    let layout = Layout(
        section: Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(50)), count: 2) {
                Item().height(.estimated(50))
            }
        })
    do {
        let solved = try solve(layout, in: LayoutEnvironment(width: 320, height: 844), data: applied)
        for element in solved.allElements() where !element.frame.isFinite {
            fatalError("\(element) is not finite")
        }
    } catch is LayoutError {
    } catch {
        fatalError("solve threw \(type(of: error)), not a LayoutError")
    }
    return 0
}
