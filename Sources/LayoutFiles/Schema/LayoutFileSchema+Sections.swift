import CompositionalLayout

/// The schema of SECTION (read by `LayoutFileDecoder+Sections.swift`).
extension LayoutFileSchema {
    /// SECTION.
    static var section: JSONValue {
        object(
            [
                ("group", reference("rootGroup")), ("contentInsets", reference("insets")),
                ("interGroupSpacing", number()),
                (
                    "orthogonalScrollingBehavior",
                    enumeration(OrthogonalScrollingBehavior.allCases.map(\.rawValue))
                ),
                ("boundarySupplementaryItems", array(reference("boundary"))),
                ("decorationItems", array(reference("decoration"))),
                ("supplementariesFollowContentInsets", type("boolean")),
                ("contentInsetsReference", reference("contentInsetsReference")),
                ("supplementaryContentInsetsReference", reference("contentInsetsReference")),
                ("visibleItemsEffect", reference("effect")),
            ], required: ["group"])
    }

    /// The names of a content-insets reference (a section's or the layout's).
    static var contentInsetsReference: JSONValue {
        enumeration(ContentInsetsReference.allCases.map(\.rawValue))
    }
}
