"""expand.new_children in C (_fastexpand.c)."""

def new_children(
    key: bytes, cell_count: int, parent: dict[bytes, bytes | None], scores: list[int] | None, /
) -> list[bytes]: ...
