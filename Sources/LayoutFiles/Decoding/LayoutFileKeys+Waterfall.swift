/// The keys of the `waterfall` root-group object (spec G13, ours), in the order the encoder writes them.
extension LayoutFileKeys {
    static let waterfall = [
        "size", "columns", "minimumColumnWidth", "columnSpacing", "itemSpacing", "contentInsets", "subitems",
    ]
}
