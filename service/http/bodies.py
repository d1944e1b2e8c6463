"""Request bodies: strict JSON for every endpoint that takes one.

Errors are those of the rest of the API: 415 for a body not declared as
JSON (in UTF-8: a ``charset`` other than ``utf-8`` is refused, not ignored)
or sent with a content coding (gzip, ...), 400 for a body that is empty
or not JSON this service can read (malformed, not UTF-8, nested too deeply,
numbers too long), 422 for an object naming a field twice; how the body
arrives (its framing, its time, its size: 400, 408, 413) is ``framing``'s.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from decimal import Decimal
from http import HTTPStatus
from typing import Any

from flask import Request
from flask_smorest import Blueprint, abort
from marshmallow import RAISE
from webargs.flaskparser import FlaskParser

from service.http.framing import read_body
from service.http.queries import GIVEN_TWICE


class _Repeated(dict):  # type: ignore[type-arg]
    """A JSON object that names ``name`` more than once."""

    name = ""


def _objects(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object, marked (``_Repeated``) if it gives a name twice: the
    body is then refused, naming where (which value was meant?)."""
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for name, _ in pairs:
            if name in seen:
                repeated = _Repeated(result)
                repeated.name = name
                raise _Found(repeated)
            seen.add(name)
    return result


def _marked(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``_objects``, marking an object that gives a name twice instead of
    stopping there."""
    try:
        return _objects(pairs)
    except _Found as found:
        return found.repeated


class _Found(Exception):
    """Parsing met an object that gives a name twice."""

    def __init__(self, repeated: _Repeated) -> None:
        super().__init__(repeated.name)
        self.repeated = repeated


def repeated_name(value: Any, path: str = "") -> str | None:
    """Where in ``value`` (parsed JSON) an object first gives a name twice,
    as the API names fields (``rules.numbers.odd``, ``positions[3].board``),
    or None."""
    if isinstance(value, dict):
        if isinstance(value, _Repeated):
            return f"{path}.{value.name}" if path else value.name
        for name, inner in value.items():
            found = repeated_name(inner, f"{path}.{name}" if path else name)
            if found is not None:
                return found
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found = repeated_name(inner, f"{path}[{index}]")
            if found is not None:
                return found
    return None


class JsonBodyParser(FlaskParser):
    """webargs' parser, stricter: 415 for a body not declared as JSON; 422 for
    an object naming a field twice (a query parameter given twice: see
    ``queries``); 400 for
    JSON too deep or with numbers too long for Python to read (webargs lets
    those escape as server errors)."""

    DEFAULT_UNKNOWN_BY_LOCATION = {
        **FlaskParser.DEFAULT_UNKNOWN_BY_LOCATION,
        "query": RAISE,  # unknown query parameters are refused, as unknown fields are
    }

    def load_querystring(self, req: Request, schema: Any) -> Any:
        """The query parameters as a plain object of strings (each given
        once, with a name: ``queries`` has refused the rest)."""
        return req.args.to_dict()

    def load_json(self, req: Request, schema: Any) -> Any:
        """The request's JSON body, parsed once (``load_json``); malformed
        JSON, or JSON not in UTF-8, is 400 ``malformed-json`` saying where
        (``line`` and ``column``, counted from 1 in characters).  (webargs'
        own hooks under this method are not its public API.)"""
        try:
            return load_json(req)
        except json.JSONDecodeError as error:
            where = {"line": error.lineno, "column": error.colno}
            message = f"The request body is not valid JSON: {error.msg} at line {error.lineno}, "
            abort(400, message=f"{message}column {error.colno}.", slug="malformed-json", at=where)


PARSED = "fifteen.json"
"""Where a request's parsed body is kept, so that it is parsed once."""


def load_json(req: Request) -> Any:
    """The request's JSON body, parsed once however often it is asked
    for: 415, 400, 413 and 422 as the module
    says, or ``json.JSONDecodeError`` for malformed JSON (webargs answers it)."""
    if PARSED in req.environ:
        parsed, error = req.environ[PARSED]
        if error is not None:
            raise error
        return parsed
    try:
        parsed = _parse_json(req)
    except Exception as error:  # the body is read once: so is its error
        req.environ[PARSED] = (None, error)
        raise
    req.environ[PARSED] = (parsed, None)
    return parsed


def _parse_json(req: Request) -> Any:
    if not req.is_json:
        abort(415)
    charset = req.mimetype_params.get("charset")
    if charset is not None and charset.strip().lower() not in UTF_8:
        abort(415, message="Send the JSON body in UTF-8, as JSON requires: charset=utf-8 or none.")
    coding = req.environ.get("HTTP_CONTENT_ENCODING")
    if coding is not None and coding.strip().lower() != "identity":
        abort(415, message="Send the request body without a Content-Encoding.")
    data = read_body(req)
    if not data or data.isspace():
        abort(400, message="The request body is empty: send a JSON object.", slug="empty-body")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        read = data[: error.start].decode("utf-8")  # what came before is UTF-8
        raise json.JSONDecodeError(
            f"a byte that is not UTF-8 ({error.reason})", doc=read + " ", pos=len(read)
        ) from error
    try:
        parsed = _loads(text, _READER)
    except json.JSONDecodeError:
        raise
    except _Found as found:
        # The text itself is ambiguous, a batch item's as much as any: the
        # whole body is refused, naming where (parsed again, marking).
        try:
            marked = _loads(text, _MARKING_READER)
            where = repeated_name(marked) or found.repeated.name
        except (ValueError, ArithmeticError, RecursionError):  # unreadable further on
            where = found.repeated.name
        abort(422, messages={"json": {where: [GIVEN_TWICE]}})
    except RecursionError:
        abort(400, message="The JSON body is nested too deeply.", slug="malformed-json")
    except (ValueError, ArithmeticError):  # ArithmeticError: Decimal's, for a vast exponent
        abort(400, message="The JSON body holds a number too long to read.", slug="malformed-json")
    if SURROGATE_ESCAPE.search(text) and _holds_a_lone_surrogate(parsed):
        # JSON lets \ud800 be written alone, but it is half a character:
        # nothing sent may be echoed back (a field's name, a card) as text
        # that is not Unicode.
        abort(
            400,
            message="The JSON body writes a surrogate escape (\\ud800 to \\udfff) that is "
            "not one of a pair: half a character, not text.",
            slug="malformed-json",
        )
    return parsed


def _reader(objects: Callable[[list[tuple[str, Any]]], Any]) -> json.JSONDecoder:
    """A JSON reader making each object by ``objects``, and reading numbers
    with a point or an exponent exactly, as ``Decimal`` (the schemas decide
    what they may be, ``schemas.fields``); so are NaN and Infinity, which
    Python's reader takes and JSON has not, so that each field refuses them
    by name."""
    return json.JSONDecoder(object_pairs_hook=objects, parse_float=Decimal, parse_constant=Decimal)


_READER = _reader(_objects)
_MARKING_READER = _reader(_marked)


def _loads(text: str, reader: json.JSONDecoder) -> Any:
    """``text`` read as JSON by ``reader``, as ``json.loads`` reads it: a
    byte-order mark is refused as it refuses one (``decode`` alone would
    say no value starts there)."""
    if text.startswith("\ufeff"):
        raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", text, 0)
    return reader.decode(text)


SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")
"""A JSON escape of a surrogate: half a character, whole only in a pair."""


def _holds_a_lone_surrogate(value: Any) -> bool:
    """Whether a string of ``value`` (a name or a value, at any depth) holds
    a surrogate that no pair made a character of.  Walked with a stack, not
    by recursion: a body may nest as deeply as JSON's reader allowed."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


UTF_8 = ("utf-8", "utf8", "us-ascii", "ascii")
"""The charsets a JSON body may be declared in: UTF-8, or ASCII (a part of it)."""
NOT_MODIFIED = {
    "description": "Not Modified: the answer is the one the If-None-Match ETag names.",
}


class JsonBlueprint(Blueprint):  # type: ignore[misc]
    """A flask-smorest blueprint whose arguments are strict JSON bodies, and
    which names the body field of each part of its game the engine names
    (``Refusal.part``) where the two differ: ``fields`` for every view,
    ``name_fields`` for one."""

    ARGUMENTS_PARSER = JsonBodyParser()

    def __init__(self, *args: Any, fields: Mapping[str, str] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._fields = dict(fields or {})
        self._view_fields: dict[str, dict[str, str]] = {}

    def name_fields(self, view: str, fields: Mapping[str, str]) -> None:
        """The body fields of the view ``view`` (its endpoint's last part,
        the class's name), in place of the blueprint's."""
        self._view_fields[f"{self.name}.{view}"] = dict(fields)

    def body_field(self, endpoint: str | None, part: str) -> str:
        """The body field of ``part`` in a request to ``endpoint``."""
        names = self._view_fields.get(endpoint or "", self._fields)
        return names.get(part, part)

    def errors(self, *statuses: int, pending: bool = False) -> Any:
        """Document error responses as references to the problem components,
        429 (the per-client rate limit, ``service.http.limits``) on every one, and
        with ``pending`` the 202 of a variant still being solved.

        Unlike ``alt_response``, ``doc`` adds no wrapper around the view, so
        the documentation costs nothing per request.
        """
        responses: dict[int, Any] = {
            status: NOT_MODIFIED if status == 304 else HTTPStatus(status).name
            for status in statuses
        }
        if pending:
            responses[202] = "SOLVE_PENDING"
        responses[429] = "TOO_MANY_REQUESTS"
        return self.doc(responses=responses)
