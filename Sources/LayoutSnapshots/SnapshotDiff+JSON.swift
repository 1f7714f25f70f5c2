extension RunChanges {
    /// The run's diff as one JSON object, one change per line, each line after the first starting with `indent`.
    ///
    /// `{"width", "status", "old": CONTAINER|null, "new": CONTAINER|null, "contentSizeChanged",
    /// "changes": [{"change": "added"|"removed"|"changed", "kind", "elementKind", "section", "item",
    /// "occurrence", "moved", "resized", "old": FRAME|null, "new": FRAME|null}]}` with
    /// CONTAINER `{"height", "sizeClass", "contentSize": {"width", "height"}}` and
    /// FRAME `{"x", "y", "width", "height", "zIndex", "hidden"}`. A writer streams the same text with
    /// `jsonHead`, `jsonChange(_:index:indent:)` and `jsonTail(indent:)`.
    public func json(indent: String = "") -> String {
        var out = jsonHead
        var index = 0
        forEachChange { change in
            out += Self.jsonChange(change, index: index, indent: indent)
            index += 1
        }
        return out + jsonTail(indent: indent)
    }

    /// The object's opening, up to the first change: `{"width", ..., "changes": [`.
    public var jsonHead: String {
        let n = SnapshotJSON.number
        let s = SnapshotJSON.string
        func container(_ c: RunDiff.Container?) -> String {
            guard let c else { return "null" }
            return "{\"height\": \(n(c.height)), \"sizeClass\": \(s(c.sizeClass.rawValue)), "
                + "\"contentSize\": {\"width\": \(n(c.contentSize.width)), \"height\": \(n(c.contentSize.height))}}"
        }
        return "{\"width\": \(n(width)), \"status\": \(s(status)), \"old\": \(container(old)), "
            + "\"new\": \(container(new)), \"contentSizeChanged\": \(contentSizeChanged), \"changes\": ["
    }

    /// Change number `index` (from 0), with the separator and line break before it.
    public static func jsonChange(_ change: ElementChange, index: Int, indent: String) -> String {
        let n = SnapshotJSON.number
        let s = SnapshotJSON.string
        func frame(_ e: SnapshotElement?) -> String {
            guard let e else { return "null" }
            return "{\"x\": \(n(e.frame.x)), \"y\": \(n(e.frame.y)), \"width\": \(n(e.frame.width)), "
                + "\"height\": \(n(e.frame.height)), \"zIndex\": \(e.zIndex), \"hidden\": \(e.isHidden)}"
        }
        let k = change.key
        var out = (index == 0 ? "\n" : ",\n") + indent + "  "
        out += "{\"change\": \(s(change.kind.rawValue)), \"kind\": \(s(k.category.rawValue)), "
        out += "\"elementKind\": \(k.elementKind.map(s) ?? "null"), \"section\": \(k.indexPath.section), "
        out += "\"item\": \(k.indexPath.item), \"occurrence\": \(k.occurrence), \"moved\": \(change.moved), "
        out += "\"resized\": \(change.resized), \"old\": \(frame(change.old)), \"new\": \(frame(change.new))}"
        return out
    }

    /// The object's closing, after the last change.
    public func jsonTail(indent: String) -> String {
        changeCount == 0 ? "]}" : "\n" + indent + "]}"
    }
}
