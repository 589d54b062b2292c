"""Every problem sentence of plugins and the card themes added beside them (the modules each
section names), declared as `support/problem_ids.py` declares its own, in the same translation
contexts, for what only modules that load after the first paint say. What the first paint's
modules say of plugins and themes (a plugin that hung, a hint provider that does not stop, a
theme that cannot be used) stays with `ProblemId`; why a theme's files are refused is `ThemeProblem`'s.
"""

from __future__ import annotations

from enum import Enum, member, unique
from typing import Final

from boulanger_qt.core.sentences import QT_TRANSLATE_NOOP, Text

_UNKNOWN_HOOK: Final = QT_TRANSLATE_NOOP("ReasonText", "Boulanger has no hook “%1”").on("hook")
_UNKNOWN_HOOK_LIKE: Final = QT_TRANSLATE_NOOP(
    "ReasonText", "Boulanger has no hook “%1” (did you mean “%2”?)").on("hook", "like")
_ARGUMENTS: Final = QT_TRANSLATE_NOOP(
    "ReasonText", "its function for the hook “%1” takes arguments the hook does not give (%2); "
    "the hook gives: %3").on("hook", "names", "given")
_NO_ARGUMENTS: Final = QT_TRANSLATE_NOOP(
    "ReasonText", "its function for the hook “%1” takes arguments the hook does not give (%2); "
    "the hook gives no arguments").on("hook", "names")
_DOES_NOTHING: Final = QT_TRANSLATE_NOOP(
    "ProblemText", "The plugin “%1” does nothing: %2.").on("plugin", "reasons")
_NOTHING_MARKED: Final = QT_TRANSLATE_NOOP(
    "ProblemText", "The plugin “%1” does nothing: it has no function marked with @hookimpl.").on("plugin")
_NO_THEMES: Final = QT_TRANSLATE_NOOP(
    "ProblemText", "there is no card theme “%1”, and no other theme either").on("spec")
_THEMES: Final = QT_TRANSLATE_NOOP(
    "ProblemText", "there is no card theme “%1”: the themes are %2").on("spec", "known")


@unique
class PluginProblem(Enum):
    # Loading plugins and calling their hooks (host.py).
    PLUGIN_SAME_NAME = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” could not be loaded: another plugin has the same name.").on("plugin")
    PLUGIN_INVALID = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” could not be loaded: %2.").on("plugin", "reason")
    PLUGIN_IMPORT_FAILED = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” could not be loaded (%2).").on("plugin", "error")
    PLUGIN_FAILED = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” failed in %2 (%3) and was turned off.").on("plugin", "hook", "error")
    PLUGIN_BAD_THEME = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” offered a card theme that cannot be used (%2); "
        "it was left out.").on("plugin", "why")
    PLUGIN_BAD_HINT_PROVIDER = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” offered a hint provider that cannot be used "
        "(%2); it was left out.").on("plugin", "why")
    PLUGIN_BAD_EXPORTER = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” offered a statistics exporter that cannot be used (%2); it was left "
        "out.").on("plugin", "why")
    PLUGIN_NOT_CALLED = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” was loaded, but Boulanger never calls some of its functions: "
        "%2.").on("plugin", "reasons")
    PLUGIN_DOES_NOTHING = member(lambda p: _DOES_NOTHING if p.get("reasons") else _NOTHING_MARKED)
    WRAPPER_GENERATOR = QT_TRANSLATE_NOOP(
        "ProblemText", "it returned a generator, and Boulanger runs no hook wrappers").on()
    # A plugin's mistakes (mistakes.py): why its functions are never called, a misplaced entry point.
    HOOK_UNKNOWN = member(lambda p: _UNKNOWN_HOOK_LIKE if p.get("like") else _UNKNOWN_HOOK)  # hook, like
    HOOK_ARGUMENTS = member(lambda p: _ARGUMENTS if p.get("given") else _NO_ARGUMENTS)  # hook, names, given
    HOOK_NOT_MARKED = QT_TRANSLATE_NOOP("ReasonText", "“%1” is not marked with @hookimpl").on("function")
    HOOK_OTHER_PROJECT = QT_TRANSLATE_NOOP(
        "ReasonText", "“%1” is marked for the project “%2”, not “boulanger” (use hookimpl from "
        "boulanger_qt.api)").on("function", "project")
    HOOK_WRAPPER_REFUSED = QT_TRANSLATE_NOOP(
        "ReasonText", "its function for the hook “%1” is a hook wrapper, which Boulanger does "
        "not run").on("hook")
    ENTRY_POINT_GROUP = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” of the package “%2” was not loaded: its entry point is in the group "
        "“%3”, and Boulanger reads the group “%4”.").on("plugin", "package", "group", "expected")
    # What a plugin's hint provider or exporter returned (providers.py), and the hint work's
    # providers that failed (ui/assist/work.py).
    HINT_NOT_A_HINT = QT_TRANSLATE_NOOP(
        "ProblemText", "the hint provider “%1” of the plugin “%2” returned "
        "%3, not a hint").on("provider", "plugin", "got")
    HINT_WRONG_REASON = QT_TRANSLATE_NOOP(
        "ProblemText", "the hint provider “%1” of the plugin “%2” returned a hint with a wrong "
        "reason (%3): a reason is a text").on("provider", "plugin", "got")
    HINT_WRONG_COUNT = QT_TRANSLATE_NOOP(
        "ProblemText", "the hint provider “%1” of the plugin “%2” returned a hint with a wrong "
        "count (%3): a count is a whole number from 0 to %4").on("provider", "plugin", "got", "limit")
    EXPORTER_FAILED = QT_TRANSLATE_NOOP(
        "ProblemText", "the exporter “%1” of the plugin “%2” failed (%3)").on("exporter", "plugin", "error")
    HINT_BAD_MOVE = QT_TRANSLATE_NOOP(
        "ProblemText", "The hint provider “%1” suggested a move that cannot be played (%2). It was turned "
        "off for this session.").on("provider", "reason")
    HINT_FAILED = QT_TRANSLATE_NOOP(
        "ProblemText", "The hint provider “%1” failed (%2). It was turned off for "
        "this session.").on("provider", "error")
    # Why a plugin's theme, hint provider or exporter is refused (providers.py): `what` is
    # one of the FIELD_ problems.
    PROVIDED_RAISED = QT_TRANSLATE_NOOP("ProblemText", "reading its '%2' raised %1").on("error", "attribute")
    PROVIDED_NOT_TEXT = QT_TRANSLATE_NOOP("ProblemText", "its %1 is not a text (%2)").on("what", "got")
    PROVIDED_EMPTY = QT_TRANSLATE_NOOP("ProblemText", "its %1 is empty").on("what")
    PROVIDED_UNPRINTABLE = QT_TRANSLATE_NOOP(
        "ProblemText", "its %1 holds unprintable characters (%2)").on("what", "text")
    PROVIDED_TOO_LONG = QT_TRANSLATE_NOOP(
        "ProblemText", "its %1 is longer than %2 characters (%3)").on("what", "limit", "text")
    PROVIDED_TRANSLATIONS = QT_TRANSLATE_NOOP(
        "ProblemText", "its 'translations' must map language codes (sk, fr…) to texts of %1; %2 does "
                       "not fit").on("fields", "got")
    PROVIDED_NOT_CALLABLE = QT_TRANSLATE_NOOP("ProblemText", "its '%1' cannot be called").on("attribute")
    PROVIDED_NOT_THEME = QT_TRANSLATE_NOOP("ProblemText", "it is not a CardTheme (%1)").on("got")
    PROVIDED_THEME_UNUSABLE = Text("ProblemText", "%1", args=("reason",))  # said as the theme's own problem
    PROVIDED_FORMAT_NAME = QT_TRANSLATE_NOOP(
        "ProblemText", "its format name has spaces or slashes (%1)").on("name")
    PROVIDED_SUFFIX = QT_TRANSLATE_NOOP("ProblemText", "its suffix is not like “.csv” (%1)").on("suffix")
    FIELD_NAME = QT_TRANSLATE_NOOP("ProblemText", "name", "of a plugin's hint provider or exporter").on()
    FIELD_DISPLAY_NAME = QT_TRANSLATE_NOOP("ProblemText", "display name").on()
    FIELD_DESCRIPTION = QT_TRANSLATE_NOOP("ProblemText", "description").on()
    FIELD_SUFFIX = QT_TRANSLATE_NOOP("ProblemText", "file name suffix").on()
    # The card-theme catalog (app/themes.py): the plugins' themes and the theme folders.
    THEME_NAME_TAKEN = QT_TRANSLATE_NOOP(
        "ProblemText", "The card theme “%1” from %2 was skipped: another theme "
        "already has that name.").on("theme", "origin")
    THEME_FOLDER_SKIPPED = QT_TRANSLATE_NOOP(
        "ProblemText", "The card theme in %1 was skipped: %2").on("folder", "reason")
    THEME_NO_MANIFEST = QT_TRANSLATE_NOOP("ProblemText", "“%1” has no %2").on("spec", "manifest")
    THEME_UNKNOWN = member(lambda p: _THEMES if p["known"] else _NO_THEMES)
