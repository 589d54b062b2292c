"""`boulanger-solve`: print, replay and solve positions from the command line.

Exit status 0 for any verdict, 2 for bad input (with one line on stderr), 141 when the
reader of standard output stops reading (`| head -1`), with no word. It imports the engine
(`core`) alone: nothing of the app, Qt or the plugins.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Final, NoReturn

from boulanger_qt import __version__
from boulanger_qt.cli import reader_gone
from boulanger_qt.cli.solve_position import Position
from boulanger_qt.core.boardfile import BoardFileError, format_board, parse_board
from boulanger_qt.core.codes import GameCode, GameCodeError
from boulanger_qt.core.deals import MAX_DEAL, MIN_DEAL, DealError, deal
from boulanger_qt.core.echo import bounded, bounded_quotes, quoted
from boulanger_qt.core.moves import Move, NotationError
from boulanger_qt.core.rules import IllegalMoveError, apply_move
from boulanger_qt.core.session import Session
from boulanger_qt.core.state import GameState
from boulanger_qt.support.inputs import InputProblem, read_text


class InputError(Exception):
    """Bad command-line input: reported on one line, exit status 2."""


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


MAX_BOARD_BYTES: Final = 64 * 1024
MAX_MOVES_BYTES: Final = 4 * 1024 * 1024
MAX_JOBS: Final = 256


def _read_text(path: str, max_bytes: int) -> str:
    """A board or moves file, or standard input for '-': UTF-8, at most `max_bytes`."""
    if path == "-":
        return _read_stdin(max_bytes)
    try:
        return read_text(Path(path), max_bytes=max_bytes)
    except InputProblem as exc:
        raise InputError(f"cannot read {bounded(path, 200)}: it {exc.reason}") from None


def _read_stdin(max_bytes: int) -> str:
    stream = getattr(sys.stdin, "buffer", None)
    try:
        if stream is None:  # a text stream without bytes beneath (tests)
            text = sys.stdin.read(max_bytes + 1)
            if len(text.encode("utf-8", "surrogatepass")) > max_bytes:
                raise InputError(f"standard input holds more than {max_bytes:,} bytes")
            return text
        data: bytes = stream.read(max_bytes + 1)
        if len(data) > max_bytes:
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


def _daily(text: str, cells: int | None) -> Position:
    from boulanger_qt.core.daily import DAILY_CELLS, daily_deal, parse_day

    if cells not in (None, DAILY_CELLS):
        raise InputError(f"--cells {cells}: the deal of the day has {DAILY_CELLS} free cells")
    try:
        number = daily_deal(parse_day(text))
    except (ValueError, LookupError) as exc:
        raise InputError(f"--daily: {exc}") from None
    return Position(deal(number, DAILY_CELLS), number)


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
            return [_daily(args.daily, args.cells)]
        return [Position(parse_board(_read_text(args.board, MAX_BOARD_BYTES), args.cells), None)]
    except (GameCodeError, DealError) as exc:
        raise InputError(str(exc)) from None
    except BoardFileError as exc:
        raise InputError(f"board {bounded(args.board, 200)}: {exc}") from None


def play_line(text: str, play: Callable[[Move], object]) -> tuple[int, str | None]:
    """`play` each move of `text` until the first bad one: (moves played, why it is bad)."""
    applied = 0
    for token in text.split():
        try:
            play(Move.parse(token))
        except (NotationError, IllegalMoveError) as exc:
            return applied, f"move {applied + 1}: {exc}"
        applied += 1
    return applied, None


def replay(state: GameState, deal_number: int | None, text: str) -> dict[str, object]:
    """Play moves from `state`; stop at the first bad one and say why."""
    session = Session(state, deal_number)
    applied, error = play_line(text, session.play)
    return {
        "legal": error is None,
        "applied": applied,
        "error": error,
        "won": session.is_won(),
        "score": session.score,
    }


def review_line(position: Position, text: str, timeout: float) -> dict[str, object]:
    """--review: the line's legal moves reviewed (core.review), each position solved within
    `timeout` seconds; a bad move ends the line there and is named."""
    import time

    from boulanger_qt.core.review import review
    from boulanger_qt.core.solver import solve

    started = time.perf_counter()
    states = [position.state]
    _, error = play_line(text, lambda move: states.append(apply_move(states[-1], move)))
    done = review(states, partial(solve, timeout=timeout))
    return {
        "legal": error is None,
        "verdicts": list(done.verdicts),
        "fatal_move": done.fatal_move,
        "better_move": None if done.better_move is None else str(done.better_move),
        "seconds": round(time.perf_counter() - started, 3),
        "error": error,
    }


def run(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    found = positions(args)
    if args.print_board or args.replay is not None or args.review is not None:
        if len(found) != 1:
            raise InputError("--print-board, --replay and --review take a single position, not --deals")
        position = found[0]
        if args.print_board:
            sys.stdout.write(format_board(position.state))
            return 0
        import json

        if args.replay is not None:
            print(json.dumps(replay(position.state, position.deal, _read_text(args.replay, MAX_MOVES_BYTES))))
            return 0
        if args.timeout <= 0:
            raise InputError("--timeout must be a positive number of seconds")
        print(json.dumps(review_line(position, _read_text(args.review, MAX_MOVES_BYTES), args.timeout)))
        return 0
    if args.timeout <= 0:
        raise InputError("--timeout must be a positive number of seconds")
    if not 0 <= args.jobs <= MAX_JOBS:
        raise InputError(f"--jobs must be 0 (one per core) to {MAX_JOBS}")
    from boulanger_qt.cli.solve_report import solve_and_report

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
