"""Batches: many positions in one request, each answered as its own request
would be.

``POST /v1/batch/status|move|analysis`` with ``{"positions": [...]}`` (each
item the single endpoint's body, at most ``MAX_POSITIONS``) answers
``{"results": [...]}`` in the same order: each result is the single
endpoint's answer, or ``{"problem": <problem document>}`` for that item
alone.  The batch is 200 unless its envelope is bad.  A batch never waits for
a variant being solved: such an item's problem says 202, where to follow the
solve and when to ask again.  Bodies may be up to ``FIFTEEN_BATCH_MAX_BYTES``
(these routes only).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Flask, Response, request
from flask.views import MethodView
from marshmallow import Schema, ValidationError, fields
from werkzeug.exceptions import HTTPException

from service.api.prices import batch_price
from service.api.solves import pending_document
from service.api.tictactoe import analysis_work, move_answer, status_answer
from service.http.bodies import JsonBlueprint
from service.http.limits import charge
from service.http.problems import document, refusal_problem, validation_document
from service.http.render import json_list_response
from service.schemas import MOVE_REQUEST, STATUS_REQUEST, ProblemSchema
from service.schemas.fast import RequestSchema
from service.schemas.fields import MAX_POSITIONS, BoundedList, StrictSchema
from service.searches import batch_slot, check_room, run_search, tasks
from service.variants.terms import SolvePendingError
from solver.core.errors import Refusal

PREFIX = "/v1/batch/"

blp = JsonBlueprint(
    "batch",
    __name__,
    url_prefix="/v1/batch",
    description=f"Up to {MAX_POSITIONS} positions in one request, each answered on its own.",
)

Answer = Callable[..., Any]
"""An item's answer (``searched``: the work that answers it) from its loaded
request."""

ANALYSIS_SECONDS = 0.005
"""The longest a batch's search process may take per analysis (about
0.4 ms each on one core of the reference machine)."""


def init_app(app: Flask) -> None:
    """Let batch requests carry bodies up to ``BATCH_MAX_BYTES``."""

    @app.before_request
    def larger_bodies() -> None:
        if request.path.startswith(PREFIX):
            request.max_content_length = app.config["BATCH_MAX_BYTES"]


def load_each(items: list[Any], schema: RequestSchema) -> list[Any]:
    """Each item as its schema loads it, or the ``ValidationError`` that
    refuses it."""
    loaded: list[Any] = []
    for index, item in enumerate(items):
        if not isinstance(item, dict):
            # Not "body", which is an object: the item, named as the batch names it.
            loaded.append(ValidationError({f"positions[{index}]": ["must be a JSON object"]}))
            continue
        try:
            loaded.append(schema.load(item))
        except ValidationError as error:
            loaded.append(ValidationError(error.messages))
    return loaded


def answer_each(
    loaded: list[Any], answer: Answer, *, searched: bool = False
) -> list[dict[str, Any] | str]:
    """Each loaded item's answer, or its problem document (``load_each``).
    Every item is validated before any is answered, so that nothing is
    estimated or solved for a batch before all of it has been read.
    ``searched``: ``answer`` gives an analysis's work, done for all the
    items at once on a search process."""
    results: list[dict[str, Any] | str] = []
    work: dict[int, Any] = {}
    for args in loaded:
        try:
            if isinstance(args, ValidationError):
                raise args
            if searched:
                work[len(results)] = answer(args, wait=False)
                results.append({})
            else:
                results.append(answer(args, wait=False))
        except ValidationError as error:
            results.append({"problem": validation_document(error.messages)})
        except HTTPException as error:  # a table not loaded: 503
            data = getattr(error, "data", None) or {}
            results.append({"problem": document(error.code or 500, data.get("message"))})
        except SolvePendingError as error:
            results.append({"problem": pending_document(error.status)})
        except Refusal as error:
            results.append({"problem": refusal_problem(error)[0]})
    if work:
        done = run_search(
            tasks.analyses, list(work.values()), longest_seconds=ANALYSIS_SECONDS * len(work)
        )
        for index, result in zip(work, done, strict=True):
            results[index] = result
    return results


class Items(BoundedList):
    """The batch's items, as they are: each is read on its own later."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if not isinstance(value, list):
            raise self.make_error("invalid")
        if len(value) > self.max_items:
            raise ValidationError(f"{self.what} at most {self.max_items}, got {len(value)}")
        return value


def _batch_schema(kind: str, single: str) -> type[Schema]:
    """The envelope of a batch of ``single`` requests (documented as such;
    the items are read one by one, so that a bad one spoils only itself)."""

    class Batch(StrictSchema):
        positions = Items(
            fields.Raw(metadata={"allOf": [{"$ref": f"#/components/schemas/{single}"}]}),
            max_items=MAX_POSITIONS,
            what="a batch holds",
            required=True,
            metadata={
                "description": f"At most {MAX_POSITIONS} request bodies of the single endpoint."
            },
        )

    Batch.__name__ = f"{kind.title()}BatchRequestSchema"
    return Batch


class BatchProblemSchema(Schema):
    """A position of a batch that got no answer: why, as a problem document."""

    problem = fields.Nested(ProblemSchema, required=True)


def _results_schema(kind: str, response: str) -> type[Schema]:
    class Results(Schema):
        results = fields.List(
            fields.Raw(
                metadata={
                    "oneOf": [
                        {"$ref": f"#/components/schemas/{response}"},
                        {"$ref": "#/components/schemas/BatchProblem"},
                    ]
                }
            ),
            required=True,
            metadata={"description": "One result per position, in the same order."},
        )

    Results.__name__ = f"{kind.title()}BatchSchema"
    return Results


def _route(
    kind: str,
    schema: RequestSchema,
    answer: Answer,
    single: str,
    response: str,
    operation_id: str,
    *,
    searched: bool = False,
) -> None:
    class BatchView(MethodView):
        @blp.doc(operationId=operation_id)
        @blp.arguments(_batch_schema(kind, single)())
        @blp.response(200, _results_schema(kind, response)())
        @blp.errors(400, 413, 415, 503)
        def post(self, args: dict[str, Any]) -> Response:
            loaded = load_each(args["positions"], schema)
            charge(batch_price(loaded))
            with batch_slot(request.remote_addr or ""):
                if searched:
                    check_room()
                results = answer_each(loaded, answer, searched=searched)
            return json_list_response("results", results)

    BatchView.post.__doc__ = (
        f"Answer many {kind} requests at once\n\n"
        f"Each result is what ``POST /v1/{kind}`` answers for that position, or "
        '``{"problem": ...}`` for that position alone.'
    )
    BatchView.__name__ = f"{kind.title()}BatchView"
    blp.route(f"/{kind}")(BatchView)


_route("status", STATUS_REQUEST, status_answer, "StatusRequest", "Status", "getStatusBatch")
_route("move", MOVE_REQUEST, move_answer, "MoveRequest", "MoveResponse", "getMoveBatch")
_route(
    "analysis",
    STATUS_REQUEST,
    analysis_work,
    "StatusRequest",
    "Analysis",
    "analysePositionBatch",
    searched=True,
)
