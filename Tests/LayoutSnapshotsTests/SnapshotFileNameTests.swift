import LayoutSnapshots
import Testing

@Suite("Snapshot file names")
struct SnapshotFileNameTests {
    @Test("NAME@WIDTH.json, the width as JSON writes it, a forced size class after it")
    func names() {
        #expect(SnapshotFileName.make(name: "grid", width: 390) == "grid@390.json")
        #expect(SnapshotFileName.make(name: "grid", width: 320.5) == "grid@320.5.json")
        #expect(SnapshotFileName.make(name: "grid", width: 1024, sizeClass: .compact) == "grid@1024-compact.json")
        #expect(
            SnapshotFileName.make(name: "grid", width: 390, sizeClass: .regular, layoutDirection: .rightToLeft)
                == "grid@390-regular-rtl.json")
    }

    @Test("names become one plain file name: other characters and a leading dot become '-'")
    func safe() {
        #expect(SnapshotFileName.safe("twoColumn_layout-2.v1") == "twoColumn_layout-2.v1")
        #expect(SnapshotFileName.safe("../a b/é") == "-.-a-b--")
        #expect(SnapshotFileName.safe("") == "layout")
        #expect(SnapshotFileName.safe(String(repeating: "x", count: 500)).count == SnapshotFileName.maximumNameLength)
    }
}
