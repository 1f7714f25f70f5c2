import CompositionalLayoutUIKit

/// Replays recorded cases through `HeadlessCollectionView` under their recorded host conditions.
enum ConformanceRun {
    /// The folder of recording files, next to this file.
    static let recordingsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Recordings")

    /// Every recording file in `Recordings/`, in file-name order.
    static func loadRecordings() throws -> [Recording] {
        let names = try FileManager.default.contentsOfDirectory(atPath: recordingsFolder.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        return try names.map {
            try JSONDecoder().decode(
                Recording.self, from: Data(contentsOf: recordingsFolder.appendingPathComponent($0)))
        }
    }

    /// A host of the case's size, scale, safe area, margins, offset and direction, with its item counts.
    static func host(for recordedCase: RecordedCase, layout: UICollectionViewLayout) -> HeadlessCollectionView {
        let host = recordedCase.host
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: host.width, height: host.height), collectionViewLayout: layout)
        view.displayScale = CGFloat(host.scale)
        let safeArea = host.safeAreaInsets
        view.safeAreaInsets = UIEdgeInsets(top: safeArea[0], left: safeArea[1], bottom: safeArea[2], right: safeArea[3])
        if let margins = host.layoutMargins {
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: margins[0], leading: margins[1], bottom: margins[2], trailing: margins[3])
        }
        if host.rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        view.itemCounts = recordedCase.itemCounts
        if let height = recordedCase.selfSizedCellHeight {
            view.preferredSize = { _, proposed in CGSize(width: proposed.width, height: height) }
        }
        if let heights = recordedCase.selfSizedCellHeights {
            view.preferredSize = { indexPath, proposed in
                // A cell the table does not list keeps the proposed (estimated) size.
                guard heights.indices.contains(indexPath.section),
                    heights[indexPath.section].indices.contains(indexPath.item)
                else { return proposed }
                return CGSize(width: proposed.width, height: heights[indexPath.section][indexPath.item])
            }
        }
        if let height = recordedCase.selfSizedSupplementaryHeight {
            view.preferredSupplementarySize = { _, _, proposed in CGSize(width: proposed.width, height: height) }
        }
        if let heights = recordedCase.selfSizedSupplementaryHeights {
            view.preferredSupplementarySize = { kind, _, proposed in
                CGSize(width: proposed.width, height: heights[kind].map { CGFloat($0) } ?? proposed.height)
            }
        }
        if let offset = host.contentOffset { view.contentOffset = CGPoint(x: offset[0], y: offset[1]) }
        for offset in host.orthogonalOffsets ?? [] {
            view.setOrthogonalContentOffset(CGPoint(x: offset[1], y: offset[2]), forSection: Int(offset[0]))
        }
        view.layoutIfNeeded()
        return view
    }

    /// The facade's frame for a recorded element: a cell by index path, else a supplementary of its kind.
    ///
    /// A layout-wide boundary item, which UIKit indexes (0, `Int.max`), is asked at (0, 0), where the facade
    /// indexes it; the rect queries compare that index path (a listed known difference).
    static func actualFrame(of recorded: RecordedFrame, in layout: UICollectionViewLayout) -> CGRect? {
        actualAttributes(of: recorded, in: layout)?.frame
    }

    /// The facade's attributes for a recorded element, found as `actualFrame(of:in:)` finds them.
    static func actualAttributes(of recorded: RecordedFrame, in layout: UICollectionViewLayout)
        -> UICollectionViewLayoutAttributes?
    {
        let item = recorded.indexPath[1] == Int.max ? 0 : recorded.indexPath[1]
        let indexPath = IndexPath(item: item, section: recorded.indexPath[0])
        if recorded.kind == "cell" { return layout.layoutAttributesForItem(at: indexPath) }
        return layout.layoutAttributesForSupplementaryView(ofKind: recorded.kind, at: indexPath)
            ?? layout.layoutAttributesForDecorationView(ofKind: recorded.kind, at: indexPath)
    }

    /// Every recorded frame of the case next to the facade's, after one layout pass in the recorded host:
    /// the elements' frames, then the `singles` (asked of the host's `layoutAttributesForItem(at:)`).
    static func checks(_ recordedCase: RecordedCase, layout: UICollectionViewLayout) -> [FrameCheck] {
        replay(recordedCase, layout: layout).frames
    }

    /// The case replayed once: every frame check (elements, then singles) and every rect query check.
    static func replay(_ recordedCase: RecordedCase, layout: UICollectionViewLayout) -> (
        frames: [FrameCheck], rects: [RectCheck]
    ) {
        VisibleItemsLog.calls = [:]
        let view = host(for: recordedCase, layout: layout)
        let digits = recordedCase.printedSignificantDigits
        var frames = recordedCase.frames.map {
            let attributes = actualAttributes(of: $0, in: layout)
            return FrameCheck(
                recorded: $0, actual: attributes?.frame, printedDecimals: recordedCase.printedDecimals,
                printedSignificantDigits: digits, actualZIndex: attributes?.zIndex)
        }
        for single in recordedCase.singles ?? [] {
            let row = RecordedFrame(
                transcriptKey: "single \(single.indexPath[0]).\(single.indexPath[1])", kind: "cell",
                indexPath: single.indexPath, frame: single.frame ?? [nil, nil, nil, nil],
                knownDifference: single.knownDifference)
            let indexPath = IndexPath(item: single.indexPath[1], section: single.indexPath[0])
            frames.append(
                FrameCheck(
                    recorded: row, actual: view.layoutAttributesForItem(at: indexPath)?.frame,
                    printedDecimals: recordedCase.printedDecimals, printedSignificantDigits: digits))
        }
        frames += handlerChecks(recordedCase)
        let rects = (recordedCase.rectQueries ?? []).map { query in
            let rect = CGRect(x: query.rect[0], y: query.rect[1], width: query.rect[2], height: query.rect[3])
            let elements = view.layoutAttributesForElements(in: rect).map(RectCheck.element)
            let recorded = query.categories.map(Set.init)
            return RectCheck(
                recorded: query, actual: Set(elements.filter { recorded?.contains($0.category) ?? true }))
        }
        return (frames, rects)
    }

    /// Every item a recorded visible-items handler call printed, next to the item the facade's handler was
    /// last given for the same element (its frame; a missing item has none).
    static func handlerChecks(_ recordedCase: RecordedCase) -> [FrameCheck] {
        var checks: [FrameCheck] = []
        for call in recordedCase.handlerCalls ?? [] {
            let given = VisibleItemsLog.calls[call.section]
            for item in call.items {
                let indexPath = IndexPath(item: item.indexPath[1], section: item.indexPath[0])
                let match = given?.items.first { $0.category == item.category && $0.indexPath == indexPath }
                let row = RecordedFrame(
                    transcriptKey: "handler \(item.category) \(item.indexPath[0]).\(item.indexPath[1])",
                    kind: item.category == 0 ? "cell" : "handler item", indexPath: item.indexPath,
                    frame: item.frame, knownDifference: item.knownDifference)
                checks.append(
                    FrameCheck(
                        recorded: row, actual: match?.frame, printedDecimals: recordedCase.printedDecimals,
                        printedSignificantDigits: recordedCase.printedSignificantDigits))
            }
        }
        return checks
    }

    /// Each recorded handler call with the offset the facade's handler was last given for its section (nil:
    /// no call), and whether the two are equal at the printed precision.
    static func handlerOffsets(_ recordedCase: RecordedCase) -> [(
        call: RecordedHandlerCall, given: CGFloat?, equal: Bool
    )] {
        (recordedCase.handlerCalls ?? []).map { call in
            let given = VisibleItemsLog.calls[call.section]?.offset.x
            let equal = given.map {
                FrameCheck.equal(
                    recorded: call.offsetX, actual: Double($0), printedDecimals: nil,
                    significantDigits: recordedCase.printedSignificantDigits)
            }
            return (call, given, equal ?? false)
        }
    }
}
