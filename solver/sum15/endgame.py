"""Exact play of a small endgame with every hand known (max^n).

Each player, in turn, plays the card that gives it the most cards picked up
by the end of the deal, assuming the others do the same for themselves (ties:
the lowest such card).  The suggester does not use it: played on its
sampled deals it made it no stronger and three times slower (a sampled deal
shows every hand, which the player will not see; ``docs/sum15.md``).  Kept
as the exact reference the tests hold play-outs to.
"""

from __future__ import annotations

from solver.sum15.selfplay import Deal


def solve(deal: Deal) -> tuple[int, ...]:
    """The cards each seat will have picked up at the end under max^n play."""
    return _solve(deal, {})


def _key(deal: Deal) -> tuple[object, ...]:
    return (
        tuple(tuple(sorted(hand)) for hand in deal.hands),
        tuple(deal.stock),
        tuple(deal.middle),
        deal.starter,
        deal.turn,
    )


def _solve(deal: Deal, memo: dict[tuple[object, ...], tuple[int, ...]]) -> tuple[int, ...]:
    if deal.over:
        return tuple(deal.picked)
    key = _key(deal)
    base = tuple(deal.picked)
    gained = memo.get(key)
    if gained is None:
        seat = deal.turn
        best: tuple[int, ...] | None = None
        for card in sorted(set(deal.hands[seat])):
            child = deal.copy()
            child.play(card)
            final = _solve(child, memo)
            if best is None or final[seat] - base[seat] > best[seat]:
                best = tuple(f - b for f, b in zip(final, base, strict=True))
        assert best is not None
        gained = memo[key] = best
    return tuple(b + g for b, g in zip(base, gained, strict=True))


def brute_force(deal: Deal) -> tuple[int, ...]:
    """``solve`` by plain recursion over every card of every hand (no memo, no
    merging of identical cards): the reference the tests hold it to."""
    if deal.over:
        return tuple(deal.picked)
    seat = deal.turn
    best: tuple[int, ...] | None = None
    for card in sorted(deal.hands[seat]):
        child = deal.copy()
        child.play(card)
        final = brute_force(child)
        if best is None or final[seat] > best[seat]:
            best = final
    assert best is not None
    return best
