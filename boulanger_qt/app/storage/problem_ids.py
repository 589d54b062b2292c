"""Every problem sentence of the statistics and their keeper (the modules each section names),
declared as `support/problem_ids.py` declares its own, in the same translation context, for
what only modules that load after the first paint say. The autosave, which the first paint
reads, says its damage with `ProblemId.SAVED_GAME_DAMAGED`.
"""

from __future__ import annotations

from enum import Enum, unique

from boulanger_qt.core.sentences import QT_TRANSLATE_NOOP


@unique
class StorageProblem(Enum):
    # The statistics database (stats.py).
    STATS_UNOPENABLE = QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics could not be opened (%1). You can play on; games are recorded once "
        "the file can be written.").on("reason")
    STATS_DAMAGED = QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics file was damaged (%1). It was kept as %2 and "
        "a new one was started.").on("reason", "aside")
    STATS_UNMOVABLE = QT_TRANSLATE_NOOP(
        "ProblemText", "damaged, and it could not be moved aside: %1").on("reason")
    STATS_NEWER = QT_TRANSLATE_NOOP("ProblemText", "written by a newer Boulanger (schema %1)").on("version")
    # STATS_NOT_A_DATABASE: the reason SQLite gives as "file is not a database"
    STATS_NOT_A_DATABASE = QT_TRANSLATE_NOOP("ProblemText", "it is not a statistics database").on()
    STATS_CONTENTS_DAMAGED = QT_TRANSLATE_NOOP("ProblemText", "part of its contents cannot be read").on()
    # The keeper and its journal (app/keeper.py).
    JOURNAL_UNUSABLE = QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics journal could not be used (%1).").on("reason")
    JOURNAL_DAMAGED = QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics journal was damaged (no list of games).").on()
    JOURNAL_SKIPPED = QT_TRANSLATE_NOOP(
        "ProblemText", "%Ln unreadable game(s) in the statistics journal skipped.", None, 1).on(plural=(
        "%Ln unreadable game in the statistics journal was skipped.",
        "%Ln unreadable games in the statistics journal were skipped."))
    STATS_NOT_SAVED_KEPT = QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics could not be saved (%1). This session's games are kept and saved as "
        "soon as the file can be written.").on("reason")
    STATS_NOT_SAVED_WAITING = QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics could not be saved (%1). Games wait in %2 and are added as soon as "
        "the file can be written.").on("reason", "journal")
    GAMES_LOST_AT_QUIT = QT_TRANSLATE_NOOP(
        "ProblemText", "%Ln game(s) could not be saved to the statistics nor to %1; they are lost when "
        "Boulanger closes.", None, 1).on("journal", plural=(
        "%Ln game could not be saved to the statistics nor to %1; it is lost when Boulanger closes.",
        "%Ln games could not be saved to the statistics nor to %1; they are lost when Boulanger closes."))
    GAMES_WAITING_AT_QUIT = QT_TRANSLATE_NOOP(
        "ProblemText", "%Ln game(s) could not be added to the statistics yet. They wait in %1 and are added "
        "at the next start once the statistics file can be written.", None, 1).on("journal", plural=(
        "%Ln game could not be added to the statistics yet. It waits in %1 and is added at the next start "
        "once the statistics file can be written.",
        "%Ln games could not be added to the statistics yet. They wait in %1 and are added at the next "
        "start once the statistics file can be written."))
    GAME_NOT_SAVED = QT_TRANSLATE_NOOP(
        "ProblemText", "The game in progress could not be saved (%1). Play on: saving is tried again after "
        "every move.").on("reason")
    # A stored game that fails the type checks (stats_rows.py): a statistics row
    # or a journal entry, skipped.
    ROW_SKIPPED = QT_TRANSLATE_NOOP(
        "ProblemText", "row %1: %2", "a row of the statistics file").on("row", "reason")
    RECORD_MISSING = QT_TRANSLATE_NOOP("ProblemText", "%1 missing").on("names")
    RECORD_NOT_OBJECT = QT_TRANSLATE_NOOP("ProblemText", "not a game's record").on()
    RECORD_ID = QT_TRANSLATE_NOOP("ProblemText", "its id is not a short text").on()
    RECORD_CODE = QT_TRANSLATE_NOOP("ProblemText", "its code is not a game code").on()
    RECORD_DEAL = QT_TRANSLATE_NOOP("ProblemText", "its deal is not a deal number").on()
    RECORD_CELLS = QT_TRANSLATE_NOOP("ProblemText", "its cells are not 4, 2 or 1").on()
    RECORD_RESULT = QT_TRANSLATE_NOOP("ProblemText", "its result %1 is not one of %2").on("value", "results")
    RECORD_ASSISTED = QT_TRANSLATE_NOOP("ProblemText", "its “assisted” is not true or false").on()
    RECORD_SECONDS = QT_TRANSLATE_NOOP("ProblemText", "its seconds are not a play time").on()
    RECORD_NOT_WHOLE = QT_TRANSLATE_NOOP("ProblemText", "its %1 is not a whole number").on("name")
    RECORD_NOT_TIME = QT_TRANSLATE_NOOP("ProblemText", "its %1 is not a date and time").on("name")
    RECORD_NOT_ISO = QT_TRANSLATE_NOOP("ProblemText", "its %1 %2 is not an ISO 8601 time").on("name", "value")
    RECORD_NO_ZONE = QT_TRANSLATE_NOOP("ProblemText", "its %1 %2 has no time zone").on("name", "value")
