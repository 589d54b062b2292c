"""The default action of `boulanger-solve`: solve positions and print the results.

One position: a readable report (or one JSON object with --json). --deals: one line
per deal, in deal order, solved by a pool of --jobs worker processes.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import textwrap
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from boulanger_qt.core.solver import SolveResult, solve
from boulanger_qt.core.state import GameState

if TYPE_CHECKING:
    from boulanger_qt.cli.solve_position import Position

MOVES_PER_LINE = 16


def result_dict(deal: int | None, result: SolveResult) -> dict[str, Any]:
    """The JSON object for one solved position (`deal` only when known)."""
    out: dict[str, Any] = {} if deal is None else {"deal": deal}
    out |= {
        "verdict": result.verdict,
        "moves": [str(m) for m in result.moves],
        "states": result.states,
        "seconds": round(result.seconds, 3),
    }
    return out


def _solve_one(task: tuple[int | None, GameState, float]) -> dict[str, Any]:
    deal, state, timeout = task
    return result_dict(deal, solve(state, timeout=timeout))


def _results(tasks: list[tuple[int | None, GameState, float]], jobs: int) -> Iterator[dict[str, Any]]:
    """Results in task order; with jobs > 1 they are computed in worker processes."""
    if jobs <= 1 or len(tasks) <= 1:
        yield from map(_solve_one, tasks)
        return
    with multiprocessing.get_context("spawn").Pool(min(jobs, len(tasks))) as pool:
        yield from pool.imap(_solve_one, tasks, chunksize=1)


def _describe(pos: Position) -> str:
    cells = pos.state.cell_count
    where = f"Deal {pos.deal}" if pos.deal is not None else "Position"
    return f"{where} ({cells} free cell{'s' if cells != 1 else ''})"


def _report(pos: Position, r: dict[str, Any]) -> str:
    verdict = r["verdict"]
    moves: list[str] = r["moves"]
    if verdict == "solved":
        head = f"{_describe(pos)}: solved in {len(moves)} moves"
    elif verdict == "unsolvable":
        head = f"{_describe(pos)}: unsolvable (every reachable position was searched)"
    else:
        head = f"{_describe(pos)}: gave up (time or state limit reached; no verdict)"
    lines = [head, f"Positions searched: {r['states']:,}  Time: {r['seconds']:.2f} s"]
    if moves:
        lines.append("Moves:")
        for k in range(0, len(moves), MOVES_PER_LINE):
            lines.append(textwrap.indent(" ".join(moves[k : k + MOVES_PER_LINE]), "  "))
    return "\n".join(lines)


def _line(r: dict[str, Any]) -> str:
    solved = f" in {len(r['moves'])} moves" if r["verdict"] == "solved" else ""
    return f"deal {r['deal']}: {r['verdict']}{solved}, {r['states']} positions, {r['seconds']:.3f} s"


def solve_and_report(positions: Sequence[Position], args: argparse.Namespace) -> int:
    jobs = args.jobs or os.cpu_count() or 1
    tasks = [(p.deal, p.state, args.timeout) for p in positions]
    many = args.deals is not None
    counts = {"solved": 0, "unsolvable": 0, "gave_up": 0}
    total = 0.0
    for pos, r in zip(positions, _results(tasks, jobs), strict=True):
        counts[r["verdict"]] += 1
        total += r["seconds"]
        if args.json:
            print(json.dumps(r), flush=True)
        elif many:
            print(_line(r), flush=True)
        else:
            print(_report(pos, r), flush=True)
    if many and not args.json:
        summary = ", ".join(f"{n} {v.replace('_', ' ')}" for v, n in counts.items())
        print(f"{len(positions)} deals: {summary}; {total:.1f} s of solving", file=sys.stderr)
    return 0
