"""What a statistics exporter is: one file format for the game records."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TextIO, runtime_checkable

from .core.record import GameRecord


@runtime_checkable
class StatsExporter(Protocol):
    """Writes game records to a text stream in one format (`name` is e.g. "csv")."""

    name: str
    description: str
    suffix: str

    def export(self, records: Sequence[GameRecord], stream: TextIO) -> None: ...
