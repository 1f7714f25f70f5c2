import CompositionalLayout
import LayoutSnapshots
import Testing

/// A cell at index path (0, `item`) with the frame given.
func cell(_ item: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> SnapshotElement {
    SnapshotElement(
        category: .cell, elementKind: nil, indexPath: IndexPath(section: 0, item: item),
        frame: Rect(x: x, y: y, width: width, height: height))
}

/// A one-run snapshot at 320 points of `elements`, content height `height`.
func snapshot(_ elements: [SnapshotElement], height: Double = 200, width: Double = 320) -> LayoutSnapshot {
    LayoutSnapshot(
        name: "s",
        runs: [
            SnapshotRun(
                width: width, height: 844, sizeClass: .compact, contentSize: Size(width: width, height: height),
                elements: elements)
        ])
}

@Suite("Snapshot diff")
struct SnapshotDiffTests {
    @Test("the same snapshot is identical: no changes, no lines")
    func identical() {
        let a = snapshot([cell(0, 0, 0, 100, 100), cell(1, 100, 0, 100, 100)])
        let diff = SnapshotDiff(old: a, new: a)
        #expect(diff.isIdentical)
        #expect(diff.changeCount == 0)
        #expect(diff.lines().isEmpty)
        #expect(diff.runs.map(\.status) == ["identical"])
    }

    @Test("a moved and resized cell gives both deltas and where it is now")
    func movedAndResized() throws {
        let old = snapshot([cell(0, 0, 0, 100, 100), cell(1, 100, 0, 100, 100)])
        // Cell 1 moves 20.5 right and 10 down, and shrinks by 2.5 x 0.
        let new = snapshot([cell(0, 0, 0, 100, 100), cell(1, 100 + 20.5, 10, 100 - 2.5, 100)])
        let diff = SnapshotDiff(old: old, new: new)
        let change = try #require(diff.runs[0].changes.first)
        #expect(diff.changeCount == 1)
        #expect(change.kind == .changed && change.moved && change.resized)
        #expect(change.key == ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(section: 0, item: 1)))
        #expect(
            change.description == "cell 0.1: moved by (+20.5, +10) to (120.5, 10); resized by (-2.5, 0) to 97.5 x 100")
        #expect(diff.lines() == ["width 320 (compact): 1 element changed", "  " + change.description])
    }

    @Test("added and removed elements are listed in output order, with their frames")
    func addedAndRemoved() {
        let old = snapshot([cell(0, 0, 0, 100, 100), cell(1, 100, 0, 100, 100)])
        let header = SnapshotElement(
            category: .supplementary, elementKind: "header", indexPath: IndexPath(section: 0, item: 0),
            frame: Rect(x: 0, y: 0, width: 320, height: 40), zIndex: 1)
        let new = snapshot([cell(0, 0, 0, 100, 100), header], height: 240)
        let diff = SnapshotDiff(old: old, new: new)
        #expect(
            diff.lines() == [
                "width 320 (compact): 1 element added; 1 element removed; content size 320 x 200 -> 320 x 240",
                "  supplementary header 0.0: added at (0, 0), 320 x 40",
                "  cell 0.1: removed (was at (100, 0), 100 x 100)",
            ])
    }

    @Test("differences up to the tolerance count as equal; just above it they count", arguments: [0.5, 0.25])
    func tolerance(_ tolerance: Double) {
        let old = snapshot([cell(0, 10, 10, 100, 100)])
        let within = snapshot([cell(0, 10 + tolerance, 10 - tolerance, 100 + tolerance, 100)])
        let beyond = snapshot([cell(0, 10 + tolerance * 1.01, 10, 100, 100)])
        #expect(SnapshotDiff(old: old, new: within, tolerance: tolerance).isIdentical)
        #expect(!SnapshotDiff(old: old, new: within, tolerance: 0).isIdentical)
        let diff = SnapshotDiff(old: old, new: beyond, tolerance: tolerance)
        #expect(diff.runs[0].changes.map(\.moved) == [true])
        #expect(diff.runs[0].changes.map(\.resized) == [false])
    }

    @Test("z-index and hidden compare exactly, whatever the tolerance")
    func stacking() {
        var restacked = cell(0, 0, 0, 10, 10)
        restacked.zIndex = 2
        restacked.isHidden = true
        let diff = SnapshotDiff(old: snapshot([cell(0, 0, 0, 10, 10)]), new: snapshot([restacked]), tolerance: 100)
        #expect(diff.runs[0].changes.map(\.description) == ["cell 0.0: z-index 0 -> 2; hidden"])
    }

    @Test("elements sharing kind and index path match in order: the second badge is #2")
    func occurrences() {
        func badge(_ x: Double) -> SnapshotElement {
            SnapshotElement(
                category: .supplementary, elementKind: "badge", indexPath: IndexPath(section: 0, item: 3),
                frame: Rect(x: x, y: 0, width: 10, height: 10))
        }
        let diff = SnapshotDiff(old: snapshot([badge(0), badge(20)]), new: snapshot([badge(0), badge(25)]))
        #expect(diff.runs[0].changes.map(\.description) == ["supplementary badge 0.3 #2: moved by (+5, 0) to (25, 0)"])
    }

    @Test("runs match by width; a width only one side has is reported, not compared")
    func widths() {
        let a = LayoutSnapshot(name: "s", runs: snapshot([], width: 320).runs + snapshot([], width: 768).runs)
        let b = LayoutSnapshot(name: "s", runs: snapshot([], width: 1024).runs + snapshot([], width: 320).runs)
        let diff = SnapshotDiff(old: a, new: b)
        #expect(diff.runs.map(\.width) == [320, 768, 1024])
        #expect(diff.runs.map(\.status) == ["identical", "removed", "added"])
        #expect(!diff.isIdentical)
        #expect(
            diff.lines() == ["width 768: only in the old snapshot", "width 1024: only in the new snapshot"])
    }

    @Test("a size-class change is a difference even with the same frames")
    func sizeClass() {
        var b = snapshot([])
        b.runs[0].sizeClass = .regular
        #expect(
            SnapshotDiff(old: snapshot([]), new: b).lines() == ["width 320 (regular): size class compact -> regular"])
    }

    @Test("the line limit keeps the first changes and counts the rest")
    func limit() {
        let old = snapshot((0..<5).map { cell($0, 0, Double($0) * 10, 10, 10) })
        let new = snapshot((0..<5).map { cell($0, 1, Double($0) * 10, 10, 10) })
        let lines = SnapshotDiff(old: old, new: new).lines(limit: 2)
        #expect(lines.count == 1 + 2 + 1)
        #expect(lines.last == "  ... and 3 more changes")
    }

    @Test("the JSON of a run diff names each change with its old and new frame")
    func json() {
        let diff = SnapshotDiff(old: snapshot([cell(0, 0, 0, 10, 10)]), new: snapshot([cell(0, 5, 0, 10, 10)]))
        #expect(
            diff.runs[0].json() == """
                {"width": 320, "status": "different", "old": {"height": 844, "sizeClass": "compact", "contentSize": {"width": 320, "height": 200}}, "new": {"height": 844, "sizeClass": "compact", "contentSize": {"width": 320, "height": 200}}, "contentSizeChanged": false, "changes": [
                  {"change": "changed", "kind": "cell", "elementKind": null, "section": 0, "item": 0, "occurrence": 0, "moved": true, "resized": false, "old": {"x": 0, "y": 0, "width": 10, "height": 10, "zIndex": 0, "hidden": false}, "new": {"x": 5, "y": 0, "width": 10, "height": 10, "zIndex": 0, "hidden": false}}
                ]}
                """)
    }
}
