"""A catalogue of hostile requests (``tests/hostile``): each gets the right
4xx problem document, naming the offending field, and nothing internal
leaks."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service import create_app
from tests.hostile.case import JSON, SUM15_DEAL, Case
from tests.hostile.catalogue import CASES

LEAKS = re.compile(r"Traceback|File \"|\.py\b|/work/|site-packages|Werkzeug/|Python/|gunicorn/")


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
    assert len({case.name for case in CASES}) == len(CASES)


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


def test_a_body_opening_with_a_byte_order_mark_is_malformed_json(hostile: FlaskClient) -> None:
    """JSON sent over a network has no byte-order mark (RFC 8259, 8.1): the
    first character is not where a value can start."""
    body = "\ufeff" + '{"board": [null, null, null, null, null, null, null, null, null]}'
    response = hostile.post("/v1/move", data=body.encode(), headers={"Content-Type": JSON})
    assert response.status_code == 400
    assert response.get_json()["type"] == "urn:fifteen:problem:malformed-json"
    assert (response.get_json()["line"], response.get_json()["column"]) == (1, 1)
    assert "BOM" in response.get_json()["detail"]


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


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_hostile_requests_get_a_problem_document(hostile: FlaskClient, case: Case) -> None:
    response = send(hostile, case.method, case.path, case.payload)
    status, field = case.status, case.field
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
