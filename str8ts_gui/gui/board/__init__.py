"""The board: the widget, the controller it acts on, drawing a board (the kinds' own layers are in
:mod:`str8ts_gui.gui.draw`), pencil marks, what the moves do, the rule tools and the highlights' legend."""
