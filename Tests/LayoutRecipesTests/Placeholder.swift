import Testing

@Test func placeholder_LayoutRecipesTests() {}
