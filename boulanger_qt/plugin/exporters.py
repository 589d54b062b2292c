"""What a statistics exporter is: one file format for the game records."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TextIO, runtime_checkable

from boulanger_qt.core.record import GameRecord


@runtime_checkable
class StatsExporter(Protocol):
    """Writes game records to a text stream in one format (`name` is e.g. "csv")."""

    @property
    def name(self) -> str:
        """The format, as `--format` names it (e.g. "csv")."""

    @property
    def description(self) -> str:
        """What the export dialog shows (e.g. "Comma-separated values")."""

    @property
    def suffix(self) -> str:
        """The file name suffix, with its dot (e.g. ".csv")."""

    def export(self, records: Sequence[GameRecord], stream: TextIO) -> None: ...
