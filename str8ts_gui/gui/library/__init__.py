"""Puzzles to play: the menu items and what they do (Generate Puzzle…, Puzzle Library…, Next Library
Puzzle; the progress kept when a library puzzle is solved), the Generate Puzzle… dialog, the pool of
puzzles generated ahead, and the puzzle library browser with its thumbnails."""
