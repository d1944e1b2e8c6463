// Sum 15's drawing: the middle, the seats, your hand with what each card
// picks up, the hints, the record and the result, from the state
// (sum15-state.js); a card clicked goes to its handlers.

import { $, element } from "./common.js";
import { D, handSize, handlers, isRed, myTurn, mySeat, shown } from "./sum15-state.js";

/** Fewer samples than this and a hint's percentages are too thin to trust. */
const THIN = 30;

/** Draw the deal shown: the middle, the seats, your hand, the hints, the
 * record and, once over, the result. */
export function render() {
  const game = shown();
  if (!game) return;
  const middle = $("middle");
  middle.replaceChildren(...game.middle.map((card) => element("span", `card${isRed(card) ? " red" : ""}`, card)));
  if (!game.middle.length) middle.append(element("span", "", "(empty)"));
  $("total").textContent = `Total ${game.total}; ${game.stock} cards left to turn as starters.`;
  $("starters").textContent = `Starters turned: ${game.starters.join(", ")}`;
  renderSeats(game);
  renderHand();
  renderHints();
  renderRecord();
  renderResult();
  $("undo").disabled = Boolean(D.review) || game.over || !D.views.length;
  $("hand-tray").hidden = Boolean(D.review);
}

/** Each seat: the cards it picked up and holds, the one to move marked. */
function renderSeats(game) {
  const seats = $("seats");
  seats.replaceChildren();
  for (let seat = 0; seat < game.players; seat++) {
    const name = seat === mySeat() ? "You" : `Seat ${seat}`;
    const box = element("span", "seat", `${name}: ${game.picked_up[seat]} · ${handSize(game, seat)} in hand`);
    if (seat === game.to_move) box.classList.add("to-move");
    if (game.winners && game.winners.includes(seat)) box.classList.add("winner");
    if (seat === game.to_move) box.setAttribute("aria-current", "true");
    seats.append(box);
  }
}

/** Every card played, numbered, with what it picked up and each starter
 * turned, the first before the first play. */
function renderRecord() {
  const game = shown();
  const list = $("turns");
  list.replaceChildren();
  if (game.starters.length) list.append(element("li", "starter", `Starter turned: ${game.starters[0]}`));
  for (const turn of game.turns) {
    const who = turn.seat === mySeat() ? "You" : `Seat ${turn.seat}`;
    const took = turn.picked_up.length ? `: picked up ${turn.picked_up.join(" ")} (${turn.reason.replaceAll("_", " ")})` : "";
    const starter = turn.starter ? `; new starter ${turn.starter}` : "";
    list.append(element("li", turn.seat === mySeat() ? "mine" : "theirs", `${who} played ${turn.card}${took}${starter}`));
  }
  list.scrollTop = list.scrollHeight;
}

/** Once the deal is over: every seat ranked by the cards it picked up (a
 * tie shares its place). */
function renderResult() {
  const game = shown();
  const table = $("result");
  table.hidden = !game.over;
  const body = table.querySelector("tbody");
  body.replaceChildren();
  if (!game.over) return;
  const order = [...game.picked_up.keys()].sort((a, b) => game.picked_up[b] - game.picked_up[a] || a - b);
  order.forEach((seat) => {
    const place = 1 + order.findIndex((other) => game.picked_up[other] === game.picked_up[seat]);
    const row = element("tr", seat === mySeat() ? "mine" : "");
    if (game.winners.includes(seat)) row.classList.add("winner");
    const name = seat === mySeat() ? `You (seat ${seat})` : `Seat ${seat}`;
    row.append(element("td", "", String(place)), element("th", "", name), element("td", "", String(game.picked_up[seat])));
    row.cells[1].setAttribute("scope", "row");
    body.append(row);
  });
}

/** Your hand, each card a button (while it is your turn) with what it
 * would pick up once /resolve has said. */
function renderHand() {
  const hand = $("hand");
  hand.replaceChildren();
  if (D.review) return;
  const mine = D.game.hands[D.seat];
  for (const card of mine) {
    const button = element("button", `card${isRed(card) ? " red" : ""}`, card);
    button.type = "button";
    button.disabled = !myTurn();
    const outcome = D.pickups.get(card);
    if (myTurn() && outcome) {
      const says = outcome.picked_up.length
        ? `picks up ${outcome.picked_up.length} (${outcome.reason.replaceAll("_", " ")})`
        : "picks up nothing";
      button.append(" ", element("span", "pickup", says));
    }
    button.addEventListener("click", () => handlers.play(card));
    hand.append(button);
  }
}

/** Whether a card shows better odds than the suggested one (by less than
 * the engine asks before leaving its own way of playing). */
function outranked(hints) {
  const suggested = hints.cards.find((value) => value.card === hints.card);
  return hints.cards.some((value) => suggested && value.win_probability > suggested.win_probability);
}

/** The engine's view of your cards (when hints are on and it is your
 * turn), with how far to trust it. */
export function renderHints() {
  const panel = $("hint-panel");
  panel.hidden = !$("hints").checked || !myTurn();
  const list = $("hint-list");
  list.replaceChildren();
  $("hint-trust").textContent = "";
  if (panel.hidden) return;
  if (!D.hints) {
    list.append(element("li", "", "The engine is thinking…"));
    return;
  }
  const { samples, finished } = D.hints;
  const thin = samples < THIN;
  $("hint-trust").textContent = `Over ${samples} sampled deals${finished ? "" : " (time ran out first)"}`
    + (thin ? `: too few to trust, each figure may be off by much.` : ".")
    + (outranked(D.hints) ? " The suggestion is the engine's own way of playing unless another card is clearly better than it over these samples, not only a little." : "");
  $("hint-trust").className = thin ? "thin" : "";
  for (const value of D.hints.cards) {
    const best = value.card === D.hints.card ? " (suggested)" : "";
    const odds = `${Math.round(100 * value.win_probability)}% ± ${Math.round(100 * value.win_interval)}`;
    list.append(element("li", best ? "mine" : "", `${value.card}${best}: wins ${odds} of the time, ${value.expected_cards} cards expected`));
  }
}
