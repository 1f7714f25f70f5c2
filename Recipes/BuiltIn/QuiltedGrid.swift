import CompositionalLayout

extension Recipe {
    /// `quilted-grid`: an explore grid: blocks of four squares beside one tall tile, the tall tile
    /// alternating sides.
    ///
    /// ```
    /// one block (five items):              compact: root V (1 fw, 4/3 fw) of two blocks, each (1 fw, 0.5 fh)
    /// +------+------+------+               regular: root H (1 fw, 1/3 fw) of two blocks, each (0.5 fw, 1 fh)
    /// |  0   |  1   |      |               block A: H of [quad, tall]; block B: H of [tall, quad]
    /// +------+------+  4   |               quad V (2/3 fw, 1 fh) count 2 of H (1 fw, 1 fh) count 2 of item
    /// |  2   |  3   |      |               tall item (1/3 fw, 1 fh); every item insets 1
    /// +------+------+------+
    /// ```
    /// Three levels of nested groups; squares are 1/3 of the width in compact and 1/6 in regular.
    /// Source: the explore grids of photo apps (Instagram's Explore tab): a featured tile among squares.
    /// Registers: compact and regular.
    public static let quiltedGridCompact = quiltedGrid(sizeClass: .compact)

    /// `quilted-grid` for regular width: the two blocks side by side.
    public static let quiltedGridRegular = quiltedGrid(sizeClass: .regular)

    static func quiltedGrid(sizeClass: SizeClassKey) -> Recipe {
        let compact = sizeClass == .compact
        let blockSize =
            compact
            ? LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5))
            : LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))
        let quad = VGroup(LayoutSize(width: .fractionalWidth(2.0 / 3), height: .fractionalHeight(1)), count: 2) {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)), count: 2) {
                Item().contentInsets(1)
            }
        }
        let tall = Item().width(.fractionalWidth(1.0 / 3)).contentInsets(1)
        let blockA = HGroup(blockSize) {
            quad
            tall
        }
        let blockB = HGroup(blockSize) {
            tall
            quad
        }
        let root =
            compact
            ? VGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(4.0 / 3))) {
                blockA
                blockB
            }
            : HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3))) {
                blockA
                blockB
            }
        return Recipe(
            name: "quilted-grid",
            summary: "Blocks of four squares beside a tall tile that alternates sides, like an explore grid.",
            source: "screen: explore grid (Instagram's Explore tab)", features: [.nestedGroups], defaultItems: 30,
            sizeClass: sizeClass, layouts: .fixed(Layout(section: Section(group: root))))
    }
}
