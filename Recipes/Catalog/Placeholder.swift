// The recipe catalog; see Recipes/README.md.
