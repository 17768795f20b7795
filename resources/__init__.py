"""Application resources (icons), installed as the package ``str8ts_gui.resources``."""
