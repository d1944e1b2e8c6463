"""200 JSON responses from the dicts each game's ``answers`` module makes
(``solver.tictactoe.answers``, ``solver.mathscrabble.answers``, ...).

The response schemas document the API; the views write the engines' answers
as those modules make them (the command line and the search processes make
the same) instead of ``Schema.dump``, which costs more than the engine
itself.  A test holds both to the same output.
"""

from __future__ import annotations

from typing import Any

from flask import Response

from solver.core.answers import compact


def json_response(body: dict[str, Any]) -> Response:
    """A 200 JSON response, compact as Flask writes it outside debug mode."""
    return json_text_response(compact(body))


def json_text_response(text: str) -> Response:
    """A 200 JSON response of ``text``, JSON written already."""
    return Response(text, mimetype="application/json")


def json_list_response(key: str, items: list[dict[str, Any] | str]) -> Response:
    """A 200 JSON response ``{key: items}``, each item a dict or JSON text
    written already (a search process's answer, sent as it is)."""
    if not any(isinstance(item, str) for item in items):
        return json_response({key: items})
    written = ",".join(item if isinstance(item, str) else compact(item) for item in items)
    return Response(f'{{"{key}":[{written}]}}', mimetype="application/json")
