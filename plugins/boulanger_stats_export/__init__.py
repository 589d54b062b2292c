"""CSV and JSON exporters for the game statistics, shipped as an ordinary plugin.

Both write the export contract (README, "Statistics export"): one record per game with
`api.EXPORT_FIELDS`, times in ISO 8601 UTC. JSON is a list of objects with exactly these
keys; CSV has them as its header row, `true`/`false` for `assisted` and an empty field
for a missing value (no deal number, no end time yet).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import ClassVar, TextIO

from boulanger_qt.api import EXPORT_FIELDS, GameRecord, StatsExporter, hookimpl

# The plugin's name and description in the Plugins list, in the player's language (docs/plugins.md).
translations = {
    "en": {"name": "Statistics export"},
    "sk": {"name": "Export štatistiky", "description": "Export štatistiky do CSV a JSON, dodaný ako "
                                                     "obyčajný zásuvný modul."},
    "fr": {"name": "Export des statistiques", "description": "Les exports des statistiques en CSV et en "
                                                           "JSON, fournis comme un module ordinaire."},
}


def _csv_value(value: object) -> object:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return value


class CsvExporter:
    name = "csv"
    description = "Comma-separated values (spreadsheets)"
    translations: ClassVar[dict[str, dict[str, str]]] = {
        "sk": {"description": "Hodnoty oddelené čiarkami (tabuľkové procesory)"},
        "fr": {"description": "Valeurs séparées par des virgules (tableurs)"},
    }
    suffix = ".csv"

    def export(self, records: Sequence[GameRecord], stream: TextIO) -> None:
        import csv  # on export only: the plugin loads at every start

        writer = csv.writer(stream, lineterminator="\n")
        writer.writerow(EXPORT_FIELDS)
        for record in records:
            row = record.exported()
            writer.writerow([_csv_value(row[name]) for name in EXPORT_FIELDS])


class JsonExporter:
    name = "json"
    description = "JSON: a list of game objects"
    translations: ClassVar[dict[str, dict[str, str]]] = {
        "sk": {"description": "JSON: zoznam objektov hier"},
        "fr": {"description": "JSON : une liste d’objets de parties"},
    }
    suffix = ".json"

    def export(self, records: Sequence[GameRecord], stream: TextIO) -> None:
        json.dump([record.exported() for record in records], stream, indent=2)
        stream.write("\n")


@hookimpl
def boulanger_stats_exporters() -> list[StatsExporter]:
    return [CsvExporter(), JsonExporter()]
