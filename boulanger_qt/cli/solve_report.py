"""The default action of `boulanger-solve`: solve positions and print the results.

One position: a readable report (or one JSON object with --json). --deals: one line
per deal, in deal order, solved in chunks by a pool of --jobs worker processes that
also format the lines, so the parent only prints them.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import textwrap
from collections.abc import Iterator, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from boulanger_qt.core.deals import deal
from boulanger_qt.core.difficulty import difficulty
from boulanger_qt.core.solver import SolveResult, solve
from boulanger_qt.core.state import GameState

if TYPE_CHECKING:
    from boulanger_qt.cli.solve_position import Position

MOVES_PER_LINE = 16


def result_dict(deal: int | None, state: GameState, result: SolveResult, timeout: float) -> dict[str, Any]:
    """The JSON object for one solved position (`deal` only when known)."""
    out: dict[str, Any] = {} if deal is None else {"deal": deal}
    solved = result.verdict == "solved"
    out |= {
        "verdict": result.verdict,
        "moves": [str(m) for m in result.moves],
        "states": result.states,
        "seconds": round(result.seconds, 3),
        "difficulty": difficulty(deal, state, result.states, timeout) if solved else None,
    }
    return out


# One finished deal as the parent needs it: verdict, seconds, and the line to print.
Done = tuple[str, float, str]
# Chunks per worker: enough for the last hard deals to spread over the pool, few enough
# that the parent's share (one pickle and one write per chunk) stays small.
CHUNKS_PER_JOB = 8
MAX_CHUNK = 16


def _solve_deals(chunk: list[tuple[int, int]], timeout: float, as_json: bool) -> list[Done]:
    """Solve deals (number, cells) in a worker, and format their lines there too."""

    done: list[Done] = []
    for number, cells in chunk:
        state = deal(number, cells)
        r = result_dict(number, state, solve(state, timeout=timeout), timeout)
        done.append((r["verdict"], r["seconds"], json.dumps(r) if as_json else _line(r)))
    return done


def _chunks(items: list[tuple[int, int]], jobs: int) -> list[list[tuple[int, int]]]:
    size = max(1, min(MAX_CHUNK, len(items) // (jobs * CHUNKS_PER_JOB)))
    return [items[k : k + size] for k in range(0, len(items), size)]


def _deal_results(positions: Sequence[Position], args: argparse.Namespace, jobs: int) -> Iterator[list[Done]]:
    """Every deal's result, in deal order, in chunks; with jobs > 1 from worker processes."""
    items = [(p.deal, p.state.cell_count) for p in positions if p.deal is not None]
    assert len(items) == len(positions), "--deals gives every position a deal number"
    solve_chunk = partial(_solve_deals, timeout=args.timeout, as_json=args.json)
    if jobs <= 1:
        yield from map(solve_chunk, _chunks(items, 1))
        return
    with multiprocessing.get_context("spawn").Pool(min(jobs, len(items))) as pool:
        yield from pool.imap(solve_chunk, _chunks(items, jobs))


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
    if r["difficulty"] is not None:
        lines.append(f"Difficulty: {r['difficulty']} of 5 (1 easy ... 5 expert)")
    if moves:
        lines.append("Moves:")
        for k in range(0, len(moves), MOVES_PER_LINE):
            lines.append(textwrap.indent(" ".join(moves[k : k + MOVES_PER_LINE]), "  "))
    return "\n".join(lines)


def _line(r: dict[str, Any]) -> str:
    solved = f" in {len(r['moves'])} moves, difficulty {r['difficulty']}" if r["verdict"] == "solved" else ""
    return f"deal {r['deal']}: {r['verdict']}{solved}, {r['states']} positions, {r['seconds']:.3f} s"


def solve_and_report(positions: Sequence[Position], args: argparse.Namespace) -> int:
    if args.deals is None:
        (pos,) = positions
        r = result_dict(pos.deal, pos.state, solve(pos.state, timeout=args.timeout), args.timeout)
        print(json.dumps(r) if args.json else _report(pos, r), flush=True)
        return 0
    jobs = args.jobs or os.cpu_count() or 1
    counts = {"solved": 0, "unsolvable": 0, "gave_up": 0}
    total = 0.0
    for chunk in _deal_results(positions, args, jobs):
        for verdict, seconds, _ in chunk:
            counts[verdict] += 1
            total += seconds
        print("\n".join(text for _, _, text in chunk), flush=True)
    if not args.json:
        summary = ", ".join(f"{n} {v.replace('_', ' ')}" for v, n in counts.items())
        print(f"{len(positions)} deals: {summary}; {total:.1f} s of solving", file=sys.stderr)
    return 0
