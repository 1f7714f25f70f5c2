#if !canImport(UIKit)
    extension IndexPath {
        /// An index path of an item in a section, as UIKit adds it to Foundation's `IndexPath`.
        public init(item: Int, section: Int) {
            // Two indexes appended one by one are stored inline; an array literal would be allocated first.
            self.init(index: section)
            append(item)
        }

        /// An index path of a row in a section (UIKit's table-view spelling of `init(item:section:)`).
        public init(row: Int, section: Int) {
            self.init(item: row, section: section)
        }

        /// The section: the first index.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The item in the section: the second index.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The row in the section: the second index, as `item`.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif
