import CompositionalLayout

/// The elements back to front for pictures: by zIndex, then decorations under cells under
/// supplementaries (a pinned header covers the cells scrolling under it), then output order.
func drawingOrder(_ elements: [ElementAttributes]) -> [(offset: Int, element: ElementAttributes)] {
    func rank(_ category: ElementCategory) -> Int {
        switch category {
        case .decoration: 0
        case .cell: 1
        case .supplementary: 2
        }
    }
    return elements.enumerated().map { (offset: $0.offset, element: $0.element) }.sorted {
        ($0.element.zIndex, rank($0.element.category), $0.offset) < (
            $1.element.zIndex, rank($1.element.category), $1.offset
        )
    }
}
