// Placeholder main until the harness lands.
print("recipes-bench: not yet")
