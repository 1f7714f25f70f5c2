import CompositionalLayout
import Foundation

/// Reads the interactive gallery page back: its index and each recipe's stored solves, decoded from the
/// page's text by an implementation written from `GalleryBlockEncoding`'s documentation, independent of
/// the encoder and of the page's script.
struct GalleryPageDecoder {
    /// One element of a stored solve.
    struct Element: Equatable, CustomStringConvertible {
        var category: String
        var elementKind: String?
        var section: Int
        var item: Int
        var frame: Rect
        var zIndex: Int
        var isHidden: Bool
        var alpha: Double

        var description: String {
            "\(category) \(elementKind ?? "-") \(section).\(item) \(frame) z \(zIndex) hidden \(isHidden) alpha \(alpha)"
        }
    }

    /// One decoded block.
    struct Block {
        var vertical: Bool
        var contentSize: Size
        var total: Int
        var elements: [Element]
        var units: [Int?]
        /// `[element, edge, lowest, highest]`.
        var pins: [(element: Int, edge: String, range: ClosedRange<Double>)]
        /// `[section, start, length, content length, largest offset]`.
        var orthogonal: [[Double]]
    }

    /// A stored solve, or the sentence the page shows instead.
    enum Solve {
        case block(Block)
        case error(String)
    }

    /// The page's index (the fields the tests read).
    struct Index: Decodable {
        var widths: [Double]
        var heights: [Double]
        var unit: Double
        var recipes: [Listing]
    }

    /// One recipe as the index lists it.
    struct Listing: Decodable {
        var name: String
        var rule: String
    }

    /// One recipe's data.
    struct RecipeData: Decodable {
        var name: String
        var blocks: [StoredBlock]
        var runs: [String: [[Int]]]
        var errors: [String]
        var exports: Exports
    }

    /// A block as stored.
    struct StoredBlock: Decodable {
        var s: StructureReference
        var a: String
        var c: [Double]
        var n: Int
        var g: String
        var b: Int?
        var o: [[Double]]?
        var p: [Pin]?
        var q: [Double]?
    }

    /// A structure, or the index of a block that has it.
    enum StructureReference: Decodable {
        case inline(Structure)
        case block(Int)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let k = try? container.decode(Int.self) {
                self = .block(k)
            } else {
                self = .inline(try container.decode(Structure.self))
            }
        }
    }

    /// Element types and the elements' index paths.
    struct Structure: Decodable {
        var t: [ElementType]
        var e: String
    }

    /// `[category, element kind, zIndex, hidden, alpha]`.
    struct ElementType: Decodable {
        var category: String
        var elementKind: String?
        var zIndex: Int
        var isHidden: Bool
        var alpha: Double

        init(from decoder: any Decoder) throws {
            var c = try decoder.unkeyedContainer()
            category = try c.decode(String.self)
            elementKind = try c.decodeIfPresent(String.self)
            zIndex = try c.decode(Int.self)
            isHidden = try c.decode(Int.self) == 1
            alpha = try c.decode(Double.self)
        }
    }

    /// `[element, edge, lowest, highest]`.
    struct Pin: Decodable {
        var element: Int
        var edge: String
        var range: ClosedRange<Double>

        init(from decoder: any Decoder) throws {
            var c = try decoder.unkeyedContainer()
            element = try c.decode(Int.self)
            edge = try c.decode(String.self)
            range = try c.decode(Double.self)...c.decode(Double.self)
        }
    }

    /// The code tabs' data.
    struct Exports: Decodable {
        var swift: Export
        var files: [Export]
    }

    /// One export, or why there is none.
    struct Export: Decodable {
        var sizeClass: String
        var text: String?
        var note: String?
        var reason: String?
    }

    /// The page's index.
    let index: Index
    /// Each recipe's data, by name.
    let recipes: [String: RecipeData]

    /// Parses the page's `gallery-index` and `recipe-data` script elements.
    init(page: String) throws {
        let indexOpen = "<script type=\"application/json\" id=\"gallery-index\">"
        guard let start = page.range(of: indexOpen),
            let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex)
        else { throw DecodingError.missing("gallery-index") }
        let decoder = JSONDecoder()
        index = try decoder.decode(Index.self, from: Data(page[start.upperBound..<end.lowerBound].utf8))
        var recipes: [String: RecipeData] = [:]
        let dataOpen = "<script type=\"application/json\" class=\"recipe-data\" data-recipe=\""
        var cursor = page.startIndex
        while let open = page.range(of: dataOpen, range: cursor..<page.endIndex) {
            guard let tagEnd = page.range(of: "\">", range: open.upperBound..<page.endIndex),
                let close = page.range(of: "</script>", range: tagEnd.upperBound..<page.endIndex)
            else { throw DecodingError.missing("the end of a recipe-data element") }
            let data = try decoder.decode(RecipeData.self, from: Data(page[tagEnd.upperBound..<close.lowerBound].utf8))
            recipes[String(page[open.upperBound..<tagEnd.lowerBound])] = data
            cursor = close.upperBound
        }
        self.recipes = recipes
    }

    /// Why a page cannot be read.
    enum DecodingError: Error {
        case missing(String)
        case malformed(String)
    }

    /// The page's widths: `[min, max, step]` expanded.
    var widths: [Double] { Array(stride(from: index.widths[0], through: index.widths[1], by: index.widths[2])) }

    /// The page's heights.
    var heights: [Double] { index.heights }

    /// The solve stored for `recipe` at `width`, `height` and `sizeClass`.
    func solve(_ recipe: String, width: Double, height: Double, sizeClass: String) throws -> Solve {
        guard let data = recipes[recipe] else { throw DecodingError.missing(recipe) }
        guard let w = widths.firstIndex(of: width), let h = heights.firstIndex(of: height),
            let k = data.runs[sizeClass]?[h][w]
        else { throw DecodingError.missing("\(width) x \(height), \(sizeClass)") }
        if k < 0 { return .error(data.errors[-1 - k]) }
        return .block(try block(k, of: data))
    }

    /// Block `k` of a recipe's data, its base first when it has one.
    func block(_ k: Int, of data: RecipeData) throws -> Block {
        let b = data.blocks[k]
        var reference = b.s
        while case .block(let other) = reference { reference = data.blocks[other].s }
        guard case .inline(let structure) = reference else { throw DecodingError.malformed("block \(k)") }
        let fields = structure.e.split(separator: ",").map { Int($0)! }
        let values = b.g.split(separator: ",").map(String.init)
        guard values.count == fields.count / 3 * 4 else { throw DecodingError.malformed("block \(k): value count") }
        let base = try b.b.map { try block($0, of: data).units }
        var units = [Int?](repeating: nil, count: values.count)
        var previous = [0, 0, 0, 0]
        var elements: [Element] = []
        var section = 0
        var item = 0
        for i in 0..<fields.count / 3 {
            let type = structure.t[fields[3 * i]]
            let ds = fields[3 * i + 1]
            item = ds == 0 ? item + fields[3 * i + 2] : fields[3 * i + 2]
            section += ds
            var frame = [Double](repeating: 0, count: 4)
            for c in 0..<4 {
                let j = 4 * i + c
                let text = values[j]
                if text.hasPrefix("~") {
                    frame[c] = Double(text.dropFirst()) ?? .nan
                    continue
                }
                let delta = Int(text)!
                if let base {
                    units[j] = base[j]! + delta
                } else {
                    previous[c] += delta
                    units[j] = previous[c]
                }
                frame[c] = Double(units[j]!) / index.unit
            }
            elements.append(
                Element(
                    category: type.category, elementKind: type.elementKind, section: section, item: item,
                    frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]), zIndex: type.zIndex,
                    isHidden: type.isHidden, alpha: type.alpha))
        }
        return Block(
            vertical: b.a == "v", contentSize: Size(width: b.c[0], height: b.c[1]), total: b.n, elements: elements,
            units: units, pins: (b.p ?? []).map { ($0.element, $0.edge, $0.range) }, orthogonal: b.o ?? [])
    }

    /// The engine's elements as the page stores them.
    static func elements(_ attributes: [ElementAttributes]) -> [Element] {
        attributes.map {
            Element(
                category: $0.category.rawValue, elementKind: $0.elementKind, section: $0.indexPath.section,
                item: $0.indexPath.item, frame: $0.frame, zIndex: $0.zIndex, isHidden: $0.isHidden, alpha: $0.alpha)
        }
    }
}
