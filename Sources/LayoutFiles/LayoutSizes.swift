import CompositionalLayout

/// Measured sizes, as a device would report them (spec E1, spec E4).
///
/// A layout file's `sizes`, and the file `recipes run --sizes` reads. Only estimated dimensions take
/// them; everything not listed keeps its estimate.
///
/// `{"cells": [{"section": 0, "item": 3, "height": 80}], "supplementaries": [{"kind": "header", "height": 60},
/// {"kind": "header", "section": 2, "height": 90}]}`: a supplementary entry with a section wins over one without.
public struct LayoutSizes: Sendable, Hashable {
    /// A measured width and/or height.
    public struct Answer: Sendable, Hashable {
        /// The measured width, or nil to keep the proposed one.
        public var width: Double?
        /// The measured height, or nil to keep the proposed one.
        public var height: Double?

        /// An answer of `width` and/or `height`.
        public init(width: Double? = nil, height: Double? = nil) {
            self.width = width
            self.height = height
        }

        /// `proposed` with the measured lengths in place.
        func applied(to proposed: Size) -> Size {
            Size(width: width ?? proposed.width, height: height ?? proposed.height)
        }
    }

    /// Cells by index path.
    public var cells: [IndexPath: Answer]
    /// Supplementaries by element kind, for every section (`nil`) or one.
    public var supplementaries: [SupplementaryKey: Answer]

    /// A supplementary's kind, and its section when the answer is for one section only.
    public struct SupplementaryKey: Sendable, Hashable {
        /// The element kind.
        public var kind: String
        /// The section, or nil for every section.
        public var section: Int?

        /// The key of `kind` in `section` (every section when nil).
        public init(kind: String, section: Int? = nil) {
            self.kind = kind
            self.section = section
        }
    }

    /// Sizes for these cells and supplementaries.
    public init(cells: [IndexPath: Answer] = [:], supplementaries: [SupplementaryKey: Answer] = [:]) {
        self.cells = cells
        self.supplementaries = supplementaries
    }

    /// `data` with sizing callbacks answering from these sizes (the ones it had are replaced).
    public func applied(to data: LayoutData) -> LayoutData {
        var data = data
        if !cells.isEmpty {
            let cells = cells
            data.sizing = { indexPath, proposed in cells[indexPath]?.applied(to: proposed) ?? proposed }
        }
        if !supplementaries.isEmpty {
            let supplementaries = supplementaries
            data.supplementarySizing = { kind, indexPath, proposed in
                let answer =
                    supplementaries[SupplementaryKey(kind: kind, section: indexPath.section)]
                    ?? supplementaries[SupplementaryKey(kind: kind)]
                return answer?.applied(to: proposed) ?? proposed
            }
        }
        return data
    }

    /// Decodes a sizes document (the `sizes` object of a layout file, on its own), every problem with its
    /// JSON path.
    /// - Throws: `LayoutFileErrors` with all problems (a syntax error is a single problem at `$`).
    public static func decode(_ bytes: [UInt8], sourceName: String) throws(LayoutFileErrors) -> LayoutSizes {
        try LayoutFile.decodeJSON(bytes, sourceName: sourceName, nothing: "the document holds no sizes") {
            $0.decodeSizes($1, "$")
        }
    }
}
