"""`boulanger-solve`: print, replay and solve positions from the command line.

Exit status 0 for any verdict, 2 for bad input (with one line on stderr), 141 when the
reader of standard output stops reading (`| head -1`), with no word. It imports the engine
(`core`) alone: nothing of the app, Qt or the plugins.

Solving one position prints a readable report (or one JSON object with --json). --deals
prints one line per deal, in deal order, solved in chunks by a pool of --jobs worker
processes that also format the lines, so the parent only prints them.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Final, NoReturn

from boulanger_qt import __version__
from boulanger_qt.cli import daily_deal_of, reader_gone
from boulanger_qt.core.deals import MAX_DEAL, MIN_DEAL, DealError, GameCode, GameCodeError, deal
from boulanger_qt.core.difficulty import difficulty
from boulanger_qt.core.messages import bounded, bounded_quotes, quoted
from boulanger_qt.core.review import read_line, review
from boulanger_qt.core.rules import move_points
from boulanger_qt.core.solver import SolveResult, solve
from boulanger_qt.core.state import BoardFileError, GameState, format_board, parse_board
from boulanger_qt.support.inputs import InputProblem, read_text

MAX_BOARD_BYTES: Final = 64 * 1024
MAX_MOVES_BYTES: Final = 4 * 1024 * 1024
MAX_JOBS: Final = 256
MOVES_PER_LINE: Final = 16
# Chunks per worker: enough for the last hard deals to spread over the pool, few enough
# that the parent's share (one pickle and one write per chunk) stays small.
CHUNKS_PER_JOB: Final = 8
MAX_CHUNK: Final = 16
# One finished deal as the parent needs it: verdict, seconds, and the line to print.
Done = tuple[str, float, str]


class InputError(Exception):
    """Bad command-line input: reported on one line, exit status 2."""


@dataclass(frozen=True, slots=True)
class Position:
    """One position to work on, with its deal number when it is a dealt game."""

    state: GameState
    deal: int | None


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise InputError(bounded_quotes(message))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="boulanger-solve",
        description="Solve, print or replay Jeu du Boulanger (Baker's Game) positions.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--deal", type=int, metavar="N", help="Microsoft deal number N")
    source.add_argument("--deals", metavar="A-B", help="every deal from A to B")
    source.add_argument("--code", metavar="CODE", help="a game code such as BK1-C4-AAAAA24")
    source.add_argument("--board", metavar="FILE", help="a board file ('-' for standard input)")
    source.add_argument("--daily", metavar="YYYY-MM-DD", help="that day's deal of the day (4 free cells)")
    parser.add_argument("--cells", type=int, choices=(4, 2, 1), help="free cells (default 4)")
    parser.add_argument("--timeout", type=float, default=60.0, metavar="SECONDS",
                        help="give up on a position after this long (default 60)")
    parser.add_argument("--jobs", type=int, default=1, metavar="N",
                        help="solve this many deals at once (0 = one per core)")
    parser.add_argument("--json", action="store_true", help="print one JSON object per deal")
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--print-board", action="store_true",
                        help="print the position in the board format and exit")
    action.add_argument("--review", metavar="FILE",
                        help="review a line of moves ('-' for standard input): each position's verdict "
                             "and the move that lost the game, as one JSON object")
    action.add_argument("--replay", metavar="FILE",
                        help="replay the moves in FILE ('-' for standard input)")
    return parser


def _read_text(path: str, max_bytes: int) -> str:
    """A board or moves file, or standard input for '-': UTF-8, at most `max_bytes`."""
    if path != "-":
        try:
            return read_text(Path(path), max_bytes=max_bytes)
        except InputProblem as exc:
            raise InputError(f"cannot read {bounded(path, 200)}: it {exc.reason}") from None
    try:
        if len(data := sys.stdin.buffer.read(max_bytes + 1)) > max_bytes:
            raise InputError(f"standard input holds more than {max_bytes:,} bytes")
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError("cannot read standard input: not UTF-8 text") from None
    except OSError as exc:
        raise InputError(f"cannot read standard input: {exc.strerror or exc}") from None


def _deal_range(text: str) -> range:
    first, dash, last = text.partition("-")
    try:
        a, b = int(first), int(last)
    except ValueError:
        raise InputError(f"--deals {quoted(text)}: expected A-B, e.g. 1-1000") from None
    if not dash or a > b or a < MIN_DEAL or b > MAX_DEAL:
        raise InputError(f"--deals {quoted(text)}: expected A-B with {MIN_DEAL} <= A <= B <= {MAX_DEAL}")
    return range(a, b + 1)


def positions(args: argparse.Namespace) -> list[Position]:
    """The positions named on the command line (raises InputError)."""
    cells = args.cells or 4
    try:
        if args.code is not None:
            code = GameCode.parse(args.code)
            if args.cells is not None and args.cells != code.cells:
                raise InputError(f"--cells {args.cells} contradicts game code {code}")
            return [Position(code.state(), code.deal)]
        if args.deal is not None:
            return [Position(deal(args.deal, cells), args.deal)]
        if args.deals is not None:
            return [Position(deal(n, cells), n) for n in _deal_range(args.deals)]
        if args.daily is not None:
            number, cells = daily_deal_of(args.daily, args.cells, "--daily", InputError)
            return [Position(deal(number, cells), number)]
        return [Position(parse_board(_read_text(args.board, MAX_BOARD_BYTES), args.cells), None)]
    except (GameCodeError, DealError) as exc:
        raise InputError(str(exc)) from None
    except BoardFileError as exc:
        raise InputError(f"board {bounded(args.board, 200)}: {exc}") from None


def replay(state: GameState, text: str) -> dict[str, object]:
    """Play moves from `state`; stop at the first bad one and say why."""
    moves, states, bad = read_line(state, text)
    return {
        "legal": bad is None,
        "applied": len(moves),
        "error": None if bad is None else f"move {len(moves) + 1}: {bad}",
        "won": states[-1].is_won(),
        "score": sum(map(move_points, moves)),
    }


def review_line(position: Position, text: str, timeout: float) -> dict[str, object]:
    """--review: the line's legal moves reviewed (core.review), each position solved within
    `timeout` seconds; a bad move ends the line there and is named."""
    started = time.perf_counter()
    moves, states, bad = read_line(position.state, text)
    done = review(states, partial(solve, timeout=timeout))
    return {
        "legal": bad is None,
        "verdicts": list(done.verdicts),
        "fatal_move": done.fatal_move,
        "better_move": None if done.better_move is None else str(done.better_move),
        "seconds": round(time.perf_counter() - started, 3),
        "error": None if bad is None else f"move {len(moves) + 1}: {bad}",
    }


def result_dict(deal: int | None, state: GameState, result: SolveResult, timeout: float) -> dict[str, Any]:
    """The JSON object for one solved position (`deal` only when known)."""
    return ({} if deal is None else {"deal": deal}) | {
        "verdict": result.verdict,
        "moves": [str(m) for m in result.moves],
        "states": result.states,
        "seconds": round(result.seconds, 3),
        "difficulty": difficulty(deal, state, result.states, timeout) if result.verdict == "solved" else None,
    }


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


def _report(pos: Position, r: dict[str, Any]) -> str:
    moves: list[str] = r["moves"]
    cells = pos.state.cell_count
    where = f"Deal {pos.deal}" if pos.deal is not None else "Position"
    verdicts = {"solved": f"solved in {len(moves)} moves",
                "unsolvable": "unsolvable (every reachable position was searched)"}
    verdict = verdicts.get(r["verdict"], "gave up (time or state limit reached; no verdict)")
    lines = [f"{where} ({cells} free cell{'s' if cells != 1 else ''}): {verdict}",
             f"Positions searched: {r['states']:,}  Time: {r['seconds']:.2f} s"]
    if r["difficulty"] is not None:
        lines.append(f"Difficulty: {r['difficulty']} of 5 (1 easy ... 5 expert)")
    if moves:
        lines.append("Moves:")
        for k in range(0, len(moves), MOVES_PER_LINE):
            lines.append("  " + " ".join(moves[k : k + MOVES_PER_LINE]))
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


def run(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    found = positions(args)
    if args.print_board or args.replay is not None or args.review is not None:
        if len(found) != 1:
            raise InputError("--print-board, --replay and --review take a single position, not --deals")
        if args.print_board:
            sys.stdout.write(format_board(found[0].state))
            return 0
        if args.replay is not None:
            print(json.dumps(replay(found[0].state, _read_text(args.replay, MAX_MOVES_BYTES))))
            return 0
    if args.timeout <= 0:
        raise InputError("--timeout must be a positive number of seconds")
    if args.review is not None:
        print(json.dumps(review_line(found[0], _read_text(args.review, MAX_MOVES_BYTES), args.timeout)))
        return 0
    if not 0 <= args.jobs <= MAX_JOBS:
        raise InputError(f"--jobs must be 0 (one per core) to {MAX_JOBS}")
    return solve_and_report(found, args)


def main(argv: Sequence[str] | None = None) -> int:
    try:
        status = run(argv)
        sys.stdout.flush()  # a reader gone is found here, not by the interpreter's last flush
        return status
    except BrokenPipeError:
        return reader_gone()
    except InputError as exc:
        print(f"boulanger-solve: error: {bounded(str(exc), 300)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
