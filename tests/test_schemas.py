"""The fast paths agree with marshmallow: loading bodies, rendering answers."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError, fields

from service.schemas import (
    ANALYSIS,
    ANALYSIS_REQUEST,
    MOVE_REQUEST,
    MOVE_RESPONSE,
    PICK15_ANALYSIS,
    PICK15_MOVE_REQUEST,
    PICK15_MOVE_RESPONSE,
    PICK15_REQUEST,
    PICK15_STATUS,
    SOLVE_REQUEST,
    STATUS,
    STATUS_REQUEST,
    RulesListSchema,
)
from service.schemas.fast import RequestSchema, compile_reader
from service.schemas.fields import StrictSchema
from solver import pick15
from solver.pick15 import answers as pick15_answers
from solver.pick15.position import Side
from solver.tictactoe import GRAHAM, NAMED_RULES, NYGAARD, Player, answers, open_engine
from solver.tictactoe.position import random_play

REQUEST_SCHEMAS = {
    "status": STATUS_REQUEST,
    "analysis": ANALYSIS_REQUEST,
    "move": MOVE_REQUEST,
    "pick15": PICK15_REQUEST,
    "pick15 move": PICK15_MOVE_REQUEST,
    "solve": SOLVE_REQUEST,
}

VALID = {
    "board": [None, 3, None, 0, 5, None, 8, None, None],
    "rules": "Nygaard",
    "tokens": {"odd": [1, 7, 9], "even": [2, 4, 6]},
    "player": "even",
    "seed": 7,
    "skill": 0.5,
    "picks": {"first": [9, 2], "second": [8]},
    "budget_ms": 500,
    "nodes": 20_000,
}
"""A valid value of every request field: a new field needs one here."""

VALID_IN = {"pick15": {"player": "second"}, "pick15 move": {"player": "SECOND"}}
"""Where a field's valid values differ by request."""

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.integers(0, 9),
    st.floats(allow_nan=True),
    st.decimals(),  # as the service reads a number with a point or an exponent
    st.decimals(min_value=-3, max_value=12, places=1),
    st.sampled_from(["odd", "EVEN", "first", "Second", "graham", "Nygaard", "x", ""]),
)
numbers = st.lists(st.one_of(st.integers(0, 10), scalars), max_size=10)
INTERESTING = {
    "board": st.one_of(
        st.lists(st.one_of(st.none(), st.integers(0, 10), scalars), min_size=9, max_size=9),
        numbers,
    ),
    "rules": st.one_of(st.sampled_from(["graham", "NYGAARD", "chess"]), scalars),
    "tokens": st.one_of(
        st.fixed_dictionaries(
            {}, optional={"odd": numbers, "even": numbers, "Odd": numbers, "other": numbers}
        ),
        scalars,
    ),
    "player": st.one_of(st.sampled_from(["odd", "Even", "first", "SECOND", "x"]), scalars),
    "seed": st.one_of(st.integers(-5, 2**64), scalars),
    "skill": st.one_of(st.floats(-1, 2), st.integers(-1, 2), st.decimals(-1, 2), scalars),
    "picks": st.one_of(
        st.fixed_dictionaries({}, optional={"first": numbers, "second": numbers, "x": numbers}),
        scalars,
    ),
    "budget_ms": st.one_of(st.integers(-5, 6000), st.floats(0, 10), scalars),
    "nodes": st.one_of(st.integers(-5, 300_000), st.floats(0, 10), scalars),
}
"""Values worth trying for every request field, valid or not."""


def bodies(schema: Schema) -> st.SearchStrategy[dict[str, Any]]:
    """Bodies with any of ``schema``'s fields (and one it does not have)."""
    optional = {name: INTERESTING[name] for name in schema.fields}
    return st.fixed_dictionaries({}, optional={**optional, "extra": scalars})


def marshmallow_load(schema: RequestSchema, body: Any) -> Any:
    try:
        return Schema.load(schema, schema.prepare(body))  # the fast path bypassed
    except ValidationError:
        return "invalid"


@pytest.mark.parametrize("name", list(REQUEST_SCHEMAS))
def test_every_request_field_is_known_to_these_tests(name: str) -> None:
    schema = REQUEST_SCHEMAS[name]
    assert isinstance(schema, RequestSchema)
    assert schema.fields.keys() <= VALID.keys() & INTERESTING.keys()


@pytest.mark.parametrize("name", list(REQUEST_SCHEMAS))
def test_the_fast_load_reads_every_field_as_marshmallow_does(name: str) -> None:
    """Every field given, only the required ones, and each optional one alone:
    the fast path takes each body and yields marshmallow's result, defaults
    included (a field the fast path did not read would differ)."""
    schema = REQUEST_SCHEMAS[name]
    valid = {**VALID, **VALID_IN.get(name, {})}
    required = {n: valid[n] for n, field in schema.fields.items() if field.required}
    cases = [{n: valid[n] for n in schema.fields}, required]
    cases += [{**required, n: valid[n]} for n in schema.fields if n not in required]
    for body in cases:
        fast = schema.load_well_formed(body)
        assert fast is not None, body
        assert fast == Schema.load(schema, body)


@pytest.mark.parametrize("name", list(REQUEST_SCHEMAS))
@settings(max_examples=600, deadline=None)
@given(data=st.data())
def test_the_fast_load_yields_what_marshmallow_does(name: str, data: st.DataObject) -> None:
    schema = REQUEST_SCHEMAS[name]
    body = data.draw(bodies(schema))
    fast = schema.load_well_formed(schema.prepare(body))
    expected = marshmallow_load(schema, body)
    if expected == "invalid":
        assert fast is None
    else:
        assert schema.load(body) == expected
        if fast is not None:
            assert fast == expected


def test_a_field_the_fast_path_cannot_read_stops_the_schema_being_made() -> None:
    class Named(StrictSchema):
        name = fields.String()

    with pytest.raises(TypeError, match="String"):
        compile_reader(Named())


def test_player_is_read_in_any_case() -> None:
    body = {"board": [None] * 9, "player": "ODD"}
    assert MOVE_REQUEST.load_well_formed(body) == {
        "board": [None] * 9,
        "rules": GRAHAM,
        "player": Player.ODD,
        "skill": 1.0,
    }
    assert Schema.load(MOVE_REQUEST, body)["player"] is Player.ODD


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32), tokens=st.integers(0, 9))
def test_the_answers_match_the_response_schemas(seed: int, tokens: int) -> None:
    rng = random.Random(seed)
    rules = rng.choice([GRAHAM, NYGAARD])
    engine = open_engine(rules)
    position = random_play(rules, rng, tokens)
    status = position.status
    status_obj = {
        "rules_id": position.rules.name,
        "state": status.state,
        "winner": status.winner,
        "line": list(status.line) if status.line else None,
        "to_move": status.to_move,
    }
    assert answers.status_json(position) == STATUS.dump(status_obj)
    chosen = None
    if status.to_move is not None:
        chosen = engine.choose_move(position, status.to_move, seed=seed, skill=0.5)
    after = position.play(chosen.move) if chosen else None
    expected: dict[str, Any] = {
        **status_obj,
        "move": chosen.move if chosen else None,
        "board_after": [c or None for c in after.board] if after else None,
        "after": {
            "state": after.status.state,
            "winner": after.status.winner,
            "line": list(after.status.line) if after.status.line else None,
            "to_move": after.status.to_move,
        }
        if after
        else None,
        "outcome": chosen.value.outcome if chosen else None,
        "plies": chosen.value.plies if chosen else None,
    }
    assert answers.move_response_json(position, chosen) == MOVE_RESPONSE.dump(expected)
    analysis = engine.analyze(position)
    expected = {
        **status_obj,
        "outcome": analysis.value.outcome if analysis.value else None,
        "plies": analysis.value.plies if analysis.value else None,
        "moves": [
            {"move": mv.move, "outcome": mv.value.outcome, "plies": mv.value.plies}
            for mv in analysis.moves
        ],
        "principal_variation": list(analysis.principal_variation),
    }
    assert answers.analysis_json(analysis) == ANALYSIS.dump(expected)


def _pick_obj(pick: Any) -> dict[str, Any]:
    return {"player": pick.player, "number": pick.number, "square": pick.square}


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.integers(0, 9))
def test_the_pick15_answers_match_the_response_schemas(seed: int, picks: int) -> None:
    position = pick15.random_play(random.Random(seed), picks)
    status = position.status
    status_obj = {
        "state": status.state,
        "winner": status.winner,
        "numbers": list(status.numbers) if status.numbers else None,
        "line": list(status.line) if status.line else None,
        "to_move": status.to_move,
    }
    assert pick15_answers.status_json(position) == PICK15_STATUS.dump(status_obj)
    side = status.to_move or Side.FIRST
    chosen = pick15.choose_pick(position, side, seed=seed, skill=0.5)
    after = position.play(chosen.pick).status if chosen else None
    expected: dict[str, Any] = {
        **status_obj,
        "move": _pick_obj(chosen.pick) if chosen else None,
        "after": {
            "state": after.state,
            "winner": after.winner,
            "numbers": list(after.numbers) if after.numbers else None,
            "line": list(after.line) if after.line else None,
            "to_move": after.to_move,
        }
        if after
        else None,
        "outcome": chosen.value.outcome if chosen else None,
        "plies": chosen.value.plies if chosen else None,
    }
    assert pick15_answers.move_response_json(position, chosen) == PICK15_MOVE_RESPONSE.dump(
        expected
    )
    analysis = pick15.analyze(position)
    expected = {
        **status_obj,
        "outcome": analysis.value.outcome if analysis.value else None,
        "plies": analysis.value.plies if analysis.value else None,
        "moves": [
            {"move": _pick_obj(pv.pick), "outcome": pv.value.outcome, "plies": pv.value.plies}
            for pv in analysis.picks
        ],
        "principal_variation": [_pick_obj(p) for p in analysis.principal_variation],
    }
    assert pick15_answers.analysis_json(analysis) == PICK15_ANALYSIS.dump(expected)


def test_the_rules_listing_matches_its_schema() -> None:
    listing = {"rules": [answers.rules_json(rules) for rules in NAMED_RULES.values()]}
    objects = [
        {**vars(rules), "numbers": {"odd": rules.odd, "even": rules.even}}
        for rules in NAMED_RULES.values()
    ]
    assert listing == RulesListSchema().dump({"rules": objects})
