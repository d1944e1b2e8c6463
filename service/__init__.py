"""fifteen's HTTP service: a thin Flask layer over ``solver``.

Importing the package is light: a solver process (a local pool's or an RQ
worker's) imports ``service.variants.jobs`` without the web application,
its blueprints or its metrics.

>>> app = create_app({"TESTING": True})
>>> app.test_client().get("/healthz").json
{'status': 'ok'}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from flask import Flask


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build the application: configuration, tables, API and error handlers
    (``service.app``)."""
    from service.app import build_app

    return build_app(config)
