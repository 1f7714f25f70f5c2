import CompositionalLayoutUIKit

/// The layouts of the recorded cases, written against the facade as an app writes them, by case id.
///
/// The numbers in `Recordings/` are UIKit's; these layouts are ours, rebuilt from each source's description
/// of what it laid out (never copied code).
enum RecordedLayouts {
    /// Every recorded case's layout, built fresh on each call.
    static let table: [String: @MainActor () -> UICollectionViewLayout] = CharonLayouts.table.merging(
        CharonSizedLayouts.table.merging(CharonOrthogonalLayouts.table) { first, _ in first },
        uniquingKeysWith: { first, _ in first }
    ).merging([
        "firefoxrowsprobe.anchors.ltr": FirefoxRowsProbeLayout.make,
        "feed.iphonese.light.t200": FeedConformanceAppLayout.make,
        "feed.iphonese.light.t700": FeedConformanceAppLayout.make,
        "feed.iphonese.light.t1800": FeedConformanceAppLayout.make,
        "feed.iphonese.light.t2800": FeedConformanceAppLayout.make,
        "feed.iphonese.light.t3800": FeedConformanceAppLayout.make,
        "feed.iphonese.light.t4800": FeedConformanceAppLayout.make,
        "feed.iphonese.dark.t200": FeedConformanceAppLayout.make,
        "feed.iphonese.dark.t700": FeedConformanceAppLayout.make,
        "feed.iphonese.dark.t1800": FeedConformanceAppLayout.make,
        "feed.iphonese.dark.t2800": FeedConformanceAppLayout.make,
        "feed.iphonese.dark.t3800": FeedConformanceAppLayout.make,
        "feed.iphonese.dark.t4800": FeedConformanceAppLayout.make,
        "feed.iphonese.ax1.t200": FeedConformanceAppLayout.make,
        "feed.iphonese.ax1.t700": FeedConformanceAppLayout.make,
        "feed.iphonese.ax1.t1800": FeedConformanceAppLayout.make,
        "feed.iphonese.ax1.t2800": FeedConformanceAppLayout.make,
        "feed.iphonese.ax1.t3800": FeedConformanceAppLayout.make,
        "feed.iphonese.ax1.t4800": FeedConformanceAppLayout.make,
        "feed.ipad.light.t200": FeedConformanceAppLayout.make,
        "feed.ipad.light.t700": FeedConformanceAppLayout.make,
        "feed.ipad.light.t1800": FeedConformanceAppLayout.make,
        "feed.ipad.light.t2800": FeedConformanceAppLayout.make,
        "feed.ipad.light.t3800": FeedConformanceAppLayout.make,
        "feed.ipad.light.t4800": FeedConformanceAppLayout.make,
        "listheaderprobe.cellbg0": ListProbeLayouts.insetGroupedWithHeaders,
        "listheaderprobe.cellbg1": ListProbeLayouts.insetGroupedWithHeaders,
        "listheaderprobe.rows10": ListProbeLayouts.insetGroupedWithHeaders,
        "listseparatorprobe.nnw": ListProbeLayouts.insetGroupedWithSeparatorHandler,
        "listseparatorprobe.default": ListProbeLayouts.insetGrouped,
        "tableeditor.list.t5800": TableEditorListLayout.make,
        "tableeditor.list.t6800": TableEditorListLayout.make,
        "tableeditor.list.ax1.t5800": TableEditorListLayout.make,
        "tableeditor.list.ax1.t6800": TableEditorListLayout.make,
        "tableeditor.list.dark.t5800": TableEditorListLayout.make,
        "tableeditor.list.rtl.t5800": TableEditorListLayout.make,
        "tableeditor.list.ipad.t5800": TableEditorListLayout.make,
        "tableeditor.list.dark.t6800": TableEditorListLayout.make,
        "tableeditor.list.rtl.t6800": TableEditorListLayout.make,
        "tableeditor.list.ipad.t6800": TableEditorListLayout.make,
        "netnewswire.feeds.light": NetNewsWireFeedsLayout.make,
        "pookjw.emojis.ios16": EmojiNumbersLayout.make,
        "stackoverflow.fractionalRow.iphone8": FractionalRowLayout.make,
        "swiftsenpai.nameList.ios14": {
            UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        },
        "collection_list_inset.firstCell": {
            UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        },
    ]) { _, listed in listed }
}
