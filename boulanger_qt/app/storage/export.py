"""Writing the statistics through an exporter plugin, atomically."""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

from boulanger_qt.app.storage.stats import StatsStore
from boulanger_qt.plugin.providers import StatsExporter
from boulanger_qt.support.atomic import write_text_atomic
from boulanger_qt.support.problems import Problem


@dataclass(frozen=True)
class Exported:
    games: int  # records written
    skipped: list[Problem]  # why rows were left out (rows that fail the type checks never go out)


def export_stats(store: StatsStore, exporter: StatsExporter, path: Path) -> Exported:
    """The exporter writes to memory first, so a failing plugin never leaves a half file."""
    buffer = io.StringIO()
    records = store.records()
    exporter.export(records, buffer)
    write_text_atomic(path, buffer.getvalue())
    return Exported(len(records), list(store.skipped))
