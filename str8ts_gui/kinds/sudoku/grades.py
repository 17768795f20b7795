"""The Sudoku grade names, easiest first, matching the SE-rating buckets of the published corpus
(<1.5, 1.5-2.4, 2.5-3.7, 3.8-4.9, >=5.0): the one list the logic and the kind use."""

GRADES = ("Easy", "Medium", "Hard", "Fiendish", "Diabolical")
