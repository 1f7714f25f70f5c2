import Testing
import XCTest

/// Reports a failed assertion to the test framework running it: Swift Testing when a `@Test` is running,
/// else XCTest (each ignores the other's failures).
func reportIssue(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line),
                column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
