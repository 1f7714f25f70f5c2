import CompositionalLayout

extension GalleryRecipeData {
    /// What writing one recipe's data remembers between steps: the `runs` table, the `errors` sentences, the
    /// blocks of the current and previous width (to reuse), recent structures (to reference) and each size
    /// class and height's last block (a base for relative geometry).
    struct BlockTable {
        /// Where one step's entry goes in `runs`: indices into the size classes, heights and widths.
        struct Slot {
            /// Index of the size class in `GallerySteps.sizeClasses`.
            var sizeClass: Int
            /// Index of the height in `GallerySteps.heights`.
            var height: Int
            /// Index of the width in `GallerySteps.widths`.
            var width: Int
        }

        /// How many recent distinct structures a block may reference by index.
        static let rememberedStructures = 8

        /// What was written so far.
        var summary = Summary()
        /// For each size class and height, one entry per width: a block's index, or `-1 - k` for `errors[k]`.
        private(set) var runs: [[[Int]]]
        /// The distinct refusal sentences, in the order they were first met.
        private(set) var errors: [String] = []
        private var errorIndex: [String: Int] = [:]
        /// Blocks of the current width, keyed by structure and plain geometry.
        private var current: [String: Int] = [:]
        /// Blocks of the previous width, keyed as `current`.
        private var previous: [String: Int] = [:]
        /// The most recent distinct structures, newest first, with the block that wrote each in full.
        private var structures: [(text: String, block: Int)] = []
        /// The last block of each size class and height, as a base for the next width's.
        private var last: [[(block: Int, units: [Int?])?]]

        /// An empty table for the given numbers of size classes, heights and widths.
        init(sizeClasses: Int, heights: Int, widths: Int) {
            runs = Array(
                repeating: Array(repeating: [Int](repeating: 0, count: widths), count: heights), count: sizeClasses)
            last = Array(repeating: [(block: Int, units: [Int?])?](repeating: nil, count: heights), count: sizeClasses)
        }

        /// Moves to the next width: the current width's blocks become the previous ones.
        mutating func startWidth() {
            previous = current
            current = [:]
        }

        /// Records a step the engine refused: its sentence (once) in `errors`, its `runs` entry pointing at it;
        /// the next width's geometry at this size class and height has no base.
        mutating func recordRefusal(_ sentence: String, at slot: Slot) {
            summary.failures += 1
            let k = errorIndex[sentence] ?? errors.count
            if k == errors.count {
                errors.append(sentence)
                errorIndex[sentence] = k
            }
            runs[slot.sizeClass][slot.height][slot.width] = -1 - k
            last[slot.sizeClass][slot.height] = nil
        }

        /// Records a solved step and returns the new block's text to write, if any.
        ///
        /// The text starts with its separator; nil when the step reuses a block of the same or the previous width.
        mutating func place(_ run: RecipeRun, at slot: Slot, unitsPerPoint: Double) -> String? {
            let selection = DrawingSelection.first(
                CLILimits.galleryElementsPerPicture, of: run.elements, axis: run.solved.scrollDirection)
            let structure = GalleryBlockEncoding.structure(selection.elements)
            let units = GalleryBlockEncoding.units(selection.elements, unitsPerPoint: unitsPerPoint)
            let plain = GalleryBlockEncoding.geometry(selection.elements, units: units, base: nil)
            let key =
                structure
                + GalleryBlockEncoding.block(run, selection: selection, structure: "0", geometry: plain, base: nil)
            if let known = current[key] ?? previous[key] {
                record(known, key: key, units: units, at: slot)
                return nil
            }
            let index = summary.blocks
            summary.blocks += 1
            let reference = structureReference(structure, block: index)
            var geometry = plain
            var base: Int?
            if let earlier = last[slot.sizeClass][slot.height], earlier.units.count == units.count {
                let relative = GalleryBlockEncoding.geometry(selection.elements, units: units, base: earlier.units)
                if relative.utf8.count < plain.utf8.count {
                    geometry = relative
                    base = earlier.block
                }
            }
            let block = GalleryBlockEncoding.block(
                run, selection: selection, structure: reference, geometry: geometry, base: base)
            record(index, key: key, units: units, at: slot)
            return (index == 0 ? "\n" : ",\n") + block
        }

        /// Points the step at `block`, and makes it the one a later step with the same key reuses and the base
        /// of the next width at this size class and height.
        private mutating func record(_ block: Int, key: String, units: [Int?], at slot: Slot) {
            current[key] = block
            runs[slot.sizeClass][slot.height][slot.width] = block
            last[slot.sizeClass][slot.height] = (block, units)
        }

        /// What block `block` writes as its structure: the index of a recent block with the same structure, or
        /// the structure itself (which `block` then becomes the newest remembered holder of).
        private mutating func structureReference(_ structure: String, block: Int) -> String {
            if let known = structures.first(where: { $0.text == structure }) {
                return String(known.block)
            }
            structures.insert((structure, block), at: 0)
            if structures.count > Self.rememberedStructures { structures.removeLast() }
            return structure
        }
    }
}
