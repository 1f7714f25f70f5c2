extension RunDiff {
    /// "identical", "different", "added" (only the new snapshot has the width) or "removed".
    public var status: String {
        if old == nil { return "added" }
        if new == nil { return "removed" }
        return isIdentical ? "identical" : "different"
    }

    /// The run's diff as one JSON object, one change per line, each line after the first starting with `indent`.
    ///
    /// `{"width", "status", "old": CONTAINER|null, "new": CONTAINER|null, "contentSizeChanged",
    /// "changes": [{"change": "added"|"removed"|"changed", "kind", "elementKind", "section", "item",
    /// "occurrence", "moved", "resized", "old": FRAME|null, "new": FRAME|null}]}` with
    /// CONTAINER `{"height", "sizeClass", "contentSize": {"width", "height"}}` and
    /// FRAME `{"x", "y", "width", "height", "zIndex", "hidden"}`.
    public func json(indent: String = "") -> String {
        let n = SnapshotJSON.number
        let s = SnapshotJSON.string
        func container(_ c: Container?) -> String {
            guard let c else { return "null" }
            return "{\"height\": \(n(c.height)), \"sizeClass\": \(s(c.sizeClass.rawValue)), "
                + "\"contentSize\": {\"width\": \(n(c.contentSize.width)), \"height\": \(n(c.contentSize.height))}}"
        }
        func frame(_ e: SnapshotElement?) -> String {
            guard let e else { return "null" }
            return "{\"x\": \(n(e.frame.x)), \"y\": \(n(e.frame.y)), \"width\": \(n(e.frame.width)), "
                + "\"height\": \(n(e.frame.height)), \"zIndex\": \(e.zIndex), \"hidden\": \(e.isHidden)}"
        }
        var out = "{\"width\": \(n(width)), \"status\": \(s(status)), \"old\": \(container(old)), "
        out += "\"new\": \(container(new)), \"contentSizeChanged\": \(contentSizeChanged), \"changes\": ["
        for (i, change) in changes.enumerated() {
            let k = change.key
            out += (i == 0 ? "\n" : ",\n") + indent + "  "
            out += "{\"change\": \(s(change.kind.rawValue)), \"kind\": \(s(k.category.rawValue)), "
            out += "\"elementKind\": \(k.elementKind.map(s) ?? "null"), \"section\": \(k.indexPath.section), "
            out += "\"item\": \(k.indexPath.item), \"occurrence\": \(k.occurrence), \"moved\": \(change.moved), "
            out += "\"resized\": \(change.resized), \"old\": \(frame(change.old)), \"new\": \(frame(change.new))}"
        }
        return out + (changes.isEmpty ? "]}" : "\n" + indent + "]}")
    }
}
