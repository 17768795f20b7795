"""The Str8ts grade names, easiest first: the one list the logic's grades, the generator's levels,
the kind and the GUI all use."""

GRADES = ("Gentle", "Moderate", "Tough", "Diabolical", "Extreme")
