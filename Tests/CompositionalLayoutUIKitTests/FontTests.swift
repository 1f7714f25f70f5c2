import CompositionalLayoutUIKit
import Testing

/// `UIFont`: Dynamic Type point sizes at Large (Apple's table) and the system font's recorded metrics, and an
/// estimate computed from them, as apps write it.
@Suite("Fonts")
struct FontTests {
    @Test("text styles have Apple's point sizes at the Large category")
    func pointSizes() {
        let styles: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in styles {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        // Headline is Body's size in a heavier weight.
        #expect(UIFont.preferredFont(forTextStyle: .headline) != UIFont.preferredFont(forTextStyle: .body))
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
    }

    @Test("the system font's line height is ascender minus descender, 2444/2048 of the point size")
    func metrics() {
        // Recorded: 15 points gives a line height of 17.900391; 20 points an ascender of 19.04, descender -4.82.
        #expect(UIFont.systemFont(ofSize: 15).lineHeight == 15.0 * 2444 / 2048)
        #expect(abs(UIFont.systemFont(ofSize: 15).lineHeight - 17.900391) < 1e-6)
        #expect(UIFont.systemFont(ofSize: 20).ascender == 20.0 * 1950 / 2048)
        #expect(UIFont.systemFont(ofSize: 20).descender == -20.0 * 494 / 2048)
        #expect(UIFont.preferredFont(forTextStyle: .body).lineHeight == 17.0 * 2444 / 2048)
        #expect(UIFont.boldSystemFont(ofSize: 13).lineHeight == UIFont.systemFont(ofSize: 13).lineHeight)
        #expect(UIFont.systemFont(ofSize: 12).withSize(24).pointSize == 24)
        #expect(UIFont.italicSystemFont(ofSize: 9).pointSize == 9)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .medium).pointSize == 14)
    }

    @Test("font metrics scale by 1 at the Large category")
    func fontMetrics() {
        #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)
        let font = UIFont.preferredFont(forTextStyle: .body)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: font) == font)
    }

    @Test("a row estimated from two lines of body text and padding is that tall, on the pixel grid")
    func estimateFromAFont() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let estimate = (body.lineHeight * 2 + 22).rounded(.up)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.itemCounts = [3]
        view.layoutIfNeeded()
        // 2 x 17 x 2444 / 2048 + 22 = 62.57..., rounded up to 63: without a sizing answer the estimate stands.
        #expect(estimate == 63)
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 0, y: 63, width: 390, height: 63))
    }

    @Test("weights keep UIKit's values")
    func weights() {
        let weights: [UIFont.Weight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]
        #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
    }
}
