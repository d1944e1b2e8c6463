"""The Sum 15 API: what a card picks up, the card to play, a deal replayed
(from its plays or from its game record)."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from flask import Response
from flask.views import MethodView

from service.api.prices import suggestion_price, sum15_seat_price
from service.http.bodies import JsonBlueprint
from service.http.limits import charge, priced
from service.http.render import json_response
from service.schemas.records import RECORD_REQUEST
from service.schemas.sum15 import (
    GAME,
    GAME_REQUEST,
    MAX_SAMPLES,
    MOVE_REQUEST,
    RESOLVE,
    RESOLVE_REQUEST,
    SUGGESTION,
)
from service.schemas.sum15_seat import SEAT, SEAT_REQUEST
from service.searches import run_search, tasks, work_seconds
from service.seats import game_facts, seat_turn
from solver.core.errors import IllegalMoveError, PositionError
from solver.sum15.answers import game_answer, record_answer, resolve_answer
from solver.sum15.knowledge import view_for
from solver.sum15.rules import SEED_RULES, HouseRules
from solver.sum15.seat import DEFAULT_PLAYERS, Others
from solver.sum15.seat import DEFAULT_SAMPLES as SEAT_SAMPLES
from solver.sum15.suggest import DEFAULT_SAMPLES, default_budget_seconds, expected_seconds


@dataclass(frozen=True)
class Budget:
    """A suggestion's budget: the samples, the time (None for a budget of
    work alone) and the longest its search may run."""

    samples: int
    seconds: float | None
    longest_seconds: float


def suggestion_budget(players: int, samples: int | None, budget_ms: int | None) -> Budget:
    """The budget a request asks for: its ``samples`` (a budget of work)
    and ``budget_ms`` as given; neither, the default samples within the
    table's default time."""
    if samples is None:
        seconds = default_budget_seconds(players) if budget_ms is None else budget_ms / 1000
        return Budget(DEFAULT_SAMPLES, seconds, seconds)
    if budget_ms is not None:
        return Budget(samples, budget_ms / 1000, budget_ms / 1000)
    return Budget(samples, None, work_seconds(expected_seconds(players, samples)))


blp = JsonBlueprint(
    "sum15",
    __name__,
    url_prefix="/v1/sum15",
    description="Sum 15, a card game of sets and sums with hidden hands.",
    fields={"player": "seat", "move": "plays"},
)


@blp.route("/resolve")
class ResolveView(MethodView):
    @blp.doc(operationId="resolveSum15Play")
    @blp.arguments(RESOLVE_REQUEST)
    @blp.response(200, RESOLVE)
    @blp.errors(400, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """What does a card pick up?

        The cards picked up (oldest first), why (``sum_14``, ``pair``, ``run``,
        ``multiple_of_15``, or null), and the middle that stays, under the
        house ``rules`` (by default the seed's words, named in the answer);
        ``starter`` says the middle's first card was turned, not played.
        422 for a middle no play leaves (a card in it that would have picked
        up when it was played, such as the second of a pair).
        """
        return json_response(
            resolve_answer(args["middle"], args["card"], args["rules"], args["starter"])
        )


@blp.route("/move")
class MoveView(MethodView):
    @blp.doc(operationId="suggestSum15Card")
    @blp.arguments(MOVE_REQUEST)
    @blp.response(200, SUGGESTION)
    @blp.errors(400, 409, 413, 415, 503)
    @priced(suggestion_price)
    def post(self, args: dict[str, Any]) -> Response:
        """Suggest a card to play

        From what your seat can know (your hand, the starters and every card
        played, in order), the card with the best chance to win the deal,
        the same figures for every card in hand, and how each other seat's
        style of play was read from its plays, under the house ``rules`` (by
        default the seed's words, named in the answer).  With ``samples``
        (and ``seed``) the budget is work, and the answer is the same on any
        machine at any load; without, the time budget ``budget_ms``.  409
        when it is not your turn; 422 for a state no deal could produce; 503
        with ``Retry-After`` when no search process comes free in time
        (``FIFTEEN_SEARCH_WAIT``), or ``search-failed`` when a budget of
        samples could not be played out within ``WORK_CEILING_SECONDS`` (a
        machine far too busy: ask again).
        """
        view = view_for(
            args["players"],
            args["seat"],
            args["hand"],
            args["starters"],
            args["plays"],
            args.get("decks"),
            args.get("middle"),
            args.get("picked_up"),
            args["rules"],
        )
        budget = suggestion_budget(args["players"], args.get("samples"), args.get("budget_ms"))
        answer = run_search(
            tasks.sum15_suggestion,
            view,
            args["seed"],
            budget.samples,
            budget.seconds,
            args["others"],
            longest_seconds=budget.longest_seconds,
        )
        return json_response(answer)


@blp.route("/games")
class GamesView(MethodView):
    @blp.doc(operationId="replaySum15Deal")
    @blp.arguments(GAME_REQUEST)
    @blp.response(200, GAME)
    @blp.errors(400, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """Replay a deal

        The deal dealt from ``seed`` to ``players`` seats (from ``decks``)
        after ``plays`` (the cards played, in order, seat 0 first), whole:
        each seat's hand (the dealer's view), the middle and its total, the
        starters turned, every card played, each seat's pile of cards picked
        up, the cards left to turn, whose turn it is, whether the deal is
        over and its winners, each play with what it picked up and why, and
        the game record (``record``, as ``/v1/sum15/records`` reads it).
        A multiple of 15 turns a new starter while the stock holds one; a
        set that empties the middle turns one only under the house rule
        ``restart_after_set`` (``rules``, named in the answer).  422
        ``illegal-move`` naming ``plays[i]`` for the first card not in the
        hand of the seat to play, or played after the end; 422 naming
        ``decks`` for decks that cannot deal the table.
        The same body always gets the same answer.
        """
        return json_response(
            game_answer(
                args["seed"], args["players"], args["plays"], args.get("decks"), args["rules"]
            )
        )


@blp.route("/records")
class RecordsView(MethodView):
    @blp.doc(operationId="readSum15Record")
    @blp.arguments(RECORD_REQUEST)
    @blp.response(200, GAME)
    @blp.errors(400, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """Replay a deal's game record

        The deal a PGN-shaped game record holds (``docs/records.md``: the
        tags ``Seed``, ``Players``, ``Decks``, ``HouseRules`` and ``Result``,
        then the cards played, seat 0 first), replayed and answered as
        ``/v1/sum15/games`` answers its seed, players, decks, house rules and
        plays: the ``record`` that answer writes reads back to the same
        answer, and a caller goes on from its fields.  422 ``invalid-record``
        naming ``record`` and the line (``line``) for a record that cannot be
        read, a tag missing or out of range, a house rule that does not
        exist, a word that is not a card, a card the seat to play does not
        hold (or one after the deal is over), or a ``Result`` or
        ``{starter 5D}`` comment that is not the replay's: a record is never
        corrected.  The same body always gets the same answer.
        """
        return json_response(record_answer(args["record"]))


GAME_NAME = "sum15"
"""Whose deal a seat's token holds."""
SEAT_SETTINGS = {
    "seat": 0,
    "players": DEFAULT_PLAYERS,
    "decks": None,
    "rules": SEED_RULES.named(),
    "others": Others.ENGINE.value,
    "samples": SEAT_SAMPLES,
}
"""A new deal's settings, by default."""


@blp.route("/seat")
class SeatView(MethodView):
    """A seat's view: its one play is ``card``."""

    @blp.doc(operationId="playSum15Seat")
    @blp.arguments(SEAT_REQUEST)
    @blp.response(200, SEAT)
    @blp.errors(400, 413, 415, 503)
    def post(self, args: dict[str, Any]) -> Response:
        """Play a deal from one seat

        A deal in which you see only what your seat may: your hand, the
        public cards (the middle, every play, the starters, each pile) and
        how many cards each other seat holds (``hand_sizes``).  Without
        ``game``, a new deal is dealt (from a seed you are not told until
        the end) to ``players`` seats, you at ``seat``; the other seats
        play as ``others`` (the engine, ``samples`` a play, or a style of
        the league) until it is your turn.  With ``game``, the token the
        last answer gave, and ``card``, your play, the others answer with
        theirs.  The answer carries the next ``game`` token: the whole deal
        sealed under the deployment's key, which only the service can open.
        Once the deal is over nothing is hidden: ``seed``, every hand and
        the ``record``.  The engine's samples for a round of the others
        are at most 2,000, as one suggestion's (422 naming ``samples``).
        422 ``illegal-move`` naming ``card``; ``invalid-game-token`` naming
        ``game``; a new deal's settings beside a ``game`` token are refused
        (the token holds them); 422 naming ``seat`` for a seat the table
        does not have.
        """
        given = {**args, "rules": args["rules"].named()} if "rules" in args else args
        facts = game_facts(given, GAME_NAME, SEAT_SETTINGS)
        if "game" not in args:
            _check_new_deal(args, facts)
        plays = [*facts["moves"], *([args["card"]] if "card" in args else [])]
        players = facts["players"]
        charge(sum15_seat_price(players, facts["others"], facts["samples"]))
        play = functools.partial(
            run_search,
            tasks.sum15_seat,
            facts["seed"],
            players,
            facts["decks"],
            HouseRules(**facts["rules"]),
            plays,
            facts["seat"],
            facts["others"],
            facts["samples"],
            longest_seconds=seat_seconds(players, facts["others"], facts["samples"]),
        )
        return json_response(seat_turn(facts, play, "plays"))


blp.name_fields(SeatView.__name__, {"move": "card"})


def _check_new_deal(args: dict[str, Any], facts: dict[str, Any]) -> None:
    if "card" in args:
        raise IllegalMoveError("a new deal has no plays yet: deal it first (leave card out)")
    if facts["others"] == Others.ENGINE.value:
        most = MAX_SAMPLES // (facts["players"] - 1)
        if facts["samples"] > most:
            raise PositionError(
                f"the engine plays {facts['players'] - 1} seats a round: at most {most} "
                f"samples a play at {facts['players']} players ({MAX_SAMPLES} a round)",
                part="samples",
            )
    if facts["seat"] >= facts["players"]:
        raise PositionError(
            f"seats are 0 to {facts['players'] - 1}, not {facts['seat']}", part="seat"
        )


def seat_seconds(players: int, others: str, samples: int) -> float:
    """The longest a seat's request may take: the other seats' plays, a
    round of them at most, each a suggestion of ``samples`` (with time to
    read the table) when the engine plays them."""
    if others != Others.ENGINE.value:
        return work_seconds(0.1)
    return work_seconds(
        (players - 1) * (expected_seconds(players, samples) + SUGGESTION_SETUP_SECONDS)
    )


SUGGESTION_SETUP_SECONDS = 0.5
"""What a suggestion costs before its samples, at most: reading the table
(the other seats' styles from their plays)."""
