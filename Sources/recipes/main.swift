print("recipes: not yet")
