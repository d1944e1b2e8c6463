"""A catalogue of hostile requests: each gets the right 4xx problem document,
naming the offending field, and nothing internal leaks."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service import create_app

_: None = None
E = [_] * 9
C5 = [_, _, _, _, 5, _, _, _, _]
JSON = "application/json"
LEAKS = re.compile(r"Traceback|File \"|\.py\b|/work/|site-packages|Werkzeug/|Python/|gunicorn/")


def body(**fields: Any) -> dict[str, Any]:
    return fields


SUM15_DEAL = {
    "players": 2,
    "seat": 0,
    "hand": ["AS", "2S", "3S", "4S", "5S", "6S"],
    "starters": ["9D"],
}
"""A two-player deal before its first play."""


# (id, method, path, json body or raw (bytes, content type), status, field)
CASES: list[tuple[str, str, str, Any, int, str | None]] = [
    # not JSON, or not a JSON object
    ("not json", "POST", "/v1/status", (b"board please", JSON), 400, None),
    ("truncated json", "POST", "/v1/status", (b'{"board": [', JSON), 400, None),
    ("single quotes", "POST", "/v1/status", (b"{'board': []}", JSON), 400, None),
    ("trailing comma", "POST", "/v1/status", (b'{"board": [],}', JSON), 400, None),
    ("not utf-8", "POST", "/v1/status", (b'{"board": "\xff"}', JSON), 400, None),
    ("nested too deeply", "POST", "/v1/move", (b"[" * 50000 + b"]" * 50000, JSON), 413, None),
    ("nested deeply", "POST", "/v1/move", (b"[" * 20000 + b"]" * 20000, JSON), 400, None),
    ("5000-digit number", "POST", "/v1/move", (b'{"seed": ' + b"7" * 5000 + b"}", JSON), 400, None),
    ("json null", "POST", "/v1/status", (b"null", JSON), 422, "body"),
    ("json array", "POST", "/v1/status", (b"[1, 2, 3]", JSON), 422, "body"),
    ("json number", "POST", "/v1/status", (b"42", JSON), 422, "body"),
    ("json string", "POST", "/v1/status", (b'"board"', JSON), 422, "body"),
    ("json true", "POST", "/v1/analysis", (b"true", JSON), 422, "body"),
    ("empty body", "POST", "/v1/status", (b"", JSON), 400, None),
    ("text/plain", "POST", "/v1/status", (b'{"board": []}', "text/plain"), 415, None),
    (
        "form encoded",
        "POST",
        "/v1/move",
        (b"board=1", "application/x-www-form-urlencoded"),
        415,
        None,
    ),
    ("no content type", "POST", "/v1/analysis", (b'{"board": []}', None), 415, None),
    ("over 64 KiB", "POST", "/v1/status", (b'{"board": "' + b"x" * 70000 + b'"}', JSON), 413, None),
    # missing fields
    ("no board", "POST", "/v1/status", body(), 422, "board"),
    ("no player for a move", "POST", "/v1/move", body(board=E), 422, "player"),
    ("no picks", "POST", "/v1/pick15/status", body(), 422, "picks"),
    # the board: wrong types and shapes
    ("board a string", "POST", "/v1/status", body(board="_________"), 422, "board"),
    ("board an object", "POST", "/v1/status", body(board={"0": 5}), 422, "board"),
    ("board null", "POST", "/v1/status", body(board=None), 422, "board"),
    ("board a number", "POST", "/v1/status", body(board=9), 422, "board"),
    ("eight cells", "POST", "/v1/status", body(board=[_] * 8), 422, "board"),
    ("ten cells", "POST", "/v1/status", body(board=[_] * 10), 422, "board"),
    ("no cells", "POST", "/v1/status", body(board=[]), 422, "board"),
    ("nested cell", "POST", "/v1/status", body(board=[[5]] + [_] * 8), 422, "board[0]"),
    (
        "string cell",
        "POST",
        "/v1/status",
        body(board=[_, _, _, "5", _, _, _, _, _]),
        422,
        "board[3]",
    ),
    ("boolean cell", "POST", "/v1/status", body(board=[True] + [_] * 8), 422, "board[0]"),
    ("fractional cell", "POST", "/v1/status", body(board=[_, 5.5] + [_] * 7), 422, "board[1]"),
    ("object cell", "POST", "/v1/status", body(board=[_, _, {}] + [_] * 6), 422, "board[2]"),
    (
        "NaN cell",
        "POST",
        "/v1/status",
        (b'{"board": [NaN,null,null,null,null,null,null,null,null]}', JSON),
        422,
        "board[0]",
    ),
    ("huge cell", "POST", "/v1/status", body(board=[10**30] + [_] * 8), 422, "board[0]"),
    (
        "negative cell",
        "POST",
        "/v1/status",
        body(board=[_, _, _, _, -5, _, _, _, _]),
        422,
        "board[4]",
    ),
    ("cell of ten", "POST", "/v1/status", body(board=[_] * 8 + [10]), 422, "board[8]"),
    (
        "number twice",
        "POST",
        "/v1/status",
        body(board=[5, 2, _, _, 5, _, _, _, _]),
        422,
        "board[4]",
    ),
    ("even first", "POST", "/v1/status", body(board=[2] + [_] * 8), 422, "board"),
    ("odd two ahead", "POST", "/v1/status", body(board=[1, 3] + [_] * 7), 422, "board"),
    (
        "two separate lines",
        "POST",
        "/v1/status",
        body(board=[1, 6, 8, 3, 5, 7, 2, 4, _]),
        422,
        "board",
    ),
    (
        "odd line, even last",
        "POST",
        "/v1/status",
        body(board=[1, 5, 9, 2, 4, _, 6, _, _]),
        422,
        "board[0]",
    ),
    (
        "parity line, odd's, even last",
        "POST",
        "/v1/status",
        body(rules="nygaard", board=[1, 3, 7, 2, 4, _, 6, _, _]),
        422,
        "board[0]",
    ),
    # rules
    ("unknown rules", "POST", "/v1/status", body(rules="chess", board=E), 422, "rules"),
    ("rules a number", "POST", "/v1/status", body(rules=15, board=E), 422, "rules"),
    ("rules null", "POST", "/v1/status", body(rules=None, board=E), 422, "rules"),
    ("rules a list", "POST", "/v1/status", body(rules=["graham"], board=E), 422, "rules"),
    ("rules with nul", "POST", "/v1/status", body(rules="graham\u0000", board=E), 422, "rules"),
    (
        "rules unknown part",
        "POST",
        "/v1/status",
        body(rules={"colour": "red"}, board=E),
        422,
        "rules.colour",
    ),
    (
        "target a string",
        "POST",
        "/v1/status",
        body(rules={"target": "15"}, board=E),
        422,
        "rules.target",
    ),
    ("target zero", "POST", "/v1/status", body(rules={"target": 0}, board=E), 422, "rules.target"),
    (
        "numbers shared",
        "POST",
        "/v1/status",
        body(rules={"numbers": {"odd": [1, 2], "even": [2, 4]}}, board=E),
        422,
        "rules.numbers.even[0]",
    ),
    (
        "numbers twice",
        "POST",
        "/v1/status",
        body(rules={"numbers": {"odd": [1, 1]}}, board=E),
        422,
        "rules.numbers.odd[1]",
    ),
    (
        "number 100",
        "POST",
        "/v1/status",
        body(rules={"numbers": {"odd": [100]}}, board=E),
        422,
        "rules.numbers.odd[0]",
    ),
    (
        "ten numbers",
        "POST",
        "/v1/status",
        body(rules={"numbers": {"even": list(range(2, 22, 2))}}, board=E),
        422,
        "rules.numbers.even",
    ),
    (
        "parity_wins a string",
        "POST",
        "/v1/status",
        body(rules={"parity_wins": "yes"}, board=E),
        422,
        "rules.parity_wins",
    ),
    (
        "first unknown",
        "POST",
        "/v1/status",
        body(rules={"first": "third"}, board=E),
        422,
        "rules.first",
    ),
    (
        "too large to solve",
        "POST",
        "/v1/move",
        body(
            rules={"numbers": {"odd": list(range(1, 19, 2)), "even": list(range(2, 20, 2))}},
            board=E,
            player="odd",
        ),
        422,
        "rules",
    ),
    # player
    ("unknown player", "POST", "/v1/move", body(board=C5, player="x"), 422, "player"),
    ("player a number", "POST", "/v1/move", body(board=C5, player=1), 422, "player"),
    ("player null", "POST", "/v1/move", body(board=C5, player=None), 422, "player"),
    ("player in unicode", "POST", "/v1/move", body(board=C5, player="ödd"), 422, "player"),
    ("player with spaces", "POST", "/v1/move", body(board=C5, player=" even "), 422, "player"),
    ("not your turn", "POST", "/v1/move", body(board=C5, player="odd"), 409, "player"),
    # tokens
    ("tokens a string", "POST", "/v1/status", body(board=C5, tokens="1,3"), 422, "tokens"),
    (
        "tokens foreign number",
        "POST",
        "/v1/status",
        body(board=C5, tokens={"odd": [1, 3, 7, 9, 11]}),
        422,
        "tokens.odd",
    ),
    (
        "tokens twice",
        "POST",
        "/v1/status",
        body(board=C5, tokens={"odd": [1, 3, 7, 7]}),
        422,
        "tokens.odd[3]",
    ),
    (
        "tokens disagree",
        "POST",
        "/v1/status",
        body(board=C5, tokens={"odd": [1, 3, 5, 7, 9]}),
        422,
        "tokens.odd",
    ),
    (
        "tokens third player",
        "POST",
        "/v1/status",
        body(board=C5, tokens={"third": [1]}),
        422,
        "tokens.third",
    ),
    (
        "tokens boolean",
        "POST",
        "/v1/status",
        body(board=C5, tokens={"odd": [True]}),
        422,
        "tokens.odd[0]",
    ),
    # options
    ("seed a string", "POST", "/v1/move", body(board=C5, player="even", seed="7"), 422, "seed"),
    ("seed negative", "POST", "/v1/move", body(board=C5, player="even", seed=-7), 422, "seed"),
    ("seed a float", "POST", "/v1/move", body(board=C5, player="even", seed=7.5), 422, "seed"),
    ("seed 2^64", "POST", "/v1/move", body(board=C5, player="even", seed=2**64), 422, "seed"),
    ("skill above 1", "POST", "/v1/move", body(board=C5, player="even", skill=1.5), 422, "skill"),
    ("skill below 0", "POST", "/v1/move", body(board=C5, player="even", skill=-0.1), 422, "skill"),
    (
        "skill a string",
        "POST",
        "/v1/move",
        body(board=C5, player="even", skill="max"),
        422,
        "skill",
    ),
    (
        "skill that only floats can take for 1",
        "POST",
        "/v1/move",
        (
            b'{"board": [null,null,null,null,5,null,null,null,null], '
            b'"player": "even", "skill": 0.9999999999999999999999}',
            JSON,
        ),
        422,
        "skill",
    ),
    (
        "get skill that only floats can take for 1",
        "GET",
        "/v1/move?board=_,_,_,_,5,_,_,_,_&player=even&skill=0.9999999999999999999999",
        None,
        422,
        "skill",
    ),
    (
        "skill infinite",
        "POST",
        "/v1/move",
        (
            b'{"board": [null,null,null,null,5,null,null,null,null], '
            b'"player": "even", "skill": Infinity}',
            JSON,
        ),
        422,
        "skill",
    ),
    (
        "a field named twice",
        "POST",
        "/v1/move",
        (
            b'{"board": [null,null,null,null,5,null,null,null,null], '
            b'"player": "even", "player": "odd"}',
            JSON,
        ),
        422,
        "player",
    ),
    (
        "a rule named twice inside rules",
        "POST",
        "/v1/status",
        (
            b'{"board": [null,null,null,null,5,null,null,null,null], '
            b'"rules": {"target": 15, "target": 16}}',
            JSON,
        ),
        422,
        "rules.target",
    ),
    (
        "a field named twice in a batch item",
        "POST",
        "/v1/batch/status",
        (
            b'{"positions": [{"board": [null,null,null,null,null,null,null,null,null]}, '
            b'{"board": [null,null,null,null,null,null,null,null,null], "board": []}]}',
            JSON,
        ),
        422,
        "positions[1].board",
    ),
    ("a huge board", "POST", "/v1/status", body(board=["x"] * 10000), 422, "board"),
    (
        "a huge token list",
        "POST",
        "/v1/status",
        body(board=E, tokens={"odd": ["x"] * 10000}),
        422,
        "tokens.odd",
    ),
    # unknown fields
    ("unknown field", "POST", "/v1/status", body(board=E, debug=True), 422, "debug"),
    ("unicode field", "POST", "/v1/status", body(board=E, **{"ключ": 1}), 422, "ключ"),
    ("seed on status", "POST", "/v1/status", body(board=E, seed=1), 422, "seed"),
    # Pick15
    (
        "pick of ten",
        "POST",
        "/v1/pick15/status",
        body(picks={"first": [10]}),
        422,
        "picks.first[0]",
    ),
    (
        "picked twice",
        "POST",
        "/v1/pick15/status",
        body(picks={"first": [5], "second": [5]}),
        422,
        "picks.second[0]",
    ),
    (
        "picked twice by one side",
        "POST",
        "/v1/pick15/status",
        body(picks={"first": [5, 1, 5], "second": [2, 3]}),
        422,
        "picks.first[2]",
    ),
    ("second picks first", "POST", "/v1/pick15/status", body(picks={"second": [5]}), 422, "picks"),
    (
        "pick a string",
        "POST",
        "/v1/pick15/status",
        body(picks={"first": ["5"]}),
        422,
        "picks.first[0]",
    ),
    (
        "pick15 wrong turn",
        "POST",
        "/v1/pick15/move",
        body(picks={"first": [5]}, player="first"),
        409,
        "player",
    ),
    # methods and paths
    ("PUT a read endpoint", "PUT", "/v1/move", None, 405, None),
    ("PUT", "PUT", "/v1/status", body(board=E), 405, None),
    ("DELETE", "DELETE", "/v1/analysis", None, 405, None),
    ("POST a GET endpoint", "POST", "/v1/rules", body(), 405, None),
    ("unknown path", "GET", "/v1/moves", None, 404, None),
    ("path traversal", "GET", "/docs/assets/../../../etc/passwd", None, 404, None),
    ("version 2", "POST", "/v2/move", body(board=E), 404, None),
    # bodies: empty, encoded, huge error documents
    ("whitespace body", "POST", "/v1/status", (b"  \r\n ", JSON), 400, None),
    (
        "4000 unknown fields",
        "POST",
        "/v1/status",
        body(board=E, **{f"f{i}": 1 for i in range(4000)}),
        422,
        None,
    ),
    (
        "a 60 KB unknown rules name",
        "POST",
        "/v1/status",
        body(board=E, rules="x" * 60000),
        422,
        "rules",
    ),
    ("a 60 KB field name", "POST", "/v1/status", body(board=E, **{"k" * 60000: 1}), 422, None),
    # solves
    ("solve without rules", "POST", "/v1/solves", body(), 422, "rules"),
    ("solve bad rules", "POST", "/v1/solves", body(rules={"target": 0}), 422, "rules.target"),
    ("solve unknown field", "POST", "/v1/solves", body(rules="graham", board=E), 422, "board"),
    ("solve of nothing known", "GET", "/v1/solves/t999:odd=1:even=2:first=odd", None, 404, None),
    ("solve bad root", "GET", "/v1/solves/graham?root=a,b", None, 422, "root"),
    # GET forms: the position in the query string
    ("get without a board", "GET", "/v1/move?player=odd", None, 422, "board"),
    ("get eight cells", "GET", "/v1/status?board=_,_,_,_,_,_,_,_", None, 422, "board"),
    ("get ten cells", "GET", "/v1/status?board=_,_,_,_,_,_,_,_,_,_", None, 422, "board"),
    ("get a letter cell", "GET", "/v1/status?board=_,_,x,_,_,_,_,_,_", None, 422, "board[2]"),
    ("get a zero cell", "GET", "/v1/status?board=0,_,_,_,_,_,_,_,_", None, 422, "board[0]"),
    ("get a signed cell", "GET", "/v1/status?board=_,+5,_,_,_,_,_,_,_", None, 422, "board[1]"),
    ("get a spaced cell", "GET", "/v1/status?board=_,_,_,%205,_,_,_,_,_", None, 422, "board[3]"),
    (
        "get a huge cell",
        "GET",
        "/v1/status?board=_,_,_,_," + "9" * 400 + ",_,_,_,_",
        None,
        422,
        "board[4]",
    ),
    (
        "get a board twice",
        "GET",
        "/v1/status?board=_,_,_,_,_,_,_,_,_&board=1,_,_,_,_,_,_,_,_",
        None,
        422,
        "board",
    ),
    (
        "get an unknown parameter",
        "GET",
        "/v1/status?board=_,_,_,_,_,_,_,_,_&utm=x",
        None,
        422,
        "utm",
    ),
    ("get tokens", "GET", "/v1/status?board=_,_,_,_,_,_,_,_,_&tokens=1", None, 422, "tokens"),
    (
        "get unknown rules",
        "GET",
        "/v1/status?board=_,_,_,_,_,_,_,_,_&rules=chess",
        None,
        422,
        "rules",
    ),
    (
        "get a rules object",
        "GET",
        '/v1/status?board=_,_,_,_,_,_,_,_,_&rules={"target":14}',
        None,
        422,
        "rules",
    ),
    (
        "get rules id misspelled",
        "GET",
        "/v1/status?board=_,_,_,_,_,_,_,_,_&rules=t14:even=2,4,6,8:odd=1,3,5,7,9:first=odd",
        None,
        422,
        "rules",
    ),
    (
        "get a seed in words",
        "GET",
        "/v1/move?board=_,_,_,_,_,_,_,_,_&player=odd&seed=seven",
        None,
        422,
        "seed",
    ),
    (
        "get a negative seed",
        "GET",
        "/v1/move?board=_,_,_,_,_,_,_,_,_&player=odd&seed=-1",
        None,
        422,
        "seed",
    ),
    (
        "get a seed past 2^63",
        "GET",
        "/v1/move?board=_,_,_,_,_,_,_,_,_&player=odd&seed=9223372036854775808",
        None,
        422,
        "seed",
    ),
    (
        "get skill nan",
        "GET",
        "/v1/move?board=_,_,_,_,_,_,_,_,_&player=odd&skill=nan",
        None,
        422,
        "skill",
    ),
    (
        "get skill 2",
        "GET",
        "/v1/move?board=_,_,_,_,_,_,_,_,_&player=odd&skill=2",
        None,
        422,
        "skill",
    ),
    ("get an empty player", "GET", "/v1/move?board=_,_,_,_,_,_,_,_,_&player=", None, 422, "player"),
    (
        "get a wrong player",
        "GET",
        "/v1/move?board=_,_,_,_,_,_,_,_,_&player=even",
        None,
        409,
        "player",
    ),
    (
        "get an unreachable board",
        "GET",
        "/v1/status?board=5,_,_,_,5,_,_,_,_",
        None,
        422,
        "board[4]",
    ),
    ("get pick15 letters", "GET", "/v1/pick15/status?first=9,x", None, 422, "first"),
    (
        "get pick15 ten picks",
        "GET",
        "/v1/pick15/status?first=1,2,3,4,5,6,7,8,9,1",
        None,
        422,
        "first",
    ),
    (
        "get pick15 picked twice",
        "GET",
        "/v1/pick15/status?first=9&second=9",
        None,
        422,
        "second[0]",
    ),
    # Sum 15
    (
        "sum15 card not a string",
        "POST",
        "/v1/sum15/resolve",
        {"middle": [], "card": 10},
        422,
        "card",
    ),
    (
        "sum15 joker",
        "POST",
        "/v1/sum15/resolve",
        {"middle": ["JOKER"], "card": "2S"},
        422,
        "middle[0]",
    ),
    (
        "sum15 a card four times",
        "POST",
        "/v1/sum15/resolve",
        {"middle": ["2S"] * 3, "card": "2S"},
        422,
        "card",  # the copy too many is the card played
    ),
    (
        "sum15 a middle with a card four times",
        "POST",
        "/v1/sum15/resolve",
        {"middle": ["2S"] * 4, "card": "3S"},
        422,
        "middle[3]",
    ),
    (
        "sum15 middle of 200",
        "POST",
        "/v1/sum15/resolve",
        {"middle": ["2S"] * 200, "card": "2S"},
        422,
        "middle",
    ),
    (
        "sum15 no players",
        "POST",
        "/v1/sum15/move",
        {"seat": 0, "hand": [], "starters": ["2S"]},
        422,
        "players",
    ),
    (
        "sum15 one player",
        "POST",
        "/v1/sum15/move",
        {"players": 1, "seat": 0, "hand": [], "starters": ["2S"]},
        422,
        "players",
    ),
    (
        "sum15 seven cards",
        "POST",
        "/v1/sum15/move",
        {"players": 2, "seat": 0, "hand": ["2S"] * 7, "starters": ["3S"]},
        422,
        "hand",
    ),
    (
        "sum15 seat off the table",
        "POST",
        "/v1/sum15/move",
        {"players": 2, "seat": 5, "hand": [], "starters": ["3S"]},
        422,
        "seat",
    ),
    (
        "sum15 budget of a minute",
        "POST",
        "/v1/sum15/move",
        {"players": 2, "seat": 0, "hand": [], "starters": ["3S"], "budget_ms": 60000},
        422,
        "budget_ms",
    ),
    (
        "sum15 a million samples",
        "POST",
        "/v1/sum15/move",
        {"players": 2, "seat": 0, "hand": [], "starters": ["3S"], "samples": 10**6},
        422,
        "samples",
    ),
    (
        "sum15 pick-ups for too few seats",
        "POST",
        "/v1/sum15/move",
        {**SUM15_DEAL, "picked_up": [[]]},
        422,
        "picked_up",
    ),
    (
        "sum15 pick-ups the plays did not make",
        "POST",
        "/v1/sum15/move",
        {**SUM15_DEAL, "picked_up": [["9D"], []]},
        422,
        "picked_up[0]",
    ),
    (
        "sum15 a middle holding a pair no play leaves",
        "POST",
        "/v1/sum15/resolve",
        {"middle": ["KC", "KD", "KH"], "card": "KS"},
        422,
        "middle[1]",
    ),
    (
        "sum15 a middle summing to 15",
        "POST",
        "/v1/sum15/resolve",
        {"middle": ["2C", "6S", "7H"], "card": "AS"},
        422,
        "middle[2]",
    ),
    (
        "sum15 a suit that only looks like S (long s)",
        "POST",
        "/v1/sum15/resolve",
        {"middle": ["8H", "4S"], "card": "3\u017f"},
        422,
        "card",
    ),
    (
        "sum15 others with a Kelvin sign for K",
        "POST",
        "/v1/sum15/move",
        {**SUM15_DEAL, "others": "un\u212anown"},
        422,
        "others",
    ),
    (
        "sum15 a card as a number",
        "POST",
        "/v1/sum15/resolve",
        {"middle": ["5H"], "card": 3},
        422,
        "card",
    ),
    # Math Scrabble
    (
        "math equation a number",
        "POST",
        "/v1/math-scrabble/validate",
        {"equation": 12},
        422,
        "equation",
    ),
    (
        "math equation of 10 KB",
        "POST",
        "/v1/math-scrabble/validate",
        {"equation": "1" * 10_000},
        422,
        "equation",
    ),
    (
        "math equation null",
        "POST",
        "/v1/math-scrabble/validate",
        {"equation": None},
        422,
        "equation",
    ),
    (
        "math board of 14 rows",
        "POST",
        "/v1/math-scrabble/score",
        {"board": ["." * 15] * 14, "placement": [{"row": 7, "col": 7, "tile": "1"}]},
        422,
        "board",
    ),
    (
        "math board of 100,000 rows",
        "POST",
        "/v1/math-scrabble/score",
        {"board": ["."] * 100_000, "placement": []},
        413,
        None,
    ),
    (
        "math board row of 1000",
        "POST",
        "/v1/math-scrabble/moves",
        {"board": ["." * 1000] * 15, "rack": "1"},
        422,
        "board[0]",
    ),
    (
        "math board with emoji",
        "POST",
        "/v1/math-scrabble/moves",
        {"board": ["." * 15] * 7 + ["......😀........"] + ["." * 15] * 7, "rack": "1"},
        422,
        "board[7]",
    ),
    (
        "math board floating tile",
        "POST",
        "/v1/math-scrabble/moves",
        {"board": ["1" + "." * 14] + ["." * 15] * 14, "rack": "1"},
        422,
        "board[7]",
    ),
    (
        "math placement off the board",
        "POST",
        "/v1/math-scrabble/score",
        {"placement": [{"row": -1, "col": 7, "tile": "1"}]},
        422,
        "placement[0].row",
    ),
    (
        "math placement of 10 tiles",
        "POST",
        "/v1/math-scrabble/score",
        {"placement": [{"row": 7, "col": c, "tile": "1"} for c in range(10)]},
        422,
        "placement",
    ),
    (
        "math placement twice on a square",
        "POST",
        "/v1/math-scrabble/score",
        {"placement": [{"row": 7, "col": 7, "tile": "1"}] * 2},
        422,
        "placement[1]",
    ),
    (
        "math placement tile of two",
        "POST",
        "/v1/math-scrabble/score",
        {"placement": [{"row": 7, "col": 7, "tile": "12"}]},
        422,
        "placement[0].tile",
    ),
    (
        "math placement blank as a string",
        "POST",
        "/v1/math-scrabble/score",
        {"placement": [{"row": 7, "col": 7, "tile": "1", "blank": "yes"}]},
        422,
        "placement[0].blank",
    ),
    (
        "math three blanks listed",
        "POST",
        "/v1/math-scrabble/score",
        {"blanks": [[7, 7]] * 3, "placement": [{"row": 7, "col": 7, "tile": "1"}]},
        422,
        "blanks",
    ),
    (
        "math score from a rack of six blanks",
        "POST",
        "/v1/math-scrabble/score",
        {
            "rack": "1=1??????",
            "placement": [
                {"row": 7, "col": 6, "tile": "1"},
                {"row": 7, "col": 7, "tile": "="},
                {"row": 7, "col": 8, "tile": "1"},
            ],
        },
        422,
        "rack",
    ),
    ("math rack of ten", "POST", "/v1/math-scrabble/moves", {"rack": "1234567890"}, 422, "rack"),
    ("math rack of six sevens", "POST", "/v1/math-scrabble/moves", {"rack": "777777"}, 422, "rack"),
    (
        "math limit of a million",
        "POST",
        "/v1/math-scrabble/moves",
        {"rack": "1=1", "limit": 10**6},
        422,
        "limit",
    ),
    (
        "math budget of an hour",
        "POST",
        "/v1/math-scrabble/moves",
        {"rack": "1=1", "budget_ms": 3_600_000},
        422,
        "budget_ms",
    ),
    (
        "math a million steps",
        "POST",
        "/v1/math-scrabble/moves",
        {"rack": "1=1", "steps": 10**6},
        422,
        "steps",
    ),
    (
        "math steps as a fraction",
        "POST",
        "/v1/math-scrabble/moves",
        {"rack": "1=1", "steps": 0.5},
        422,
        "steps",
    ),
    (
        "4x4 move of a million nodes",
        "POST",
        "/v1/move",
        {"rules": {"size": 4}, "board": [None] * 16, "player": "odd", "nodes": 10**6},
        422,
        "nodes",
    ),
    (
        "4x4 analysis of a billion nodes by query",
        "GET",
        "/v1/analysis?rules=t34:odd=1,3,5,7,9,11,13,15:even=2,4,6,8,10,12,14,16:first=odd:size=4"
        f"&board={','.join(['_'] * 16)}&nodes={10**9}",
        None,
        422,
        "nodes",
    ),
    (
        "math bonus unknown",
        "POST",
        "/v1/math-scrabble/moves",
        {"rack": "1=1", "bonus": "cube"},
        422,
        "bonus",
    ),
    # whole games
    ("game without seed", "POST", "/v1/math-scrabble/games", {"moves": []}, 422, "seed"),
    ("game seed a string", "POST", "/v1/math-scrabble/games", {"seed": "7"}, 422, "seed"),
    ("game seed past 2^63", "POST", "/v1/math-scrabble/games", {"seed": 2**64}, 422, "seed"),
    (
        "game moves a string",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": "pass"},
        422,
        "moves",
    ),
    (
        "game move a number",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": [7]},
        422,
        "moves[0]",
    ),
    (
        "game of 1001 moves",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": ["pass"] * 1001},
        422,
        "moves",
    ),
    (
        "game move of 10 KB",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": ["8F " + "1" * 10_000]},
        422,
        "moves[0]",
    ),
    (
        "game move nonsense",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": ["pass", "resign"]},
        422,
        "moves[1]",
    ),
    (
        "game move NUL",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": ["8F 1=1\u0000"]},
        422,
        "moves[0]",
    ),
    (
        "game blank named twice",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": ["8F 1=1, blank 1 on 8F, blank 1 on 8F, blank = on 8G"]},
        422,
        "moves[0]",
    ),
    (
        "game move after the end",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": ["pass"] * 7},
        422,
        "moves[6]",
    ),
    (
        "game draw by hand",
        "POST",
        "/v1/math-scrabble/games",
        {"seed": 1, "moves": ["draw ?"]},
        422,
        "moves[0]",
    ),
    ("deal without players", "POST", "/v1/sum15/games", {"seed": 1}, 422, "players"),
    ("deal of 15 players", "POST", "/v1/sum15/games", {"seed": 1, "players": 15}, 422, "players"),
    (
        "deal of 14 on one deck",
        "POST",
        "/v1/sum15/games",
        {"seed": 1, "players": 14, "decks": 1},
        422,
        "decks",
    ),
    (
        "deal card not a card",
        "POST",
        "/v1/sum15/games",
        {"seed": 1, "players": 2, "plays": ["1Z"]},
        422,
        "plays[0]",
    ),
    (
        "deal of 86 plays",
        "POST",
        "/v1/sum15/games",
        {"seed": 1, "players": 2, "plays": ["AS"] * 86},
        422,
        "plays",
    ),
    (
        "deal card not held",
        "POST",
        "/v1/sum15/games",
        {"seed": 1, "players": 2, "plays": ["AS", "AS", "AS", "AS", "AS"]},
        422,
        None,
    ),
    # batches
    ("batch without positions", "POST", "/v1/batch/move", {}, 422, "positions"),
    ("batch positions an object", "POST", "/v1/batch/move", {"positions": {}}, 422, "positions"),
    ("batch of 1001", "POST", "/v1/batch/status", {"positions": [{}] * 1001}, 422, "positions"),
    ("batch unknown field", "POST", "/v1/batch/status", {"positions": [], "x": 1}, 422, "x"),
    (
        "batch over 2 MiB",
        "POST",
        "/v1/batch/status",
        (b'{"positions": [' + b" " * (3 << 20) + b"]}", JSON),
        413,
        None,
    ),
    ("batch not json", "POST", "/v1/batch/analysis", (b"positions", JSON), 400, None),
    ("solve 60 KB id", "GET", "/v1/solves/" + "t" * 3000, None, 404, None),
    # records, positions and seats' tokens
    ("record too long", "POST", "/v1/records", {"record": "1. " + "5@4 " * 6000}, 422, "record"),
    ("record not text", "POST", "/v1/pick15/records", {"record": ["[Game]"]}, 422, "record"),
    ("record nul bytes", "POST", "/v1/sum15/records", {"record": '[Seed "\u0000"]'}, 422, "record"),
    (
        "record open comment",
        "POST",
        "/v1/records",
        {"record": '[Rules "graham"]\n{'},
        422,
        "record",
    ),
    (
        "gcg no seed",
        "POST",
        "/v1/math-scrabble/records",
        {"record": ">p0: ? - +0 0"},
        422,
        "record",
    ),
    (
        "gcg huge seed",
        "POST",
        "/v1/math-scrabble/records",
        {"record": "#seed " + "9" * 400},
        422,
        "record",
    ),
    (
        "cgp brackets",
        "POST",
        "/v1/math-scrabble/positions",
        {"position": "[[[" * 600},
        422,
        "position",
    ),
    (
        "cgp 2001 chars",
        "POST",
        "/v1/math-scrabble/positions",
        {"position": "." * 2001},
        422,
        "position",
    ),
    ("seat token junk", "POST", "/v1/math-scrabble/seat", {"game": "\u00e9" * 100}, 422, "game"),
    ("seat token huge", "POST", "/v1/sum15/seat", {"game": "A" * 48001}, 422, "game"),
    ("seat steps huge", "POST", "/v1/math-scrabble/seat", {"steps": 10**9}, 422, "steps"),
    (
        "seat samples huge",
        "POST",
        "/v1/sum15/seat",
        {"players": 14, "decks": 2, "samples": 2000},
        422,
        "samples",
    ),
]


@pytest.fixture(scope="module")
def hostile() -> FlaskClient:
    app: Flask = create_app({"TESTING": False, "SOLVE_LIMIT": 2_000_000})
    return app.test_client()


def send(client: FlaskClient, method: str, path: str, payload: Any) -> Any:
    if isinstance(payload, tuple):
        data, content_type = payload
        headers = {"Content-Type": content_type} if content_type else {}
        return client.open(path, method=method, data=data, headers=headers)
    if payload is None:
        return client.open(path, method=method)
    return client.open(path, method=method, json=payload)


def test_every_case_of_the_catalogue_has_its_own_name() -> None:
    assert len({case[0] for case in CASES}) == len(CASES)


def test_an_encoded_body_is_415(hostile: FlaskClient) -> None:
    for coding in ("gzip", "deflate", "br", "x-made-up"):
        response = hostile.post(
            "/v1/status",
            data=b'{"board": []}',
            headers={"Content-Type": JSON, "Content-Encoding": coding},
        )
        assert response.status_code == 415, coding
        assert response.mimetype == "application/problem+json"


@pytest.mark.parametrize("charset", ["utf-16", "latin-1"])
def test_a_body_declared_in_another_charset_is_415(hostile: FlaskClient, charset: str) -> None:
    """JSON is UTF-8: a body said to be otherwise is refused, not read as UTF-8."""
    answer = hostile.post(
        "/v1/status",
        data=b'{"board": [null, null, null, null, null, null, null, null, null]}',
        content_type=f"application/json; charset={charset}",
    )
    assert answer.status_code == 415
    assert "UTF-8" in answer.get_json()["detail"]
    for declared in ("UTF-8", "us-ascii"):
        answer = hostile.post(
            "/v1/status", data=b'{"board": []}', content_type=f"{JSON}; charset={declared}"
        )
        assert answer.status_code == 422  # read: the board is too short


def test_an_empty_body_is_400_not_a_missing_field(hostile: FlaskClient) -> None:
    response = hostile.post("/v1/move", data=b"", headers={"Content-Type": JSON})
    assert response.status_code == 400
    assert response.get_json()["type"] == "urn:fifteen:problem:empty-body"


def test_only_unreadable_json_is_typed_malformed_json(hostile: FlaskClient) -> None:
    response = hostile.post("/v1/move", data=b"{", headers={"Content-Type": JSON})
    assert response.get_json()["type"] == "urn:fifteen:problem:malformed-json"
    assert response.get_json()["detail"].startswith("The request body is not valid JSON: ")


@pytest.mark.parametrize("depth", [450, 700])
def test_a_deeply_nested_escaped_character_is_looked_at_without_recursion(
    hostile: FlaskClient, depth: int
) -> None:
    """Where a body writes a surrogate escape, its strings are looked at for
    half a character at any depth JSON's reader allows (it was a 500)."""
    nested = b"[" * depth + b'"\\ud83d\\ude00"' + b"]" * depth
    answer = hostile.post("/v1/status", data=b'{"board": ' + nested + b"}", content_type=JSON)
    assert answer.status_code == 422, answer.data[:300]
    lone = b"[" * depth + b'"\\ud83d"' + b"]" * depth
    answer = hostile.post("/v1/status", data=b'{"board": ' + lone + b"}", content_type=JSON)
    assert answer.status_code == 400
    assert answer.get_json()["type"] == "urn:fifteen:problem:malformed-json"


def test_half_a_character_is_refused_not_echoed(hostile: FlaskClient) -> None:
    """A lone surrogate escape (JSON allows it) is not text: it is refused
    rather than echoed back, as an unknown field's name would be, in a body
    that strict JSON readers cannot read; a pair is a character like any."""
    empty = '"board": [null, null, null, null, null, null, null, null, null]'
    for sent in ('{%s, "\\udfff": 1}', '{"positions": [{%s, "player": "\\ud800x"}]}'):
        for path in ("/v1/move", "/v1/batch/move"):
            answer = hostile.post(path, data=(sent % empty).encode(), content_type=JSON)
            assert answer.status_code == 400
            assert answer.get_json()["type"] == "urn:fifteen:problem:malformed-json"
            assert "surrogate" in answer.get_json()["detail"]
    paired = hostile.post(
        "/v1/move", data=f'{{{empty}, "\\ud83d\\ude00": 1}}'.encode(), content_type=JSON
    )
    assert paired.status_code == 422 and "\U0001f600" in paired.get_json()["errors"]
    written = hostile.post(
        "/v1/move", data=f'{{{empty}, "\\\\udfff": 1}}'.encode(), content_type=JSON
    )
    assert written.status_code == 422 and "\\udfff" in written.get_json()["errors"]


def test_preconditions_and_ranges_that_fail_are_problem_documents(hostile: FlaskClient) -> None:
    url = "/v1/status?board=_,_,_,_,5,_,_,_,_"
    etag = hostile.get(url).headers["ETag"]
    assert hostile.get(url, headers={"If-Match": etag}).status_code == 200
    failed = hostile.get(url, headers={"If-Match": '"another"'})
    assert failed.status_code == 412 and failed.mimetype == "application/problem+json"
    assert failed.get_json()["type"] == "urn:fifteen:problem:precondition-failed"
    assert "immutable" not in failed.headers.get("Cache-Control", "")  # not the answer's
    outside = hostile.get("/docs/assets/swagger-ui.css", headers={"Range": "bytes=999999999-"})
    assert outside.status_code == 416
    assert outside.get_json()["type"] == "urn:fifteen:problem:range-not-satisfiable"


def test_the_host_header_is_never_written_into_a_redirect(hostile: FlaskClient) -> None:
    for path in ("/docs/assets//swagger-ui.css", "/v1/rules/", "//v1/rules"):
        response = hostile.get(path, headers={"Host": "evil.example"})
        assert "evil.example" not in response.headers.get("Location", ""), path
        assert response.status_code in (200, 404), path


def test_metric_labels_come_from_closed_sets(hostile: FlaskClient) -> None:
    for method in ("AAAA", "BREW", "X" * 40):
        hostile.open("/v1/move", method=method)
    text = hostile.get("/metrics").get_data(as_text=True)
    assert 'method="AAAA"' not in text and 'method="BREW"' not in text
    assert 'method="other"' in text


@pytest.mark.parametrize(
    ("method", "path", "payload", "status", "field"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_hostile_requests_get_a_problem_document(
    hostile: FlaskClient, method: str, path: str, payload: Any, status: int, field: str | None
) -> None:
    response = send(hostile, method, path, payload)
    text = response.get_data(as_text=True)
    assert response.status_code == status, text
    assert response.mimetype == "application/problem+json", text
    document = response.get_json(force=True)
    assert document["status"] == status
    assert {"type", "title", "detail"} <= set(document)
    if field is not None:
        assert field in document["errors"], document
        assert all(isinstance(m, str) and m for m in document["errors"][field])
    assert not LEAKS.search(text), text
    for name, value in response.headers.items():
        assert not LEAKS.search(f"{name}: {value}")
    if status == 405:
        assert response.headers["Allow"]
    assert len(text) < 4000, "a bounded document: a few fields, no input echoed at length"


def test_a_request_cannot_turn_on_debug_mode(hostile: FlaskClient) -> None:
    for query in ("?debug=1", "?__debugger__=yes&cmd=resource&f=style.css"):
        response = hostile.get("/" + query, headers={"X-Debug": "1"})  # a page takes any query
        text = response.get_data(as_text=True)
        response.close()
        assert response.status_code == 200
        assert "debugger" not in text.lower()
    assert hostile.application.debug is False


MOVE = b'{"board": [null, null, null, null, %s, null, null, null, null], "player": "even"%s}'


@pytest.mark.parametrize(
    ("cell", "extra", "status", "field"),
    [
        (b"5.0", b"", 200, None),  # a whole number, as JSON Schema reads it
        (b"5e0", b', "seed": 1e2', 200, None),
        (b"5.5", b"", 422, "board[4]"),
        (b"5.0000000000000001", b"", 422, "board[4]"),  # read exactly, not as the float 5.0
        (b"5", b', "seed": 1e999999999', 422, "seed"),  # never written out
        (b"5", b', "skill": 1.0000000000000001', 422, "skill"),  # over 1, as written
        (b"5", b', "skill": 1e-400', 422, "skill"),  # not silently 0
        (b"5", b', "skill": 1e400', 422, "skill"),
        (b"5", b', "seed": 0e999', 200, None),  # 0, however written
        (b"5", b', "seed": 1e30', 422, "seed"),  # whole, but far out of range
        (b"1e99999999999999999999", b"", 400, None),  # an exponent past reading
        (b"5", b', "player": [1.5]', 422, "player"),
        (b"5", b', "skill": NaN', 422, "skill"),  # not JSON: refused by name, as written
        (b"5", b', "skill": -Infinity', 422, "skill"),
        (b"5", b', "skill": 1' + b"0" * 4000, 422, "skill"),  # out of range, not unreadable
    ],
)
def test_numbers_are_read_as_written(
    hostile: FlaskClient, cell: bytes, extra: bytes, status: int, field: str | None
) -> None:
    answer = hostile.post("/v1/move", data=MOVE % (cell, extra), content_type=JSON)
    assert answer.status_code == status, answer.data
    assert answer.mimetype == "application/problem+json" or status == 200
    if field is not None:
        assert field in answer.get_json()["errors"]
        assert "Decimal" not in answer.get_data(as_text=True)  # named as the body wrote it
        message = answer.get_json()["errors"][field][0]
        marshmallows = ("Not a valid", "Special numeric", "Number too large")
        assert not any(words in message for words in marshmallows), message  # the API's words


def test_sum15_errors_say_what_is_wrong(hostile: FlaskClient) -> None:
    def errors(path: str, body: dict[str, Any]) -> dict[str, list[str]]:
        answer = hostile.post(path, json=body)
        assert answer.status_code == 422
        return dict(answer.get_json()["errors"])

    too_few = errors("/v1/sum15/move", {**SUM15_DEAL, "picked_up": [[]]})
    assert "one list for each seat" in too_few["picked_up"][0]
    wrong = errors("/v1/sum15/move", {**SUM15_DEAL, "picked_up": [["9D"], []]})
    assert wrong["picked_up[0]"] == ["seat 0 picked up nothing in these plays"]
    number = errors("/v1/sum15/resolve", {"middle": ["5H"], "card": 3})
    assert "not the number 3" in number["card"][0]


@pytest.mark.parametrize(
    ("path", "sent", "field", "message"),
    [
        (
            "/v1/math-scrabble/moves",
            {"rack": "12+=", "budget_ms": 5000},
            "budget_ms",
            "must be from 1 to 3000, got 5000",
        ),
        (
            "/v1/math-scrabble/moves",
            {"rack": "12+=", "steps": 400_001},
            "steps",
            "must be from 1 to 400000, got 400001",
        ),
        ("/v1/math-scrabble/moves", {}, "rack", "is required"),
        ("/v1/math-scrabble/moves", {"rack": None}, "rack", "must not be null"),
        (
            "/v1/math-scrabble/moves",
            {"rack": "1=1", "board": ["." * 70] + ["." * 15] * 14},
            "board[0]",
            "a row has 15 squares: this one is over 64 characters",
        ),
        ("/v1/status", {"board": 5}, "board", "must be a list"),
        (
            "/v1/sum15/move",
            {"players": 4, "seat": 0, "hand": ["AS"], "starters": ["2S"], "picked_up": [[]] * 15},
            "picked_up",
            "must hold at most 14 items",
        ),
        ("/v1/math-scrabble/validate", {"equation": ["1=1"]}, "equation", "must be a string"),
        ("/v1/math-scrabble/moves", {"rack": 123}, "rack", "must be a string"),
        (
            "/v1/math-scrabble/score",
            {"placement": [{"row": 7, "col": 7, "tile": 5}]},
            "placement[0].tile",
            "must be a string",
        ),
        (
            "/v1/math-scrabble/moves",
            {"rack": "1=1", "board": [1] * 15},
            "board[0]",
            "must be a string",
        ),
    ],
)
def test_errors_are_worded_as_the_api_words_them(
    hostile: FlaskClient, path: str, sent: dict[str, Any], field: str, message: str
) -> None:
    """Not marshmallow's defaults ("Missing data for required field.",
    "Must be greater than or equal to 1 and less than or equal to 3000.")."""
    answer = hostile.post(path, json=sent)
    assert answer.status_code == 422
    assert answer.get_json()["errors"][field] == [message]
