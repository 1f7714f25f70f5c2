import CompositionalLayoutUIKit

/// One checked-in recording file: the frames one public source printed from real UIKit, by case.
struct Recording: Decodable {
    /// Where the numbers come from.
    let source: RecordingSource
    /// The layouts the source recorded, each with its host conditions and frames.
    let cases: [RecordedCase]
}

/// The public source of a recording: repository, file and commit (or a web page's address), and the UIKit
/// that printed it.
struct RecordingSource: Decodable {
    /// A short name for the source, unique among the recordings.
    let id: String
    /// The GitHub repository, as owner/name; nil for a web page.
    let repository: String?
    /// The recorded file inside the repository; nil for a web page.
    let path: String?
    /// The commit the file was read at; nil for a web page.
    let commit: String?
    /// The web page's address, for a source that is a page rather than a repository's file.
    let url: String?
    /// The device or simulator the recording ran on.
    let platform: String
    /// The UIKit release that printed the frames.
    let osVersion: String
    /// How precisely the source printed numbers, and how this suite compares them.
    let precision: String

    /// Whether the source says where it is: a repository, file and commit, or a page's address.
    var isLocated: Bool {
        (repository != nil && path != nil && commit != nil) || url != nil
    }
}

/// One recorded layout: the host it ran in, its data shape, the content size and the frames UIKit printed.
struct RecordedCase: Decodable {
    /// The case's name; `RecordedLayouts.table` has the layout written for it under this name.
    let id: String
    /// The collection view's size, scale, safe area, margins, offset and direction.
    let host: RecordedHost
    /// The number of items in each section.
    let itemCounts: [Int]
    /// The content size UIKit reported, width then height, if the source printed it.
    let contentSize: [Double]?
    /// Set when the facade's content size is known not to match `contentSize` yet.
    let contentSizeKnownDifference: KnownDifference?
    /// Every frame the source printed for this layout.
    let frames: [RecordedFrame]
    /// Digits after the point the source printed, when it rounded; nil when it printed full doubles.
    let printedDecimals: Int?
    /// The height every self-sizing cell measured at in the recording, when its cells self-sized.
    let selfSizedCellHeight: Double?
    /// Per section, the height each self-sizing cell measured at, when the cells' heights differ.
    let selfSizedCellHeights: [[Double]]?
    /// The height every self-sizing supplementary (header, footer) measured at, when they self-sized.
    let selfSizedSupplementaryHeight: Double?
    /// Per element kind, the height a self-sizing supplementary of that kind measured at, when they differ.
    let selfSizedSupplementaryHeights: [String: Double]?
    /// Significant digits the source printed (`%g` prints six), when it rounded that way rather than to decimals.
    let printedSignificantDigits: Int?
    /// The rects the source queried with `layoutAttributesForElements(in:)` and the elements UIKit returned.
    let rectQueries: [RecordedRectQuery]?
    /// What `layoutAttributesForItem(at:)` answered for single index paths, when the source asked.
    let singles: [RecordedSingle]?
    /// Set when the case is kept as data but not replayed: why the facade cannot build its layout yet.
    let notReplayed: String?
    /// What each section's visible-items handler was last given, when the source printed it.
    let handlerCalls: [RecordedHandlerCall]?
}

/// The last call of one section's visible-items handler: the offset it was given and its items.
struct RecordedHandlerCall: Decodable {
    /// The section whose handler this was.
    let section: Int
    /// The offset's x the handler was given (the section's orthogonal offset).
    let offsetX: Double
    /// The items it was given, as printed (the recorder left out cells outside the visible width).
    let items: [RecordedHandlerItem]
    /// Set when the facade is known to give the handler another offset.
    let offsetKnownDifference: KnownDifference?
}

/// One item a visible-items handler was given: its element, frame and centre.
struct RecordedHandlerItem: Decodable {
    /// Section, then item.
    let indexPath: [Int]
    /// `UICollectionView.ElementCategory`'s raw value.
    let category: Int
    /// x, y, width, height, in the section's unscrolled coordinates.
    let frame: [Double]
    /// The centre, x then y.
    let center: [Double]
    /// Set when the facade is known to give the handler another frame for this item.
    let knownDifference: KnownDifference?
}

/// One `layoutAttributesForElements(in:)` call UIKit answered: the rect and the elements it returned.
struct RecordedRectQuery: Decodable {
    /// x, y, width, height of the queried rect.
    let rect: [Double]
    /// Each returned element as [category, kind or null for a cell, section, item]; compared as a set.
    let elements: [RecordedElement]
    /// The categories the source recorded (for example only cells: `[0]`); nil for every element.
    let categories: [Int]?
    /// Set when the facade is known not to return the same set yet.
    let knownDifference: KnownDifference?
}

/// An element of a rect query's answer: category (0 cell, 1 supplementary, 2 decoration), kind, index path.
struct RecordedElement: Decodable, Hashable, CustomStringConvertible {
    /// `UICollectionView.ElementCategory`'s raw value.
    let category: Int
    /// The element kind; nil for a cell.
    let kind: String?
    /// The section.
    let section: Int
    /// The item; `Int.max` for a layout-wide boundary item, which UIKit indexes so.
    let item: Int

    /// Reads the four-element array the recording stores.
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        category = try container.decode(Int.self)
        kind = try container.decodeIfPresent(String.self)
        section = try container.decode(Int.self)
        item = try container.decode(Int.self)
    }

    /// An element built from its parts, for the facade's side of a comparison.
    init(category: Int, kind: String?, section: Int, item: Int) {
        self.category = category
        self.kind = kind
        self.section = section
        self.item = item
    }

    /// The recorder's own spelling, `1 h 0.MAX`.
    var description: String {
        "\(category) \(kind ?? "-") \(section).\(item == Int.max ? "MAX" : "\(item)")"
    }
}

/// One `layoutAttributesForItem(at:)` answer: the index path asked and the frame UIKit returned (nil: none).
struct RecordedSingle: Decodable {
    /// Section, then item.
    let indexPath: [Int]
    /// x, y, width, height, or nil when UIKit returned no attributes.
    let frame: [Double]?
    /// Set when the facade is known not to match this answer yet.
    let knownDifference: KnownDifference?
}

/// The host conditions of a recording, as the source states them.
struct RecordedHost: Decodable {
    /// The collection view's width in points.
    let width: Double
    /// The collection view's height in points.
    let height: Double
    /// Pixels per point.
    let scale: Double
    /// The safe area: top, left, bottom, right.
    let safeAreaInsets: [Double]
    /// The layout margins (top, leading, bottom, trailing) when the source set them; nil for the default.
    let layoutMargins: [Double]?
    /// The content offset (x, y) when the source scrolled; nil for the resting offset.
    let contentOffset: [Double]?
    /// Whether the layout ran right to left.
    let rightToLeft: Bool
    /// Each orthogonal section's requested scroll offset as [section, x, y], when the source scrolled them.
    let orthogonalOffsets: [[Double]]?
}

/// One frame UIKit printed: the element, its index path and its rectangle.
struct RecordedFrame: Decodable {
    /// The source's own name for the row, to find it in the source file.
    let transcriptKey: String
    /// `cell`, or the element kind of a supplementary or decoration view.
    let kind: String
    /// Section, then item.
    let indexPath: [Int]
    /// x, y, width, height; a component the source did not print is null and is not compared.
    let frame: [Double?]
    /// Set when the facade is known not to match this frame yet.
    let knownDifference: KnownDifference?
    /// The element's zIndex, when the source printed it.
    var zIndex: Int? = nil
    /// Set when the facade is known to give this element another zIndex.
    var zIndexKnownDifference: KnownDifference? = nil
}

/// A frame the facade does not match yet, with why and where the evidence is.
struct KnownDifference: Decodable {
    /// Why it differs, for example `pending: spec B5 (issue 28)`.
    let reason: String
    /// What shows the recorded value is UIKit's and ours differs.
    let evidence: String
}
