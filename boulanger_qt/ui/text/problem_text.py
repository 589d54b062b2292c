"""The Qt-free modules' problems (problem_ids.py) said in the player's language.

Each id has one translatable sentence whose markers %1, %2, … take the parameters named
beside it, in that order; a parameter that is itself a problem or a core message is said
in the same language, a number in the locale's digits, a text (a file name, a plugin's
own words) as it is; the system's errors come as problems too (ui/reason_text.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QLocale, QObject

from boulanger_qt.core.messages import Message
from boulanger_qt.support.problem_ids import ProblemId as P
from boulanger_qt.support.problems import Problem, ThemeProblem
from boulanger_qt.ui.text.messages import render as render_message
from boulanger_qt.ui.text.numbers import number
from boulanger_qt.ui.text.reason_text import ReasonText
from boulanger_qt.ui.text.theme_problem_text import ThemeProblemText
from boulanger_qt.ui.text.words import clause, fill, int_param

_Text = Callable[[Mapping[str, object]], str]


class ProblemText(QObject):
    """Renders problems (the translation context `ProblemText`)."""

    def __init__(self) -> None:
        super().__init__()
        self._themes = ThemeProblemText(self)
        self._table: dict[P | ThemeProblem, tuple[_Text, tuple[str, ...]]] = {
            P.FOLDER_UNCREATABLE: (lambda p: self.tr(
                "Boulanger cannot create its folder %1 (%2). You can play, but games, settings and "
                "statistics are not saved until it can."), ("folder", "reason")),
            P.SETTINGS_NOT_SAVED: (lambda p: self.tr("Settings could not be saved: %1"), ("reason",)),
            P.SETTINGS_DAMAGED: (lambda p: self.tr(
                "The settings file was damaged (%1); using the defaults."), ("reason",)),
            P.SETTINGS_IGNORED: (lambda p: self.tr(
                "%Ln setting(s) could not be used (%1); the default is used instead.", "",
                int_param(p, "count")), ("problems",)),
            P.SETTING_UNKNOWN: (lambda p: self.tr("there is no setting “%1”"), ("name",)),
            P.SETTING_TYPE: (lambda p: self.tr("%1 should be of type %2, not %3"),
                ("name", "expected", "got")),
            P.SETTING_NOT_TEXTS: (lambda p: self.tr("%1 should be a list of texts"), ("name",)),
            P.SETTING_TOO_LONG: (lambda p: self.tr("%1 is far too long"), ("name",)),
            P.SETTING_NOT_FINITE: (lambda p: self.tr("%1 must be a finite number"), ("name",)),
            P.SETTING_CHOICES: (lambda p: self.tr("%1 must be one of %2"), ("name", "choices")),
            P.SETTING_MINIMUM: (lambda p: self.tr("%1 must be at least %2"), ("name", "limit")),
            P.SETTING_MAXIMUM: (lambda p: self.tr("%1 must be at most %2"), ("name", "limit")),
            P.TABLE_COLOR_UNKNOWN: (lambda p: self.tr(
                "The table colour “%1” is not one of %2 or #rrggbb; the table is green."),
                ("setting", "choices")),
            P.SAFE_MODE: (self._safe_mode, ("saved",)),
            P.ALREADY_RUNNING: (self._already_running, ("code",)),
            P.LOG_UNUSABLE: (lambda p: self.tr(
                "The log file %1 cannot be used (%2); log messages go to the terminal."),
                ("file", "reason")),
            P.LOG_UNWRITABLE: (lambda p: self.tr(
                "The log file %1 cannot be written (%2); log messages are lost until it can."),
                ("file", "reason")),
            P.UNEXPECTED_ERROR: (lambda p: self.tr(
                "Something went wrong: %1 — details in the log (%2)."), ("detail", "log")),
            P.FILE_MISSING: (lambda p: self.tr("%1 does not exist"), ("file",)),
            P.FILE_IS_FOLDER: (lambda p: self.tr("%1 is a folder, not a file"), ("file",)),
            P.FILE_IS_PIPE: (lambda p: self.tr("%1 is a named pipe, not a file"), ("file",)),
            P.FILE_IS_DEVICE: (lambda p: self.tr("%1 is a device, not a file"), ("file",)),
            P.FILE_IS_SOCKET: (lambda p: self.tr("%1 is a socket, not a file"), ("file",)),
            P.FILE_NOT_REGULAR: (lambda p: self.tr("%1 is not a regular file"), ("file",)),
            P.FILE_TOO_LARGE: (lambda p: self.tr("%1 is too large, %2 bytes where at most %3 are expected"),
                               ("file", "size", "limit")),
            P.FILE_UNREADABLE: (lambda p: self.tr("%1 cannot be read: %2"), ("file", "reason")),
            P.FILE_NOT_UTF8: (lambda p: self.tr("%1 is not UTF-8 text at byte %2"),
                ("file", "byte")),
            P.FILE_NOT_VALID: (lambda p: self.tr("%1 is not valid %2: %3"), ("file", "kind", "detail")),
            P.NESTED_TOO_DEEPLY: (lambda p: self.tr("nested too deeply"), ()),
            P.TOO_LARGE_FOR_MEMORY: (lambda p: self.tr("too large to hold in memory"), ()),
            P.TOO_MANY_DIGITS: (lambda p: self.tr("a number has too many digits"), ()),
            P.PARSE_POSITION: (lambda p: self.tr("a mistake at line %1, column %2"), ("line", "column")),
            P.NUMBER_OUT_OF_RANGE: (lambda p: self.tr("the number %1 is out of range"), ("number",)),
            P.NOT_A_JSON_NUMBER: (lambda p: self.tr("%1 is not a JSON number"), ("name",)),
            P.SAVED_GAME_DAMAGED: (lambda p: self.tr(
                "The saved game was damaged (%1); a new game was dealt."), ("reason",)),
            P.STATS_UNOPENABLE: (lambda p: self.tr(
                "The statistics could not be opened (%1). You can play on; games are recorded once "
                "the file can be written."), ("reason",)),
            P.STATS_DAMAGED: (lambda p: self.tr(
                "The statistics file was damaged (%1). It was kept as %2 and a new one was started."),
                ("reason", "aside")),
            P.STATS_UNMOVABLE: (lambda p: self.tr("damaged, and it could not be moved aside: %1"),
                ("reason",)),
            P.STATS_NEWER: (lambda p: self.tr("written by a newer Boulanger (schema %1)"), ("version",)),
            P.STATS_NOT_A_DATABASE: (lambda p: self.tr("it is not a statistics database"), ()),
            P.STATS_CONTENTS_DAMAGED: (lambda p: self.tr("part of its contents cannot be read"), ()),
            P.JOURNAL_UNUSABLE: (lambda p: self.tr("The statistics journal could not be used (%1)."),
                ("reason",)),
            P.JOURNAL_DAMAGED: (lambda p: self.tr(
                "The statistics journal was damaged (no list of games)."), ()),
            P.JOURNAL_SKIPPED: (lambda p: self.tr(
                "%Ln unreadable game(s) in the statistics journal skipped.", "", int_param(p, "count")), ()),
            P.STATS_NOT_SAVED_KEPT: (lambda p: self.tr(
                "The statistics could not be saved (%1). This session's games are kept and saved as "
                "soon as the file can be written."), ("reason",)),
            P.STATS_NOT_SAVED_WAITING: (lambda p: self.tr(
                "The statistics could not be saved (%1). Games wait in %2 and are added as soon as the "
                "file can be written."), ("reason", "journal")),
            P.GAMES_LOST_AT_QUIT: (lambda p: self.tr(
                "%Ln game(s) could not be saved to the statistics nor to %1; they are lost when "
                "Boulanger closes.", "", int_param(p, "count")), ("journal",)),
            P.GAMES_WAITING_AT_QUIT: (lambda p: self.tr(
                "%Ln game(s) could not be added to the statistics yet. They wait in %1 and are added at "
                "the next start once the statistics file can be written.", "", int_param(p, "count")),
                ("journal",)),
            P.GAME_NOT_SAVED: (lambda p: self.tr(
                "The game in progress could not be saved (%1). Play on: saving is tried again after "
                "every move."), ("reason",)),
            P.ROW_SKIPPED: (lambda p: self.tr("row %1: %2", "a row of the statistics file"),
                            ("row", "reason")),
            P.RECORD_MISSING: (lambda p: self.tr("%1 missing"), ("names",)),
            P.RECORD_NOT_OBJECT: (lambda p: self.tr("not a game's record"), ()),
            P.RECORD_ID: (lambda p: self.tr("its id is not a short text"), ()),
            P.RECORD_CODE: (lambda p: self.tr("its code is not a game code"), ()),
            P.RECORD_DEAL: (lambda p: self.tr("its deal is not a deal number"), ()),
            P.RECORD_CELLS: (lambda p: self.tr("its cells are not 4, 2 or 1"), ()),
            P.RECORD_RESULT: (lambda p: self.tr("its result %1 is not one of %2"), ("value", "results")),
            P.RECORD_ASSISTED: (lambda p: self.tr("its “assisted” is not true or false"), ()),
            P.RECORD_SECONDS: (lambda p: self.tr("its seconds are not a play time"), ()),
            P.RECORD_NOT_WHOLE: (lambda p: self.tr("its %1 is not a whole number"), ("name",)),
            P.RECORD_NOT_TIME: (lambda p: self.tr("its %1 is not a date and time"), ("name",)),
            P.RECORD_NOT_ISO: (lambda p: self.tr("its %1 %2 is not an ISO 8601 time"), ("name", "value")),
            P.RECORD_NO_ZONE: (lambda p: self.tr("its %1 %2 has no time zone"), ("name", "value")),
            P.PLUGIN_HUNG: (lambda p: self.tr(
                "The plugin “%1” was turned off: last time it kept Boulanger busy for more than %2 "
                "seconds (%3). Settings ▸ Plugins turns it back on."), ("plugin", "seconds", "hook")),
            P.PLUGIN_SAME_NAME: (lambda p: self.tr(
                "The plugin “%1” could not be loaded: another plugin has the same name."), ("plugin",)),
            P.PLUGIN_INVALID: (lambda p: self.tr("The plugin “%1” could not be loaded: %2."),
                ("plugin", "reason")),
            P.PLUGIN_IMPORT_FAILED: (lambda p: self.tr("The plugin “%1” could not be loaded (%2)."),
                                     ("plugin", "error")),
            P.PLUGIN_FAILED: (lambda p: self.tr("The plugin “%1” failed in %2 (%3) and was turned off."),
                              ("plugin", "hook", "error")),
            P.PLUGIN_BAD_THEME: (lambda p: self.tr(
                "The plugin “%1” offered a card theme that cannot be used (%2); it was left out."),
                ("plugin", "why")),
            P.PLUGIN_BAD_HINT_PROVIDER: (lambda p: self.tr(
                "The plugin “%1” offered a hint provider that cannot be used (%2); it was left out."),
                ("plugin", "why")),
            P.PLUGIN_BAD_EXPORTER: (lambda p: self.tr(
                "The plugin “%1” offered a statistics exporter that cannot be used (%2); it was left "
                "out."), ("plugin", "why")),
            P.HINT_BAD_MOVE: (lambda p: self.tr(
                "The hint provider “%1” suggested a move that cannot be played (%2). It was turned off "
                "for this session."), ("provider", "reason")),
            P.HINT_FAILED: (lambda p: self.tr(
                "The hint provider “%1” failed (%2). It was turned off for this session."),
                ("provider", "error")),
            P.HINT_NOT_A_HINT: (lambda p: self.tr(
                "the hint provider “%1” of the plugin “%2” returned %3, not a hint"),
                ("provider", "plugin", "got")),
            P.EXPORTER_FAILED: (lambda p: self.tr("the exporter “%1” of the plugin “%2” failed (%3)"),
                                ("exporter", "plugin", "error")),
            P.WRAPPER_GENERATOR: (lambda p: self.tr(
                "it returned a generator, and Boulanger runs no hook wrappers"), ()),
            P.PROVIDED_RAISED: (lambda p: self.tr("reading its '%2' raised %1"), ("error", "attribute")),
            P.PROVIDED_NOT_TEXT: (lambda p: self.tr("its %1 is not a text (%2)"), ("what", "got")),
            P.PROVIDED_EMPTY: (lambda p: self.tr("its %1 is empty"), ("what",)),
            P.PROVIDED_UNPRINTABLE: (lambda p: self.tr("its %1 holds unprintable characters (%2)"),
                                     ("what", "text")),
            P.PROVIDED_TOO_LONG: (lambda p: self.tr("its %1 is longer than %2 characters (%3)"),
                                  ("what", "limit", "text")),
            P.PROVIDED_NOT_CALLABLE: (lambda p: self.tr("its '%1' cannot be called"), ("attribute",)),
            P.PROVIDED_NOT_THEME: (lambda p: self.tr("it is not a CardTheme (%1)"), ("got",)),
            P.PROVIDED_THEME_UNUSABLE: (lambda p: "%1", ("reason",)),  # the theme's own reason
            P.PROVIDED_FORMAT_NAME: (lambda p: self.tr("its format name has spaces or slashes (%1)"),
                                     ("name",)),
            P.PROVIDED_SUFFIX: (lambda p: self.tr("its suffix is not like “.csv” (%1)"), ("suffix",)),
            P.FIELD_NAME: (lambda p: self.tr("name", "of a plugin's hint provider or exporter"), ()),
            P.FIELD_DISPLAY_NAME: (lambda p: self.tr("display name"), ()),
            P.FIELD_DESCRIPTION: (lambda p: self.tr("description"), ()),
            P.FIELD_SUFFIX: (lambda p: self.tr("file name suffix"), ()),
            P.THEME_NAME_TAKEN: (lambda p: self.tr(
                "The card theme “%1” from %2 was skipped: another theme already has that name."),
                ("theme", "origin")),
            P.PLUGIN_THEME_SKIPPED: (lambda p: self.tr("A card theme from a plugin was skipped: %1"),
                ("reason",)),
            P.THEME_FOLDER_SKIPPED: (lambda p: self.tr("The card theme in %1 was skipped: %2"),
                ("folder", "reason")),
            P.THEME_NO_MANIFEST: (lambda p: self.tr("“%1” has no %2"), ("spec", "manifest")),
            P.THEME_UNKNOWN: (self._unknown_theme, ("spec", "known")),
            P.THEME_REFUSED: (lambda p: self.tr("Could not use that card theme: %1"), ("reason",)),
            P.THEME_SWITCH_FAILED: (lambda p: self.tr(
                "Could not use the card theme “%1”: %2. The cards stay as they were."), ("theme", "reason")),
            P.THEME_FALLBACK: (lambda p: self.tr(
                "The card theme “%1” could not be used (%2); the Classic cards are shown instead."),
                ("theme", "reason")),
        }
        for id, entry in self._themes.table().items():
            self._table[id] = entry
        for reason, entry in ReasonText(self).table().items():
            self._table[reason] = entry

    def render(self, told: Problem, *, part: bool = False) -> str:
        """The sentence; a `part` (a reason inside another sentence) without its full stop."""
        text, names = self._table[told.id]
        template = text(told.params)
        said = fill(template, *(self.value(told.params[name]) for name in names))
        kept = told.params.get("kept")
        if kept:
            said += " " + fill(self.tr("It was kept as %1."), kept)
        if part:
            return said.rstrip(".")
        # A sentence that opens with a file name keeps the name's case.
        return said if template.startswith("%") else said[:1].upper() + said[1:]

    def value(self, value: object) -> str:
        """A parameter in the player's language."""
        if isinstance(value, Problem):
            return self.render(value, part=True)
        if isinstance(value, Message):
            return clause(render_message(value).rstrip("."))
        if isinstance(value, tuple):
            return self.tr("; ", "between the items of a list").join(self.value(v) for v in value)
        if isinstance(value, bool):
            return str(value)
        if isinstance(value, int):
            return number(value)
        if isinstance(value, float):
            return QLocale().toString(value, "g", 6)
        return "" if value is None else str(value)

    def _already_running(self, p: Mapping[str, object]) -> str:
        if p["code"] is None:
            return self.tr("Boulanger is already open in another window, which keeps the game in "
                           "progress. This window plays a new deal and does not save it.")
        return self.tr("Boulanger is already open in another window, which keeps the game in "
                       "progress. This window plays %1 and does not save it.")

    def _safe_mode(self, p: Mapping[str, object]) -> str:
        if p["saved"] is None:
            return self.tr("Safe mode: the Classic theme, no third-party plugins or themes. The next "
                           "start is a normal one.")
        return self.tr("Safe mode: the Classic theme, no third-party plugins or themes. Your saved "
                       "game was kept as %1. The next start is a normal one.")

    def _unknown_theme(self, p: Mapping[str, object]) -> str:
        if not p["known"]:
            return self.tr("there is no card theme “%1”, and no other theme either")
        return self.tr("there is no card theme “%1”: the themes are %2")


_TEXT: ProblemText | None = None


def say(why: Problem | str) -> str:
    """A reason that is a problem (said in the player's language) or a text of its own."""
    return render_problem(why) if isinstance(why, Problem) else why


def render_problem(told: Problem) -> str:
    """`told` in the player's language (the translators installed at the time)."""
    return _text().render(told)


def reason_words(why: Problem | str) -> str:
    """A reason inside a sentence ("the disk is full"): a problem said as a part, a text as it is."""
    return _text().value(why)


def _text() -> ProblemText:
    global _TEXT
    if _TEXT is None:
        _TEXT = ProblemText()
    return _TEXT
