"""Configuration, read from environment variables in this one place.

| Variable | Default | Meaning |
| --- | --- | --- |
| ``FIFTEEN_TABLES`` | ``solver/data`` | Directory of the built game tables (read by ``solver``). |
| ``FIFTEEN_MAX_BODY_BYTES`` | ``65536`` | Largest request body accepted; larger ones get 413. |
"""

from __future__ import annotations

import os
from typing import Any


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise RuntimeError(f"{name} must be an integer, got {raw!r}") from None


class Config:
    """Settings for ``create_app``; each attribute becomes ``app.config[...]``."""

    def __init__(self) -> None:
        self.MAX_CONTENT_LENGTH = _int("FIFTEEN_MAX_BODY_BYTES", 64 * 1024)
        self.API_TITLE = "fifteen"
        self.API_VERSION = "1.0.0"
        self.OPENAPI_VERSION = "3.1.0"
        self.OPENAPI_URL_PREFIX = "/"
        self.OPENAPI_JSON_PATH = "openapi.json"
        self.OPENAPI_SWAGGER_UI_PATH = "docs"
        self.OPENAPI_SWAGGER_UI_URL = "/docs/assets/"
        self.OPENAPI_SWAGGER_UI_CONFIG = {"url": "/openapi.json"}
        self.JSON_SORT_KEYS = False
        self.API_SPEC_OPTIONS = {
            "info": {
                "description": (
                    "Perfect play for numeric tic-tac-toe: Graham's game (lines summing "
                    "to 15) and Nygaard's game (also three of a parity). Every answer "
                    "comes from an exact precomputed table. Errors are RFC 9457 problem "
                    "documents. Unknown request fields are rejected (422)."
                ),
                "license": {"name": "MIT", "identifier": "MIT"},
            },
        }

    def as_dict(self) -> dict[str, Any]:
        return {k: v for k, v in vars(self).items() if k.isupper()}
