// The naive reference solver.
