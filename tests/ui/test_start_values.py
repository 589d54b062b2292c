"""The values a start makes outside the core (the folders, the card theme and its checked
files, the board's layout) are `core.value` classes: each behaves as the frozen dataclass
it replaces (equality, hash, repr, frozenness, defaults, pickling, copying), on generated
values."""

from __future__ import annotations

from pathlib import Path

from core.dataclass_twin import assert_behaves_as_twin, twin
from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.app.settings import Paths
from boulanger_qt.core.moves import MAX_CELLS
from boulanger_qt.plugin.theme_check import ELEMENTS, CardTheme, ThemeData
from boulanger_qt.ui.board.layout import BoardLayout

paths = st.builds(Path, st.text(st.characters(blacklist_characters="\0"), max_size=8))
folders = st.tuples(paths, paths, paths, paths)
numbers = st.floats(allow_nan=True) | st.integers(-3, 3)
texts = st.text(max_size=5)
card_files = st.lists(st.tuples(st.sampled_from(ELEMENTS), paths), max_size=3).map(tuple)
themes = st.tuples(texts, texts, paths, texts, numbers, numbers, texts, card_files)


@given(folders, folders)
def test_the_folders_behave_as_their_dataclass(args: tuple[Path, ...], other: tuple[Path, ...]) -> None:
    reference = twin(Paths, "config_dir", "data_dir", "state_dir", "log_dir")
    assert_behaves_as_twin(Paths, reference, args, other)
    assert_behaves_as_twin(Paths, reference, args, args)


@given(themes, themes)
def test_a_card_theme_behaves_as_its_dataclass(args: tuple[object, ...], other: tuple[object, ...]) -> None:
    reference = twin(CardTheme, "name", "display_name", "svg_path", ("author", ""), ("card_width", 250.0),
                     ("card_height", 350.0), ("license", ""), ("card_files", ()))
    assert_behaves_as_twin(CardTheme, reference, args, other)
    assert_behaves_as_twin(CardTheme, reference, args, args)


@given(themes, st.binary(max_size=8), st.dictionaries(st.sampled_from(ELEMENTS), st.binary(max_size=4)),
       st.binary(max_size=8))
def test_checked_theme_files_behave_as_their_dataclass(theme: tuple[object, ...], svg: bytes,
                                                       files: dict[str, bytes], other_svg: bytes) -> None:
    card_theme = CardTheme(*theme)  # type: ignore[arg-type]
    assert_behaves_as_twin(ThemeData, twin(ThemeData, "theme", "svg", "card_files"),
                           (card_theme, svg, files), (card_theme, other_svg, files))


layouts = st.tuples(numbers, numbers, numbers, numbers, numbers, st.integers(1, MAX_CELLS))


@given(layouts, layouts)
def test_a_board_layout_behaves_as_its_dataclass(args: tuple[float, ...], other: tuple[float, ...]) -> None:
    reference = twin(BoardLayout, "width", "height", "aspect", "card_width", "left", ("cells", MAX_CELLS))
    assert_behaves_as_twin(BoardLayout, reference, args, other)
    assert_behaves_as_twin(BoardLayout, reference, args, args)
