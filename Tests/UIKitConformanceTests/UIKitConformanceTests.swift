import CompositionalLayoutUIKit
import Testing

/// Frames real UIKit printed, in public recordings, replayed through the facade under the same host conditions.
@Suite("UIKit conformance")
struct UIKitConformanceTests {
    @Test("every recorded UIKit frame matches the facade, or is a listed known difference that still differs")
    func recordedFrames() throws {
        let recordings = try ConformanceRun.loadRecordings()
        #expect(!recordings.isEmpty, "no recording in \(ConformanceRun.recordingsFolder.path)")
        #expect(Set(recordings.map(\.source.id)).count == recordings.count, "two recordings share a source id")
        for recording in recordings {
            #expect(recording.source.isLocated, "\(recording.source.id) names neither a repository file nor a page")
        }
        var caseIDs: Set<String> = []
        var matched = 0
        var total = 0
        var known = 0
        var rectsMatched = 0
        var rectsTotal = 0
        for recording in recordings {
            for recordedCase in recording.cases {
                #expect(caseIDs.insert(recordedCase.id).inserted, "case \(recordedCase.id) is recorded twice")
                // Kept as data, with the reason the facade cannot build its layout yet (README lists them).
                if recordedCase.notReplayed != nil { continue }
                guard let make = RecordedLayouts.table[recordedCase.id] else {
                    Issue.record("case \(recordedCase.id) has no layout in RecordedLayouts.table")
                    continue
                }
                let layout = make()
                let replay = ConformanceRun.replay(recordedCase, layout: layout)
                for (call, given, equal) in ConformanceRun.handlerOffsets(recordedCase) {
                    let handler = "\(recordedCase.id) handler of section \(call.section)"
                    switch (equal, call.offsetKnownDifference) {
                    case (false, nil):
                        Issue.record("\(handler): offset \(call.offsetX), given \(given.map { "\($0)" } ?? "no call")")
                    case (true, let difference?):
                        Issue.record("\(handler) offset now matches; remove '\(difference.reason)'")
                    default: break
                    }
                }
                for check in replay.rects {
                    rectsTotal += 1
                    if check.matches { rectsMatched += 1 }
                    let query = "\(recordedCase.id) rect \(check.rect)"
                    switch (check.matches, check.recorded.knownDifference) {
                    case (false, nil): Issue.record("\(query): \(check.difference)")
                    case (true, let difference?):
                        Issue.record("\(query) now matches; remove its known difference '\(difference.reason)'")
                    case (false, _?): known += 1
                    case (true, nil): break
                    }
                }
                for check in replay.frames {
                    #expect(
                        check.recorded.frame.count == 4 && check.recorded.frame.contains { $0 != nil },
                        "\(recordedCase.id) \(check.recorded.transcriptKey): a frame is four components, one printed")
                    switch (check.zIndexMatches, check.recorded.zIndexKnownDifference) {
                    case (false, nil):
                        Issue.record(
                            "\(recordedCase.id) \(check.recorded.transcriptKey): zIndex \(check.recorded.zIndex ?? 0), got \(check.actualZIndex.map { "\($0)" } ?? "none")"
                        )
                    case (true, let difference?):
                        Issue.record(
                            "\(recordedCase.id) \(check.recorded.transcriptKey) zIndex now matches; remove '\(difference.reason)'"
                        )
                    default: break
                    }
                    total += 1
                    if check.matches { matched += 1 }
                    let element = "\(recordedCase.id) \(check.recorded.kind) \(check.recorded.indexPath)"
                    switch (check.matches, check.recorded.knownDifference) {
                    case (false, nil):
                        let actual = check.actual.map { "\($0)" } ?? "no element"
                        Issue.record(
                            "\(element) (\(check.recorded.transcriptKey)): expected \(check.expected), got \(actual)")
                    case (true, let difference?):
                        Issue.record("\(element) now matches; remove its known difference '\(difference.reason)'")
                    case (false, _?): known += 1
                    case (true, nil): break
                    }
                }
                if let size = recordedCase.contentSize {
                    let actual = layout.collectionViewContentSize
                    let equal =
                        FrameCheck.equal(
                            recorded: size[0], actual: Double(actual.width),
                            printedDecimals: recordedCase.printedDecimals,
                            significantDigits: recordedCase.printedSignificantDigits)
                        && FrameCheck.equal(
                            recorded: size[1], actual: Double(actual.height),
                            printedDecimals: recordedCase.printedDecimals,
                            significantDigits: recordedCase.printedSignificantDigits)
                    if let difference = recordedCase.contentSizeKnownDifference {
                        #expect(!equal, "\(recordedCase.id) content size now matches; remove '\(difference.reason)'")
                    } else {
                        #expect(equal, "\(recordedCase.id) content size: expected \(size), got \(actual)")
                    }
                }
            }
        }
        let line =
            "UIKit conformance: \(matched)/\(total) recorded frames and \(rectsMatched)/\(rectsTotal) rect queries "
            + "match across \(recordings.count) sources (\(known) known differences)"
        print(line)
        // The README quotes the line: it changes with the recordings, never silently.
        let readme = try String(
            contentsOf: ConformanceRun.recordingsFolder.appendingPathComponent("../../../README.md").standardized,
            encoding: .utf8)
        #expect(readme.contains(line), "README.md does not quote '\(line)'")
    }

    @Test("frames compare exactly, rounded where the source rounded, and only in the components it printed")
    func comparisonIsExact() {
        let row = RecordedFrame(
            transcriptKey: "test", kind: "cell", indexPath: [0, 0], frame: [248.0 / 3, 20, 20, 20],
            knownDifference: nil)
        let third = FrameCheck(
            recorded: row, actual: CGRect(x: 248.0 / 3 + 1.0 / 3, y: 20, width: 20, height: 20), printedDecimals: nil)
        #expect(!third.matches)
        let same = FrameCheck(
            recorded: row, actual: CGRect(x: 82.666666666666671, y: 20, width: 20, height: 20), printedDecimals: nil)
        #expect(same.matches)
        // A source printing 17.67 matches 53/3 at two decimals, and does not match 17.6.
        #expect(FrameCheck.equal(recorded: 17.67, actual: 53.0 / 3, printedDecimals: 2))
        #expect(!FrameCheck.equal(recorded: 17.67, actual: 17.6, printedDecimals: 2))
        let missing = FrameCheck(recorded: row, actual: nil, printedDecimals: nil)
        #expect(!missing.matches)
        // A source that printed only a width is compared on the width alone.
        let widthOnly = RecordedFrame(
            transcriptKey: "width", kind: "cell", indexPath: [0, 3], frame: [nil, nil, 84, nil], knownDifference: nil)
        let anywhere = CGRect(x: 206, y: 7, width: 84, height: 44)
        #expect(FrameCheck(recorded: widthOnly, actual: anywhere, printedDecimals: nil).matches)
        let wider = CGRect(x: 206, y: 7, width: 84.5, height: 44)
        #expect(!FrameCheck(recorded: widthOnly, actual: wider, printedDecimals: nil).matches)
        // A source printing %g (six significant digits) matches 320/3 as 106.667, and not 106.66.
        #expect(FrameCheck.equal(recorded: 106.667, actual: 320.0 / 3, printedDecimals: nil, significantDigits: 6))
        #expect(!FrameCheck.equal(recorded: 106.667, actual: 106.66, printedDecimals: nil, significantDigits: 6))
        #expect(FrameCheck.equal(recorded: 143.5, actual: 143.5, printedDecimals: nil, significantDigits: 6))
    }
}
