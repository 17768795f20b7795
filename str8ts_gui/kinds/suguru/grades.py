"""The Suguru grades, easiest first."""

GRADES = ("Easy", "Medium", "Hard", "Expert")
