"""Request bodies: strict JSON for every endpoint that takes one.

Errors are those of the rest of the API: 415 for a body not declared as
JSON, 400 for a body that is not JSON this service can read (malformed, not
UTF-8, nested too deeply, numbers too long), 422 for an object naming a field
twice.
"""

from __future__ import annotations

import json
from typing import Any

from flask import Request
from flask_smorest import Blueprint, abort
from webargs.flaskparser import FlaskParser


class DuplicateNameError(ValueError):
    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def _unique_names(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object, refusing a name given twice (which value was meant?)."""
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for name, _ in pairs:
            if name in seen:
                raise DuplicateNameError(name)
            seen.add(name)
    return result


class JsonBodyParser(FlaskParser):
    """webargs' parser, stricter: 415 for a body not declared as JSON; 422 for
    an object naming a field twice; 400 for JSON too deep or with numbers too
    long for Python to read (webargs lets those escape as server errors)."""

    def _raw_load_json(self, req: Request) -> Any:
        if not req.is_json:
            abort(415)
        data = req.get_data(cache=True)
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise json.JSONDecodeError(
                f"not UTF-8: {error.reason}", doc=" ", pos=error.start
            ) from error
        try:
            return json.loads(text, object_pairs_hook=_unique_names)
        except json.JSONDecodeError:
            raise
        except DuplicateNameError as error:
            abort(422, messages={"json": {error.name: ["given more than once"]}})
        except RecursionError:
            abort(400, message="The JSON body is nested too deeply.")
        except ValueError:
            abort(400, message="The JSON body holds a number too long to read.")


class JsonBlueprint(Blueprint):  # type: ignore[misc]
    """A flask-smorest blueprint whose arguments are strict JSON bodies."""

    ARGUMENTS_PARSER = JsonBodyParser()
