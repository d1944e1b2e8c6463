// The play page: a game against fifteen's engine, through the public API only
// (GET forms of /v1/status, /v1/move, /v1/analysis and /v1/pick15/..., and
// /v1/solves for variants), so it doubles as an example of using it.  The
// game's record comes from POST /v1/games (/v1/pick15/games); a record
// imported (/v1/records, /v1/pick15/records) is played on from.
//
// Its modules: play.js (the game, the keys, setup, export and import),
// play-rules.js (the API's calls and the rules: a setup's, a record's),
// play-state.js (the state) and play-draw.js (the drawing, which reaches
// the game through the state's `handlers`).

import { api } from "./common.js";
import { $, engineSide, handlers, isPick15, pickOrder, remaining, sides, state } from "./play-state.js";
import { render, renderBoard, renderHints, setStatus } from "./play-draw.js";
import { ask, boardParam, chooseRules, endpoint, fillVariant, gameOf, numbersFrom, picksOf, positionQuery } from "./play-rules.js";
import { refreshExport, showExport, wireRecords } from "./records.js";

// --- the game ----------------------------------------------------------------

function snapshot() {
  return JSON.stringify({ board: state.board, moves: state.moves, picks: state.picks });
}

function restore(saved) {
  const { board, moves, picks } = JSON.parse(saved);
  state.board = board;
  state.moves = moves;
  state.picks = picks;
}

async function refresh() {
  const generation = ++state.generation;
  state.selectedCell = null;
  state.selectedToken = null;
  state.analysis = null;
  writeUrl();
  // nothing shown is current until the answer comes: say so, and drop old hints
  $("status").dataset.state = "busy";
  setStatus("Thinking…");
  renderHints();
  try {
    const status = await ask(`${endpoint("status")}?${positionQuery()}`);
    if (generation !== state.generation) return;
    state.status = status;
    render();
    refreshExport();
    if (status.to_move === engineSide()) {
      await engineMove(generation);
    } else if (status.to_move && $("hints").checked) {
      await loadHints(generation);
    }
  } catch (error) {
    if (generation === state.generation) setStatus(error.message);
  }
}

async function engineMove(generation) {
  setStatus("The engine is thinking…");
  const skill = state.skill;
  const query = `${positionQuery()}&player=${engineSide()}&skill=${skill}`;
  const answer = await ask(`${endpoint("move")}?${query}`);
  if (generation !== state.generation || !answer.move) return;
  if (isPick15()) {
    state.picks[answer.move.player].push(answer.move.number);
  } else {
    state.board = answer.board_after;
    state.moves = [...state.moves, `${answer.move.token}@${answer.move.index}`];
  }
  await refresh();
}

async function loadHints(generation) {
  const analysis = await ask(`${endpoint("analysis")}?${positionQuery()}`);
  if (generation !== state.generation) return;
  state.analysis = analysis;
  render();
}

function play(cell, token) {
  if (!state.status || state.status.to_move !== state.you) return;
  if (isPick15()) {
    const number = state.square[cell];
    if (state.picks.first.includes(number) || state.picks.second.includes(number)) return;
    state.history.push(snapshot());
    state.picks[state.you].push(number);
  } else {
    if (state.board[cell] !== null || !remaining(state.you).includes(token)) return;
    state.history.push(snapshot());
    state.board = state.board.slice();
    state.board[cell] = token;
    state.moves = [...state.moves, `${token}@${cell}`];
  }
  refresh();
}

function chooseCell(cell) {
  if (isPick15()) return play(cell);
  if (state.selectedToken !== null) return play(cell, state.selectedToken);
  state.selectedCell = state.selectedCell === cell ? null : cell;
  render();
}

function chooseToken(token) {
  if (state.selectedCell !== null) return play(state.selectedCell, token);
  state.selectedToken = state.selectedToken === token ? null : token;
  render();
}

function undo() {
  // back to before your last move (and the engine's answer to it)
  if (!state.history.length) return;
  restore(state.history.pop());
  refresh();
}

// --- keyboard ----------------------------------------------------------------

function onBoardKey(event) {
  const size = isPick15() ? 3 : state.size;
  const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -size, ArrowDown: size };
  if (event.key in moves) {
    const next = state.focusCell + moves[event.key];
    if (next >= 0 && next < size * size) {
      state.focusCell = next;
      renderBoard();
    }
    event.preventDefault();
    return;
  }
  if (/^[0-9]$/.test(event.key)) {
    event.preventDefault();
    const cell = state.focusCell;
    if (isPick15()) {
      const square = state.square.indexOf(Number(event.key));
      if (square >= 0) play(square);
      return;
    }
    state.typed += event.key;
    const options = remaining(state.you).map(String);
    const exact = options.includes(state.typed);
    const longer = options.some((t) => t !== state.typed && t.startsWith(state.typed));
    if (exact && !longer) {
      const token = Number(state.typed);
      state.typed = "";
      play(cell, token);
    } else if (!longer) {
      state.typed = "";
    }
  }
}

// --- setup and the address bar -------------------------------------------------

function writeUrl() {
  const params = new URLSearchParams();
  params.set("game", state.game);
  if (state.game === "variant") params.set("rules", state.rules);
  if (isPick15()) {
    params.set("first", state.picks.first.join(","));
    params.set("second", state.picks.second.join(","));
  } else {
    params.set("board", boardParam(state.board));
  }
  params.set("you", state.you);
  params.set("skill", String(state.skill));
  // commas, colons and equals signs kept as they are: the GET API's notation
  const query = params.toString().replace(/%2C/g, ",").replace(/%3A/g, ":").replace(/%3D/g, "=");
  history.replaceState(null, "", `?${query}`);
}

function fillSides() {
  const select = $("side");
  const wanted = sides().includes(select.value) ? select.value : sides()[1];
  select.replaceChildren(
    ...sides().map((side) => new Option(side[0].toUpperCase() + side.slice(1), side)),
  );
  select.value = wanted;
}

/** Start a new game from the setup form (or go on from `loaded`, an
 * imported game's start, moves, board and picks), unless a newer game
 * takes its place while its rules are fetched. */
async function newGame(event, loaded = null) {
  if (event) event.preventDefault();
  const generation = ++state.generation;
  state.games++;
  state.game = $("game").value;
  state.you = $("side").value;
  state.skill = Number($("skill").value);
  state.picks = { first: [], second: [] };
  state.history = [];
  state.status = null;
  state.focusCell = 0;
  let chosen;
  try {
    setStatus("Starting…");
    chosen = await chooseRules();
  } catch (error) {
    if (generation === state.generation) setStatus(error.message);
    return;
  }
  if (generation !== state.generation) return; // a newer game was started meanwhile
  state.rules = chosen.rules;
  state.size = chosen.size;
  state.shared = chosen.shared;
  state.numbers = chosen.numbers;
  if (chosen.square) state.square = chosen.square;
  state.start = loaded && loaded.start ? loaded.start : Array(state.size * state.size).fill(null);
  state.board = loaded && loaded.board ? loaded.board : state.start;
  state.moves = loaded && loaded.moves ? loaded.moves : [];
  if (loaded && loaded.picks) state.picks = loaded.picks;
  await refresh();
}

const PAGES = { mathscrabble: "/play/mathscrabble.html", sum15: "/play/sum15.html" };

function showSetup() {
  if (PAGES[$("game").value]) {
    location.href = PAGES[$("game").value]; // the games with their own pages
    return;
  }
  showRulesFields();
}

/** The setup's fields for the game chosen: a variant's rules, the sides. */
function showRulesFields() {
  $("variant-rules").hidden = $("game").value !== "variant";
  state.game = $("game").value;
  fillSides();
}

async function start() {
  const params = new URLSearchParams(location.search);
  const game = params.get("game");
  if (["graham", "nygaard", "four", "five", "variant", "pick15"].includes(game)) $("game").value = game;
  showSetup();
  if (params.get("you") && sides().includes(params.get("you"))) $("side").value = params.get("you");
  const skill = Number(params.get("skill"));
  if (params.has("skill") && skill >= 0 && skill <= 1) $("skill").value = String(skill);
  $("skill-value").textContent = `${Math.round(100 * Number($("skill").value))}%`;
  if (game === "variant" && params.get("rules")) fillVariant(params.get("rules"));
  const thisGame = state.games + 1;
  await newGame();
  if (state.games !== thisGame) return; // the player started another game meanwhile
  // a shared position: play on from it
  if (isPick15() && (params.get("first") || params.get("second"))) {
    state.picks = {
      first: numbersFrom(params.get("first") || ""),
      second: numbersFrom(params.get("second") || ""),
    };
    await refresh();
  } else if (!isPick15() && params.get("board")) {
    const cells = params.get("board").split(",");
    if (cells.length === state.size * state.size) {
      state.board = cells.map((c) => (c === "_" ? null : Number(c)));
      state.start = state.board; // its moves are not known: the record starts from it
      state.moves = [];
      await refresh();
    }
  }
}

// --- export and import ----------------------------------------------------------

/** What Export shows: the game's record, as POST /v1/games (or
 * /v1/pick15/games) writes it for the page's rules, start and moves. */
async function exported(current) {
  let answer;
  if (isPick15()) {
    answer = await api("/v1/pick15/games", { picks: pickOrder() });
  } else {
    const body = { rules: state.rules, moves: state.moves };
    if (state.start.some((cell) => cell !== null)) body.start = state.start;
    answer = await api("/v1/games", body);
  }
  if (current()) showExport("export-record", answer.record, `${state.game}.pgn`);
}

/** Read a pasted record (tic-tac-toe's or Number Scrabble's, by its Game
 * tag) and play on from it, you as the side to move. */
async function imported(text) {
  const pick15 = /^\[Game\s+"pick15"\]/im.test(text);
  const game = await api(pick15 ? "/v1/pick15/records" : "/v1/records", { record: text });
  $("game").value = pick15 ? "pick15" : await gameOf(game.rules_id);
  showRulesFields();
  if (game.to_move) $("side").value = game.to_move;
  const loaded = pick15
    ? { picks: picksOf(game.position) }
    : { start: game.start, board: game.board, moves: game.moves };
  newGame(null, loaded);
  const done = game.state === "in_progress" ? `play goes on from it, you as ${game.to_move}` : "the game is over";
  const count = pick15 ? `${game.picks.length} picks` : `${game.moves.length} moves`;
  return `Loaded the imported game (${count}): ${done}.`;
}

Object.assign(handlers, { chooseCell, chooseToken });

document.addEventListener("DOMContentLoaded", () => {
  $("setup").addEventListener("submit", newGame);
  $("game").addEventListener("change", showSetup);
  $("undo").addEventListener("click", undo);
  $("skill").addEventListener("input", () => {
    $("skill-value").textContent = `${Math.round(100 * Number($("skill").value))}%`;
  });
  $("hints").addEventListener("change", () => {
    render();
    if ($("hints").checked && state.status && state.status.to_move === state.you) {
      loadHints(state.generation).catch((error) => setStatus(error.message));
    }
  });
  $("board").addEventListener("keydown", onBoardKey);
  wireRecords({ exported, imported });
  start();
});
