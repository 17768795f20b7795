"""Help: the rules of each kind (as Simon Tatham's puzzles give each game a page), the rules of
the variants on the board, the keyboard and mouse reference and the user guide.

Every page is a Markdown file of the documentation shipped with the package
(:mod:`str8ts_gui.docs`: ``docs/rules/*.md`` and ``docs/guide/*.md``), the same text as on the
project's pages, shown in one :class:`HelpBrowser` window that follows the links between pages.

This module loads when a page is first asked for: the Help menu's items are made with the
window by :func:`~str8ts_gui.gui.deferred_actions.help_items`.
"""

from __future__ import annotations

import posixpath
import re

from PySide6.QtCore import QEvent, QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence
from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from str8ts_gui import docs
from str8ts_gui.core.kind import kind_of
# the rules' words of a printed page (no Qt: str8ts render prints them too), and the parts of
# Help's variant rules page they share
from str8ts_gui.kinds.captions import rule_title, rule_titles, rules_text, variant_sections, variations

__all__ = [
    "HelpBrowser", "RULE_PAGES", "browser", "heading_anchors", "install", "rule_titles", "rules_text", "show",
    "variant_rules_page", "variant_sections",
]

RULE_PAGES = {"str8ts": "rules/str8ts.md", "sudoku": "rules/sudoku.md", "suguru": "rules/suguru.md"}
GUIDE_PAGE = "guide/index.md"
KEYS_PAGE = "guide/keyboard-and-mouse.md"


def heading_anchors(headings: list[str]) -> list[str]:
    """The anchors of a page's headings (their text as shown), as the project's pages name them
    and its links use them: lower case, punctuation dropped, spaces to hyphens, a heading of a
    name seen before numbered ("editing-1")."""
    found: list[str] = []
    for heading in headings:
        base = re.sub(r"[^\w\- ]", "", re.sub(r"[`*_]", "", heading.strip()).lower()).replace(" ", "-")
        name, k = base, 0
        while name in found:
            k += 1
            name = f"{base}-{k}"
        found.append(name)
    return found


_MARKDOWN_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!<>|~])")


def plain_markdown(text: str) -> str:
    """``text`` shown as written: Markdown's special characters escaped, each line kept."""
    return "\n".join(_MARKDOWN_SPECIAL.sub(r"\\\1", line) + "  " for line in text.splitlines())


def variant_rules_page(puzzle, info=None) -> str:
    """A page of the rules the puzzle on the board adds to Sudoku: a section for each rule in
    use (the rule's own description when the page has none); first, with ``info`` (a
    :class:`~str8ts_gui.core.session.DocInfo`), the title, author and the setter's rules in words."""
    kind = kind_of(puzzle)
    sections = variant_sections()
    lines = [f"# Rules of this puzzle: {kind.describe(puzzle)}", ""]
    if info is not None and (info.title or info.author):
        by = f" by {plain_markdown(info.author).rstrip()}" if info.author else ""
        lines += [f"**{plain_markdown(info.title or 'Untitled').rstrip()}**{by}", ""]
    has_notes = info is not None and bool(info.notes.strip())
    if has_notes:
        lines += ["## The setter's rules", "", plain_markdown(info.notes.strip()), ""]
    titles = rule_titles(puzzle)
    extra = {  # (a rule the page has no section for: its own description)
        rule_title(rule): rule.describe(puzzle.size)
        for rule in puzzle.constraints
        if rule_title(rule) not in sections and hasattr(rule, "describe")
    }
    base = RULE_PAGES.get(puzzle.kind)
    if base:
        if not titles:  # (nothing follows: "and these:" would promise rules the page has not)
            also = "hold too." if has_notes else "hold."
        else:
            also = "hold, and these:"
        lines += [f"The rules of [{kind.title}](../{base}) {also}", ""]
    if not titles and not has_notes:
        lines.append("This puzzle has no variant rules: only the rules of its kind.")
    for title in titles:
        lines += [f"## {title}", sections.get(title) or extra.get(title, ""), ""]
        own = variations(puzzle, title)
        if own:
            lines += [own, ""]
    return "\n".join(lines)


class HelpBrowser(QDialog):
    """A help window showing one page of the shipped documentation at a time; links to other
    pages open them here (Back returns), links to the web open in the browser."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("help_browser")
        self.setWindowTitle("Help")
        from PySide6.QtGui import QShortcut

        from str8ts_gui.gui.screen_fit import fit_to_screen

        fit_to_screen(self, 720, 620)
        self.page = ""  # the shown page's path in the docs ("" for a page made on the spot)
        self._source = ""  # the Markdown it was shown from
        self.history: list[tuple[str, str]] = []
        self.text = QTextBrowser(self)
        self.text.setObjectName("help_text")
        self.text.setAccessibleName("Help page")
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._follow)
        self.back_button = QPushButton("&Back", self)
        self.back_button.setObjectName("help_back")
        self.back_button.clicked.connect(self.back)
        # The button keeps its mnemonic (Alt+B); the platform's Back key is a shortcut of its own.
        back_key = QKeySequence(QKeySequence.StandardKey.Back)
        QShortcut(back_key, self, self.back)
        self.back_button.setToolTip(f"The page before ({back_key.toString(QKeySequence.SequenceFormat.NativeText)})")
        close = QPushButton("&Close", self)
        close.setObjectName("help_close")
        close.clicked.connect(self.close)
        # No default button: Enter in the page went Back (a dialog's first button is its default).
        for button in (self.back_button, close):
            button.setAutoDefault(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addLayout(buttons)
        self._update_back()

    def show_page(self, page: str, *, remember: bool = True) -> None:
        """Show the shipped page ``page`` (``rules/sudoku.md``, ``guide/index.md``...)."""
        self._show(page, docs.read(page), remember)

    def show_text(self, markdown: str, title: str, *, remember: bool = True) -> None:
        """Show a page made on the spot (the rules of the puzzle on the board)."""
        self._show("", markdown, remember, title)

    def _show(self, page: str, markdown: str, remember: bool, title: str = "") -> None:
        again = (page, markdown) == (self.page, self._source)  # (F1 pressed twice: no step back to it)
        if remember and not again and (self.page or self.text.toMarkdown()):
            self.history.append((self.page, self._source or self.text.toMarkdown()))
        self._source = markdown
        self.page = page
        self._set_base(page)
        self._set_markdown(markdown)
        heading = title or next((ln[2:].strip() for ln in markdown.splitlines() if ln.startswith("# ")), "Help")
        self.setWindowTitle(f"Help: {heading}")
        self._update_back()
        self.show()
        self.activateWindow()

    def _set_base(self, page: str) -> None:
        """Pictures a page shows (``../images/...``) are found beside the page's file."""
        where = docs.location(page or "rules/sudoku.md")
        if where is not None:
            self.text.document().setBaseUrl(QUrl.fromLocalFile(str(where)))
            self.text.setSearchPaths([str(where.parent)])

    def back(self) -> None:
        if not self.history:
            return
        page, markdown = self.history.pop()
        self.page, self._source = page, markdown
        self._set_base(page)
        self._set_markdown(markdown)
        self._update_back()

    def _set_markdown(self, markdown: str) -> None:
        """Show ``markdown``, each heading named by its anchor, so that a link to a section
        (``page.md#section``) scrolls there (Qt's Markdown reader names no heading itself)."""
        from PySide6.QtGui import QTextCharFormat, QTextCursor

        self.text.setMarkdown(markdown)
        document = self.text.document()
        headings = []
        block = document.begin()
        while block.isValid():
            if block.blockFormat().headingLevel() > 0 and block.length() > 1:
                headings.append(block)
            block = block.next()
        for block, name in zip(headings, heading_anchors([b.text() for b in headings])):
            cursor = QTextCursor(block)
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            named = QTextCharFormat()
            named.setAnchor(True)
            named.setAnchorNames([name])
            cursor.mergeCharFormat(named)

    def _update_back(self) -> None:
        self.back_button.setEnabled(bool(self.history))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The look changed (Preferences, the system's light or dark): show the page again, where
        it was, so its links take the new link colour (a page keeps the colours it was read in:
        the light look's dark blue links stayed on the dark page, hard to read)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and getattr(self, "_source", ""):  # (not while being made)
            bar = self.text.verticalScrollBar()
            where = bar.value()
            self._set_markdown(self._source)
            bar.setValue(where)

    def _follow(self, url: QUrl) -> None:
        """A link: another page of the docs (relative to this one), an anchor, or the web."""
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
            return
        target = url.path()
        if not target:  # an anchor on this page
            self.text.scrollToAnchor(url.fragment())
            return
        base = posixpath.dirname(self.page) if self.page else "rules"
        path = posixpath.normpath(posixpath.join(base, target))
        if path in docs.pages():
            self.show_page(path)
            if url.fragment():
                self.text.scrollToAnchor(url.fragment())


def browser(window) -> HelpBrowser:
    """The window's help window (``window.help_browser``), made when first asked for."""
    if getattr(window, "help_browser", None) is None:
        window.help_browser = HelpBrowser(window)
    return window.help_browser


def show(window, what: str) -> None:
    """Show a Help menu's page: "guide", "keys", "kind" (the rules of the kind on the board) or
    "variants" (the rules the puzzle on the board adds to its kind)."""
    puzzle = window.controller.session.puzzle
    if what == "variants":
        browser(window).show_text(variant_rules_page(puzzle, window.controller.session.info), "Rules of this puzzle")
        return
    page = {"guide": GUIDE_PAGE, "keys": KEYS_PAGE}.get(what) or RULE_PAGES.get(puzzle.kind, GUIDE_PAGE)
    browser(window).show_page(page)


def install(window) -> None:
    """Give ``window`` (a MainWindow) its Help menu: User Guide, Keyboard and Mouse, the rules of
    each kind and of the variants on the board, and About (``window.help_browser`` once used).
    The items are made by :func:`~str8ts_gui.gui.deferred_actions.help_items` (with the window:
    this module loads when one is first used)."""
    from str8ts_gui.gui.deferred_actions import help_items

    help_items(window)
