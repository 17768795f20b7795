"""Playing and solving: hints and checking, Solve (F5), the true candidates, and finishing a puzzle."""
