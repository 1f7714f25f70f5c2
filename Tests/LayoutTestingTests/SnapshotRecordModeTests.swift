import LayoutTesting
import Testing

@Suite("Snapshot record mode")
struct SnapshotRecordModeTests {
    @Test(
        "RECORD_LAYOUT_SNAPSHOTS chooses the mode; unset records missing snapshots only",
        arguments: [
            (nil, SnapshotRecordMode.missing), ("", .missing), ("0", .missing), ("missing", .missing),
            ("1", .all), ("all", .all), ("TRUE", .all), ("never", .never),
        ] as [(String?, SnapshotRecordMode)])
    func modes(_ value: String?, _ mode: SnapshotRecordMode) {
        let environment = value.map { [SnapshotRecordMode.environmentVariable: $0] } ?? [:]
        #expect(SnapshotRecordMode.fromEnvironment(environment) == .success(mode))
    }

    @Test("an unknown value is an error naming it and the accepted ones")
    func unknown() {
        let result = SnapshotRecordMode.fromEnvironment(["RECORD_LAYOUT_SNAPSHOTS": "yes please"])
        #expect(result == .failure(RecordModeError(value: "yes please")))
        #expect(
            RecordModeError(value: "yes please").description
                == "RECORD_LAYOUT_SNAPSHOTS is 'yes please'; use 1 (re-record), never (fail on a missing snapshot) "
                + "or leave it unset (record missing snapshots only).")
    }
}
