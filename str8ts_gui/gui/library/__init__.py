"""Puzzles to play: the Generate Puzzle… dialog, the pool of puzzles generated ahead, and the
puzzle library browser with its thumbnails."""
