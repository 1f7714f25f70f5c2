import CompositionalLayout
import LayoutFiles

/// Measured sizes for `recipes run --sizes FILE` (spec E1, E4): what a device would report for cells and
/// for self-sizing headers and footers, so that a run shows real heights instead of estimates.
///
/// `{"cells": {"0.3": {"height": 80}}, "supplementaries": {"header": {"height": 60}, "header@2": {"height": 90}}}`:
/// cells by `SECTION.ITEM`, supplementaries by element kind or `KIND@SECTION` (which wins); a width or a
/// height, or both. Only estimated dimensions take them; everything else keeps its estimate.
struct SizesFile: Sendable {
    /// A measured width and/or height.
    struct Answer: Sendable, Hashable {
        var width: Double?
        var height: Double?

        /// `proposed` with the measured lengths in place.
        func applied(to proposed: Size) -> Size {
            Size(width: width ?? proposed.width, height: height ?? proposed.height)
        }
    }

    var cells: [IndexPath: Answer] = [:]
    var supplementaries: [String: Answer] = [:]

    /// `data` answering its estimates from the file.
    func applied(to data: LayoutData) -> LayoutData {
        var data = data
        if !cells.isEmpty {
            let cells = cells
            data.sizing = { indexPath, proposed in cells[indexPath]?.applied(to: proposed) ?? proposed }
        }
        if !supplementaries.isEmpty {
            let supplementaries = supplementaries
            data.supplementarySizing = { kind, indexPath, proposed in
                (supplementaries["\(kind)@\(indexPath.section)"] ?? supplementaries[kind])?.applied(to: proposed)
                    ?? proposed
            }
        }
        return data
    }

    /// Reads the file at `path`, refusing it with one sentence naming the first problem (exit 1).
    static func read(_ path: String, fileSystem: FileSystem) throws -> SizesFile {
        let bytes = try fileSystem.readFile(path, limit: LayoutFileLimits.maximumByteCount)
        func problem(_ text: String) -> CommandError { .invalidSizesFile(path: path, problem: text) }
        guard bytes.count <= LayoutFileLimits.maximumByteCount else {
            throw problem("it is over \(LayoutFileLimits.maximumByteCount) bytes")
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw problem(error.description)
        }
        guard case .object(let members) = value else { throw problem("expected an object") }
        var file = SizesFile()
        for member in members {
            guard case .object(let entries) = member.value else {
                throw problem("\(member.key): expected an object")
            }
            guard entries.count <= LayoutFileLimits.maximumSizeEntries else {
                throw problem("\(member.key): at most \(LayoutFileLimits.maximumSizeEntries) entries are allowed")
            }
            switch member.key {
            case "cells":
                for entry in entries {
                    guard let indexPath = cellKey(entry.key) else {
                        throw problem("cells: '\(entry.key)' is not SECTION.ITEM, such as 0.3")
                    }
                    file.cells[indexPath] = try answer(entry.value, "cells.\(entry.key)", problem)
                }
            case "supplementaries":
                for entry in entries where !entry.key.isEmpty {
                    file.supplementaries[entry.key] = try answer(entry.value, "supplementaries.\(entry.key)", problem)
                }
            default:
                throw problem("unknown key '\(member.key)'; expected 'cells' or 'supplementaries'")
            }
        }
        return file
    }

    /// `SECTION.ITEM` with whole numbers >= 0.
    static func cellKey(_ key: String) -> IndexPath? {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let s = Int(parts[0]), let i = Int(parts[1]), s >= 0, i >= 0 else { return nil }
        return IndexPath(section: s, item: i)
    }

    /// `{"width": n, "height": n}` with at least one, each finite and >= 0.
    static func answer(_ value: JSONValue, _ path: String, _ problem: (String) -> CommandError) throws -> Answer {
        guard case .object(let members) = value, !members.isEmpty else {
            throw problem("\(path): expected an object with 'width' and/or 'height'")
        }
        var answer = Answer()
        for member in members {
            guard case .number(let n) = member.value, n.isFinite, n >= 0 else {
                throw problem("\(path).\(member.key): expected a number >= 0")
            }
            switch member.key {
            case "width": answer.width = n
            case "height": answer.height = n
            default: throw problem("\(path): unknown key '\(member.key)'; expected 'width' or 'height'")
            }
        }
        return answer
    }
}
