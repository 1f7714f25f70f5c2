import CompositionalLayoutUIKit
import LayoutTestSupport
import Testing

/// `UICollectionLayoutListConfiguration`, `NSCollectionLayoutSection.list(using:layoutEnvironment:)` and
/// `UICollectionViewCompositionalLayout.list(using:)`: UIKit's names and defaults, and the geometry UIKit was
/// recorded producing (spec section 11: LS1 iPhone frames, LS2 Mac Catalyst read-backs).
@Suite("UIKit list configurations")
struct ListConfigurationTests {
    /// A host of `width` x 852 at scale 3 (the iPhone 16 of spec LS1 is 393 wide) with `itemCounts`, whose
    /// rows measure `rowHeight` tall through `preferredSize` when given.
    func host(
        _ layout: UICollectionViewLayout, itemCounts: [Int], width: CGFloat = 393, rowHeight: CGFloat? = nil
    ) -> HeadlessCollectionView {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 852), collectionViewLayout: layout)
        view.itemCounts = itemCounts
        if let rowHeight { view.preferredSize = { _, fitting in CGSize(width: fitting.width, height: rowHeight) } }
        view.layoutIfNeeded()
        return view
    }

    /// `value` rounded to the nearest third of a point (spec R1 at scale 3; halves round up).
    func third(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }

    /// Whether `a` equals `b` up to floating-point noise (sums of thirds are not exact in binary).
    func close(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        guard let a, let b else { return false }
        return abs(a - b) < 1e-9
    }

    func header(_ view: HeadlessCollectionView, _ section: Int) -> CGRect? {
        view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    func row(_ view: HeadlessCollectionView, _ section: Int, _ item: Int) -> CGRect? {
        view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("defaults are UIKit's: no header, no footer, automatic padding, separators shown")
    func defaults() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        #expect(configuration.appearance == .insetGrouped)
        #expect(configuration.headerMode == .none)
        #expect(configuration.footerMode == .none)
        #expect(configuration.headerTopPadding == nil)
        #expect(configuration.showsSeparators)
    }

    @Test("LS1: inset-grouped sections under supplementary headers lay out as UIKit printed them on an iPhone 16")
    func insetGroupedHeadersLS1() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        // As the recorded probe: headers self-size to 109/3, rows to 151/3 (both on the pixel grid at scale 3).
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 852),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.itemCounts = [2, 3, 1]
        view.preferredSize = { _, fitting in CGSize(width: fitting.width, height: 151.0 / 3) }
        view.preferredSupplementarySize = { _, _, fitting in CGSize(width: fitting.width, height: 109.0 / 3) }
        view.layoutIfNeeded()
        #expect(view.layoutError == nil)
        // spec R1: frames round to the nearest third of a point; UIKit's frames here sit on half-pixel ties,
        // which round up (154.5 x 3 = 463.5 pixels -> 464).
        func pixel(_ v: CGFloat) -> CGFloat { (v * 3).rounded() / 3 }
        var start: CGFloat = 0
        for (s, rows) in [2, 3, 1].enumerated() {
            // spec LS1: the header starts the section, 16 in from each side (393 - 32 = 361 wide); the first row
            // starts at its bottom and the rows are contiguous.
            #expect(close(header(view, s)?.minY, pixel(start)))
            #expect(header(view, s)?.minX == 16 && header(view, s)?.width == 361)
            #expect(close(row(view, s, 0)?.minY, pixel(start + 109.0 / 3)))
            for i in 1..<rows { #expect(close(row(view, s, i)?.minY, row(view, s, i - 1)?.maxY)) }
            let rowsEnd = start + 109.0 / 3 + CGFloat(rows) * 151 / 3
            #expect(close(row(view, s, rows - 1)?.maxY, pixel(rowsEnd)))
            if s < 2 {
                // spec LS4 (recorded): the next header starts 17.5 below the last row, before rounding.
                start = rowsEnd + 17.5
            } else {
                // spec LS2's bottom inset 20 ends the content, unrounded: 154.5 + 562/3 + 17.5 + 260/3 + 20.
                let expected: CGFloat = 154.5 + 562.0 / 3 + 17.5 + 260.0 / 3 + 20
                #expect(close(view.contentSize.height, rowsEnd + 20))
                #expect(close(view.contentSize.height, expected))
            }
        }
    }

    @Test("LS1: inset-grouped sections without headers start 35 points down and are 35 points apart")
    func insetGroupedNoHeaderLS1() throws {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let view = host(
            UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [2, 2, 1], rowHeight: 52)
        #expect(view.layoutError == nil)
        // spec LS1: the first row starts 35 points down, 16 in from each side.
        #expect(row(view, 0, 0) == CGRect(x: 16, y: 35, width: 361, height: 52))
        #expect(row(view, 0, 1) == CGRect(x: 16, y: 35 + 52, width: 361, height: 52))
        // spec LS1: sections are 35 apart: section 1's first row is 35 below section 0's last.
        let second: CGFloat = 35 + 2 * 52 + 35
        #expect(row(view, 1, 0)?.minY == second)
        let third: CGFloat = second + 2 * 52 + 35
        #expect(row(view, 2, 0)?.minY == third)
        // No recording gives the content's end without headers; spec LS2's bottom inset 20 gives it.
        let end: CGFloat = third + 52 + 20
        #expect(view.contentSize.height == end)
    }

    @Test("grouped and inset-grouped lists lay out without warnings, their first two sections as LS1 and LS2 say")
    func groupedListsWarnNothing() throws {
        for (appearance, margin) in [
            (UICollectionLayoutListConfiguration.Appearance.grouped, 0.0), (.insetGrouped, 16),
        ] {
            let view = host(
                UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: appearance)),
                itemCounts: [2, 2], rowHeight: 52)
            #expect(view.layoutError == nil)
            // The spacing -20 (spec LS4: 0 from the last row to the next section, less the 20 bottom inset) is
            // the list's own, not the app's: no spec D7 warning.
            #expect(view.layoutWarnings.isEmpty)
            // spec LS2: insets (35, m, 20, m), m = 0 grouped, 16 inset-grouped (spec LS1); rows 393 - 2m wide.
            let width = 393 - 2 * margin
            #expect(row(view, 0, 0) == CGRect(x: margin, y: 35, width: width, height: 52))
            #expect(row(view, 0, 1) == CGRect(x: margin, y: 35 + 52, width: width, height: 52))
            // spec LS1: section 1 starts where section 0's rows end (35 + 2 x 52 = 139), its first row 35 below.
            #expect(row(view, 1, 0) == CGRect(x: margin, y: 139 + 35, width: width, height: 52))
            #expect(row(view, 1, 1) == CGRect(x: margin, y: 139 + 35 + 52, width: width, height: 52))
            // spec LS2: the content ends 20 below the last row.
            let end: CGFloat = 139 + 35 + 2 * 52 + 20
            #expect(view.contentSize.height == end)
        }
    }

    @Test("an inset-grouped list with headers warns nothing; a negative spacing the app sets on it still warns")
    func groupedHeadersWarnNothing() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        // spec LS4: the list's spacing is 17.5 - 20 = -2.5.
        #expect(layout.configuration.interSectionSpacing == -2.5)
        // Headers measure 20 and rows 52, both on the pixel grid at scale 3.
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
        view.itemCounts = [2, 2]
        view.preferredSize = { _, fitting in CGSize(width: fitting.width, height: 52) }
        view.preferredSupplementarySize = { _, _, fitting in CGSize(width: fitting.width, height: 20) }
        view.layoutIfNeeded()
        #expect(view.layoutError == nil)
        #expect(view.layoutWarnings.isEmpty)
        // spec LS1: the header starts the section, 16 in from each side; rows start at its bottom, contiguous.
        #expect(header(view, 0) == CGRect(x: 16, y: 0, width: 361, height: 20))
        #expect(row(view, 0, 0) == CGRect(x: 16, y: 20, width: 361, height: 52))
        #expect(row(view, 0, 1) == CGRect(x: 16, y: 20 + 52, width: 361, height: 52))
        // spec LS4: header 1 starts 17.5 below section 0's last row (20 + 2 x 52 = 124), at 141.5 before
        // rounding; spec R1 rounds that half-pixel tie (424.5 pixels) up, and its first row's top (161.5) too.
        #expect(close(header(view, 1)?.minY, third(124 + 17.5)))
        #expect(close(header(view, 1)?.minY, 425.0 / 3))
        #expect(close(row(view, 1, 0)?.minY, third(124 + 17.5 + 20)))
        #expect(close(row(view, 1, 0)?.minY, 485.0 / 3))
        // spec LS4: the content, unrounded, ends 20 below the last row: 161.5 + 2 x 52 + 20.
        #expect(close(view.contentSize.height, 161.5 + 2 * 52 + 20))
        // spec D7: a spacing the app chose is warned about, as in any layout.
        layout.configuration.interSectionSpacing = -5
        layout.invalidateLayout()
        #expect(view.layoutWarnings.map(\.path) == ["layout.interSectionSpacing"])
    }

    /// The content insets (top, leading, bottom, trailing) a list section reads back in a 320-point view.
    func readBack(
        _ appearance: UICollectionLayoutListConfiguration.Appearance,
        header: UICollectionLayoutListConfiguration.HeaderMode, footer: UICollectionLayoutListConfiguration.FooterMode
    ) -> [CGFloat] {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = header
        configuration.footerMode = footer
        var insets: [CGFloat] = []
        var reference: UIContentInsetsReference?
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            let i = section.contentInsets
            insets = [i.top, i.leading, i.bottom, i.trailing]
            reference = section.contentInsetsReference
            return section
        })
        _ = host(layout, itemCounts: [1], width: 320)
        // spec LS2: every list section reads back contentInsetsReference `.none`.
        #expect(reference == UIContentInsetsReference.none)
        return insets
    }

    @Test("LS2: each appearance's section reads back UIKit's content insets, without and with a footer")
    func readBackInsetsLS2() {
        let modes: [UICollectionLayoutListConfiguration.HeaderMode] = [.none, .supplementary, .firstItemInSection]
        for header in modes {
            // spec LS2: plain (0, 0, 0, 0), with firstItemInSection top 22.
            let plainTop: CGFloat = header == .firstItemInSection ? 22 : 0
            #expect(readBack(.plain, header: header, footer: .none) == [plainTop, 0, 0, 0])
            #expect(readBack(.plain, header: header, footer: .supplementary) == [plainTop, 0, 0, 0])
            // spec LS2: grouped: header mode none (35, 0, 20, 0) / (35, 0, 0, 0), otherwise (0, 0, 20, 0) / 0.
            let top: CGFloat = header == .none ? 35 : 0
            #expect(readBack(.grouped, header: header, footer: .none) == [top, 0, 20, 0])
            #expect(readBack(.grouped, header: header, footer: .supplementary) == [top, 0, 0, 0])
            // spec LS2: insetGrouped as grouped with 16 on each side.
            #expect(readBack(.insetGrouped, header: header, footer: .none) == [top, 16, 20, 16])
            #expect(readBack(.insetGrouped, header: header, footer: .supplementary) == [top, 16, 0, 16])
            // spec LS2: sidebar (0, 12.987, 10, 12.987) / bottom 0; sidebarPlain (0, 12.987, 0, 12.987).
            #expect(readBack(.sidebar, header: header, footer: .none) == [0, 12.987, 10, 12.987])
            #expect(readBack(.sidebar, header: header, footer: .supplementary) == [0, 12.987, 0, 12.987])
            #expect(readBack(.sidebarPlain, header: header, footer: .none) == [0, 12.987, 0, 12.987])
            #expect(readBack(.sidebarPlain, header: header, footer: .supplementary) == [0, 12.987, 0, 12.987])
        }
    }

    @Test("LS2: headers and footers are estimated 28 in plain lists and 17.5 in grouped ones, at zIndex 200")
    func supplementariesLS2() {
        for (appearance, estimate) in [(UICollectionLayoutListConfiguration.Appearance.plain, 28.0), (.grouped, 17.5)] {
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            let view = host(UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [1], width: 320)
            let layout = view.collectionViewLayout
            let headerAttributes = layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            let footerAttributes = layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
            // spec LS2: fractionalWidth(1) (no side insets in either appearance), the estimate (spec R1 at
            // scale 3 rounds 17.5 to 53/3), zIndex 200; the footer follows the 44-point estimated row.
            #expect(headerAttributes?.frame == CGRect(x: 0, y: 0, width: 320, height: third(estimate)))
            #expect(headerAttributes?.zIndex == 200)
            #expect(footerAttributes?.frame.minY == third(estimate + 44))
            #expect(footerAttributes?.frame.height == third(estimate))
            #expect(footerAttributes?.zIndex == 200)
        }
    }

    @Test("a list section's insets can be changed after it is made, and its rows self-size")
    func sectionOverrides() {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.footerMode = .supplementary
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            // A plain list without a header has no insets: the section starts at zero (spec LS2).
            #expect(section.contentInsets == .zero)
            section.contentInsets.leading = 30
            return section
        })
        let view = host(layout, itemCounts: [2], width: 390, rowHeight: 60)
        // Rows 60 tall (measured), 30 from the leading edge; the footer (estimated 28, spec LS2) follows the
        // insets (spec B2).
        #expect(row(view, 0, 1) == CGRect(x: 30, y: 60, width: 360, height: 60))
        let footer = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 30, y: 120, width: 360, height: 28))
    }

    @Test("a negative headerTopPadding fails the layout pass with the engine's sentence")
    func badPadding() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = -1
        let view = host(UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [1])
        #expect(view.layoutError != nil)
        #expect(view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }
}
