// Sum 15's page state, shared by its game logic (sum15.js, sum15-table.js)
// and its drawing (sum15-draw.js): the table's settings, your seat's view of
// the deal as the API last answered it (or a deal imported to review), the
// earlier answers undo goes back to, and what each card of your hand would
// pick up.  The drawing reaches the game logic through `handlers`, which
// sum15.js fills.

export const D = {
  players: 4,
  seat: 0,
  others: "engine", // who plays the other seats: the engine or a greedy player
  rules: {}, // the house rules on (by default none: the seed's words)
  game: null, // the last answer: /v1/sum15/seat's (your seat's view), or /games' for an imported deal
  views: [], // the answers before each of your plays, for undo
  imported: null, // {seed}: an imported deal played on here (its record told every hand)
  pickups: new Map(), // card -> /resolve's answer for your hand
  hints: null,
  review: null, // an imported deal this page does not play, shown read-only
  generation: 0, // bumped by every new deal, play and undo: a stale answer is dropped
};

/** What the drawing's clicks call: sum15.js's `play`. */
export const handlers = {
  play: () => {},
};

export const HOUSE_RULES = ["restart_after_set", "starter_in_sets", "runs_any_order"];

/** The deal shown: the one reviewed, else yours. */
export const shown = () => D.review || D.game;

/** Your seat in the deal shown (none in a deal reviewed). */
export const mySeat = () => (D.review ? -1 : D.seat);

/** Whether a card is a heart or a diamond. */
export const isRed = (card) => card.endsWith("H") || card.endsWith("D");

/** Whether you may play: your deal (not one reviewed), going on, your turn. */
export function myTurn() {
  return Boolean(D.game && !D.review && !D.game.over && D.game.to_move === D.seat);
}

/** How many cards `seat` holds in `game`: the seat's answer counts the
 * hands it does not show. */
export function handSize(game, seat) {
  return game.hand_sizes ? game.hand_sizes[seat] : game.hands[seat].length;
}
