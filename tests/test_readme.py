"""The README opens with the two commands and is read in one sitting; its
curl examples, and docs/api.md's, are true."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.waiting import wait_for

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()
API = (ROOT / "docs" / "api.md").read_text()
OPERATIONS = (ROOT / "docs" / "operations.md").read_text()
EXAMPLE = re.compile(r"```sh\n(curl [^`]*?)```\n```json\n(.*?)```", re.S)


def curl_examples() -> list[tuple[str, str | None, Any]]:
    examples = []
    for command, output in EXAMPLE.findall(README + API):
        args = shlex.split(command.replace("\\\n", " "))
        url = next(a for a in args if a.startswith("localhost:8000"))
        body = args[args.index("-d") + 1] if "-d" in args else None
        examples.append((url.removeprefix("localhost:8000"), body, json.loads(output)))
    return examples


def test_the_readme_opens_with_the_two_commands() -> None:
    first_block = README.split("```sh\n", 1)[1].split("```", 1)[0]
    commands = [line.split("#")[0].strip() for line in first_block.splitlines()]
    assert commands == ["scripts/serve", "scripts/test"]
    assert "exec scripts/test" in (ROOT / ".ci" / "run").read_text()


def test_the_readme_is_read_in_one_sitting() -> None:
    assert len(README.splitlines()) <= 300


def test_the_readme_has_an_example_for_every_endpoint() -> None:
    paths = {path for path, _, _ in curl_examples()}
    assert paths >= {"/v1/status", "/v1/move", "/v1/analysis", "/v1/rules", "/healthz", "/readyz"}


@pytest.mark.parametrize(("path", "body", "expected"), curl_examples())
def test_readme_examples_answer_as_shown(
    client: FlaskClient, path: str, body: str | None, expected: Any
) -> None:
    def send() -> Any:
        if body is None:
            return client.get(path)
        return client.post(path, data=body, content_type="application/json")

    # A variant the example names is solved on first use: on a busy machine
    # past the solve wait, so the example's answer comes once it is solved.
    while (response := send()).status_code == 202:
        wait_for(client, response.headers["Location"])
    assert response.get_json(force=True) == expected


def test_the_readme_counts_the_hostile_catalogue_as_it_is() -> None:
    from tests.hostile.catalogue import CASES

    counted = re.search(r"catalogue of (\d+) hostile requests", OPERATIONS)
    assert counted is not None
    assert int(counted.group(1)) == len(CASES)
