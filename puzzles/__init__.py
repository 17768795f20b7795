"""The bundled puzzle library (plain puzzle files), installed as ``str8ts_gui.puzzles``."""
