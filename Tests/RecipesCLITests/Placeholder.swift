import Testing

@Test func placeholder_RecipesCLITests() {}
