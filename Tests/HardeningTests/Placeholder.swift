import Testing

@Test func placeholder_HardeningTests() {}
