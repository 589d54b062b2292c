"""At the window's smallest width the status bar still reads whole in every language:
the label widths come from the translated texts, not the English ones."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from boulanger_qt.core.messages import MessageId, say
from boulanger_qt.ui import language
from boulanger_qt.ui.status_line import figure_texts
from boulanger_qt.ui.text import render

from .conftest import Board, first_picture


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    yield language.install
    language.install("en")


def _fits(widget: QWidget, text: str) -> bool:
    margins = widget.contentsMargins()
    return widget.width() - margins.left() - margins.right() >= widget.fontMetrics().horizontalAdvance(text)


@pytest.mark.parametrize("lang", ["sk", "fr", "en"])
def test_the_status_bar_reads_whole_at_the_smallest_width(
    make_board: Callable[..., Board], speak: Callable[[str], str], lang: str
) -> None:
    speak(lang)
    window = make_board().window
    window.show()
    window.resize(window.minimumWidth(), 600)
    QApplication.processEvents()
    assert window.width() == window.minimumWidth()
    line = window.status_line
    widest = figure_texts(8888, 888, 8 * 3600 + 48 * 60 + 48)  # what the status line makes room for
    for kind, label in line.labels.items():
        assert _fits(label, widest[kind]), (lang, widest[kind], label.width())
    # The longest verdict, with its way back, beside them.
    assist = window.assist
    assist.verdict.setText(QApplication.translate("Assistance", "No longer winnable —"))
    assist.verdict.show()
    assist.way_back.setText(assist.tr("undo %n move(s)", "", 99))
    assist.way_back.show()
    QApplication.processEvents()
    assert _fits(assist.verdict, assist.verdict.text()), (lang, assist.verdict.width())
    assert _fits(assist.way_back, assist.way_back.text())
    for text in (render(say(MessageId.NOT_WINNABLE)), render(say(MessageId.WINNABLE_UNKNOWN))):
        assist.way_back.hide()
        assist.verdict.setText(text)
        QApplication.processEvents()
        assert _fits(assist.verdict, text), (lang, text)
    labels = [w for w in window.statusBar().findChildren(QLabel) if w.isVisible()]
    assert all(not w.text() or _fits(w, w.text()) for w in labels)



def test_the_status_bar_keeps_its_height_when_the_way_back_shows(qtbot: QtBot) -> None:
    """The status bar is as tall as its tallest widget, hidden or not: the way back has its
    look from the first picture on, so the bar (and the board above it) never moves when
    the window is completed or the button shows."""
    window, session = first_picture(qtbot)
    bar = window.statusBar()
    first = (bar.height(), window.view.geometry())
    window.complete()
    window.controller.start(session)
    qtbot.wait(50)
    assert (bar.height(), window.view.geometry()) == first
    window.assist._show_verdict("lost", "No longer winnable", 3)
    qtbot.waitUntil(window.assist.way_back.isVisible, timeout=5000)
    qtbot.wait(50)
    assert (bar.height(), window.view.geometry()) == first
    window.close()
