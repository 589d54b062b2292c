"""Writing the statistics through an exporter plugin, atomically."""

from __future__ import annotations

import io
from pathlib import Path

from ..atomic import write_text_atomic
from ..exporters import StatsExporter
from .stats import StatsStore


def export_stats(store: StatsStore, exporter: StatsExporter, path: Path) -> None:
    """The exporter writes to memory first, so a failing plugin never leaves a half file."""
    buffer = io.StringIO()
    exporter.export(store.records(), buffer)
    write_text_atomic(path, buffer.getvalue())
