"""The hostile-plugin table, from the real app: no crash, no exit, nothing silent."""

from __future__ import annotations

import pytest

from .hostile_table import CASES, table

LEFT_OUT = {"returns junk themes", "returns a junk exporter", "hint provider whose name raises"}


@pytest.mark.slow
def test_every_hostile_plugin_is_contained_told_and_the_others_go_on() -> None:
    rows = table()
    assert [row.case for row in rows] == list(CASES)
    for row in rows:
        assert row.exit.endswith("exit 0"), row
        assert "“hostile”" in row.told, row
        assert row.others, row
        assert row.disabled is (row.case not in LEFT_OUT), row  # junk is left out, the plugin stays
    hang = rows[-1]
    assert hang.exit.startswith("hung, killed; named in the log; next start: ") and "turned off" in hang.told
