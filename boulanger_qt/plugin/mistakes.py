"""A plugin author's mistakes that pluggy lets pass without a word, or says in a programmer's
words: functions named like hooks that are not marked (or marked for another project), hook
names no spec has (with the closest one), arguments a hook does not give (with those it
does), and entry points in a group close to Boulanger's."""

from __future__ import annotations

import inspect
import re
from collections.abc import Collection, Iterable, Mapping
from difflib import get_close_matches
from typing import TYPE_CHECKING, Final

import pluggy

from boulanger_qt.plugin import specs
from boulanger_qt.plugin.problem_ids import PluginProblem
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import Problem, problem

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

HOOK_PREFIX: Final = "boulanger_"
MOST_TOLD: Final = 10  # mistakes told per plugin
HOOKS: Final = tuple(name for name in vars(specs) if name.startswith(HOOK_PREFIX))


def refusals(pm: pluggy.PluginManager, plugin: object,
             functions: Mapping[str, pluggy.HookimplOpts]) -> tuple[Problem, ...]:
    """Why these hook functions of `plugin` are refused: the first hook wrapper alone, else
    each hook no spec has (with the closest hook's name) and each function taking arguments
    its hook does not give."""
    found: list[Problem] = []
    for attribute, opts in sorted(functions.items()):
        hook = opts.get("specname") or attribute
        if opts.get("wrapper") or opts.get("hookwrapper"):
            return (problem(PluginProblem.HOOK_WRAPPER_REFUSED, hook=bounded(hook)),)
        caller = getattr(pm.hook, hook, None)
        spec = caller.spec if isinstance(caller, pluggy.HookCaller) else None
        if spec is None:
            if not opts.get("optionalhook"):
                found.append(problem(PluginProblem.HOOK_UNKNOWN, hook=bounded(hook),
                                     like=_closest_hook(hook)))
            continue
        extra = [name for name in _required(getattr(plugin, attribute, None)) if name not in spec.argnames]
        if extra:
            found.append(problem(PluginProblem.HOOK_ARGUMENTS, hook=hook,
                                 names=", ".join(map(bounded, extra)), given=", ".join(spec.argnames)))
    return tuple(found[:MOST_TOLD])


def _closest_hook(name: str) -> str | None:
    """The hook `name` was probably meant to be; the prefix every hook shares is left out of
    the likeness (else any "boulanger_…" would be like some hook)."""
    if not name.startswith(HOOK_PREFIX):
        like = get_close_matches(name, HOOKS, n=1)
    else:
        like = [HOOK_PREFIX + found for found in get_close_matches(
            name.removeprefix(HOOK_PREFIX), [hook.removeprefix(HOOK_PREFIX) for hook in HOOKS], n=1)]
    return like[0] if like else None


def _required(function: object) -> list[str]:
    """The arguments pluggy passes to `function` by name: those without a default."""
    try:
        parameters = inspect.signature(function).parameters.values()  # type: ignore[arg-type]
    except (TypeError, ValueError):  # not a function Python can read: pluggy says what it finds
        return []
    return [p.name for p in parameters if p.default is p.empty
            and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]


def not_called(plugin: object, functions: Collection[str]) -> tuple[Problem, ...]:
    """The plugin's functions named like hooks that are not hook functions: not marked, or
    marked with another project's marker."""
    found: list[Problem] = []
    for attribute in sorted(dir(plugin)):
        if not attribute.startswith(HOOK_PREFIX) or attribute in functions:
            continue
        value = getattr(plugin, attribute, None)
        if not callable(value) or inspect.isclass(value):
            continue
        projects = sorted(key.removesuffix("_impl") for key in getattr(value, "__dict__", {})
                          if key.endswith("_impl") and key != specs.IMPL_MARK)
        found.append(problem(PluginProblem.HOOK_OTHER_PROJECT, function=bounded(attribute),
                             project=bounded(projects[0])) if projects
                     else problem(PluginProblem.HOOK_NOT_MARKED, function=bounded(attribute)))
    return tuple(found[:MOST_TOLD])


def near_groups(groups: Iterable[str], ours: str) -> list[str]:
    """The entry-point groups that look meant for Boulanger but are not `ours`:
    "boulanger_plugins", "boulanger.plugin", "boulanger-qt", a typo of ours…"""
    return sorted(group for group in groups if group != ours
                  and (re.sub(r"[^a-z]", "", group.lower()).startswith("boulanger")
                       or get_close_matches(group, [ours], cutoff=0.8)))


def wrong_group(entry_point: EntryPoint, ours: str) -> Problem:
    package = getattr(getattr(entry_point, "dist", None), "name", None) or "?"
    return problem(PluginProblem.ENTRY_POINT_GROUP, plugin=bounded(entry_point.name),
                   package=bounded(str(package)), group=bounded(entry_point.group), expected=ours)


def pluggy_words(exc: BaseException) -> str:
    """pluggy's own words for a refusal not worded above, on one line."""
    return bounded("; ".join(line.strip() for line in str(exc).splitlines() if line.strip()), 300)
