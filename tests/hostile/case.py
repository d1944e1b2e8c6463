"""One hostile request and the answer it must get, and the pieces the
catalogue builds bodies from."""

from __future__ import annotations

from typing import Any, NamedTuple

_: None = None
E = [_] * 9
"""The empty 3x3 board."""
C5 = [_, _, _, _, 5, _, _, _, _]
"""A 3x3 board with 5 in the centre."""
JSON = "application/json"


class Case(NamedTuple):
    """A request (``payload``: a JSON body, raw ``(bytes, content type)``,
    or None for no body) and the status and field its problem document
    must have (``field`` None: the document need name none)."""

    name: str
    method: str
    path: str
    payload: Any
    status: int
    field: str | None


def body(**fields: Any) -> dict[str, Any]:
    return fields


SUM15_DEAL = {
    "players": 2,
    "seat": 0,
    "hand": ["AS", "2S", "3S", "4S", "5S", "6S"],
    "starters": ["9D"],
}
"""A two-player deal before its first play."""
