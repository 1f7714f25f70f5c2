import Testing

@Test func placeholder_RecipesBenchTests() {}
