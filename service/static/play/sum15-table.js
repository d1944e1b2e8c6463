// Sum 15's requests about a deal (sum15.js's helpers): what a card picks up
// (/v1/sum15/resolve), the engine's view of a hand (/v1/sum15/move), and an
// imported deal played on at this page's table: its record told every hand,
// so the page replays it from its seed (/v1/sum15/games) and plays the other
// seats itself, the engine's cards from /move, the greedy player's the one
// /resolve says picks up most (else the lowest).

import { api, setStatus, Stale } from "./common.js";
import { D } from "./sum15-state.js";

const RANKS = { A: 1, J: 11, Q: 12, K: 13 };

/** The decks to name for the table: two at fourteen seats, else the default. */
export const decks = () => (D.players === 14 ? 2 : undefined);

/** The body asking /resolve what `card` picks up from `game`'s middle. */
export function resolveBody(game, card) {
  return { middle: game.middle, card, starter: game.starter, rules: D.rules };
}

/** The body asking /move for `seat`'s card from its own hand and the
 * public cards, searched for `budget` ms. */
export function suggestionBody(game, seat, budget) {
  const body = {
    players: D.players, seat, hand: game.hands[seat], starters: game.starters, plays: game.plays,
    budget_ms: budget, rules: D.rules,
  };
  if (decks()) body.decks = decks();
  return body;
}

/** A card's rank: A 1, numbers as written (T 10), J 11, Q 12, K 13. */
function rank(card) {
  const face = card.slice(0, -1);
  return RANKS[face] || Number(face === "T" ? 10 : face);
}

/** The imported deal after `plays`, from its seed. */
async function replay(plays) {
  const body = { seed: D.imported.seed, players: D.players, plays, rules: D.rules };
  if (decks()) body.decks = decks();
  return api("/v1/sum15/games", body);
}

/** The card the seat to move in `game` plays: the engine's, or the
 * greedy player's. */
async function otherCard(game) {
  const seat = game.to_move;
  if (D.others === "engine") {
    return (await api("/v1/sum15/move", suggestionBody(game, seat, 60))).card;
  }
  let best = null;
  for (const card of game.hands[seat]) {
    const { picked_up: taken } = await api("/v1/sum15/resolve", resolveBody(game, card));
    const better = !best || taken.length > best.count || (taken.length === best.count && rank(card) < rank(best.card));
    if (better) best = { card, count: taken.length };
  }
  return best.card;
}

/** An imported deal after your `card` and the other seats' plays up to
 * your next turn (or the end), while `current()` holds; else Stale. */
export async function playOnImported(game, card, current) {
  let after = await replay([...game.plays, card]);
  while (!after.over && after.to_move !== D.seat) {
    if (!current()) throw new Stale();
    setStatus(`Seat ${after.to_move} is thinking…`, true);
    const theirs = await otherCard(after);
    if (!current()) throw new Stale();
    after = await replay([...after.plays, theirs]);
  }
  return after;
}
