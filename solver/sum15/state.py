"""Sum 15 through the interface every game offers (``solver.core.game``),
with chance made explicit: dealing each card and turning each starter is a
chance node whose outcomes are the cards not yet seen, each as likely as it
is common among them.

The deal is dealt a card at a time, round the table from seat 0, then the
first starter is turned; later starters are turned whenever a pick-up
empties the middle and the stock still holds a card.  A seat's information
state is what ``knowledge.View`` is built from: its hand, the starters and
every card played, in order (``InformationState.from_text`` reads it).
``Deal``, the simulator's state, plays the same rules (``rules.play_card``)
on a deal shuffled in one go.

>>> import random
>>> from solver.core.play import random_play
>>> state = random_play(Sum15State.new(players=2), random.Random(3), plies=24)
>>> state.is_terminal(), sum(state.returns())
(True, 1.0)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Final

from solver.core.errors import IllegalMoveError, MoveNotationError, PositionError
from solver.core.game import CHANCE, TERMINAL, Chance, GameType, Information, Utility
from solver.sum15.cards import DECK, name, names, parse, rank
from solver.sum15.errors import CardError
from solver.sum15.knowledge import View, view_for
from solver.sum15.rules import SEED_RULES, HouseRules
from solver.sum15.selfplay import Deal
from solver.sum15.table import (
    HAND,
    MAX_PLAYERS,
    MIN_PLAYERS,
    check_table,
    deal_over,
    play_turn,
    seat_to_play,
    stock_after_deal,
    win_share,
)

GAME_TYPE: Final = GameType(
    "Sum 15",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    information=Information.IMPERFECT,
    chance=Chance.EXPLICIT,
    utility=Utility.GENERAL_SUM,  # the seats share one win: constant-sum
)


@dataclass(frozen=True)
class Sum15State:
    """A deal of Sum 15 at any point, from the first card dealt to the last
    card played.  Cards are ``cards``' ints."""

    players: int
    decks: int
    hands: tuple[tuple[int, ...], ...]
    middle: tuple[int, ...]
    total: int
    """The ranks in the middle, summed."""
    picked: tuple[int, ...]
    """Cards each seat has picked up."""
    starters: tuple[int, ...]
    plays: tuple[int, ...]
    rules: HouseRules = SEED_RULES
    starter: bool = False
    """Whether the middle's first card is a starter."""
    starter_due: bool = True
    """Whether a starter is to be turned now: the first, and then as
    ``table.play_turn`` says."""

    @classmethod
    def new(
        cls, players: int, decks: int | None = None, rules: HouseRules = SEED_RULES
    ) -> Sum15State:
        """Before the deal: no card dealt yet (by default one deck per six
        players); ``ValueError`` when the decks cannot deal every hand and a
        starter."""
        decks = check_table(players, decks)
        return cls(players, decks, ((),) * players, (), 0, (0,) * players, (), (), rules)

    @classmethod
    def from_deal(cls, deal: Deal) -> Sum15State:
        """The state of ``deal`` as it stands: one dealt and played by its
        own rules from the shuffle (``Deal.shuffled``), every starter due
        already turned."""
        return cls(
            players=deal.players,
            decks=deal.decks,
            hands=tuple(tuple(hand) for hand in deal.hands),
            middle=tuple(deal.middle),
            total=deal.total,
            picked=tuple(deal.picked),
            starters=tuple(deal.starters),
            plays=tuple(deal.plays),
            rules=deal.rules,
            starter=deal.starter,
            starter_due=False,
        )

    @property
    def dealt(self) -> int:
        return sum(map(len, self.hands)) + len(self.plays)

    def unseen(self) -> Counter[int]:
        """The cards nobody has seen: the stock, in no order."""
        left = Counter(DECK * self.decks)
        left.subtract(card for hand in self.hands for card in hand)
        left.subtract(self.plays)
        left.subtract(self.starters)
        return +left

    @property
    def stock(self) -> int:
        """Cards left to turn as starters."""
        return stock_after_deal(self.players, self.decks) - len(self.starters)

    # The interface every game offers (``solver.core.game.State``).

    def current_player(self) -> int:
        if self.dealt < HAND * self.players:
            return CHANCE
        if deal_over(len(self.plays), self.players):
            return TERMINAL
        if self.starter_due:
            return CHANCE
        return seat_to_play(len(self.plays), self.players)

    def legal_actions(self) -> list[int]:
        """The distinct cards in the hand of the seat to move, ascending; at
        a chance node, the cards that may come."""
        seat = self.current_player()
        if seat == CHANCE:
            return sorted(self.unseen())
        if seat == TERMINAL:
            return []
        return sorted(set(self.hands[seat]))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.current_player() != CHANCE:
            return []
        unseen = self.unseen()
        count = sum(unseen.values())
        return [(card, unseen[card] / count) for card in sorted(unseen)]

    def apply_action(self, action: int) -> Sum15State:
        seat = self.current_player()
        if seat == CHANCE:
            if not self.unseen()[action]:
                raise IllegalMoveError(f"{name(action)} cannot come: every copy has been seen")
            if self.dealt < HAND * self.players:
                to = self.dealt % self.players
                hands = tuple((*h, action) if s == to else h for s, h in enumerate(self.hands))
                return replace(self, hands=hands)
            return replace(
                self,
                middle=(action,),
                total=rank(action),
                starters=(*self.starters, action),
                starter=True,
                starter_due=False,
            )
        if seat == TERMINAL:
            raise IllegalMoveError("the deal is over: nobody plays")
        hand = list(self.hands[seat])
        if action not in hand:
            raise IllegalMoveError(f"seat {seat} holds no {name(action)}")
        hand.remove(action)
        middle = list(self.middle)
        plays = (*self.plays, action)
        last = deal_over(len(plays), self.players)
        turn = play_turn(
            middle, self.total, action, self.rules, self.starter, stock=self.stock, last=last
        )
        picked = tuple(n + turn.picked if s == seat else n for s, n in enumerate(self.picked))
        hands = tuple(tuple(hand) if s == seat else h for s, h in enumerate(self.hands))
        return replace(
            self,
            hands=hands,
            middle=tuple(middle),
            total=turn.total,
            picked=picked,
            plays=plays,
            starter=turn.starter,
            starter_due=turn.turns_starter,
        )

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def returns(self) -> tuple[float, ...]:
        """Each seat's share of the win (a tie for most cards shares it) once
        the deal is over; zeros before."""
        if not self.is_terminal():
            return (0.0,) * self.players
        return tuple(win_share(self.picked, seat) for seat in range(self.players))

    def information_state_string(self, player: int) -> str:
        return str(
            InformationState(
                self.players,
                self.decks,
                player,
                self.hands[player],
                self.starters,
                self.plays,
                self.rules,
            )
        )

    def action_to_string(self, action: int) -> str:
        return name(action)

    def action_from_string(self, text: str) -> int:
        try:
            return parse(text)
        except CardError as error:
            raise MoveNotationError(str(error)) from None


@dataclass(frozen=True)
class InformationState:
    """What one seat knows: the table and its house rules, its hand, the
    starters and every card played, in order.  Written ``players=4 decks=1
    seat=2 hand=AS,10H starters=QS plays=3H,4D rules=`` (``rules=`` lists
    the house rules on, comma-separated: none for the seed's words); when it
    is the seat's turn, ``view()`` checks it against a replay of the deal.

    >>> text = "players=2 decks=1 seat=0 hand=AS,10H starters=QS plays=3H,4D,2C,KD rules="
    >>> str(InformationState.from_text(text)) == text
    True
    >>> str(InformationState.from_text(text + "runs_any_order")).endswith("runs_any_order")
    True
    """

    players: int
    decks: int
    seat: int
    hand: tuple[int, ...]
    starters: tuple[int, ...]
    plays: tuple[int, ...]
    rules: HouseRules = SEED_RULES

    def view(self) -> View:
        """The seat's view, checked against a replay of the deal; raises as
        ``knowledge.view_for`` does (``WrongPlayerError`` when it is not the
        seat's turn)."""
        return view_for(
            self.players,
            self.seat,
            self.hand,
            self.starters,
            self.plays,
            self.decks,
            rules=self.rules,
        )

    def __str__(self) -> str:
        return " ".join(
            [
                f"players={self.players}",
                f"decks={self.decks}",
                f"seat={self.seat}",
                "hand=" + ",".join(names(self.hand)),
                "starters=" + ",".join(names(self.starters)),
                "plays=" + ",".join(names(self.plays)),
                "rules=" + ",".join(key for key, on in self.rules.named().items() if on),
            ]
        )

    @classmethod
    def from_text(cls, text: str) -> InformationState:
        """Read what ``str`` writes; ``PositionError`` naming the part at fault."""
        fields = dict(part.partition("=")[::2] for part in text.split())
        wanted = ("players", "decks", "seat", "hand", "starters", "plays", "rules")
        if sorted(fields) != sorted(wanted):
            raise PositionError(
                f"{text[:60]!r} is not an information state: write "
                + " ".join(f"{key}=..." for key in wanted)
            )
        numbers = {}
        for key in ("players", "decks", "seat"):
            if not (fields[key].isascii() and fields[key].isdigit()) or len(fields[key]) > 2:
                raise PositionError(f"{key} is a number, got {fields[key][:20]!r}", part=key)
            numbers[key] = int(fields[key])
        cards = {}
        for key in ("hand", "starters", "plays"):
            try:
                cards[key] = tuple(parse(card) for card in fields[key].split(",") if card)
            except CardError as error:
                raise PositionError(str(error), part=key) from None
        options = [option for option in fields["rules"].split(",") if option]
        known = HouseRules().named()
        unknown = [option for option in options if option not in known]
        if unknown:
            raise PositionError(
                f"{unknown[0][:30]!r} is no house rule: " + ", ".join(known),
                part="rules",
            )
        return cls(
            numbers["players"],
            numbers["decks"],
            numbers["seat"],
            cards["hand"],
            cards["starters"],
            cards["plays"],
            HouseRules(**{option: True for option in options}),
        )
