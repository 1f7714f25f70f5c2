import CompositionalLayout

extension Recipe {
    /// `calendar-month`: months of seven-column day cells, each month under a title and weekday row.
    ///
    /// ```
    /// one group (a week):
    /// +----+----+----+----+----+----+----+   H (1 fw, abs 48; 110 in regular) count 7 of item (1 fw, 1 fh):
    /// | 0  | 1  | 2  | 3  | 4  | 5  | 6  |   each day 1/7 of the width (spec G6)
    /// +----+----+----+----+----+----+----+
    /// ```
    /// One section per month: a header "month" (1 fw, abs 56: the month's name and the weekday letters),
    /// bottom inset 16. Days before the first of the month are placeholder items from the data source, as
    /// calendar apps do. Source: a month view (Calendar's month view, date pickers). Registers: compact
    /// (rows 48 tall) and regular (rows 110 tall, room for events).
    public static let calendarMonthCompact = calendarMonth(rowHeight: 48, sizeClass: .compact)

    /// `calendar-month` for regular width: rows 110 points tall.
    public static let calendarMonthRegular = calendarMonth(rowHeight: 110, sizeClass: .regular)

    static func calendarMonth(rowHeight: Double, sizeClass: SizeClassKey) -> Recipe {
        let section = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(rowHeight)), count: 7) { Item() }
        }
        .contentInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
        .boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "month").height(.absolute(56)) }
        return Recipe(
            name: "calendar-month", summary: "Months of seven-day rows, each under its name and weekday letters.",
            source: "screen: calendar month view (Calendar, date pickers)", features: [.headers], defaultSections: 3,
            defaultItems: 35, sizeClass: sizeClass, layouts: .fixed(Layout(section: section)))
    }
}
