"""Sum 15's requests and responses: ``/v1/sum15/...``.  Cards are strings,
rank then suit (``"10H"``, ``"QS"``, ``"AD"``; ``"T"`` for 10)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, post_load, validate

from service.schemas.fields import (
    BoundedList,
    StrictBoolean,
    StrictInteger,
    StrictSchema,
    ValueEnum,
)
from solver.core.play import MAX_SEED
from solver.sum15 import cards
from solver.sum15.belief import Reading
from solver.sum15.cards import DECK_PLAYERS
from solver.sum15.errors import CardError
from solver.sum15.rules import SEED_RULES, HouseRules, Reason
from solver.sum15.suggest import (
    BIG_TABLE_BUDGET_SECONDS,
    DEFAULT_BUDGET_SECONDS,
    DEFAULT_SAMPLES,
    MIN_SAMPLES,
)
from solver.sum15.table import HAND, MAX_DECKS, MAX_PLAYERS, MIN_PLAYERS

MAX_CARDS = len(cards.DECK) * MAX_DECKS
MAX_BUDGET_MS = 250
"""The longest a suggestion may think (on a search process, while its caller waits)."""
MAX_SAMPLES = 2000


CARD = {
    "type": "string",
    "example": "10H",
    "description": "A card: its rank (A, 2-10, J, Q, K) then its suit (S, H, D, C), as 10H or AS.",
}
"""How a card is documented."""


class Card(fields.Field):  # type: ignore[type-arg]
    """A card, written rank then suit."""

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> str | None:
        return None if value is None else cards.name(value)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> int:
        try:
            return cards.parse(value)
        except CardError as error:
            raise ValidationError(str(error)) from None


def Cards(description: str, most: int, **kwargs: Any) -> BoundedList:  # noqa: N802
    return BoundedList(
        Card(metadata=CARD),
        max_items=most,
        what="cards: this list holds",
        metadata={"description": description},
        **kwargs,
    )


def _players(description: str) -> StrictInteger:
    return StrictInteger(
        required=True,
        validate=validate.Range(MIN_PLAYERS, MAX_PLAYERS),
        metadata={"description": description},
    )


def decks_field() -> StrictInteger:
    return StrictInteger(
        validate=validate.Range(1, MAX_DECKS),
        metadata={
            "description": "Decks shuffled together: by default one per six players; any "
            "number that deals every hand and a starter (14 players on 2 decks, as the seed's "
            "teacher did)."
        },
    )


_RULE_DESCRIPTIONS = {
    "restart_after_set": "A new starter is turned when a set empties the middle (the seed "
    'turns one only after a multiple of 15: "Then place a new starter...").',
    "starter_in_sets": "A starter counts among the last two (three) cards played for a set "
    "(the seed: a starter is turned, not played).",
    "runs_any_order": "Three cards that can be ordered into a run make one, as in cribbage "
    "(2-4-3); the seed's runs are in the order played, rising or falling (2-3-4, Q-J-10).",
}


class Sum15HouseRulesSchema(StrictSchema):
    """How the table reads what the seed leaves open; every option false
    (the default) is the seed's words."""

    restart_after_set = StrictBoolean(
        load_default=False, metadata={"description": _RULE_DESCRIPTIONS["restart_after_set"]}
    )
    starter_in_sets = StrictBoolean(
        load_default=False, metadata={"description": _RULE_DESCRIPTIONS["starter_in_sets"]}
    )
    runs_any_order = StrictBoolean(
        load_default=False, metadata={"description": _RULE_DESCRIPTIONS["runs_any_order"]}
    )

    @post_load
    def _to_rules(self, data: dict[str, bool], **kwargs: Any) -> HouseRules:
        return HouseRules(**data)


class Sum15RulesInForceSchema(Schema):
    restart_after_set = fields.Boolean(required=True)
    starter_in_sets = fields.Boolean(required=True)
    runs_any_order = fields.Boolean(required=True)


def _house_rules() -> fields.Nested:
    return fields.Nested(
        Sum15HouseRulesSchema,
        load_default=SEED_RULES,
        metadata={
            "description": "House rules, where the seed's words leave a table room; "
            "by default (every option false) the seed's words."
        },
    )


def _rules_in_force() -> fields.Nested:
    return fields.Nested(
        Sum15RulesInForceSchema,
        required=True,
        metadata={"description": "The house rules the answer was worked out under."},
    )


class Sum15ResolveRequestSchema(StrictSchema):
    middle = Cards("The cards in the middle, oldest first.", MAX_CARDS, required=True)
    card = Card(required=True, metadata={**CARD, "description": "The card played."})
    starter = StrictBoolean(
        load_default=False,
        metadata={
            "description": "Whether the middle's first card is a starter turned from the "
            "stock (not played): under the seed's words a starter is never part of a set.  "
            "By default every card in the middle was played."
        },
    )
    rules = _house_rules()


class Sum15ResolveSchema(Schema):
    picked_up = fields.List(fields.String(), required=True)
    reason = ValueEnum(Reason, allow_none=True, required=True)
    middle_after = fields.List(fields.String(), required=True)
    rules = _rules_in_force()


class Sum15MoveRequestSchema(StrictSchema):
    players = _players("How many players the deal has, seats 0 to players - 1.")
    seat = StrictInteger(
        required=True,
        validate=validate.Range(0, MAX_PLAYERS - 1),
        metadata={"description": "Your seat: 0 is left of the dealer and plays first."},
    )
    hand = Cards("Your cards.", HAND, required=True)
    starters = Cards(
        "Every starter turned this deal, in order (the first before any play).",
        MAX_CARDS,
        required=True,
    )
    plays = Cards(
        "Every card played this deal, in order (seat 0's first).",
        HAND * MAX_PLAYERS,
        load_default=list,
    )
    decks = decks_field()
    middle = Cards("Optional: the middle, checked against the plays.", MAX_CARDS)
    picked_up = fields.List(
        Cards("", MAX_CARDS),
        validate=validate.Length(max=MAX_PLAYERS),
        metadata={"description": "Optional: each seat's pick-ups, checked against the plays."},
    )
    budget_ms = StrictInteger(
        validate=validate.Range(1, MAX_BUDGET_MS),
        metadata={
            "description": "The longest the suggestion may take, in milliseconds: by default "
            f"{round(DEFAULT_BUDGET_SECONDS * 1000)} at up to {DECK_PLAYERS} players, "
            f"{round(BIG_TABLE_BUDGET_SECONDS * 1000)} at a larger table."
        },
    )
    samples = StrictInteger(
        validate=validate.Range(1, MAX_SAMPLES),
        metadata={
            "description": "A budget of work: the sampled deals to play out.  Given, the "
            "suggestion plays exactly this many (unless `budget_ms` is also given and runs out "
            "first), so the same request (with the same `seed`) gets the same answer on any "
            "machine at any load.  Not given, the suggestion plays up to "
            f"{DEFAULT_SAMPLES} within its time budget (never fewer than {MIN_SAMPLES})."
        },
    )
    seed = StrictInteger(load_default=0, validate=validate.Range(0, MAX_SEED))
    others = ValueEnum(
        Reading,
        load_default=Reading.TABLE,
        metadata={
            "description": "How to read the other players: `table` (the default) infers "
            "each seat's style from its plays, among `greedy` (the most cards now, else the "
            "lowest card), `careful` (the most cards now, else the card that leaves the next "
            "seat least to pick up), `fifteens` (a multiple of 15 first, else the biggest set, "
            "else the highest card), `sets` (a set first, else a multiple of 15, else the "
            "lowest card) and `random`; naming one of those reads every seat as it; `unknown` "
            "reads nothing from the plays and plays the others greedily.  The answer's "
            "`styles` says how each seat was read."
        },
    )
    rules = _house_rules()


class Sum15GameRequestSchema(StrictSchema):
    seed = StrictInteger(
        required=True,
        validate=validate.Range(0, MAX_SEED),
        metadata={
            "description": "The deal: the decks shuffled from this seed, six cards to each "
            "seat in turn, then the starters from the rest.",
            "example": 7,
        },
    )
    players = _players("How many players, seats 0 to players - 1 (seat 0 plays first).")
    decks = decks_field()
    plays = Cards(
        "The cards played, in order: seat 0's first, then round the table.",
        HAND * MAX_PLAYERS + 1,  # one past the end is refused naming it: the deal is over
        load_default=list,
    )
    rules = _house_rules()


class Sum15TurnSchema(Schema):
    seat = fields.Integer(required=True)
    card = fields.String(required=True, metadata=CARD)
    picked_up = fields.List(
        fields.String(),
        required=True,
        metadata={"description": "The cards it picked up, oldest first, the card last."},
    )
    reason = ValueEnum(Reason, allow_none=True, required=True)
    starter = fields.String(
        allow_none=True,
        required=True,
        metadata={"description": "The starter turned after the play, when one was."},
    )


class Sum15GameSchema(Schema):
    seed = fields.Integer(required=True)
    players = fields.Integer(required=True)
    decks = fields.Integer(required=True)
    hands = fields.List(
        fields.List(fields.String()),
        required=True,
        metadata={"description": "Each seat's cards (the dealer's view)."},
    )
    middle = fields.List(
        fields.String(), required=True, metadata={"description": "The middle, oldest first."}
    )
    starter = fields.Boolean(
        required=True,
        metadata={
            "description": "Whether the middle's first card is a starter (turned, not played): "
            "what /v1/sum15/resolve's starter takes."
        },
    )
    total = fields.Integer(required=True, metadata={"description": "The middle's ranks summed."})
    starters = fields.List(
        fields.String(), required=True, metadata={"description": "Every starter turned, in order."}
    )
    plays = fields.List(
        fields.String(), required=True, metadata={"description": "Every card played, in order."}
    )
    piles = fields.List(
        fields.List(fields.String()),
        required=True,
        metadata={"description": "The cards each seat has picked up, in the order it did."},
    )
    picked_up = fields.List(
        fields.Integer(), required=True, metadata={"description": "How many, each seat."}
    )
    stock = fields.Integer(
        required=True, metadata={"description": "Cards left to turn as starters."}
    )
    to_move = fields.Integer(
        allow_none=True, required=True, metadata={"description": "Null once the deal is over."}
    )
    over = fields.Boolean(required=True)
    winners = fields.List(
        fields.Integer(),
        allow_none=True,
        required=True,
        metadata={"description": "The seats with most cards picked up, once over (else null)."},
    )
    turns = fields.List(fields.Nested(Sum15TurnSchema), required=True)
    rules = _rules_in_force()
    record = fields.String(
        required=True,
        metadata={
            "description": "The deal's game record (docs/records.md): its seed, players, "
            "decks, house rules and result as tags, then the cards played, a round of the "
            "table to each number, each starter turned in a comment.  POST /v1/sum15/records "
            "reads it back to this answer."
        },
    )


class Sum15CardValueSchema(Schema):
    card = fields.String(required=True)
    expected_cards = fields.Float(
        required=True, metadata={"description": "Cards you are expected to hold at the end."}
    )
    win_probability = fields.Float(
        required=True,
        metadata={"description": "Your chance to win the deal (a tie for most shares it)."},
    )
    win_interval = fields.Float(
        required=True,
        metadata={
            "description": "The half-width of win_probability's 95% interval over the "
            "samples: how far the estimate may be off (1 from fewer than two samples)."
        },
    )


class Sum15SuggestionSchema(Sum15CardValueSchema):
    cards = fields.List(fields.Nested(Sum15CardValueSchema), required=True)
    samples = fields.Integer(
        required=True, metadata={"description": "The sampled deals the figures are over."}
    )
    finished = fields.Boolean(
        required=True,
        metadata={"description": "False when the time budget ran out before every sample."},
    )
    styles = fields.List(
        fields.Dict(keys=fields.String(), values=fields.Float()),
        required=True,
        metadata={
            "description": "For each seat, how likely each style of play is, as the "
            "suggester read it ({} for your seat and for seats with no cards left)."
        },
    )
    rules = _rules_in_force()


RESOLVE_REQUEST = Sum15ResolveRequestSchema()
RESOLVE = Sum15ResolveSchema()
MOVE_REQUEST = Sum15MoveRequestSchema()
SUGGESTION = Sum15SuggestionSchema()
GAME_REQUEST = Sum15GameRequestSchema()
GAME = Sum15GameSchema()
