extension HeadlessCollectionView {
    /// How cells of one class are configured for items of one type, as UIKit's registration; the handler is
    /// stored and, with no cells off-device, never called.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// What configures a dequeued cell for its index path and item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The handler given at creation; stored, never called off-device.
        public let handler: Handler

        /// Creates a registration whose cells `handler` would configure.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A cell from `registration` configured for `item`; off-device no cell provider is called, so reaching
    /// this stops the program with a precondition failure.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        preconditionFailure(
            "dequeueConfiguredReusableCell(using:for:item:): there are no cells off-device; the facade never calls "
                + "a cell provider")
    }
}
