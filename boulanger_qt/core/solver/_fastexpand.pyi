"""expand.new_children and expand.best_first in C (_fastexpand.c)."""

from collections.abc import Callable

def new_children(
    key: bytes, cell_count: int, parent: dict[bytes, bytes | None], scores: list[int] | None, /
) -> list[bytes]: ...
def best_first(
    start: bytes,
    cell_count: int,
    parent: dict[bytes, bytes | None],
    switch_states: int,
    check: Callable[[], object],
    check_every: int,
    weight: int,
    g_weight: int,
    depth_bits: int,
    count_bits: int,
    /,
) -> tuple[bytes | None, list[bytes]]: ...
