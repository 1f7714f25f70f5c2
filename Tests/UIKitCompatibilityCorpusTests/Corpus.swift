/// Every layout of the corpus: written from the shapes public app code uses, with our own names and numbers.
nonisolated let corpus: [CorpusEntry] =
    GridLayouts.entries + CarouselLayouts.entries + ListLayouts.entries + SubclassLayouts.entries
    + AppearanceLayouts.entries + DataSourceLayouts.entries + MemberLayouts.entries
