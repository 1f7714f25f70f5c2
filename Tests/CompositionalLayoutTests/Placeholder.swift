import Testing

@Test func placeholder_CompositionalLayoutTests() {}
