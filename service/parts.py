"""What one app answers with, made once by the factory (``service.app``)
and kept as one Flask extension: the named games' tables, the variant
engines, the API (and its OpenAPI document), the limiter.  The views reach
them through ``parts()``; the search processes are ``service.searches``'
own extension."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask import Flask, current_app

from service.variants.engines import VariantEngines
from solver.tictactoe import Engine

KEY = "fifteen"
"""The app's extension key."""


@dataclass
class Parts:
    """The app's parts."""

    engines: dict[str, Engine]
    """The named games' tables, by rule-set name (a missing table: absent)."""
    variants: VariantEngines
    api: Any
    """flask-smorest's ``Api``: the OpenAPI document (``api.spec``)."""
    limiter: Any
    """The rate limiter (``http.limits``), or None when limits are off."""
    openapi_yaml: str | None = None
    """The OpenAPI document as YAML, rendered on first demand."""


def parts(app: Flask | None = None) -> Parts:
    """The parts of ``app`` (by default the app handling the request)."""
    found: Parts = (app or current_app).extensions[KEY]
    return found
