"""The hostile catalogue: whole games, batches, records, positions and seats' tokens."""

from __future__ import annotations

from tests.hostile.case import JSON, Case

CASES: list[Case] = [
    # whole games
    Case("game without seed", "POST", "/v1/math-scrabble/games", {"moves": []}, 422, "seed"),
    Case("game seed a string", "POST", "/v1/math-scrabble/games", {"seed": "7"}, 422, "seed"),
    Case("game seed past 2^63", "POST", "/v1/math-scrabble/games", {"seed": 2**64}, 422, "seed"),
    Case(
        "game moves a string",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": "pass"},
        422,
        "moves",
    ),
    Case(
        "game move a number",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": [7]},
        422,
        "moves[0]",
    ),
    Case(
        "game of 1001 moves",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": ["pass"] * 1001},
        422,
        "moves",
    ),
    Case(
        "game move of 10 KB",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": ["8F " + "1" * 10_000]},
        422,
        "moves[0]",
    ),
    Case(
        "game move nonsense",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": ["pass", "resign"]},
        422,
        "moves[1]",
    ),
    Case(
        "game move NUL",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": ["8F 1=1\u0000"]},
        422,
        "moves[0]",
    ),
    Case(
        "game blank named twice",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": ["8F 1=1, blank 1 on 8F, blank 1 on 8F, blank = on 8G"]},
        422,
        "moves[0]",
    ),
    Case(
        "game move after the end",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": ["pass"] * 7},
        422,
        "moves[6]",
    ),
    Case(
        "game draw by hand",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": ["draw ?"]},
        422,
        "moves[0]",
    ),
    Case("deal without players", "POST", "/v1/sum15/games", {"seed": 1}, 422, "players"),
    Case(
        "deal of 15 players", "POST", "/v1/sum15/games", {"seed": 1, "players": 15}, 422, "players"
    ),
    Case(
        "deal of 14 on one deck",
        "POST",
        "/v1/sum15/games",
        {"seed": 1, "players": 14, "decks": 1},
        422,
        "decks",
    ),
    Case(
        "deal card not a card",
        "POST",
        "/v1/sum15/games",
        {"seed": 1, "players": 2, "plays": ["1Z"]},
        422,
        "plays[0]",
    ),
    Case(
        "deal of 86 plays",
        "POST",
        "/v1/sum15/games",
        {"seed": 1, "players": 2, "plays": ["AS"] * 86},
        422,
        "plays",
    ),
    Case(
        "deal card not held",
        "POST",
        "/v1/sum15/games",
        {"seed": 1, "players": 2, "plays": ["AS", "AS", "AS", "AS", "AS"]},
        422,
        None,
    ),
    # batches
    Case("batch without positions", "POST", "/v1/batch/move", {}, 422, "positions"),
    Case(
        "batch positions an object", "POST", "/v1/batch/move", {"positions": {}}, 422, "positions"
    ),
    Case("batch of 1001", "POST", "/v1/batch/status", {"positions": [{}] * 1001}, 422, "positions"),
    Case("batch unknown field", "POST", "/v1/batch/status", {"positions": [], "x": 1}, 422, "x"),
    Case(
        "batch over 2 MiB",
        "POST",
        "/v1/batch/status",
        (b'{"positions": [' + b" " * (3 << 20) + b"]}", JSON),
        413,
        None,
    ),
    Case("batch not json", "POST", "/v1/batch/analysis", (b"positions", JSON), 400, None),
    Case("solve 60 KB id", "GET", "/v1/solves/" + "t" * 3000, None, 404, None),
    # records, positions and seats' tokens
    Case(
        "record too long", "POST", "/v1/records", {"record": "1. " + "5@4 " * 6000}, 422, "record"
    ),
    Case("record not text", "POST", "/v1/pick15/records", {"record": ["[Game]"]}, 422, "record"),
    Case(
        "record nul bytes",
        "POST",
        "/v1/sum15/records",
        {"record": '[Seed "\u0000"]'},
        422,
        "record",
    ),
    Case(
        "record open comment",
        "POST",
        "/v1/records",
        {"record": '[Rules "graham"]\n{'},
        422,
        "record",
    ),
    Case(
        "gcg no seed",
        "POST",
        "/v1/math-scrabble/records",
        {"record": ">p0: ? - +0 0"},
        422,
        "record",
    ),
    Case(
        "gcg huge seed",
        "POST",
        "/v1/math-scrabble/records",
        {"record": "#seed " + "9" * 400},
        422,
        "record",
    ),
    Case(
        "cgp brackets",
        "POST",
        "/v1/math-scrabble/positions",
        {"position": "[[[" * 600},
        422,
        "position",
    ),
    Case(
        "cgp 2001 chars",
        "POST",
        "/v1/math-scrabble/positions",
        {"position": "." * 2001},
        422,
        "position",
    ),
    Case(
        "seat token junk", "POST", "/v1/math-scrabble/seat", {"game": "\u00e9" * 100}, 422, "game"
    ),
    Case("seat token huge", "POST", "/v1/sum15/seat", {"game": "A" * 48001}, 422, "game"),
    Case("seat steps huge", "POST", "/v1/math-scrabble/seat", {"steps": 10**9}, 422, "steps"),
    Case(
        "seat samples huge",
        "POST",
        "/v1/sum15/seat",
        {"players": 14, "decks": 2, "samples": 2000},
        422,
        "samples",
    ),
]
