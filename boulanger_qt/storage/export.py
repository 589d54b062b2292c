"""Writing the statistics through an exporter plugin, atomically."""

from __future__ import annotations

import io
from pathlib import Path

from ..atomic import write_text_atomic
from ..exporters import StatsExporter
from .stats import StatsStore


def export_stats(store: StatsStore, exporter: StatsExporter, path: Path) -> list[str]:
    """The exporter writes to memory first, so a failing plugin never leaves a half file.
    Returns why rows were skipped (rows that fail the type checks are never exported)."""
    buffer = io.StringIO()
    records = store.records()
    exporter.export(records, buffer)
    write_text_atomic(path, buffer.getvalue())
    return list(store.skipped)
