"""The contract as a client sees it: problem types, headers and shapes that
openapi.yaml declares are the ones the service sends."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient

from service.http.contract import HEADERS
from service.http.problem_types import PREFIX, PROBLEM_TYPES, problem_type

ROOT = Path(__file__).resolve().parent.parent
SPEC = yaml.safe_load((ROOT / "openapi.yaml").read_text())
EMPTY: list[int | None] = [None] * 9


def operations() -> list[tuple[str, str, dict[str, Any]]]:
    return [
        (method, path, operation)
        for path, item in SPEC["paths"].items()
        for method, operation in item.items()
        if method in ("get", "post")
    ]


def test_every_problem_type_written_anywhere_is_listed() -> None:
    written = set()
    for path in [*(ROOT / "service").rglob("*.py"), ROOT / "deploy" / "nginx.conf"]:
        text = path.read_text()
        written |= set(re.findall(r'slug="([a-z-]+)"', text))
        written |= set(re.findall(r"urn:fifteen:problem:([a-z-]+)", text))
    assert written - set(PROBLEM_TYPES) == set()
    assert "about:blank" not in (ROOT / "deploy" / "nginx.conf").read_text()
    described = SPEC["components"]["schemas"]["Problem"]["properties"]["type"]["description"]
    assert all(PREFIX + slug in described for slug in PROBLEM_TYPES)


def test_a_status_without_a_slug_of_its_own_has_its_usual_type() -> None:
    assert problem_type(404) == "urn:fifteen:problem:not-found"
    assert problem_type(418) == "urn:fifteen:problem:bad-request"
    assert problem_type(502) == "urn:fifteen:problem:server-error"
    with pytest.raises(ValueError):
        problem_type(400, "made-up")


def test_an_unknown_path_is_a_not_found_problem(client: FlaskClient) -> None:
    body = client.get("/v1/nothing-here").get_json(force=True)
    assert body["type"] == "urn:fifteen:problem:not-found"
    assert client.delete("/v1/move").get_json(force=True)["type"] == (
        "urn:fifteen:problem:method-not-allowed"
    )


def test_every_operation_has_a_distinct_operation_id_and_a_client_error() -> None:
    ids = [operation["operationId"] for _, _, operation in operations()]
    assert len(ids) == len(set(ids)) == len(operations())
    for method, path, operation in operations():
        assert any(str(code).startswith("4") for code in operation["responses"]), (method, path)


def test_the_headers_a_caller_needs_are_declared_where_they_are_sent(
    client: FlaskClient,
) -> None:
    move = SPEC["paths"]["/v1/move"]
    for name in ("ETag", "Cache-Control", "X-Request-ID", "RateLimit-Limit"):
        assert name in move["get"]["responses"]["200"]["headers"]
    assert "If-None-Match" in [p["name"] for p in move["get"]["parameters"]]
    assert "ETag" not in move["post"]["responses"]["200"]["headers"]  # a POST is not cached
    pending = SPEC["components"]["responses"]["SOLVE_PENDING"]["headers"]
    assert {"Location", "Retry-After"} <= set(pending)
    for name in ("TOO_MANY_REQUESTS", "SERVICE_UNAVAILABLE"):
        assert "Retry-After" in SPEC["components"]["responses"][name]["headers"]
    assert set(SPEC["components"]["headers"]) == set(HEADERS)
    got = client.get("/v1/move?board=_,_,_,_,5,_,_,_,_&player=even")
    assert got.headers["ETag"] and got.headers["Cache-Control"] and got.headers["X-Request-ID"]
    solve = SPEC["paths"]["/v1/solves/{rules_id}"]["get"]
    assert [p["name"] for p in solve["parameters"]] == ["rules_id", "root"]


def test_a_listed_rule_set_is_taken_back_as_it_is(client: FlaskClient) -> None:
    for listed in client.get("/v1/rules").get_json()["rules"]:
        body = {"board": EMPTY, "player": "odd", "rules": listed}
        answer = client.post("/v1/move", json=body)
        assert answer.status_code == 200, answer.get_json()
        assert answer.get_json()["rules_id"] == listed["name"]


@pytest.mark.parametrize(
    ("rules", "field"),
    [
        ({"name": "nygaard", "parity_wins": False}, "rules.name"),
        ({"name": "graham", "target": 14}, "rules.name"),
        ({"name": "chess"}, "rules.name"),
        ({"target": 14, "description": "my game"}, "rules.description"),
        ({"name": "graham", "description": "another game"}, "rules.description"),
    ],
)
def test_a_rule_set_whose_name_and_parts_disagree_is_refused(
    client: FlaskClient, rules: dict[str, Any], field: str
) -> None:
    answer = client.post("/v1/move", json={"board": EMPTY, "player": "odd", "rules": rules})
    assert answer.status_code == 422
    assert field in answer.get_json()["errors"]


def test_a_named_rule_set_may_leave_out_its_parts(client: FlaskClient) -> None:
    body = {"board": EMPTY, "player": "odd", "rules": {"name": "nygaard", "target": 15}}
    assert client.post("/v1/move", json=body).get_json()["rules_id"] == "nygaard"


def test_the_get_form_reads_a_skill_written_with_an_exponent(client: FlaskClient) -> None:
    answer = client.get("/v1/move?board=_,_,_,_,5,_,_,_,_&player=even&skill=1e-05&seed=1")
    assert answer.status_code == 200
    too_much = client.get("/v1/move?board=_,_,_,_,5,_,_,_,_&player=even&skill=2e0")
    assert too_much.status_code == 422 and "skill" in too_much.get_json()["errors"]


@pytest.mark.parametrize("skill", ["%2B0.5", "00.5", "01", "1.", ".5", "-.5"])
def test_a_query_number_is_written_as_json_writes_one(client: FlaskClient, skill: str) -> None:
    """As in a body: no ``+``, no leading zero, digits on both sides of a point."""
    answer = client.get(f"/v1/move?board=_,_,_,_,5,_,_,_,_&player=even&skill={skill}")
    assert (
        answer.status_code == 422 and "as JSON writes it" in answer.get_json()["errors"]["skill"][0]
    )


SENT = {"X-Request-ID", "ETag", "Cache-Control", "Location", "Retry-After", *HEADERS}


def declared(path: str, method: str, status: int) -> set[str]:
    """The headers openapi.yaml declares for that answer."""
    response = SPEC["paths"][path][method]["responses"][str(status)]
    if "$ref" in response:
        response = SPEC["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
    return set(response.get("headers", {}))


@pytest.mark.parametrize(
    ("method", "path", "url", "body", "status"),
    [
        ("post", "/v1/move", "/v1/move", {"board": EMPTY, "player": "odd"}, 200),
        ("get", "/v1/move", "/v1/move?board=_,_,_,_,_,_,_,_,_&player=odd", None, 200),
        ("get", "/v1/move", "/v1/move?board=_,_,_,_,_,_,_,_,_&player=odd&skill=0.5", None, 200),
        ("post", "/v1/move", "/v1/move", {"board": EMPTY, "player": "even"}, 409),
        ("post", "/v1/move", "/v1/move", {"board": [10, *EMPTY[1:]], "player": "odd"}, 422),
        ("post", "/v1/solves", "/v1/solves", {"rules": {"target": 16}}, 202),
        ("get", "/v1/solves/{rules_id}", "/v1/solves/no-such-rules", None, 404),
        ("post", "/v1/math-scrabble/moves", "/v1/math-scrabble/moves", {"rack": "abc"}, 422),
        ("post", "/v1/math-scrabble/moves", "/v1/math-scrabble/moves", {"rack": "1+1=2"}, 200),
        ("get", "/v1/rules", "/v1/rules", None, 200),
        ("get", "/readyz", "/readyz", None, 200),
    ],
)
def test_every_header_sent_is_declared(
    tmp_path: Path, method: str, path: str, url: str, body: Any, status: int
) -> None:
    from service import create_app

    app = create_app(
        {"TESTING": True, "RATE_LIMIT": "1000 per minute", "VARIANTS_DIR": str(tmp_path)}
        | {"SOLVE_WAIT_SECONDS": 0}
    )
    answer = app.test_client().open(url, method=method.upper(), json=body)
    assert answer.status_code == status, answer.get_data(as_text=True)
    sent = {name for name in SENT if name in answer.headers}
    assert sent, "no header of interest sent"
    assert sent <= declared(path, method, status)
