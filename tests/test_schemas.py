"""The fast paths agree with marshmallow: loading bodies, rendering answers."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError

from service import render
from service.schemas import (
    AnalysisSchema,
    MoveRequestSchema,
    MoveResponseSchema,
    PositionSchema,
    StatusRequestSchema,
    StatusSchema,
)
from solver import GRAHAM, NYGAARD, Player, open_engine
from tests.conftest import random_position

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.integers(0, 9),
    st.floats(allow_nan=True),
    st.sampled_from(["odd", "EVEN", "graham", "Nygaard", "x", ""]),
)
cells = st.one_of(st.none(), st.integers(0, 10), scalars)
bodies = st.fixed_dictionaries(
    {"board": st.one_of(st.lists(cells, min_size=9, max_size=9), st.lists(cells, max_size=10))},
    optional={
        "rules": st.one_of(st.sampled_from(["graham", "NYGAARD", "chess"]), scalars),
        "player": st.one_of(st.sampled_from(["odd", "Even", "x"]), scalars),
        "tokens": st.one_of(
            st.fixed_dictionaries(
                {},
                optional={
                    "odd": st.lists(st.one_of(st.integers(0, 10), scalars), max_size=5),
                    "even": st.lists(st.integers(0, 10), max_size=5),
                    "other": st.just([1]),
                },
            ),
            scalars,
        ),
        "seed": st.one_of(st.integers(-5, 2**64), scalars),
        "skill": st.one_of(st.floats(-1, 2), st.integers(-1, 2), scalars),
        "extra": scalars,
    },
)


def marshmallow_load(schema: PositionSchema, body: Any) -> Any:
    try:
        return Schema.load(schema, body)
    except ValidationError:
        return "invalid"


@pytest.mark.parametrize(
    "schema", [StatusRequestSchema(), MoveRequestSchema()], ids=["status", "move"]
)
@settings(max_examples=1500, deadline=None)
@given(body=bodies)
def test_the_fast_load_yields_what_marshmallow_does(schema: PositionSchema, body: Any) -> None:
    fast = schema.load_well_formed(body)
    expected = marshmallow_load(schema, body)
    if expected == "invalid":
        assert fast is None
    else:
        assert schema.load(body) == expected
        if fast is not None:
            assert fast == expected


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32), tokens=st.integers(0, 9))
def test_plain_rendering_matches_the_response_schemas(seed: int, tokens: int) -> None:
    rng = random.Random(seed)
    rules = rng.choice([GRAHAM, NYGAARD])
    engine = open_engine(rules)
    position = random_position(rules, rng, tokens)
    status = position.status
    assert render.status_json(position) == StatusSchema().dump(_status_obj(position))
    chosen = None
    if status.to_move is not None:
        chosen = engine.choose_move(position, status.to_move, seed=seed, skill=0.5)
    expected = {
        **_status_obj(position),
        "move": chosen.move if chosen else None,
        "board_after": [c or None for c in position.play(chosen.move).board] if chosen else None,
        "outcome": chosen.value.outcome if chosen else None,
        "plies": chosen.value.plies if chosen else None,
    }
    assert render.move_response_json(position, chosen) == MoveResponseSchema().dump(expected)
    analysis = engine.analyze(position)
    expected = {
        **_status_obj(position),
        "outcome": analysis.value.outcome if analysis.value else None,
        "plies": analysis.value.plies if analysis.value else None,
        "moves": [
            {"move": mv.move, "outcome": mv.value.outcome, "plies": mv.value.plies}
            for mv in analysis.moves
        ],
        "principal_variation": list(analysis.principal_variation),
    }
    assert render.analysis_json(analysis) == AnalysisSchema().dump(expected)


def _status_obj(position: Any) -> dict[str, Any]:
    status = position.status
    return {
        "rules_id": position.rules.id,
        "state": status.state,
        "winner": status.winner,
        "line": list(status.line) if status.line else None,
        "to_move": status.to_move,
    }


def test_player_is_read_in_any_case() -> None:
    body = {"board": [None] * 9, "player": "ODD"}
    assert MoveRequestSchema().load_well_formed(body) == {
        "board": [None] * 9,
        "rules": GRAHAM,
        "player": Player.ODD,
        "skill": 1.0,
    }
    assert Schema.load(MoveRequestSchema(), body)["player"] is Player.ODD
