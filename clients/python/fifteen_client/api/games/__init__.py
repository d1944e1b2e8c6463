"""The tic-tac-toe operations under their name before 1.6.0.

Since 1.6.0 they are generated as ``fifteen_client.api.tictactoe`` (the
OpenAPI tag is the game's name, as for every other game); this package keeps
``from fifteen_client.api.games import get_move`` working.  Hand-written.
"""

from ..tictactoe import (
    analyse_position,
    analyse_position_by_query,
    get_move,
    get_move_by_query,
    get_status,
    get_status_by_query,
    list_rules,
)

__all__ = [
    "analyse_position",
    "analyse_position_by_query",
    "get_move",
    "get_move_by_query",
    "get_status",
    "get_status_by_query",
    "list_rules",
]
