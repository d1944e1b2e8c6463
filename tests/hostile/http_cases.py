"""The hostile catalogue: how a request is framed: bodies, JSON, methods and paths."""

from __future__ import annotations

from tests.hostile.case import JSON, Case, E, body

CASES: list[Case] = [
    # not JSON, or not a JSON object
    Case("not json", "POST", "/v1/status", (b"board please", JSON), 400, None),
    Case("truncated json", "POST", "/v1/status", (b'{"board": [', JSON), 400, None),
    Case("single quotes", "POST", "/v1/status", (b"{'board': []}", JSON), 400, None),
    Case("trailing comma", "POST", "/v1/status", (b'{"board": [],}', JSON), 400, None),
    Case("not utf-8", "POST", "/v1/status", (b'{"board": "\xff"}', JSON), 400, None),
    Case("nested too deeply", "POST", "/v1/move", (b"[" * 50000 + b"]" * 50000, JSON), 413, None),
    Case("nested deeply", "POST", "/v1/move", (b"[" * 20000 + b"]" * 20000, JSON), 400, None),
    Case(
        "5000-digit number",
        "POST",
        "/v1/move",
        (b'{"seed": ' + b"7" * 5000 + b"}", JSON),
        400,
        None,
    ),
    Case("json null", "POST", "/v1/status", (b"null", JSON), 422, "body"),
    Case("json array", "POST", "/v1/status", (b"[1, 2, 3]", JSON), 422, "body"),
    Case("json number", "POST", "/v1/status", (b"42", JSON), 422, "body"),
    Case("json string", "POST", "/v1/status", (b'"board"', JSON), 422, "body"),
    Case("json true", "POST", "/v1/analysis", (b"true", JSON), 422, "body"),
    Case("empty body", "POST", "/v1/status", (b"", JSON), 400, None),
    Case("text/plain", "POST", "/v1/status", (b'{"board": []}', "text/plain"), 415, None),
    Case(
        "form encoded",
        "POST",
        "/v1/move",
        (b"board=1", "application/x-www-form-urlencoded"),
        415,
        None,
    ),
    Case("no content type", "POST", "/v1/analysis", (b'{"board": []}', None), 415, None),
    Case(
        "over 64 KiB",
        "POST",
        "/v1/status",
        (b'{"board": "' + b"x" * 70000 + b'"}', JSON),
        413,
        None,
    ),
    # methods and paths
    Case("PUT a read endpoint", "PUT", "/v1/move", None, 405, None),
    Case("PUT", "PUT", "/v1/status", body(board=E), 405, None),
    Case("DELETE", "DELETE", "/v1/analysis", None, 405, None),
    Case("POST a GET endpoint", "POST", "/v1/rules", body(), 405, None),
    Case("unknown path", "GET", "/v1/moves", None, 404, None),
    Case("path traversal", "GET", "/docs/assets/../../../etc/passwd", None, 404, None),
    Case("version 2", "POST", "/v2/move", body(board=E), 404, None),
    # bodies: empty, encoded, huge error documents
    Case("whitespace body", "POST", "/v1/status", (b"  \r\n ", JSON), 400, None),
    Case(
        "4000 unknown fields",
        "POST",
        "/v1/status",
        body(board=E, **{f"f{i}": 1 for i in range(4000)}),
        422,
        None,
    ),
    Case(
        "a 60 KB unknown rules name",
        "POST",
        "/v1/status",
        body(board=E, rules="x" * 60000),
        422,
        "rules",
    ),
    Case("a 60 KB field name", "POST", "/v1/status", body(board=E, **{"k" * 60000: 1}), 422, None),
]
