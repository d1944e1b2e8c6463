"""The OpenAPI document: committed, fresh, valid, served; Swagger UI offline."""

from __future__ import annotations

from pathlib import Path

import yaml
from flask.testing import FlaskClient
from openapi_spec_validator import validate

from service.openapi import DEFAULT_PATH, render
from service.parts import parts


def test_the_committed_openapi_yaml_is_up_to_date() -> None:
    assert DEFAULT_PATH.read_text() == render(), (
        "openapi.yaml is stale: run `.venv/bin/python -m service.openapi`"
    )


def test_the_openapi_document_is_valid_openapi_3_1() -> None:
    spec = yaml.safe_load(Path(DEFAULT_PATH).read_text())
    assert spec["openapi"] == "3.1.0"
    validate(spec)


def test_every_error_response_is_a_problem_document() -> None:
    spec = yaml.safe_load(Path(DEFAULT_PATH).read_text())
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method == "parameters":
                continue
            for status, response in operation["responses"].items():
                if status.startswith(("4", "5")) and "$ref" not in response:
                    assert list(response["content"]) == ["application/problem+json"], (path, method)
    for name, response in spec["components"]["responses"].items():
        expected = "application/json" if name == "SOLVE_PENDING" else "application/problem+json"
        assert list(response["content"]) == [expected], name


def test_the_document_is_served_as_json_and_yaml(client: FlaskClient) -> None:
    as_json = client.get("/openapi.json")
    as_yaml = client.get("/openapi.yaml")
    assert as_json.status_code == as_yaml.status_code == 200
    assert yaml.safe_load(as_yaml.get_data(as_text=True)) == as_json.get_json()
    assert as_yaml.get_data(as_text=True) == DEFAULT_PATH.read_text()


def test_swagger_ui_is_served_without_a_cdn(client: FlaskClient) -> None:
    page = client.get("/docs").get_data(as_text=True)
    assert "http://" not in page and "https://" not in page
    for asset in ("swagger-ui.css", "swagger-ui-bundle.js", "swagger-ui-standalone-preset.js"):
        assert f"/docs/assets/{asset}" in page
        with client.get(f"/docs/assets/{asset}") as response:
            assert response.status_code == 200 and len(response.data) > 1000


def test_the_yaml_document_is_rendered_once(client: FlaskClient) -> None:
    first = client.get("/openapi.yaml").get_data()
    assert parts(client.application).openapi_yaml is not None
    assert client.get("/openapi.yaml").get_data() == first
