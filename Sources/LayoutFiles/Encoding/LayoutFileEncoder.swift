import CompositionalLayout
import LayoutRecipes

/// Turns engine values into the layout-file JSON tree, writing only values that differ from the
/// model's defaults and collecting every part a file cannot express (with its path).
///
/// Split by subject like `LayoutFileDecoder`, a field's writing and reading in files with the same stem:
/// the document and its layout here, then `+Sections`, `+Groups`, `+Supplementaries`, `+Dimensions`,
/// `+Data`, `+Choices`, `+DataForms` and `+Waterfall`.
struct LayoutFileEncoder {
    /// Parts that cannot be written, in layout order.
    private(set) var problems: [LayoutFileProblem] = []
    /// True when a problem is code the format cannot express (not merely an invalid value).
    private(set) var inexpressible = false
    /// The absolute dimensions computed from the width, by their full paths, while a width-relative value
    /// is written (`encodeChoice`).
    var widthLengths: [String: WidthLength] = [:]

    /// Records a part the format cannot express.
    mutating func refuse(_ path: String, _ message: String) {
        problems.append(LayoutFileProblem(path: path, message: message))
        inexpressible = true
    }

    /// Records a value JSON cannot hold (NaN, infinity).
    mutating func invalid(_ path: String, _ message: String) {
        problems.append(LayoutFileProblem(path: path, message: message))
    }

    /// The whole document.
    mutating func encode(_ document: LayoutDocument) -> JSONValue {
        var m: [JSONMember] = []
        if let name = document.name { m.append(JSONMember("name", .string(name))) }
        if let summary = document.summary { m.append(JSONMember("summary", .string(summary))) }
        if document.sizeClass != .any { m.append(JSONMember("sizeClass", .string(document.sizeClass.rawValue))) }
        m += encodeLayoutChoice(document.layouts, "")
        if let data = document.data { m.append(JSONMember("data", encode(data: data))) }
        if let sizes = document.sizes { m.append(JSONMember("sizes", encode(sizes))) }
        return .object(m)
    }

    /// The members of one LAYOUT: scroll direction, spacing, boundary items and sections (`prefix` is
    /// the layout's path followed by a dot, or empty at the top level).
    mutating func encodeLayout(_ layout: Layout, _ prefix: String) -> [JSONMember] {
        var m: [JSONMember] = []
        let configuration = layout.configuration
        if configuration.scrollDirection != .vertical {
            m.append(JSONMember("scrollDirection", .string(configuration.scrollDirection.rawValue)))
        }
        if configuration.interSectionSpacing != 0 {
            m.append(
                JSONMember(
                    "interSectionSpacing",
                    number(configuration.interSectionSpacing, prefix + "interSectionSpacing")))
        }
        if configuration.contentInsetsReference != .safeArea {
            m.append(JSONMember("contentInsetsReference", .string(configuration.contentInsetsReference.rawValue)))
        }
        if configuration.shortContentAlignment != .start {
            m.append(JSONMember("shortContentAlignment", .string(configuration.shortContentAlignment.rawValue)))
        }
        if !configuration.boundarySupplementaryItems.isEmpty {
            let path = prefix + "boundarySupplementaryItems"
            m.append(
                JSONMember(
                    "boundarySupplementaryItems",
                    .array(configuration.boundarySupplementaryItems.enumerated().map { encode($1, "\(path)[\($0)]") })))
        }
        let path = prefix + "sections"
        let sections: [JSONValue]
        switch layout.sections {
        case .single(let section): sections = [encode(section, path + "[0]")]
        case .cycle(let list):
            sections = list.enumerated().map { encode($1, "\(path)[\($0)]") }
            if list.isEmpty { invalid(path, "the layout has an empty list of sections") }
        case .provider(let provider):
            guard let choices = provider.choices else {
                refuse(
                    path,
                    "a section provider ('\(provider.name)') builds sections in code; a layout file cannot express it")
                sections = []
                break
            }
            if choices.isEmpty { invalid(path, "the layout has an empty list of sections") }
            sections = choices.enumerated().map { encodeSectionChoice($1, "\(path)[\($0)]") }
        }
        m.append(JSONMember("sections", .array(sections)))
        return m
    }

    /// A number, refusing NaN and infinities (JSON has no spelling for them).
    mutating func number(_ value: Double, _ path: String) -> JSONValue {
        guard value.isFinite else {
            invalid(path, "\(value) is not a finite number; JSON cannot express it")
            return .number(0)
        }
        return .number(value)
    }
}
