// Sum 15 against the engine, through the public API only, from your seat:
// POST /v1/sum15/seat deals the deal (from a seed the page is not told) and
// answers each of your cards with the other seats' plays up to your next
// turn, showing only what your seat may see: your hand, the public cards and
// how many cards each other seat holds.  The deal travels as a sealed token;
// the answers (the earlier ones undo goes back to) are kept in
// sessionStorage across a reload, the address keeping only the table's
// settings.  What a card picks up comes from /v1/sum15/resolve, the hints
// from /v1/sum15/move for your own hand.  The record is the service's once
// the deal is over.  A record imported (/v1/sum15/records) is played on
// from, or, at a table this page does not deal, shown to review.
//
// Its modules: sum15.js (the deal, your plays, undo, import and export, the
// start), sum15-table.js (the requests' bodies, and an imported deal played
// on from its seed), sum15-state.js (the state) and sum15-draw.js (the
// drawing, which reaches the game through the state's `handlers`).

import { $, ApiError, api, element, setStatus, Stale, writeAddress } from "./common.js";
import { refreshExport, showExport, wireRecords } from "./records.js";
import { render } from "./sum15-draw.js";
import { D, HOUSE_RULES, handlers, myTurn, shown } from "./sum15-state.js";
import { decks, playOnImported, resolveBody, suggestionBody } from "./sum15-table.js";

const STORE = "fifteen.sum15"; // sessionStorage: the deal's answers and the table's settings

// --- the deal, as the API holds it ------------------------------------------------

/** Make `game` your deal's answer shown, and keep it. */
function show(game) {
  D.game = game;
  D.pickups = new Map();
  D.hints = null;
  save();
  refreshExport();
  render();
}

/** The table's settings, as the deal was dealt. */
const settings = () => ({ players: D.players, seat: D.seat, others: D.others, rules: D.rules });

/** Keep the deal (this answer and the earlier ones undo goes back to) and
 * the table's settings for a reload of this tab. */
function save() {
  if (!D.game) return;
  if (D.game.over) D.views = []; // every hand is told: no going back into the deal
  try {
    const kept = { game: D.game, views: D.views, imported: D.imported, settings: settings() };
    sessionStorage.setItem(STORE, JSON.stringify(kept));
  } catch {
    // storage full or refused: the deal goes on, a reload deals another
  }
}

function saved() {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORE) || "null");
    return kept && kept.game && Array.isArray(kept.views) && kept.settings ? kept : null;
  } catch {
    return null;
  }
}

/** Keep the table's settings (never the deal) in the address. */
function writeSettings() {
  writeAddress(new URLSearchParams([
    ["players", String(D.players)], ["seat", String(D.seat)], ["others", D.others],
    ...Object.keys(D.rules).map((rule) => ["rule", rule]),
  ]));
}

/** Say where the deal stands and, on your turn, ask what your cards pick
 * up (and the hints, when on). */
function settle(generation) {
  setStatus(statusText());
  if (myTurn()) yourTurn(generation).catch((error) => {
    if (generation === D.generation) setStatus(String(error.message || error));
  });
}

/** Play `card`: your turn and the other seats' up to your next one. */
async function play(card) {
  if (!myTurn()) return;
  const generation = ++D.generation;
  const before = D.game;
  setStatus("Playing…", true);
  for (const button of $("hand").querySelectorAll("button")) button.disabled = true;
  try {
    const current = () => generation === D.generation;
    const after = D.imported
      ? await playOnImported(before, card, current)
      : await api("/v1/sum15/seat", { game: before.game, card });
    if (!current()) return;
    D.views.push(before);
    show(after);
    settle(generation);
  } catch (error) {
    if (generation !== D.generation || error instanceof Stale) return;
    setStatus(error instanceof ApiError ? `Refused: ${error.message}` : String(error.message || error));
    render();
  }
}

/** What each card of your hand picks up, then the engine's view of them
 * when hints are on. */
async function yourTurn(generation) {
  const game = D.game;
  const cards = [...new Set(game.hands[D.seat])];
  const answers = await Promise.all(cards.map((card) => api("/v1/sum15/resolve", resolveBody(game, card))));
  if (generation !== D.generation) return;
  cards.forEach((card, i) => D.pickups.set(card, answers[i]));
  render();
  if ($("hints").checked && !D.hints) {
    const hints = await api("/v1/sum15/move", suggestionBody(game, D.seat, 150));
    if (generation !== D.generation) return;
    D.hints = hints;
    render();
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

/** Take back your last play and the others' after it: the answer before
 * it, as the page kept it. */
function undo() {
  if (D.review || !D.views.length || D.game.over) return;
  const generation = ++D.generation;
  show(D.views.pop());
  settle(generation);
}

// --- the settings ------------------------------------------------------------------

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

/** Set the settings' fields to `table` (players, seat, others, rules). */
function fillSettings(table) {
  $("players").value = String(table.players);
  D.players = table.players;
  fillSeats();
  $("seat").value = String(table.seat);
  $("others").value = table.others === "greedy" ? "greedy" : "engine";
  for (const rule of HOUSE_RULES) $(rule).checked = Boolean(table.rules[rule]);
}

/** Take the table's settings from the fields. */
function readSettings() {
  D.players = Number($("players").value);
  D.seat = Number($("seat").value);
  D.others = $("others").value;
  D.rules = Object.fromEntries(HOUSE_RULES.filter((rule) => $(rule).checked).map((rule) => [rule, true]));
}

// --- export and import ----------------------------------------------------------------

/** What Export shows: the deal's record once it is over (it holds every
 * hand: sealed until then). */
async function exported() {
  const game = shown();
  const missing = game
    ? "The record is sealed until the deal is over: it holds every hand, which no seat sees until then."
    : "No deal yet.";
  showExport("export-record", game ? game.record ?? null : null, "sum15.pgn", missing);
}

/** Whether this page deals `game`'s table (its seats and decks, a seed it
 * holds exactly), so play can go on from it. */
function playable(game) {
  const tables = [...$("players").options].map((option) => Number(option.value));
  return Number.isSafeInteger(game.seed) && tables.includes(game.players)
    && game.decks === (game.players === 14 ? 2 : 1);
}

/** Show `game` read-only in place of your deal, which Back to your deal
 * brings back. */
function review(game) {
  ++D.generation; // your deal waits, as it was
  D.review = game;
  $("back-to-deal").hidden = false;
  render();
  refreshExport();
  const over = game.over ? "over" : "going on";
  const played = `${game.plays.length} cards played`;
  setStatus(`Reviewing an imported deal (${over}, ${played}): ${game.players} seats on ${game.decks} ${game.decks === 1 ? "deck" : "decks"}, a table this page does not deal.`);
}

/** Read a pasted record: a deal this page plays goes on from its last
 * play, you in the seat to play; another is reviewed. */
async function imported(text) {
  const game = await api("/v1/sum15/records", { record: text });
  const played = `${game.plays.length} cards played`;
  if (!playable(game)) {
    review(game);
    return `Showing the imported deal to review: ${played}.`;
  }
  const generation = ++D.generation;
  D.review = null;
  $("back-to-deal").hidden = true;
  fillSettings({ players: game.players, seat: game.to_move ?? Number($("seat").value), others: $("others").value, rules: game.rules });
  readSettings();
  writeSettings();
  D.imported = { seed: game.seed };
  D.views = [];
  show(game);
  settle(generation);
  return `Loaded the imported deal (${played}): play goes on from it, you in seat ${D.seat}.`;
}

function backToDeal() {
  D.review = null;
  $("back-to-deal").hidden = true;
  if (!D.game) return newDeal();
  render();
  refreshExport();
  settle(++D.generation);
}

// --- start --------------------------------------------------------------------------

/** Deal a new deal from the settings, you in the seat chosen: the other
 * seats play up to your first turn. */
async function newDeal(event) {
  if (event) event.preventDefault();
  const generation = ++D.generation;
  D.review = null;
  $("back-to-deal").hidden = true;
  readSettings();
  writeSettings();
  setStatus("Dealing…", true);
  try {
    const body = { seat: D.seat, players: D.players, others: D.others, rules: D.rules };
    if (decks()) body.decks = decks();
    const game = await api("/v1/sum15/seat", body);
    if (generation !== D.generation) return;
    D.imported = null;
    D.views = [];
    show(game);
    settle(generation);
  } catch (error) {
    if (generation === D.generation) setStatus(error instanceof ApiError ? `Refused: ${error.message}` : String(error.message || error));
  }
}

/** Take up the deal this tab kept, else deal a new one from the address's
 * settings. */
function resume(params) {
  const kept = saved();
  if (!kept) {
    const players = Number(params.get("players") || 4);
    const rules = Object.fromEntries(params.getAll("rule").filter((rule) => HOUSE_RULES.includes(rule)).map((rule) => [rule, true]));
    fillSettings({ players, seat: Number(params.get("seat") || 0), others: params.get("others"), rules });
    return newDeal();
  }
  fillSettings(kept.settings);
  readSettings();
  writeSettings();
  D.imported = kept.imported;
  D.views = kept.views;
  show(kept.game);
  settle(++D.generation);
}

Object.assign(handlers, { play });

document.addEventListener("DOMContentLoaded", () => {
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
    if ($("hints").checked && myTurn()) yourTurn(D.generation).catch((error) => setStatus(String(error.message || error)));
  });
  resume(new URLSearchParams(location.search));
});
