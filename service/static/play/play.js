// The play page: a game against fifteen's engine, through the public API only
// (GET forms of /v1/status, /v1/move, /v1/analysis and /v1/pick15/..., and
// /v1/solves for variants), so it doubles as an example of using it.  The
// game's record comes from POST /v1/games (/v1/pick15/games); a record
// imported (/v1/records, /v1/pick15/records) is played on from.

import { ApiError, api } from "./common.js";
import { $, BOARDS, MAGIC, NAMED, engineSide, handlers, isPick15, pickOrder, remaining, sides, state } from "./play-state.js";
import { render, renderBoard, renderHints, setStatus } from "./play-draw.js";
import { refreshExport, showExport, wireRecords } from "./records.js";

// --- the API ---------------------------------------------------------------

/** The API's answer (common.js's `api`), a variant's solve followed with
 * its progress shown. */
const ask = (path, body) => api(path, body, { onPending: followSolve });

async function followSolve(location, record) {
  const box = $("progress");
  box.hidden = false;
  try {
    while (record.state !== "done") {
      if (record.state === "failed") throw new ApiError(`the solve failed: ${record.error}`);
      $("solve-progress").value = record.progress || 0;
      setStatus(`Solving this variant: ${Math.round(100 * (record.progress || 0))}%`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const response = await fetch(location, { headers: { Accept: "application/json" } });
      record = await response.json();
      if (!response.ok) throw new ApiError(record.detail || "the solve was lost");
    }
  } finally {
    box.hidden = true;
  }
}

function boardParam(board) {
  return board.map((cell) => (cell === null ? "_" : String(cell))).join(",");
}

function positionQuery() {
  if (isPick15()) {
    return `first=${state.picks.first.join(",")}&second=${state.picks.second.join(",")}`;
  }
  return `rules=${encodeURIComponent(state.rules)}&board=${boardParam(state.board)}`;
}

const endpoint = (name) => (isPick15() ? `/v1/pick15/${name}` : `/v1/${name}`);

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
    const number = MAGIC[cell];
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
      const square = MAGIC.indexOf(Number(event.key));
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

function numbersFrom(text) {
  return text.split(/[\s,]+/).filter(Boolean).map(Number);
}

/** The variant form's fields, from a rules id. */
function fillVariant(rulesId) {
  const rules = parseRulesId(rulesId);
  $("target").value = rules.target;
  $("odd-numbers").value = rules.odd.join(",");
  $("even-numbers").value = rules.even.join(",");
  $("first").value = rules.first;
  $("parity").checked = rules.parity;
  $("size").value = String(rules.size);
  $("shared").checked = rules.shared;
  $("line").value = rules.line;
}

function parseRulesId(rulesId) {
  // t14:odd=1,3:even=2,4:first=odd[:parity][:size=4][:shared][:product], as answers give it
  const parts = rulesId.split(":");
  const spelled = Object.fromEntries(parts.slice(1, 4).map((p) => p.split("=")));
  const flags = parts.slice(4);
  const size = flags.find((f) => f.startsWith("size="));
  return {
    target: Number(parts[0].slice(1)),
    odd: numbersFrom(spelled.odd || ""),
    even: numbersFrom(spelled.even || ""),
    first: spelled.first,
    parity: flags.includes("parity"),
    size: size ? Number(size.slice(5)) : 3,
    shared: flags.includes("shared"),
    line: flags.includes("product") ? "product" : "sum",
  };
}

async function rulesIdOf(spec) {
  // a board without tables is searched, not solved: its status names its rules
  const size = spec.size || 3;
  const status = await ask("/v1/status", { rules: spec, board: Array(size * size).fill(null) });
  return status.rules_id;
}

async function chooseRules() {
  // the rules the setup asks for, as the service reads them; the page's state
  // is left alone, so a game started meanwhile is not overwritten
  if (state.game === "pick15") return { rules: "pick15", size: 3, shared: false, numbers: state.numbers };
  if (state.game in NAMED) {
    const listing = await ask("/v1/rules");
    const named = listing.rules.find((r) => r.name === NAMED[state.game]);
    return { rules: named.name, size: 3, shared: false, numbers: named.numbers };
  }
  let rulesId;
  let size;
  if (state.game in BOARDS) {
    size = BOARDS[state.game];
    rulesId = await rulesIdOf({ size });
  } else {
    const spec = {
      size: Number($("size").value),
      line: $("line").value,
      target: Number($("target").value),
      numbers: { odd: numbersFrom($("odd-numbers").value), even: numbersFrom($("even-numbers").value) },
      first: $("first").value,
      parity_wins: $("parity").checked,
      shared: $("shared").checked,
    };
    size = spec.size;
    if (spec.size === 3) {
      const record = await ask("/v1/solves", { rules: spec });
      rulesId = record.rules_id;
    } else {
      rulesId = await rulesIdOf(spec);
    }
  }
  const parsed = parseRulesId(rulesId);
  return { rules: rulesId, size, shared: parsed.shared, numbers: { odd: parsed.odd, even: parsed.even } };
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

/** The page's game for a rules id: a named game, a larger board, or a variant. */
async function gameOf(rulesId) {
  const named = Object.keys(NAMED).find((game) => NAMED[game] === rulesId);
  if (named) return named;
  const size = parseRulesId(rulesId).size;
  const board = Object.keys(BOARDS).find((game) => BOARDS[game] === size);
  if (board && (await rulesIdOf({ size })) === rulesId) return board;
  fillVariant(rulesId);
  return "variant";
}

/** Each side's numbers from a Number Scrabble position string
 * (`first=2,9 second=8`). */
function picksOf(position) {
  const sides = Object.fromEntries(position.split(" ").map((part) => part.split("=")));
  return { first: numbersFrom(sides.first || ""), second: numbersFrom(sides.second || "") };
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
