"""What the others may hold and how they play, read from their plays, and
deals sampled from it.

Each other seat is read against the league's styles (``league.Style``).
A style explains a seat's past plays when at each of them no card the seat
went on to play was one the style likes better (a card it still held); and
a seat of that style may still hold only cards it would not have liked
better than the card it played, at every play.  ``read_seat`` weighs each
style by how likely it makes the plays seen, from an even prior:

- a style that explains every play: the chance that a hand drawn from the
  unseen cards holds only cards it allows (``C(allowed, n) / C(unseen, n)``
  for ``n`` cards in hand);
- a play it does not explain costs ``SLIP`` / (cards then in hand), as
  if the seat played at random that once (its constraint then dropped),
  a play explained but for the tie-break ``TIE_SLIP`` (only the style's
  aim constrains it);
- ``Style.RANDOM`` explains any play with 1 / (cards then in hand).

So a seat whose plays a style explains exactly is soon read as that style,
and a seat no style explains is read as playing at random.

``Reading.TABLE`` (the default) reads every seat so; a reading named after
a style reads every seat as that style (its plays constraining what it may
hold, unless that leaves it fewer cards than it holds), and
``Reading.UNKNOWN`` reads nothing: any unseen card may be in any hand, and
every seat plays greedily in the play-outs.

Deals are sampled in two steps: a style for each seat, drawn by its
weight, gives a ``Belief`` (what each seat may hold, and how each plays),
from which the hands are drawn seat by seat, the most constrained first,
each uniformly from the cards its seat may hold that are still undealt;
the rest, shuffled, is the stock.  When the draws leave a seat short
(``TRIES`` times), the deal is drawn without reading the plays.
"""

from __future__ import annotations

import dataclasses
import enum
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from solver.sum15.cards import RANKS
from solver.sum15.knowledge import PastPlay, View
from solver.sum15.league import RANK_RANGE, STYLES, Spot, Style, preference
from solver.sum15.playout import Ranked
from solver.sum15.rules import SEED_RULES, HouseRules
from solver.sum15.selfplay import Deal

TRIES = 20
"""Draws of the others' hands before a sample gives up reading their plays."""
SLIP = 0.1
"""How often a seat of a style is taken to play at random instead."""
TIE_SLIP = 0.5
"""The cost of a play its style explains but for the tie-break."""


class Reading(enum.Enum):
    """How the others' past plays are read, and how they play on."""

    TABLE = "table"
    """Each seat as the league's styles explain its plays, weighed."""
    GREEDY = "greedy"
    CAREFUL = "careful"
    FIFTEENS = "fifteens"
    SETS = "sets"
    RANDOM = "random"
    UNKNOWN = "unknown"
    """Not at all: any unseen card may be in any hand; every seat greedy."""

    @property
    def style(self) -> Style | None:
        """The one style this reading gives every seat, if it names one."""
        return Style(self.value) if self.value in Style._value2member_map_ else None


@dataclass(frozen=True)
class Option:
    """One way to read a seat: a style, how likely it is, and the cards (as
    indices into the unseen cards) a seat of that style may hold."""

    style: Style
    weight: float
    may_hold: tuple[int, ...]


def _allowed_ranks(
    style: Style, plays: Sequence[PastPlay], hand: int, rules: HouseRules
) -> tuple[set[int], float]:
    """The ranks a seat of ``style`` that made ``plays`` and holds ``hand``
    cards may still hold, and the factor its slips cost (see the module)."""
    allowed = set(RANK_RANGE)
    factor = 1.0
    played = [RANKS[play.card] for play in plays]
    for index, play in enumerate(plays):
        spot = Spot.of_cards(play.middle, play.starter, rules.starter_in_sets, rules.runs_any_order)
        liking = {r: preference(style, spot, r) for r in RANK_RANGE}
        chosen = liking[played[index]]
        later = [liking[r] for r in played[index + 1 :]]
        in_hand = hand + len(plays) - index
        if any(other.major > chosen.major for other in later):
            factor *= SLIP / in_hand
            continue
        if any(other > chosen for other in later):
            factor *= TIE_SLIP
            allowed -= {r for r in RANK_RANGE if liking[r].major > chosen.major}
        else:
            allowed -= {r for r in RANK_RANGE if liking[r] > chosen}
    return allowed, factor


def style_allows(
    style: Style, plays: Sequence[PastPlay], card: int, rules: HouseRules = SEED_RULES
) -> bool:
    """Whether a seat of ``style`` that made ``plays`` may still hold ``card``."""
    return RANKS[card] in _allowed_ranks(style, plays, 1, rules)[0]


def read_seat(
    plays: Sequence[PastPlay],
    hand: int,
    unseen: Sequence[int],
    rules: HouseRules = SEED_RULES,
    styles: Sequence[Style] = STYLES,
) -> tuple[Option, ...]:
    """Each of ``styles`` for a seat that made ``plays`` (in order) and
    holds ``hand`` cards, weighed by how likely it makes them (the weights
    sum to 1), with what a seat of that style may hold among ``unseen``."""
    everything = tuple(range(len(unseen)))
    options = []
    for style in styles:
        if style is Style.RANDOM:
            chance = math.prod(1 / (hand + len(plays) - k) for k in range(len(plays)))
            options.append(Option(style, chance, everything))
            continue
        ranks, factor = _allowed_ranks(style, plays, hand, rules)
        may_hold = tuple(i for i in everything if RANKS[unseen[i]] in ranks)
        chance = factor * math.comb(len(may_hold), hand) / math.comb(len(unseen), hand)
        options.append(Option(style, chance, may_hold))
    total = sum(option.weight for option in options)
    if not total:  # no style can hold that hand: any card, by the first style
        return (Option(styles[0], 1.0, everything),)
    return tuple(Option(o.style, o.weight / total, o.may_hold) for o in options if o.weight)


@dataclass(frozen=True)
class Belief:
    """One reading of the table: for each seat, which unseen cards it may
    hold, and how each seat plays on (the viewer's own style included)."""

    view: View
    unseen: tuple[int, ...]
    may_hold: tuple[tuple[int, ...], ...]
    """Per seat, indices into ``unseen`` (empty for the viewer)."""
    order: tuple[int, ...]
    """The other seats that hold cards, the most constrained first."""
    styles: tuple[Style, ...] = ()
    """Each seat's style in the play-outs; none given, every seat greedy."""

    @classmethod
    def of(cls, view: View, reading: Reading = Reading.GREEDY) -> Belief:
        """Every other seat read as ``reading``'s one style (``UNKNOWN``:
        not read, played greedily)."""
        return TableBelief.of(view, reading).belief(random.Random(0))

    def sample(self, rng: random.Random) -> Deal:
        """A deal consistent with the view and the reading of the plays."""
        view = self.view
        hands, stock = self._deal(rng)
        return Deal(
            hands,
            stock,
            list(view.middle),
            list(view.picked),
            view.seat,
            decks=view.decks,
            rules=view.rules,
            starter=view.starter,
        )

    def sample_ranked(self, rng: random.Random) -> Ranked:
        """``sample``'s deal as ranks (the same deal for the same ``rng``),
        drawn without building the ``Deal``: what the suggester plays out."""
        view = self.view
        hands, stock = self._deal(rng)
        ranked = Ranked.of_cards(
            hands, view.middle, stock, view.picked, view.seat, view.rules, view.starter
        )
        return dataclasses.replace(ranked, styles=self.styles) if self.styles else ranked

    def _deal(self, rng: random.Random) -> tuple[list[list[int]], list[int]]:
        """Every seat's hand (the viewer's its own) and the stock, the next
        starter last: a deal consistent with the view and the reading."""
        view = self.view
        hands = self._draw(rng)
        if hands is None:
            hands = self._draw(rng, read=False)
            assert hands is not None
        dealt = {i for hand in hands.values() for i in hand}
        stock = [card for i, card in enumerate(self.unseen) if i not in dealt]
        rng.shuffle(stock)
        return [
            list(view.hand) if seat == view.seat else [self.unseen[i] for i in hands.get(seat, ())]
            for seat in range(len(view.hand_sizes))
        ], stock[: view.stock_size]

    def _draw(self, rng: random.Random, read: bool = True) -> dict[int, list[int]] | None:
        """Each other seat's hand as indices into ``unseen``; None when every
        try left a seat short."""
        everything = range(len(self.unseen))
        for _ in range(TRIES if read else 1):
            used: set[int] = set()
            hands: dict[int, list[int]] = {}
            for seat in self.order:
                pool = [i for i in (self.may_hold[seat] if read else everything) if i not in used]
                size = self.view.hand_sizes[seat]
                if len(pool) < size:
                    break
                hands[seat] = rng.sample(pool, size)
                used.update(hands[seat])
            else:
                return hands
        return None


@dataclass(frozen=True)
class TableBelief:
    """The viewer's belief about the whole table: each other seat's
    options (``read_seat``), and the viewer's own style in the play-outs."""

    view: View
    unseen: tuple[int, ...]
    options: tuple[tuple[Option, ...], ...]
    """Per seat (empty for the viewer and for seats with no cards left)."""
    own_style: Style = Style.CAREFUL
    greedy_play_outs: bool = False
    """Every seat plays greedily in the play-outs, whatever it is read as."""

    @classmethod
    def of(
        cls, view: View, reading: Reading = Reading.TABLE, own_style: Style = Style.CAREFUL
    ) -> TableBelief:
        """The table as ``reading`` reads it."""
        unseen = tuple(view.unseen())
        everything = tuple(range(len(unseen)))
        options: list[tuple[Option, ...]] = []
        style = reading.style
        for seat, size in enumerate(view.hand_sizes):
            if seat == view.seat or not size:
                options.append(())
                continue
            plays = [play for play in view.history if play.seat == seat]
            if reading is Reading.UNKNOWN:
                options.append((Option(Style.GREEDY, 1.0, everything),))
            elif style is None:
                options.append(read_seat(plays, size, unseen, view.rules))
            else:
                read = read_seat(plays, size, unseen, view.rules, (style,))
                may_hold = read[0].may_hold if len(read[0].may_hold) >= size else everything
                options.append((Option(style, 1.0, may_hold),))
        return cls(view, unseen, tuple(options), own_style, reading is Reading.UNKNOWN)

    def belief(self, rng: random.Random) -> Belief:
        """One reading of the table: a style for each seat, drawn by weight."""
        chosen: list[Option | None] = []
        for options in self.options:
            if not options:
                chosen.append(None)
                continue
            pick, option = rng.random(), options[-1]
            for candidate in options:
                pick -= candidate.weight
                if pick < 0:
                    option = candidate
                    break
            chosen.append(option)
        may_hold = tuple(() if option is None else option.may_hold for option in chosen)
        order = sorted(
            (seat for seat, option in enumerate(chosen) if option is not None),
            key=lambda seat: (len(may_hold[seat]), seat),
        )
        styles: tuple[Style, ...] = ()
        if not self.greedy_play_outs:
            styles = tuple(self.own_style if option is None else option.style for option in chosen)
        return Belief(self.view, self.unseen, may_hold, tuple(order), styles)

    def sample_ranked(self, rng: random.Random) -> Ranked:
        """A deal drawn from one reading of the table, as ranks."""
        return self.belief(rng).sample_ranked(rng)

    def weights(self, seat: int) -> dict[Style, float]:
        """How likely each style is for ``seat``."""
        return {option.style: option.weight for option in self.options[seat]}
