import CompositionalLayout
import CompositionalLayoutUIKit
import Foundation
import RecipesCLI

/// The peak memory of an engine solve and of a facade layout pass of the same photo grid, each measured
/// alone: the kernel's high-water mark of resident memory (VmHWM) is reset before each (`/proc/self/clear_refs`).
enum FacadeMemory {
    /// One sentence with both peaks at `items` items and what the facade adds per item, or why it could not
    /// be measured.
    static func measure(_ items: Int) -> String {
        let data = LayoutData(sections: 1, items: items)
        let engine = peakGrowth {
            blackHole(
                (try? solve(FacadeLayouts.enginePhotoGrid, in: FacadeLayouts.environment, data: data))?.elementCount)
        }
        let facade = peakGrowth {
            MainActor.assumeIsolated {
                let host = HeadlessCollectionView(
                    frame: CGRect(origin: .zero, size: FacadeLayouts.size),
                    collectionViewLayout: FacadeLayouts.photoGrid())
                host.itemCounts = [items]
                host.layoutIfNeeded()
                blackHole(host.contentSize.height)
            }
        }
        guard let engine, let facade else {
            return " Peak memory: not measured (`/proc/self/status` or `/proc/self/clear_refs` cannot be used here)."
        }
        let perItem = Double(facade - engine) / Double(items)
        return " Peak memory at \(Format.count(items)) items (growth of VmHWM over the resident memory before, the "
            + "high-water mark reset before each): engine solve \(megabytes(engine)), facade layout pass "
            + "\(megabytes(facade)): \(Format.decimal(perItem, 1)) bytes per item beyond the engine's (no object per "
            + "item: an attributes object is over 100 bytes)."
    }

    /// How far the resident high-water mark rises above the resident size while `body` runs, in bytes.
    static func peakGrowth(_ body: () -> Void) -> Int? {
        Allocator.trim()
        guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil,
            let before = status("VmRSS")
        else { return nil }
        body()
        guard let peak = status("VmHWM") else { return nil }
        return max(0, peak - before)
    }

    /// A `kB` field of `/proc/self/status`, in bytes.
    static func status(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let number = line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces).split(separator: " ")
            return number.first.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }

    /// Bytes as megabytes, one decimal.
    static func megabytes(_ bytes: Int) -> String { "\(Format.decimal(Double(bytes) / 1e6, 1)) MB" }
}
