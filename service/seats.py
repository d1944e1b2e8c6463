"""Games held by their players: a seat's game travels as a sealed token.

The service keeps no games.  A game played from one seat (``POST
/v1/math-scrabble/seat``) is written into a token that only the service can
open (``cryptography``'s Fernet: AES in CBC mode with an HMAC, under the
deployment's key): the seed that orders the bag, the settings and every
turn taken.  The player holds the token and sends it back with each move,
so any API worker on any host with the same key continues the game, and
nobody holding the token can read the other seat's tiles from it or change
a turn.

The key is ``FIFTEEN_SECRET_KEY`` (a Fernet key: ``python -c "from
cryptography.fernet import Fernet; print(Fernet.generate_key().decode())"``),
the same on every host of a deployment.  Without it a host makes one once,
in its variants folder, which its workers share.
"""

from __future__ import annotations

import enum
import json
import os
import secrets
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from cryptography.fernet import Fernet, InvalidToken
from flask import Flask, current_app

from solver.core.errors import IllegalMoveError, PositionError

KEY_FILE = ".seat-key"
"""The key a host made for itself, in its variants folder."""
MAX_TOKEN_CHARS = 48_000
"""The longest token read: a whole game's is about 50 characters a turn (1,636
for 47 turns); the longest game the rules allow, some 600 turns, is under this."""
EXTENSION = "fifteen.seats"
DEALT_SEEDS = 2**53
"""A seat's deal is dealt from a seed below this: every seed a JavaScript
number holds exactly, so a page or the TypeScript client reads the seed an
answer reveals as it is (the API takes seeds up to ``MAX_SEED``)."""
TOKEN_VERSION = 1
"""What a token holds: ``v``, ``game`` (whose token), ``seed``, the game's
settings, and ``moves``, every turn taken."""


class GameTokenError(PositionError):
    """A token this service did not seal (or sealed under another key)."""

    slug = "invalid-game-token"
    part = "game"


class SettingBesideTokenError(PositionError):
    """A new game's setting sent with a game that already has it."""

    slug = "invalid-game-token"

    def __init__(self, setting: str) -> None:
        super().__init__(
            f"{setting} is a new game's setting: the game token holds this game's; "
            f"leave {setting} out, or leave game out for a new game",
            part=setting,
        )


class Sealer:
    """Seals a game's facts into a token and opens them again."""

    def __init__(self, key: bytes) -> None:
        self.fernet = Fernet(key)

    def seal(self, facts: dict[str, Any]) -> str:
        return self.fernet.encrypt(json.dumps(facts, separators=(",", ":")).encode()).decode()

    def open(self, token: str) -> dict[str, Any]:
        """The facts ``token`` seals; ``GameTokenError`` for any other text."""
        try:
            facts = json.loads(self.fernet.decrypt(token.encode("ascii", "replace")))
        except (InvalidToken, ValueError):
            raise GameTokenError(
                "this is not a game this service dealt (a token from another deployment, "
                "or changed): start a new game"
            ) from None
        if not isinstance(facts, dict):
            raise GameTokenError("this is not a game this service dealt: start a new game")
        return facts


def _key(app: Flask) -> bytes:
    """The deployment's key, else the one this host made (made once)."""
    configured: str | None = app.config.get("SECRET_KEY_SEATS")
    if configured:
        return configured.encode()
    path = Path(app.config["VARIANTS_DIR"]) / KEY_FILE
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        made = path.with_name(f"{KEY_FILE}.{os.getpid()}")
        made.write_bytes(Fernet.generate_key())
        made.chmod(0o600)
        try:
            os.link(made, path)  # whole or not at all; the first host process's wins
        except FileExistsError:
            pass
        finally:
            made.unlink()
    return path.read_bytes().strip()


def init_app(app: Flask) -> None:
    """Give the app its sealer (refusing a key Fernet cannot use)."""
    try:
        app.extensions[EXTENSION] = Sealer(_key(app))
    except ValueError as error:
        raise RuntimeError(f"FIFTEEN_SECRET_KEY is not a Fernet key: {error}") from None


def sealer() -> Sealer:
    sealing: Sealer = current_app.extensions[EXTENSION]
    return sealing


def game_facts(args: Mapping[str, Any], game: str, defaults: Mapping[str, Any]) -> dict[str, Any]:
    """The facts of the ``game`` a seat's request plays: its token's
    (``args["game"]``), refusing a new game's setting beside it, or a new
    game's, dealt from a seed nobody is told, with the settings ``args``
    gives or their ``defaults``."""
    if "game" in args:
        facts = sealer().open(args["game"])
        if facts.get("v") != TOKEN_VERSION or facts.get("game") != game:
            raise GameTokenError(f"this is not a {game} game this service dealt: start a new game")
        for setting in defaults:
            if setting in args:
                raise SettingBesideTokenError(setting)
        return facts
    settings = {name: _plain(args.get(name, default)) for name, default in defaults.items()}
    seed = secrets.randbelow(DEALT_SEEDS)
    return {"v": TOKEN_VERSION, "game": game, "seed": seed, **settings, "moves": []}


def seat_turn(
    facts: Mapping[str, Any], play: Callable[[], dict[str, Any]], turns: str
) -> dict[str, Any]:
    """A seat's answer: its view after ``play`` (the game replayed and the
    request's turn taken, ``IllegalMoveError`` naming the request's move),
    with the next token: ``facts`` sealed with every turn taken
    (``play``'s answer's ``turns``)."""
    try:
        found = play()
    except IllegalMoveError as error:
        raise error.of_move("") from None  # the request's move, not moves[i]
    view: dict[str, Any] = found["view"]
    view["game"] = sealer().seal({**facts, "moves": found[turns]})
    return view


def _plain(value: Any) -> Any:
    """A setting as JSON holds it (an enum by its value)."""
    return value.value if isinstance(value, enum.Enum) else value
