import CompositionalLayoutUIKit
import Testing

/// Custom groups and sizes written with Core Graphics' C spellings (`CGRectMake`, `CGSizeMake`,
/// `CGPointMake`, `CGRectGetWidth`, `CGRectOffset`, `CGRectIntegral`...), as code calling today's SDK writes
/// them, in the shapes ticket, calendar, pinboard and card screens use.
enum SpellingLayouts {
    nonisolated static let entries: [CorpusEntry] = [
        CorpusEntry(
            name: "ticketStubs", itemCounts: [10], make: ticketStubs,
            exercise: { view in
                // A stub 110 wide at the trailing end, the ticket the rest, in rows of 110.
                let stub = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                #expect(stub == CGRect(x: view.bounds.width - 110, y: 0, width: 110, height: 110))
            }),
        CorpusEntry(
            name: "calendarWeekRows", itemCounts: [28], make: calendarWeekRows,
            exercise: { view in
                // Seven days to a row of 64: the eighth day opens the second row.
                let eighth = view.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame
                #expect(eighth?.minX == 0 && eighth?.minY == 64)
            }),
        CorpusEntry(
            name: "staggeredPinboard", itemCounts: [12], make: staggeredPinboard,
            exercise: { view in
                // Two columns; the right one starts 40 lower, so its first pin is at y = 40, x = half + 6.
                let half = view.bounds.width / 2
                let right = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                #expect(right.map { abs($0.minX - (half + 6)) < 1e-9 && $0.minY == 40 + 6 } == true)
            }),
        CorpusEntry(name: "centredIntegralCards", itemCounts: [7], make: centredIntegralCards),
    ]

    /// Tickets with a tear-off stub: one custom group of two frames, the stub 110 wide, the ticket the rest.
    static func ticketStubs() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(110))
        ) { environment in
            let row = CGRectMake(0, 0, environment.container.effectiveContentSize.width, 110)
            let ticketWidth = CGRectGetWidth(row) - 110
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRectMake(0, 0, ticketWidth, CGRectGetHeight(row))),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRectMake(ticketWidth, 0, CGRectGetMaxX(row) - ticketWidth, CGRectGetHeight(row))),
            ]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 14
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A month as weeks: seven days to a row, each day's size made with `CGSizeMake` from the container.
    static func calendarWeekRows() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let week = CGRectMake(0, 0, environment.container.effectiveContentSize.width, 64)
            let day = CGSizeMake(CGRectGetWidth(week) / 7, CGRectGetHeight(week))
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / 7), heightDimension: .absolute(day.height)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(CGRectGetWidth(week)), heightDimension: .absolute(day.height)),
                subitem: item, count: 7)
            return NSCollectionLayoutSection(group: group)
        }
    }

    /// Pins in two columns, the right one 40 lower, each pin inset by 6: frames moved with `CGRectOffset`
    /// from a column rect made with `CGPointMake` and `CGSizeMake`.
    static func staggeredPinboard() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(240))
        ) { environment in
            let half = environment.container.effectiveContentSize.width / 2
            let left = CGRect(origin: CGPointMake(0, 0), size: CGSizeMake(half, 200))
            let right = CGRectOffset(left, half, 40)
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRectInset(left, 6, 6)),
                NSCollectionLayoutGroupCustomItem(frame: CGRectInset(right, 6, 6)),
            ]
        }
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// Cards 300 wide (or the whole width when narrower), centred on the row's `CGRectGetMidX`, snapped out
    /// to whole points with `CGRectIntegral`.
    static func centredIntegralCards() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180))
        ) { environment in
            let row = CGRectMake(0, 0, environment.container.effectiveContentSize.width, 180)
            let width = min(300, CGRectGetWidth(row))
            let card = CGRectMake(CGRectGetMidX(row) - width / 2, 10, width, 160)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRectIntegral(card))]
        }
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
