"""An example Boulanger plugin: the statistics as a Markdown table.

`boulanger --export-stats games.md --format markdown` writes one row per game, newest
last, and a summary line; the export dialog offers it as "Markdown table".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TextIO

from boulanger_qt.api import GameRecord, StatsExporter, hookimpl

COLUMNS = ("Ended", "Game code", "Cells", "Result", "Score", "Moves", "Time", "Undos", "Hints")


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _time(seconds: float) -> str:
    minutes, rest = divmod(round(seconds), 60)
    return f"{minutes}:{rest:02d}"


class MarkdownExporter:
    name = "markdown"
    description = "Markdown table"
    suffix = ".md"

    def export(self, records: Sequence[GameRecord], stream: TextIO) -> None:
        stream.write("| " + " | ".join(COLUMNS) + " |\n")
        stream.write("|" + "|".join("---" for _ in COLUMNS) + "|\n")
        for record in records:
            ended = (record.ended_at or "playing")[:16].replace("T", " ")
            result = record.result.value + (" (assisted)" if record.assisted else "")
            row = (ended, record.code or "custom", str(record.cells), result, str(record.score),
                   str(record.moves), _time(record.seconds), str(record.undos), str(record.hints))
            stream.write("| " + " | ".join(_cell(text) for text in row) + " |\n")
        won = sum(1 for record in records if record.counts_as_win)
        stream.write(f"\n{len(records)} games, {won} won.\n")


@hookimpl
def boulanger_stats_exporters() -> list[StatsExporter]:
    return [MarkdownExporter()]
