import CompositionalLayout
import Foundation
import LayoutFiles
import LayoutTestSupport
import Testing

/// Whatever the bytes, decoding a layout file gives a document or problems, never a crash.
@Suite("Layout file bad inputs")
struct BadInputTests {
    /// The problems decoding `bytes` gives, or nil when it decodes.
    func problems(_ bytes: [UInt8]) -> [LayoutFileProblem]? {
        do {
            _ = try LayoutFile.decode(bytes, sourceName: "hostile")
            return nil
        } catch {
            return error.problems
        }
    }

    @Test("input over 4 MiB is refused before parsing; exactly 4 MiB is parsed")
    func sizeLimit() {
        let over = [UInt8](repeating: 0x20, count: LayoutFileLimits.maximumByteCount + 1)
        #expect(
            problems(over)?.map(\.description) == [
                "$: the file is 4194305 bytes; layout files may be at most 4194304 bytes (4 MiB)"
            ])
        // Exactly at the limit: a valid document padded with spaces decodes.
        var atLimit = Array(
            #"{"sections": [{"group": {"group": {"axis": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}}]}"#
                .utf8)
        atLimit += [UInt8](repeating: 0x20, count: LayoutFileLimits.maximumByteCount - atLimit.count)
        #expect(problems(atLimit) == nil)
    }

    @Test("10 000 levels of nesting give one problem, not a stack overflow")
    func deepNesting() {
        let arrays = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(
            problems(Array(arrays.utf8))?.map(\.description) == [
                "$: invalid JSON at line 1, column 129: arrays and objects nest more than 128 levels deep"
            ])
        // Groups nested 10 000 deep, the way a generator might write them.
        let open =
            #"{"group": {"axis": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "subitems": ["#
        let groups =
            #"{"sections": [{"group": "# + String(repeating: open, count: 10_000)
            + String(repeating: "]}}", count: 10_000) + "}]}"
        #expect(problems(Array(groups.utf8))?.count == 1)
    }

    /// `levels` groups nested inside each other around one item, as a document.
    static func nestedGroups(_ levels: Int) -> String {
        let size = #""size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}"#
        let open = #"{"group": {"axis": "vertical", \#(size), "subitems": ["#
        let item = #"{"item": {\#(size)}}"#
        let body = String(repeating: open, count: levels - 1) + item + String(repeating: "]}}", count: levels - 1)
        let rootSize = #""size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}}"#
        return #"{"sections": [{"group": {"group": {"axis": "vertical", \#(rootSize), "subitems": [\#(body)]}}}]}"#
    }

    @Test("groups nest up to the engine's 32 levels; 33 is one problem at the innermost group's path")
    func groupDepth() throws {
        let document = try LayoutFile.decode(Self.nestedGroups(32), sourceName: "32")
        let solved = try document.layout.solve(in: container(390), data: LayoutData(itemCounts: [2]))
        // Every level fills its parent: each row is 390 x 40 (spec S1).
        expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: 1)), equals: R(0, 40, 390, 40))

        let path = "sections[0].group" + String(repeating: ".subitems[0]", count: 32)
        #expect(
            problems(Array(Self.nestedGroups(33).utf8))?.map(\.description) == [
                "\(path): groups nest more than 32 levels deep"
            ])
    }

    @Test("every prefix of a shipped file is refused with problems")
    func truncated() throws {
        // Without the final newline, so that every strict prefix is cut inside the document.
        let bytes = Array(
            try String(contentsOfFile: ShippedFiles.path("badged-cards"), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        for length in stride(from: 0, to: bytes.count, by: 7) {
            #expect(problems(Array(bytes[0..<length]))?.isEmpty == false, "prefix \(length)")
        }
        #expect(problems(bytes) == nil)
    }

    @Test("binary noise and mutated files never crash the decoder")
    func noise() throws {
        var rng = SplitMix64(seed: 0xF11E5)
        let base = Array(try String(contentsOfFile: ShippedFiles.path("shelves"), encoding: .utf8).utf8)
        for _ in 0..<500 {
            var bytes = base
            for _ in 0..<Int(rng.next() % 3 + 1) {
                bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next())
            }
            _ = problems(bytes)
            _ = problems((0..<Int(rng.next() % 256)).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
        }
        // A well-formed but mutated value: swap digits for letters and strings for numbers.
        let swapped = String(decoding: base, as: UTF8.self).replacingOccurrences(of: "1", with: "\"1\"")
        #expect(problems(Array(swapped.utf8))?.isEmpty == false)
    }

    @Test("a huge but valid document within the limit decodes")
    func hugeValid() throws {
        // 200 000 sections of data (about 1.4 MB).
        let counts = Array(repeating: "12", count: 200_000).joined(separator: ",")
        let text =
            #"{"sections": [{"group": {"group": {"axis": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}}], "data": [\#(counts)]}"#
        let document = try LayoutFile.decode(text, sourceName: "huge")
        #expect(document.data?.count == 200_000)
    }

    @Test("thousands of problems are capped with a final line saying so")
    func problemCap() {
        let bad = Array(repeating: "-1", count: 2_000).joined(separator: ",")
        let text = #"{"sections": [], "data": [\#(bad)]}"#
        let list = problems(Array(text.utf8)) ?? []
        #expect(list.count == 501)
        #expect(list.last?.description == "$: more than 500 problems; the rest are not listed")
    }

    @Test("strings with control characters and long keys are quoted on one line in messages")
    func oneLineMessages() {
        let key = "bad\\nkey" + String(repeating: "x", count: 100)
        let text =
            #"{"\#(key)": 1, "sections": [{"group": {"customGroup": {"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "frames": [{"x": 0, "y": 0, "width": 1, "height": 1}]}}}]}"#
        let list = problems(Array(text.utf8)) ?? []
        #expect(list.count == 1)
        #expect(list.first?.description.contains("\n") == false)
        #expect(list.first?.description.hasPrefix("$: unknown key 'bad\\u{a}keyxxx") == true)
        #expect(list.first?.description.contains("...'") == true)
    }
}
