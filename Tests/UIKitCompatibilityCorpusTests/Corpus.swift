/// Every layout of the corpus: written from the shapes public app code uses, with our own names and numbers.
nonisolated let corpus: [CorpusEntry] =
    GridLayouts.entries + CarouselLayouts.entries + ListLayouts.entries + SubclassLayouts.entries
    + AppearanceLayouts.entries + DataSourceLayouts.entries + ViewGeometryLayouts.entries
    + SnapshotLayouts.entries + SpellingLayouts.entries + CheckedLayouts.entries + FeedLayouts.entries
    + ShoppingLayouts.entries + MediaLayouts.entries + MemberLayouts.entries
