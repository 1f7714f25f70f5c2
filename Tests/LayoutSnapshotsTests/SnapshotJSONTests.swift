import CompositionalLayout
import LayoutSnapshots
import Testing

/// A run of two elements: a cell 100 x 50 at (10, 20), and a hidden header at x = 1/3.
func sampleRun(width: Double = 320) -> SnapshotRun {
    SnapshotRun(
        width: width, height: 844, sizeClass: .compact, contentSize: Size(width: width, height: 70),
        elements: [
            SnapshotElement(
                category: .cell, elementKind: nil, indexPath: IndexPath(section: 0, item: 0),
                frame: Rect(x: 10, y: 20, width: 100, height: 50)),
            SnapshotElement(
                category: .supplementary, elementKind: "header \"top\"", indexPath: IndexPath(section: 0, item: 0),
                frame: Rect(x: 1.0 / 3, y: 0, width: 300, height: 20), zIndex: 1, isHidden: true),
        ])
}

@Suite("Snapshot JSON")
struct SnapshotJSONTests {
    @Test("a document is written one element per line, keys in the documented order")
    func shape() {
        let text = SnapshotJSON.document(LayoutSnapshot(name: "grid", runs: [sampleRun()]))
        #expect(
            text == """
                {"recipe": "grid", "runs": [
                  {"width": 320, "height": 844, "sizeClass": "compact", "contentSize": {"width": 320, "height": 70}, "elements": [
                    {"kind": "cell", "elementKind": null, "section": 0, "item": 0, "x": 10, "y": 20, "width": 100, "height": 50, "zIndex": 0, "hidden": false},
                    {"kind": "supplementary", "elementKind": "header \\"top\\"", "section": 0, "item": 0, "x": 0.3333333333333333, "y": 0, "width": 300, "height": 20, "zIndex": 1, "hidden": true}
                  ]}
                ]}

                """)
    }

    @Test("no runs and no elements close on the same line")
    func empty() {
        #expect(SnapshotJSON.document(LayoutSnapshot(name: "e", runs: [])) == "{\"recipe\": \"e\", \"runs\": []}\n")
        var run = sampleRun()
        run.elements = []
        #expect(
            SnapshotJSON.document(LayoutSnapshot(name: "e", runs: [run])).hasSuffix("\"elements\": []}\n]}\n"))
    }

    @Test("reading a written document gives it back exactly, numbers to the last bit")
    func roundTrip() throws {
        var run = sampleRun()
        run.elements[0].frame = Rect(x: 0.1 + 0.2, y: 1e-7, width: 2.0 / 3, height: 123_456_789.123)
        run.elements[1].zIndex = -3
        let snapshot = LayoutSnapshot(name: "round-trip", runs: [run, sampleRun(width: 768)])
        let decoded = try LayoutSnapshot.decode(Array(SnapshotJSON.document(snapshot).utf8))
        #expect(decoded == snapshot)
    }

    @Test("a solved layout's run holds the engine's elements at the scroll offset, in output order")
    func fromSolved() throws {
        // One section of two 150 x 100 cells per 300-point row under a 40-point header.
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) {
                    Item().width(.fractionalWidth(0.5))
                }
            }
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header").height(.absolute(40))
            })
        let environment = LayoutEnvironment(width: 300, height: 600)
        let run = SnapshotRun(try solve(layout, in: environment, data: LayoutData(sections: 1, items: 3)))
        #expect(run.width == 300 && run.height == 600 && run.sizeClass == .compact)
        #expect(run.contentSize == Size(width: 300, height: 40 + 100 + 100))
        #expect(run.elements.map(\.label) == ["cell 0.0", "supplementary header 0.0", "cell 0.1", "cell 0.2"])
        #expect(run.elements[2].frame == Rect(x: 150, y: 40, width: 150, height: 100))
        #expect(run.elements[3].frame == Rect(x: 0, y: 40 + 100, width: 150, height: 100))
    }
}
