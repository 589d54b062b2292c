"""CSV and JSON exporters for the game statistics, shipped as an ordinary plugin."""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from dataclasses import asdict
from typing import TextIO

from boulanger_qt.api import GameRecord, StatsExporter, hookimpl

FIELDS = ("code", "deal", "cells", "started_at", "ended_at", "outcome", "score", "moves", "seconds")


class CsvExporter:
    name = "csv"
    description = "Comma-separated values (spreadsheets)"
    suffix = ".csv"

    def export(self, records: Sequence[GameRecord], stream: TextIO) -> None:
        writer = csv.writer(stream, lineterminator="\n")
        writer.writerow(FIELDS)
        for record in records:
            writer.writerow(["" if (v := getattr(record, f)) is None else v for f in FIELDS])


class JsonExporter:
    name = "json"
    description = "JSON: a list of game objects"
    suffix = ".json"

    def export(self, records: Sequence[GameRecord], stream: TextIO) -> None:
        rows = [{f: asdict(record)[f] for f in FIELDS} for record in records]
        json.dump({"games": rows}, stream, indent=2)
        stream.write("\n")


@hookimpl
def boulanger_stats_exporters() -> list[StatsExporter]:
    return [CsvExporter(), JsonExporter()]
