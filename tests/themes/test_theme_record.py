"""The remembered theme (theme_record.py), without Qt: what is written reads back as the same
theme and files; anything damaged, foreign or no longer true reads as nothing, never an error."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.app import theme_record
from boulanger_qt.app.theme_record import recall, remember, signature, theme_files
from boulanger_qt.plugin.theme_check import ELEMENTS, CardTheme, ThemeData, read_manifest, read_theme_files

CLASSIC = Path(__file__).resolve().parents[2] / "plugins" / "boulanger_classic" / "theme"


def _theme(tmp: Path, cards: tuple[str, ...] = ()) -> ThemeData:
    """A copy of Classic in `tmp/t`, with `cards` drawn from files of their own."""
    folder = tmp / "t"
    folder.mkdir()
    shutil.copy(CLASSIC / "cards.svg", folder / "cards.svg")
    lines = ['name = "t"', 'svg = "cards.svg"', "[cards]"]
    for element in cards:
        svg = f'<svg xmlns="http://www.w3.org/2000/svg"><g id="{element}"/></svg>'
        (folder / f"{element}.svg").write_text(svg)
        lines.append(f'{element} = "{element}.svg"')
    (folder / "theme.toml").write_text("\n".join(lines) + "\n")
    return read_theme_files(read_manifest(folder))


def _write(path: Path, data: ThemeData, disabled: tuple[str, ...] = ()) -> None:
    assert remember(path, data, disabled, theme_files(data.theme))


def test_a_record_reads_back_as_the_same_theme_and_files(tmp_path: Path) -> None:
    data = _theme(tmp_path, ("AS", "back"))
    path = tmp_path / "cache" / "theme.json"
    _write(path, data, ("zeta", "alpha"))
    found = recall(path, "t", ["alpha", "zeta", "alpha"])
    assert found == data
    assert theme_files(data.theme)[-1].name == "theme.toml"  # the manifest is watched too


@given(
    display=st.text(st.characters(codec="utf-8", exclude_categories=("Cc", "Cs", "Zl", "Zp", "Co", "Cn")),
                    min_size=1, max_size=60).filter(lambda t: t.strip() and t.isprintable()),
    author=st.text(max_size=100).filter(str.isprintable),
    width=st.floats(50, 500),
    ratio=st.floats(0.6, 2.4),
    cards=st.lists(st.sampled_from(ELEMENTS), max_size=4, unique=True),
    disabled=st.lists(st.text(max_size=30), max_size=5),
)
def test_any_checked_theme_round_trips(display: str, author: str, width: float, ratio: float,
                                       cards: list[str], disabled: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp).resolve()
        shutil.copy(CLASSIC / "cards.svg", folder / "cards.svg")
        files = []
        for element in cards:
            (folder / f"{element}.svg").write_bytes(element.encode())
            files.append((element, folder / f"{element}.svg"))
        theme = CardTheme("t.1", display, folder / "cards.svg", author, width, width * ratio, "",
                          tuple(files))
        data = read_theme_files(theme)
        path = folder / "theme.json"
        assert remember(path, data, disabled, theme_files(theme))
        assert recall(path, "t.1", disabled) == data
        assert recall(path, "t.1", [*disabled, "another"]) is None


@pytest.mark.parametrize("blob", [b"", b"\x00\xff\xfe", b"{", b"[]", b"null", b'"text"', b"{}",
                                  b" " * (theme_record.RECORD_MAX_BYTES + 1)])
def test_a_damaged_record_is_nothing(tmp_path: Path, blob: bytes) -> None:
    path = tmp_path / "theme.json"
    path.write_bytes(blob)
    assert recall(path, "classic", ()) is None
    assert recall(tmp_path / "missing.json", "classic", ()) is None
    assert recall(tmp_path, "classic", ()) is None  # a folder where the file should be


def _record(tmp_path: Path) -> tuple[Path, ThemeData, dict[str, object]]:
    data = _theme(tmp_path, ("KH",))
    path = tmp_path / "theme.json"
    _write(path, data)
    return path, data, json.loads(path.read_text())


def _edit(path: Path, record: dict[str, object], *keys: str | int, value: object) -> None:
    target: object = record
    for key in keys[:-1]:
        target = target[key]  # type: ignore[index]
    target[keys[-1]] = value  # type: ignore[index]
    path.write_text(json.dumps(record))


@pytest.mark.parametrize(("keys", "value"), [
    (("format",), 2),  # the record of an earlier version
    (("version",), "0.0.1"),
    (("theme", "name"), "other"),
    (("disabled_plugins",), ["x"]),
    (("files",), []),
    (("files",), "cards.svg"),
    (("files", 0), ["/etc/passwd", 1, 2]),
    (("files", 0, 1), "119948"),
    (("files", 0, 1), True),
    (("theme", "cards"), "KH"),
    (("theme", "cards"), []),  # the theme without its per-card file (hypothesis found it)
    (("theme", "cards", 0), ["KH"]),
    (("theme", "cards", 0, 0), 1),
    (("theme", "card_width"), "250"),
    (("theme", "card_width"), float("nan")),
    (("theme", "card_height"), 1e300),
    (("theme", "display_name"), "\x1b]2;owned\x07"),
    (("theme", "display_name"), None),
    (("theme", "svg"), "cards.svg"),
    (("theme", "svg"), ["cards.svg"]),
    (("theme", "svg"), None),
    (("theme", "cards", 0, 1), ["KH.svg"]),
    (("theme", "cards", 0, 0), {"KH": 1}),
    (("theme", "name"), ["t"]),
    (("theme",), ["t"]),
    (("files", 0, 0), ["x"]),
    (("disabled_plugins",), {"x": 1}),
])
def test_a_record_edited_in_any_field_is_nothing(tmp_path: Path, keys: tuple[str | int, ...],
                                                 value: object) -> None:
    path, data, record = _record(tmp_path)
    assert recall(path, "t", ()) == data
    _edit(path, record, *keys, value=value)
    assert recall(path, "t", ()) is None


def test_a_record_naming_a_file_whose_signature_it_does_not_hold_is_nothing(tmp_path: Path) -> None:
    """Every file read must be one whose size and time were compared: a record that lists
    other files cannot bring in an unchecked one."""
    path, _, record = _record(tmp_path)
    files = record["files"]
    assert isinstance(files, list)
    _edit(path, record, "files", value=[f for f in files if not f[0].endswith("KH.svg")])
    assert recall(path, "t", ()) is None


def test_a_record_pointing_outside_its_theme_folder_is_refused(tmp_path: Path) -> None:
    path, _, record = _record(tmp_path)
    outside = tmp_path / "outside.svg"
    outside.write_text("<svg/>")
    info = outside.stat()
    files = record["files"]
    assert isinstance(files, list)
    files.append([str(outside), info.st_size, info.st_mtime_ns])
    assert files[-1] == signature(outside)
    _edit(path, record, "theme", "cards", value=[["KH", str(outside)]])
    assert recall(path, "t", ()) is None  # the same check as any plugin's theme


CHANGES = ["svg edited", "svg touched", "card file removed", "manifest edited",
           "replaced by a file of the same size and times"]


@pytest.mark.parametrize("change", CHANGES)
def test_a_record_whose_files_changed_is_nothing(tmp_path: Path, change: str) -> None:
    path, data, _ = _record(tmp_path)
    folder = data.theme.svg_path.parent
    svg = folder / "cards.svg"
    if change == "svg edited":
        svg.write_bytes(svg.read_bytes() + b"\n")
    elif change == "svg touched":
        info = svg.stat()
        os.utime(svg, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))
    elif change == "card file removed":
        (folder / "KH.svg").unlink()
    elif change == "manifest edited":
        manifest = folder / "theme.toml"
        manifest.write_text(manifest.read_text().replace('name = "t"', 'name = "t"\ndisplay_name = "T"'))
    else:  # the same size and times, other bytes: read, and no longer those of the record's theme
        info = svg.stat()
        blob = bytearray(svg.read_bytes())
        blob[-2] = ord(" ") if blob[-2] != ord(" ") else ord("\n")
        other = folder / "other.svg"
        other.write_bytes(bytes(blob))
        os.utime(other, ns=(info.st_atime_ns, info.st_mtime_ns))
        os.replace(other, svg)
        found = recall(path, "t", ())
        assert found is not None and found.svg == bytes(blob)  # the bytes there now, never the old ones
        return
    assert recall(path, "t", ()) is None


def test_remembering_the_same_again_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = _theme(tmp_path)
    path = tmp_path / "theme.json"
    _write(path, data)
    writes: list[Path] = []
    monkeypatch.setattr(theme_record, "write_text_atomic", lambda p, text: writes.append(p))  # its writer
    _write(path, data)
    assert writes == []
    _write(path, data, ("some_plugin",))
    assert writes == [path]


def test_a_record_that_cannot_be_written_is_only_false(tmp_path: Path) -> None:
    data = _theme(tmp_path)
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert not remember(blocker / "theme.json", data, (), theme_files(data.theme))
    gone = tmp_path / "gone.svg"
    assert not remember(tmp_path / "theme.json", data, (), [gone])  # a file vanished meanwhile:
    assert not (tmp_path / "theme.json").exists()  # nothing to record


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@given(data=st.data())
def test_a_record_with_anything_anywhere_is_a_theme_or_nothing_never_an_error(data: st.DataObject) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path, theme, record = _record(Path(tmp))
        target: object = record
        keys: list[str | int] = []
        while isinstance(target, dict | list) and target and data.draw(st.booleans()):
            key = data.draw(st.sampled_from(sorted(target) if isinstance(target, dict)
                                            else range(len(target))))
            keys.append(key)
            target = target[key]
        if keys:
            _edit(path, record, *keys, value=data.draw(JSON))
        else:
            path.write_text(json.dumps(data.draw(JSON)))
        found = recall(path, "t", ())
        assert found is None or found == theme


@given(blob=st.binary(max_size=300))
def test_any_bytes_are_nothing(blob: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "theme.json"
        path.write_bytes(blob)
        assert recall(path, "t", ()) is None


def test_a_record_nested_beyond_reason_is_nothing(tmp_path: Path) -> None:
    path = tmp_path / "theme.json"
    path.write_text("[" * 30_000 + "]" * 30_000)
    assert recall(path, "t", ()) is None


def test_a_record_that_is_a_pipe_is_no_record_and_blocks_nothing(tmp_path: Path) -> None:
    """Nobody writes into the pipe: a plain open() of it waits for ever (the whole start did)."""
    record = tmp_path / "theme.json"
    os.mkfifo(record)
    code = ("import sys; from pathlib import Path; from boulanger_qt.app.theme_record import recall; "
            f"sys.exit(recall(Path({str(record)!r}), 'classic', ()) is not None)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          check=False)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("field", ["author", "display_name", "license", "translations"])
def test_a_record_whose_theme_fields_were_edited_is_nothing(tmp_path: Path, field: str) -> None:
    # Found by the property test above: no file says these fields again, so only the
    # record's own check can tell that they are not the theme's.
    path, _, record = _record(tmp_path)
    edited = {"fr": {"name": "autre"}} if field == "translations" else "edited"
    _edit(path, record, "theme", field, value=edited)
    assert recall(path, "t", ()) is None
