"""The OpenAPI document (JSON and YAML) and Swagger UI, served by us.

Swagger UI's files come from the flask-swagger-ui package, so ``/docs`` works
on networks without access to a CDN.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import flask_swagger_ui
import yaml
from flask import Blueprint, Flask, Response, current_app, send_from_directory

from service.parts import parts

SWAGGER_ASSETS = Path(flask_swagger_ui.__file__).with_name("dist")

blp = Blueprint("docs", __name__)


class _PlainDumper(yaml.SafeDumper):
    """YAML without anchors and aliases, which some client generators reject."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


def spec_dict(app: Flask) -> dict[str, Any]:
    spec: dict[str, Any] = parts(app).api.spec.to_dict()
    return spec


def to_yaml(spec: dict[str, Any]) -> str:
    return yaml.dump(spec, Dumper=_PlainDumper, sort_keys=False, allow_unicode=True, width=100)


@blp.get("/openapi.yaml")
def openapi_yaml() -> Response:
    """The document as YAML, rendered once per process (it is fixed once the
    app is built; rendering takes tens of milliseconds)."""
    held = parts()
    if held.openapi_yaml is None:
        held.openapi_yaml = to_yaml(spec_dict(current_app))
    return Response(held.openapi_yaml, mimetype="application/yaml")


@blp.get("/docs/assets/<path:filename>")
def swagger_asset(filename: str) -> Response:
    return send_from_directory(SWAGGER_ASSETS, filename, max_age=3600)
