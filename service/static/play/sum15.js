// Sum 15 against the engine, through the public API only: the deal is its
// seed, table and plays (POST /v1/sum15/games answers its whole state), what
// a card picks up comes from /v1/sum15/resolve, the engine's cards and the
// hints from /v1/sum15/move.  The greedy player asks /resolve for each card
// of its hand and plays the one that picks up most (else the lowest).  A
// deal's record is exported as the answer writes it; one imported
// (/v1/sum15/records) is played on from, or, at a table this page does not
// deal, shown to review.

import { $, ApiError, api, element, randomSeed, setStatus, Stale, writeAddress } from "./common.js";
import { refreshExport, showExport, wireRecords } from "./records.js";

const D = {
  seed: 0,
  players: 4,
  seat: 0,
  others: "engine",
  plays: [],
  game: null,
  pickups: new Map(), // card -> /resolve's answer for your hand
  rules: {}, // the house rules on (by default none: the seed's words)
  hints: null,
  review: null, // an imported deal this page does not play, shown read-only
  generation: 0,
};

/** The deal shown: the one reviewed, else yours. */
const shown = () => D.review || D.game;
/** Your seat in the deal shown (none in a deal reviewed). */
const mySeat = () => (D.review ? -1 : D.seat);

const decks = () => (D.players === 14 ? 2 : undefined);
const HOUSE_RULES = ["restart_after_set", "starter_in_sets", "runs_any_order"];
const RANKS = { A: 1, J: 11, Q: 12, K: 13 };
const isRed = (card) => card.endsWith("H") || card.endsWith("D");

/** The deal after `plays`, made the page's own while `generation` is still
 * current; a stale answer (a newer deal or play meanwhile) throws Stale. */
async function replay(plays, generation) {
  const body = { seed: D.seed, players: D.players, plays, rules: D.rules };
  if (decks()) body.decks = decks();
  const game = await api("/v1/sum15/games", body);
  if (generation !== D.generation) throw new Stale();
  D.plays = plays;
  D.game = game;
  D.pickups = new Map();
  D.hints = null;
  refreshExport();
  writeAddress(new URLSearchParams([
    ["seed", String(D.seed)], ["players", String(D.players)], ["seat", String(D.seat)],
    ["others", D.others], ...Object.keys(D.rules).map((rule) => ["rule", rule]),
    ...plays.map((card) => ["p", card]),
  ]));
  return game;
}

async function advance(plays) {
  const generation = ++D.generation;
  setStatus("Playing…", true);
  for (const button of $("hand").querySelectorAll("button")) button.disabled = true;
  try {
    await replay(plays, generation);
    render();
    while (!D.game.over && D.game.to_move !== D.seat) {
      setStatus(`Seat ${D.game.to_move} is thinking…`, true);
      const card = await otherCard(D.game);
      if (generation !== D.generation) return;
      await replay([...D.plays, card], generation);
      render();
    }
    if (generation !== D.generation) return;
    setStatus(statusText());
    if (!D.game.over) await yourTurn(generation);
  } catch (error) {
    if (generation === D.generation) setStatus(error instanceof ApiError ? `Refused: ${error.message}` : String(error));
  }
}

async function otherCard(game) {
  const seat = game.to_move;
  const hand = game.hands[seat];
  if (D.others === "engine") {
    return (await api("/v1/sum15/move", suggestionBody(game, seat, 60))).card;
  }
  let best = null;
  for (const card of hand) {
    const { picked_up: taken } = await api("/v1/sum15/resolve", resolveBody(game, card));
    const better = !best || taken.length > best.count || (taken.length === best.count && rank(card) < rank(best.card));
    if (better) best = { card, count: taken.length };
  }
  return best.card;
}

function rank(card) {
  const face = card.slice(0, -1);
  return RANKS[face] || Number(face === "T" ? 10 : face);
}

function resolveBody(game, card) {
  return { middle: game.middle, card, starter: game.starter, rules: D.rules };
}

function suggestionBody(game, seat, budget) {
  const body = {
    players: D.players, seat, hand: game.hands[seat], starters: game.starters, plays: game.plays,
    budget_ms: budget, rules: D.rules,
  };
  if (decks()) body.decks = decks();
  return body;
}

async function yourTurn(generation) {
  const game = D.game;
  const answers = await Promise.all(
    [...new Set(game.hands[D.seat])].map((card) => api("/v1/sum15/resolve", resolveBody(game, card))),
  );
  if (generation !== D.generation) return;
  [...new Set(game.hands[D.seat])].forEach((card, i) => D.pickups.set(card, answers[i]));
  render();
  if ($("hints").checked) {
    D.hints = await api("/v1/sum15/move", suggestionBody(game, D.seat, 150));
    if (generation === D.generation) render();
  }
}

function statusText() {
  const game = D.game;
  const last = game.turns[game.turns.length - 1];
  const said = last && last.seat !== D.seat
    ? `Seat ${last.seat} played ${last.card}${last.picked_up.length ? `, picking up ${last.picked_up.length} (${last.reason.replaceAll("_", " ")})` : ""}. `
    : "";
  if (!game.over) return `${said}Your turn: choose a card.`;
  const mine = game.winners.includes(D.seat);
  const who = game.winners.map((seat) => (seat === D.seat ? "you" : `seat ${seat}`)).join(" and ");
  const verdict = mine ? (game.winners.length > 1 ? `you share the win with ${who}` : "you win") : `${who} ${game.winners.length > 1 ? "win" : "wins"}`;
  return `${said}The deal is over: ${verdict}, with ${game.picked_up[game.winners[0]]} cards picked up.`;
}

// --- drawing ----------------------------------------------------------------------

function render() {
  const game = shown();
  if (!game) return;
  const middle = $("middle");
  middle.replaceChildren(...game.middle.map((card) => element("span", `card${isRed(card) ? " red" : ""}`, card)));
  if (!game.middle.length) middle.append(element("span", "", "(empty)"));
  $("total").textContent = `Total ${game.total}; ${game.stock} cards left to turn as starters.`;
  $("starters").textContent = `Starters turned: ${game.starters.join(", ")}`;
  const seats = $("seats");
  seats.replaceChildren();
  for (let seat = 0; seat < game.players; seat++) {
    const name = seat === mySeat() ? "You" : `Seat ${seat}`;
    const box = element("span", "seat", `${name}: ${game.picked_up[seat]} · ${game.hands[seat].length} in hand`);
    if (seat === game.to_move) box.classList.add("to-move");
    if (game.winners && game.winners.includes(seat)) box.classList.add("winner");
    if (seat === game.to_move) box.setAttribute("aria-current", "true");
    seats.append(box);
  }
  renderHand();
  renderHints();
  renderRecord();
  renderResult();
  $("undo").disabled = Boolean(D.review) || !game.turns.some((turn) => turn.seat === D.seat);
  $("hand-tray").hidden = Boolean(D.review);
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

function renderHand() {
  const hand = $("hand");
  hand.replaceChildren();
  if (D.review) return;
  const mine = D.game.hands[D.seat];
  const myTurn = !D.game.over && D.game.to_move === D.seat;
  for (const card of mine) {
    const button = element("button", `card${isRed(card) ? " red" : ""}`, card);
    button.type = "button";
    button.disabled = !myTurn;
    const outcome = D.pickups.get(card);
    if (myTurn && outcome) {
      const says = outcome.picked_up.length
        ? `picks up ${outcome.picked_up.length} (${outcome.reason.replaceAll("_", " ")})`
        : "picks up nothing";
      button.append(" ", element("span", "pickup", says));
    }
    button.addEventListener("click", () => advance([...D.plays, card]));
    hand.append(button);
  }
}

/** Fewer samples than this and a hint's percentages are too thin to trust. */
const THIN = 30;

/** Whether a card shows better odds than the suggested one (by less than
 * the engine asks before leaving its own way of playing). */
function outranked(hints) {
  const suggested = hints.cards.find((value) => value.card === hints.card);
  return hints.cards.some((value) => suggested && value.win_probability > suggested.win_probability);
}

function renderHints() {
  const panel = $("hint-panel");
  panel.hidden = !$("hints").checked || Boolean(D.review) || D.game.over || D.game.to_move !== D.seat;
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

// --- start --------------------------------------------------------------------------

/** Take back your last play and the others' after it. */
function undo() {
  if (D.review) return;
  const turns = D.game ? D.game.turns : [];
  let last = turns.length - 1;
  while (last >= 0 && turns[last].seat !== D.seat) last--;
  if (last >= 0) advance(D.plays.slice(0, last));
}

function fillSeats() {
  const select = $("seat");
  const keep = Math.min(Number(select.value || 0), D.players - 1);
  select.replaceChildren();
  for (let seat = 0; seat < D.players; seat++) {
    const option = element("option", "", seat === 0 ? "0 (plays first)" : String(seat));
    option.value = String(seat);
    select.append(option);
  }
  select.value = String(keep);
}

function readRules() {
  D.rules = Object.fromEntries(HOUSE_RULES.filter((rule) => $(rule).checked).map((rule) => [rule, true]));
}

// --- export and import ----------------------------------------------------------------

/** What Export shows: the deal's record, as the last answer wrote it. */
async function exported() {
  const game = shown();
  showExport("export-record", game ? game.record : null, "sum15.pgn", "No deal yet.");
}

/** Whether this page deals `game`'s table (its seats and decks, a seed it
 * holds exactly), so play can go on from it. */
function playable(game) {
  const tables = [...$("players").options].map((option) => Number(option.value));
  return Number.isSafeInteger(game.seed) && tables.includes(game.players)
    && game.decks === (game.players === 14 ? 2 : 1);
}

/** Read a pasted record: a deal this page plays goes on from its last
 * play, you in the seat to play; another is reviewed. */
async function imported(text) {
  const game = await api("/v1/sum15/records", { record: text });
  const played = `${game.plays.length} cards played`;
  if (!playable(game)) {
    ++D.generation; // your deal waits, as it was
    D.review = game;
    $("back-to-deal").hidden = false;
    render();
    refreshExport();
    const over = game.over ? "over" : "going on";
    setStatus(`Reviewing an imported deal (${over}, ${played}): ${game.players} seats on ${game.decks} ${game.decks === 1 ? "deck" : "decks"}, a table this page does not deal.`);
    return `Showing the imported deal to review: ${played}.`;
  }
  D.review = null;
  $("back-to-deal").hidden = true;
  D.seed = game.seed;
  D.players = game.players;
  $("players").value = String(game.players);
  fillSeats();
  if (game.to_move !== null) $("seat").value = String(game.to_move);
  D.seat = Number($("seat").value);
  D.others = $("others").value;
  for (const rule of HOUSE_RULES) $(rule).checked = Boolean(game.rules[rule]);
  readRules();
  advance(game.plays);
  return `Loaded the imported deal (${played}): play goes on from it, you in seat ${D.seat}.`;
}

function backToDeal() {
  D.review = null;
  $("back-to-deal").hidden = true;
  if (D.game) advance(D.plays);
  else newDeal();
}

function newDeal(event) {
  if (event) event.preventDefault();
  D.review = null;
  $("back-to-deal").hidden = true;
  D.seed = randomSeed();
  D.players = Number($("players").value);
  D.seat = Number($("seat").value);
  D.others = $("others").value;
  readRules();
  advance([]);
}

document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(location.search);
  D.players = Number(params.get("players") || 4);
  $("players").value = String(D.players);
  fillSeats();
  $("seat").value = params.get("seat") || "0";
  $("others").value = params.get("others") === "greedy" ? "greedy" : "engine";
  const asked = params.getAll("rule");
  for (const rule of HOUSE_RULES) $(rule).checked = asked.includes(rule);
  $("players").addEventListener("change", () => {
    D.players = Number($("players").value);
    fillSeats();
  });
  $("setup").addEventListener("submit", newDeal);
  $("undo").addEventListener("click", undo);
  $("back-to-deal").addEventListener("click", backToDeal);
  wireRecords({ exported, imported });
  if (window.matchMedia("(max-width: 600px)").matches) $("settings").open = false;
  $("hints").addEventListener("change", () => {
    if (!D.game || D.review) return;
    render();
    if ($("hints").checked && !D.game.over && D.game.to_move === D.seat) yourTurn(D.generation);
  });
  if (params.has("seed")) {
    D.seed = Number(params.get("seed"));
    D.seat = Number($("seat").value);
    D.others = $("others").value;
    readRules();
    advance(params.getAll("p"));
  } else {
    newDeal();
  }
});
