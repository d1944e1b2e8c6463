"""schemathesis over the OpenAPI document, in process: no server errors, no
undocumented status or content type, no response outside its schema."""

from __future__ import annotations

import json
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_schema_conformance,
    status_code_conformance,
)

from service import create_app

# A low solve limit keeps generated variants quick: larger ones are refused (422).
app = create_app({"TESTING": False, "SOLVE_LIMIT": 300_000})
schema = schemathesis.openapi.from_wsgi("/openapi.json", app)


@schemathesis.check
def negative_data_refused(ctx: Any, response: Any, case: schemathesis.Case[Any]) -> bool | None:
    """schemathesis's ``negative_data_rejection``, a 413 counting as a refusal:
    a body over the size limit is refused before it is read (a generated
    list of too many moves may well be that large)."""
    if response.status_code == 413:
        return None
    result: bool | None = negative_data_rejection(ctx, response, case)
    return result


UNFINISHED = "urn:fifteen:problem:search-unfinished"


@schemathesis.check
def no_server_error(ctx: Any, response: Any, case: schemathesis.Case[Any]) -> bool | None:
    """schemathesis's ``not_a_server_error``, a move search's documented 503
    ``search-unfinished`` aside: a budget as small as 1 step (or 1 ms) may
    well find no play, and says so rather than answering an empty list."""
    if response.status_code == 503 and json.loads(response.content).get("type") == UNFINISHED:
        return None
    result: bool | None = not_a_server_error(ctx, response, case)
    return result


CHECKS = [
    no_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    negative_data_refused,
]


def checks_for(case: schemathesis.Case[Any]) -> list[Any]:
    """A batch reads its items one by one: an item outside its schema gets its
    own problem in a 200 answer, by design, so only the envelope must be
    refused (the hostile catalogue sends bad envelopes)."""
    if case.path.startswith("/v1/batch/"):
        return [check for check in CHECKS if check is not negative_data_refused]
    return CHECKS


@schema.parametrize()
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
def test_the_api_conforms_to_its_openapi_document(case: schemathesis.Case[Any]) -> None:
    case.call_and_validate(checks=checks_for(case))


@pytest.mark.slow
@schema.parametrize()
@settings(max_examples=1000, deadline=None, suppress_health_check=list(HealthCheck))
def test_the_api_conforms_over_a_thousand_examples_per_endpoint(
    case: schemathesis.Case[Any],
) -> None:
    """The long run: ``scripts/test -m slow tests/test_schemathesis.py``."""
    case.call_and_validate(checks=checks_for(case))
