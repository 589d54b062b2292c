"""The result of a game, decided in one place (core/game_view.py)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.core.game_view import Outcome, Result, result_of


def test_a_won_game_is_won_even_when_left() -> None:
    assert result_of(won=True, stuck=False, left=True) is Result.WON
    assert result_of(won=True, stuck=False, left=False) is Result.WON


def test_a_game_left_while_stuck_is_lost() -> None:
    assert result_of(won=False, stuck=True, left=True) is Result.LOST


def test_a_game_left_while_moves_remain_is_abandoned() -> None:
    assert result_of(won=False, stuck=False, left=True) is Result.ABANDONED


@given(st.booleans())
def test_a_game_not_left_and_not_won_is_in_progress(stuck: bool) -> None:
    assert result_of(won=False, stuck=stuck, left=False) is Result.IN_PROGRESS


def test_results_are_the_exported_words() -> None:
    assert [r.value for r in Result] == ["won", "lost", "abandoned", "in_progress"]


@given(st.sampled_from(list(Result)), st.booleans())
def test_only_an_unassisted_win_counts_as_a_win(result: Result, assisted: bool) -> None:
    assert Outcome(result, assisted).counts_as_win == (result is Result.WON and not assisted)
