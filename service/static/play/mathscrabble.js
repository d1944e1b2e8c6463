// Math Scrabble against the engine, through the public API only, from your
// seat: POST /v1/math-scrabble/seat deals the game and answers each of your
// turns with the engine's, showing only what your seat may see (the game
// travels as a sealed token, kept in sessionStorage across a reload).  A
// play is judged by /score, the hints come from /moves for your own rack.
// You are player 0 and move first; the engine's rack is nowhere in the page
// or its answers until the game is over.  A record or a position imported
// (/records, /positions) is shown to review, read-only.
//
// Its modules: mathscrabble.js (the game as the API holds it, undo, hints,
// import and review, the start), mathscrabble-turn.js (your turn on the
// board: laying tiles, the keys, the score preview, a hint laid out),
// mathscrabble-state.js (the state) and mathscrabble-draw.js (the drawing,
// which reaches the game through the state's `handlers`).

import { $, ApiError, api, setStatus, Stale } from "./common.js";
import { render, renderHints } from "./mathscrabble-draw.js";
import { ENGINE, S, YOU, handlers, myTurn, names } from "./mathscrabble-state.js";
import { exchange, lay, markExchange, onBoardKey, playPlaced, showHint, takeBack } from "./mathscrabble-turn.js";
import { refreshExport, showExport, wireRecords } from "./records.js";

const PREMIUM = {
  "double-letter": ["dl", "2L"],
  "triple-letter": ["tl", "3L"],
  "double-word": ["dw", "2W"],
  "triple-word": ["tw", "3W"],
};
const STORE = "fifteen.mathscrabble"; // sessionStorage: the game's tokens and settings
const MOST_STEPS = 400000; // the seat's and /moves' largest search

// --- the game, as the API holds it ---------------------------------------------

/** Ask the seat endpoint (a new game, your turn, or a token's view again)
 * and make its answer the page's game while `generation` is still current;
 * a stale answer (a newer game or move meanwhile) throws Stale. */
async function seat(body, generation) {
  const view = await api("/v1/math-scrabble/seat", body);
  if (generation !== S.generation) throw new Stale();
  show(view);
  return view;
}

/** Make `view` the game shown, nothing laid on it yet, and keep it. */
function show(view) {
  S.game = view;
  S.placed = [];
  S.chosen = null;
  S.exchanging.clear();
  S.awaitingBlank = null;
  S.hints = null;
  $("preview").textContent = "";
  save();
  refreshExport();
}

/** Keep the game's tokens (this view's and the earlier ones undo goes back
 * to) and its settings for a reload of this tab. */
function save() {
  if (!S.game || S.review) return;
  if (S.game.over) S.views = []; // the seed is told: no going back into the game
  const tokens = [...S.views.map((earlier) => earlier.token), S.game.game];
  try {
    sessionStorage.setItem(STORE, JSON.stringify({ tokens, settings: S.settings }));
  } catch {
    // storage full or refused: the game goes on, a reload starts another
  }
}

function saved() {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORE) || "null");
    return kept && Array.isArray(kept.tokens) && kept.tokens.length ? kept : null;
  } catch {
    return null;
  }
}

/** Play `move` (the service's notation): your turn and the engine's answer
 * to it, in one request. */
async function turn(move) {
  const generation = ++S.generation;
  const before = S.game;
  const mine = new Set(S.placed.map(({ row, col }) => row * S.size + col));
  try {
    setStatus("The engine is thinking…", true);
    await seat({ game: before.game, move }, generation);
    S.views.push({ token: before.game, view: before, lastEngine: S.lastEngine });
    markEngine(before.board, mine);
    save();
    render();
    settle(generation);
  } catch (error) {
    if (generation !== S.generation) return;
    setStatus(error instanceof ApiError ? `Refused: ${error.message}` : String(error.message || error));
    render();
  }
}

/** Mark the squares the engine's last turn laid: those changed since
 * `before`, less `mine` (the squares you laid). */
function markEngine(before, mine) {
  S.lastEngine = new Set();
  const last = S.game.turns[S.game.turns.length - 1];
  if (!last || last.player !== ENGINE) return;
  S.game.board.forEach((row, r) => {
    [...row].forEach((face, c) => {
      const at = r * S.size + c;
      if (face !== before[r][c] && !mine.has(at)) S.lastEngine.add(at);
    });
  });
}

function settle(generation) {
  setStatus(statusText());
  if ($("hints").checked && myTurn()) loadHints(generation);
}

function statusText() {
  const game = S.game;
  if (S.review) return reviewText();
  const last = game.turns[game.turns.length - 1];
  const engineSaid = last && last.player === ENGINE ? `The engine played ${last.move} for ${last.points}. ` : "";
  if (!game.over) return `${engineSaid}Your turn.`;
  const [you, engine] = game.scores;
  const verdict = you > engine ? "You won" : you < engine ? "The engine won" : "A tie";
  return `${engineSaid}Game over, ${endText(game)}: ${verdict}, ${you} to ${engine}.`;
}

/** How the game ended, in words. */
function endText(game) {
  const who = S.review ? names() : ["you", "the engine"];
  return game.end.reason === "went_out"
    ? `${who[game.end.went_out]} went out (+${game.end.adjustments[game.end.went_out]})`
    : "six scoreless turns in a row";
}

function reviewText() {
  const game = S.game;
  const [one, two] = game.scores;
  if (!game.over) {
    const turns = game.turns.length ? `${game.turns.length} turns, ` : "";
    const next = game.to_move === null ? "" : `, Player ${game.to_move} to move`;
    return `Reviewing an imported ${game.turns.length ? "game" : "position"}: ${turns}${one} to ${two}${next}.`;
  }
  const verdict = one > two ? "Player 0 won" : one < two ? "Player 1 won" : "a tie";
  return `Reviewing an imported game, over: ${endText(game)}: ${verdict}, ${one} to ${two}.`;
}

/** Take back your last turn and the engine's answer to it: back to the
 * view before it (asked again by its token after a reload). */
async function undo() {
  if (S.review || !S.views.length || S.game.over) return;
  const generation = ++S.generation;
  const earlier = S.views.pop();
  try {
    if (earlier.view) show(earlier.view);
    else {
      setStatus("Going back…", true);
      await seat({ game: earlier.token }, generation);
    }
    S.lastEngine = earlier.lastEngine || new Set();
    save();
    render();
    settle(generation);
  } catch (error) {
    if (generation !== S.generation) return;
    S.views.push(earlier);
    setStatus(String(error.message || error));
  }
}

/** The engine's best moves for your rack, searched with the strength
 * setting's steps; a search that found no play and did not finish is asked
 * again with five times the steps (up to the most the service takes). */
async function loadHints(generation) {
  if (S.hintsAsked === generation) return; // asked already for this position
  S.hintsAsked = generation;
  const game = S.game;
  for (let steps = Number($("steps").value); ; steps = Math.min(MOST_STEPS, steps * 5)) {
    try {
      const found = await api("/v1/math-scrabble/moves", {
        board: game.board,
        blanks: game.blanks,
        rack: game.racks[YOU],
        bag: game.bag,
        rank: $("rank").value,
        steps,
        limit: 5,
        scoreless: game.scoreless_turns,
        spread: game.scores[YOU] - game.scores[1 - YOU],
      });
      if (generation !== S.generation) return;
      S.hints = found;
      renderHints();
      return;
    } catch (error) {
      if (generation !== S.generation) return;
      if (error instanceof ApiError && steps < MOST_STEPS) continue;
      $("hint-proof").textContent = error.message;
      return;
    }
  }
}

// --- import and review --------------------------------------------------------------

/** What Export shows: the record once the game is over (it holds the
 * engine's racks), the position string at any time. */
async function exported() {
  const game = S.game;
  const record = game ? game.record : null;
  showExport("export-record", record ?? null, "mathscrabble.gcg",
    "The record is written when the game is over: it holds the engine's racks, hidden until then.");
  showExport("export-position", game ? game.position : null, "mathscrabble-position.txt");
}

/** Read a pasted GCG record (/records) or position string (/positions)
 * and show it to review, read-only. */
async function imported(text) {
  const isRecord = /^[#>]/m.test(text);
  let game;
  if (isRecord) {
    game = await api("/v1/math-scrabble/records", { record: text });
  } else {
    const found = await api("/v1/math-scrabble/positions", { position: text });
    game = { ...found, turns: [], over: false, end: null, record: null };
  }
  review(game);
  return isRecord
    ? `Showing the imported game: ${game.turns.length} turns, ${game.scores[0]} to ${game.scores[1]}.`
    : `Showing the imported position: ${game.scores[0]} to ${game.scores[1]}.`;
}

/** Show `game` read-only in place of yours, which Back to your game brings back. */
function review(game) {
  ++S.generation; // an answer still on its way is for your game: dropped
  if (!S.review) S.review = { saved: S.game, lastEngine: S.lastEngine };
  S.game = game;
  S.lastEngine = new Set();
  show(game);
  $("back-to-game").hidden = false;
  render();
  setStatus(statusText());
}

function backToGame() {
  if (!S.review) return;
  const { saved: game, lastEngine } = S.review;
  S.review = null;
  $("back-to-game").hidden = true;
  if (!game) {
    newGame();
    return;
  }
  S.lastEngine = lastEngine;
  show(game);
  render();
  settle(++S.generation);
}

// --- start ----------------------------------------------------------------------------

/** Deal a new game from the settings: you in seat 0, the engine as chosen. */
async function newGame(event) {
  if (event) event.preventDefault();
  const generation = ++S.generation;
  S.review = null;
  $("back-to-game").hidden = true;
  S.views = [];
  S.lastEngine = new Set();
  S.settings = { opponent: $("rank").value, steps: Number($("steps").value) };
  try {
    setStatus("Dealing…", true);
    await seat({ seat: YOU, ...S.settings }, generation);
    render();
    settle(generation);
  } catch (error) {
    if (generation === S.generation) setStatus(String(error.message || error));
  }
}

/** A step budget from the address (`?steps=2000`), offered in the strength
 * setting beside its own. */
function offerSteps(steps) {
  const select = $("steps");
  if (![...select.options].some((option) => option.value === String(steps))) {
    select.append(new Option(`${steps.toLocaleString("en")} steps`, String(steps)));
  }
  select.value = String(steps);
}

/** Take up the game this tab kept, else deal a new one. */
async function resume() {
  const kept = saved();
  if (!kept) return newGame();
  const tokens = kept.tokens;
  S.settings = kept.settings;
  if (S.settings && S.settings.steps) {
    $("rank").value = S.settings.opponent;
    offerSteps(S.settings.steps);
  }
  S.views = tokens.slice(0, -1).map((token) => ({ token, view: null, lastEngine: null }));
  const generation = ++S.generation;
  try {
    setStatus("Taking up your game…", true);
    await seat({ game: tokens[tokens.length - 1] }, generation);
    render();
    settle(generation);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    sessionStorage.removeItem(STORE); // a game this service no longer opens
    await newGame();
  }
}

async function start() {
  const info = await api("/v1/math-scrabble/board");
  S.size = info.size;
  S.rackSize = info.rack_size;
  S.faces = info.tiles.map(({ tile }) => tile).filter((tile) => tile !== "?");
  for (const { tile, points, count } of info.tiles) {
    S.points.set(tile, points);
    S.counts.set(tile, count);
  }
  for (const { row, col, premium } of info.premiums) S.premiums.set(row * S.size + col, PREMIUM[premium]);
  const steps = Number(new URLSearchParams(location.search).get("steps"));
  if (Number.isInteger(steps) && steps >= 1 && steps <= MOST_STEPS) offerSteps(steps);
  await resume();
}

Object.assign(handlers, { lay, exchange, showHint, markExchange, turn });

document.addEventListener("DOMContentLoaded", () => {
  $("setup").addEventListener("submit", newGame);
  $("ms-board").addEventListener("keydown", onBoardKey);
  $("play-move").addEventListener("click", playPlaced);
  $("take-back").addEventListener("click", takeBack);
  $("exchange").addEventListener("click", exchange);
  $("pass").addEventListener("click", () => myTurn() && turn("pass"));
  $("undo").addEventListener("click", undo);
  $("back-to-game").addEventListener("click", backToGame);
  if (window.matchMedia("(max-width: 600px)").matches) $("settings").open = false;
  $("direction").addEventListener("click", () => {
    S.across = !S.across;
    render();
  });
  $("hints").addEventListener("change", () => {
    render();
    if ($("hints").checked && myTurn()) loadHints(S.generation);
  });
  wireRecords({ exported, imported });
  start().catch((error) => setStatus(String(error.message || error)));
});
