"""Guards against a broken Qt binding: PySide6 6.12.0 releases None once too often on
every void call of a Python-subclassed graphics item, which crashes Python 3.11."""

from __future__ import annotations

import sys
from collections.abc import Callable

import pytest

from .conftest import Board


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_board_updates_keep_none_alive(make_board: Callable[..., Board]) -> None:
    board = make_board()
    scene = board.scene
    before = sys.getrefcount(None)
    for _ in range(200):
        scene.show_state(board.state, animate=False)
    assert sys.getrefcount(None) >= before - 50
