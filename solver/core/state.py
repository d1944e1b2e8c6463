"""Whether a game goes on, and how it ended: the same three states in every
two-player game of the service."""

from __future__ import annotations

import enum


class GameState(enum.Enum):
    """Whether the game goes on, and how it ended."""

    IN_PROGRESS = "in_progress"
    WON = "won"
    DRAW = "draw"
