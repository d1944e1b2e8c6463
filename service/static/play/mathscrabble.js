// Math Scrabble against the engine, through the public API only: the game is
// its seed and moves (POST /v1/math-scrabble/games answers its whole state),
// a play is judged by /score, the engine's turn and the hints come from
// /moves.  You are player 0 and move first; the engine's rack is never shown.

import { $, ApiError, api, randomSeed, setStatus, Stale, writeAddress } from "./common.js";
import { focusBoard, render, renderHints } from "./mathscrabble-draw.js";
import { ENGINE, S, YOU, faceAt, handlers, myRack, myTurn, usedIndices } from "./mathscrabble-state.js";

const TYPED = { "*": "×", x: "×", X: "×", "/": "÷", r: "√", R: "√", s: "²", S: "²", "^": "²" };
const PREMIUM = {
  "double-letter": ["dl", "2L"],
  "triple-letter": ["tl", "3L"],
  "double-word": ["dw", "2W"],
  "triple-word": ["tw", "3W"],
};

// --- the game, as the API holds it ---------------------------------------------

/** The game after `moves`, made the page's own while `generation` is still
 * current; a stale answer (a newer game or move meanwhile) throws Stale. */
async function replay(moves, generation) {
  const game = await api("/v1/math-scrabble/games", { seed: S.seed, moves });
  if (generation !== S.generation) throw new Stale();
  S.moves = moves;
  S.game = game;
  S.placed = [];
  S.chosen = null;
  S.exchanging.clear();
  S.hints = null;
  $("preview").textContent = "";
  writeAddress(new URLSearchParams([["seed", String(S.seed)], ...moves.map((m) => ["m", m])]));
  return game;
}

async function advance(moves) {
  const generation = ++S.generation;
  const before = S.game ? S.game.board : null;
  try {
    setStatus("Checking…", true);
    await replay(moves, generation);
    render();
    if (!S.game.over && S.game.to_move === ENGINE) {
      await engineTurn(generation);
      return;
    }
    if (before) markEngine(before);
    settle(generation);
  } catch (error) {
    if (generation !== S.generation) return;
    setStatus(error instanceof ApiError ? `Refused: ${error.message}` : String(error));
    render();
  }
}

function moveFrom(found, rack, bag) {
  const plays = found ? found.plays : [];
  const exchange = found ? found.exchange : null;
  const passing = found ? found.pass : null;
  const best = plays.length ? plays[0].equity : null;
  if (passing && (passing.wins || best === null || passing.equity > best)) return "pass";
  if (exchange && (best === null || exchange.equity > best)) {
    return `exchange ${exchange.exchange}`;
  }
  if (plays.length) return plays[0].written;
  return bag >= S.rackSize ? `exchange ${rack}` : "pass";
}

async function engineTurn(generation) {
  setStatus("The engine is thinking…", true);
  const game = S.game;
  let found = null;
  try {
    found = await api("/v1/math-scrabble/moves", {
      board: game.board,
      blanks: game.blanks,
      rack: game.racks[ENGINE],
      bag: game.bag,
      rank: $("rank").value,
      budget_ms: Number($("budget").value),
      limit: 1,
      scoreless: game.scoreless_turns,
      spread: game.scores[ENGINE] - game.scores[1 - ENGINE],
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error; // no play found in time: exchange or pass
  }
  if (generation !== S.generation) return;
  const before = game.board;
  await replay([...S.moves, moveFrom(found, game.racks[ENGINE], game.bag)], generation);
  markEngine(before);
  render();
  settle(generation);
}

function markEngine(before) {
  S.lastEngine = new Set();
  const last = S.game.turns[S.game.turns.length - 1];
  if (!last || last.player !== ENGINE) return;
  S.game.board.forEach((row, r) => {
    [...row].forEach((face, c) => {
      if (face !== before[r][c]) S.lastEngine.add(r * S.size + c);
    });
  });
}

function settle(generation) {
  setStatus(statusText());
  if ($("hints").checked && !S.game.over) loadHints(generation);
}

function statusText() {
  const game = S.game;
  const last = game.turns[game.turns.length - 1];
  const engineSaid = last && last.player === ENGINE ? `The engine played ${last.move} for ${last.points}. ` : "";
  if (!game.over) return `${engineSaid}Your turn.`;
  const [you, engine] = game.scores;
  const why = game.end.reason === "went_out"
    ? `${game.end.went_out === YOU ? "you" : "the engine"} went out (+${game.end.adjustments[game.end.went_out]})`
    : "six scoreless turns in a row";
  const verdict = you > engine ? "You won" : you < engine ? "The engine won" : "A tie";
  return `${engineSaid}Game over, ${why}: ${verdict}, ${you} to ${engine}.`;
}

// --- your turn ------------------------------------------------------------------

function lay(rackIndex, row, col, face) {
  if (!myTurn() || faceAt(row, col)) return;
  const tile = myRack()[rackIndex];
  if (tile === "?" && !face) {
    S.awaitingBlank = { rackIndex, row, col };
    render();
    $("blank-faces").querySelector("button").focus();
    return;
  }
  S.placed.push({ row, col, tile: tile === "?" ? face : tile, blank: tile === "?", rackIndex });
  S.chosen = null;
  S.squareChosen = false;
  S.awaitingBlank = null;
  step(1);
  render();
  preview();
}

function step(by) {
  const { row, col } = S.focus;
  if (S.across) S.focus = { row, col: Math.max(0, Math.min(S.size - 1, col + by)) };
  else S.focus = { row: Math.max(0, Math.min(S.size - 1, row + by)), col };
}

function takeBack() {
  const tile = S.placed.pop();
  if (!tile) return;
  S.focus = { row: tile.row, col: tile.col };
  render();
  preview();
  focusBoard();
}

async function preview() {
  const generation = S.generation;
  if (!S.placed.length) {
    $("preview").textContent = "";
    return;
  }
  try {
    const scored = await scorePlacement();
    if (generation !== S.generation) return;
    $("preview").textContent = scored.legal
      ? `${scored.written}: ${scored.total} points`
      : `Not a legal play: ${scored.reason}`;
  } catch (error) {
    $("preview").textContent = String(error.message || error);
  }
}

function scorePlacement() {
  return api("/v1/math-scrabble/score", {
    board: S.game.board,
    blanks: S.game.blanks,
    rack: S.game.racks[YOU],
    placement: S.placed.map(({ row, col, tile, blank }) => ({ row, col, tile, blank })),
  });
}

async function playPlaced() {
  if (!myTurn() || !S.placed.length) return;
  setStatus("Checking your play…", true);
  try {
    const scored = await scorePlacement();
    if (!scored.legal) {
      setStatus(`Refused: not a legal play: ${scored.reason}`);
      return;
    }
    await advance([...S.moves, scored.written]);
  } catch (error) {
    setStatus(`Refused: ${error.message}`);
  }
}

/** Choose the tiles of an exchange a hint offers, for you to press Exchange. */
function markExchange(faces) {
  if (!myTurn()) return;
  S.placed = [];
  S.chosen = null;
  S.exchanging.clear();
  const rack = myRack();
  for (const face of faces) {
    const index = rack.findIndex((tile, i) => tile === face && !S.exchanging.has(i));
    if (index >= 0) S.exchanging.add(index);
  }
  render();
  $("exchange").focus();
}

/** Take back your last turn and the engine's answer to it. */
function undo() {
  const turns = S.game ? S.game.turns : [];
  let last = turns.length - 1;
  while (last >= 0 && turns[last].player !== YOU) last--;
  if (last < 0) return;
  advance(S.moves.slice(0, last));
}

function exchange() {
  if (!myTurn()) return;
  const rack = myRack();
  const faces = [...S.exchanging].sort((a, b) => a - b).map((i) => rack[i]).join("");
  if (!faces) {
    setStatus("Choose the tiles to exchange on your rack first.");
    return;
  }
  advance([...S.moves, `exchange ${faces}`]);
}

async function loadHints(generation) {
  if (S.hintsAsked === generation) return; // asked already for this position
  S.hintsAsked = generation;
  try {
    const found = await api("/v1/math-scrabble/moves", {
      board: S.game.board,
      blanks: S.game.blanks,
      rack: S.game.racks[YOU],
      bag: S.game.bag,
      rank: $("rank").value,
      budget_ms: Number($("budget").value),
      limit: 5,
      scoreless: S.game.scoreless_turns,
      spread: S.game.scores[YOU] - S.game.scores[1 - YOU],
    });
    if (generation !== S.generation) return;
    S.hints = found;
    renderHints();
  } catch (error) {
    if (generation === S.generation) $("hint-proof").textContent = error.message;
  }
}

function showHint(play) {
  const rack = myRack();
  const taken = new Set();
  S.placed = play.placement.map(({ row, col, tile, blank }) => {
    const wanted = blank ? "?" : tile;
    const rackIndex = rack.findIndex((face, i) => face === wanted && !taken.has(i));
    taken.add(rackIndex);
    return { row, col, tile, blank, rackIndex };
  });
  render();
  preview();
}

// --- keys ------------------------------------------------------------------------------

function onBoardKey(event) {
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (moves[event.key]) {
    const [dr, dc] = moves[event.key];
    S.focus = { row: Math.max(0, Math.min(S.size - 1, S.focus.row + dr)), col: Math.max(0, Math.min(S.size - 1, S.focus.col + dc)) };
  } else if (event.key === "Enter") {
    playPlaced();
  } else if (event.key === "Backspace") {
    takeBack();
  } else if (event.key === " ") {
    S.across = !S.across;
  } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
    typeTile(event.key);
  } else {
    return;
  }
  event.preventDefault();
  render();
  focusBoard();
}

function typeTile(key) {
  const face = TYPED[key] || key;
  const rack = myRack();
  const used = usedIndices();
  const free = (wanted) => rack.findIndex((tile, i) => tile === wanted && !used.has(i));
  const { row, col } = S.focus;
  if (face === "?") {
    const blank = free("?");
    if (blank >= 0) lay(blank, row, col);
    return;
  }
  if (!S.faces.includes(face)) return;
  const index = free(face);
  if (index >= 0) lay(index, row, col);
  else if (free("?") >= 0) lay(free("?"), row, col, face);
}

// --- start ----------------------------------------------------------------------------

async function newGame(event) {
  if (event) event.preventDefault();
  S.seed = randomSeed();
  S.game = null;
  S.lastEngine = new Set();
  await advance([]);
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
  const params = new URLSearchParams(location.search);
  if (params.has("seed")) {
    S.seed = Number(params.get("seed"));
    await advance(params.getAll("m"));
  } else {
    await newGame();
  }
}

Object.assign(handlers, { lay, exchange, showHint, markExchange });

document.addEventListener("DOMContentLoaded", () => {
  $("setup").addEventListener("submit", newGame);
  $("ms-board").addEventListener("keydown", onBoardKey);
  $("play-move").addEventListener("click", playPlaced);
  $("take-back").addEventListener("click", takeBack);
  $("exchange").addEventListener("click", exchange);
  $("pass").addEventListener("click", () => myTurn() && advance([...S.moves, "pass"]));
  $("undo").addEventListener("click", undo);
  if (window.matchMedia("(max-width: 600px)").matches) $("settings").open = false;
  $("direction").addEventListener("click", () => {
    S.across = !S.across;
    render();
  });
  $("hints").addEventListener("change", () => {
    render();
    if ($("hints").checked && myTurn()) loadHints(S.generation);
  });
  start().catch((error) => setStatus(String(error.message || error)));
});
