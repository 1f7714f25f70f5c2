import Testing

@Test func placeholder_LayoutFilesTests() {}
