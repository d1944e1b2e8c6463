// The play page: a game against fifteen's engine, through the public API only
// (GET forms of /v1/status, /v1/move, /v1/analysis and /v1/pick15/..., and
// /v1/solves for variants), so it doubles as an example of using it.

const $ = (id) => document.getElementById(id);
const MAGIC = [2, 7, 6, 9, 5, 1, 4, 3, 8]; // Number Scrabble's squares
const NAMED = { graham: "graham", nygaard: "nygaard" };

const state = {
  game: "graham",      // graham | nygaard | variant | pick15
  rules: "graham",     // the rules_id the API answers with
  numbers: { odd: [1, 3, 5, 7, 9], even: [2, 4, 6, 8] },
  board: Array(9).fill(null),
  picks: { first: [], second: [] },
  you: "even",
  skill: 1,
  history: [],         // earlier positions, for undo
  status: null,        // the last status answer
  analysis: null,      // the last analysis answer, when hints are on
  selectedCell: null,
  selectedToken: null,
  focusCell: 0,
  typed: "",
  generation: 0,       // bumped by every new game, undo or move: stale answers are dropped
};

const isPick15 = () => state.game === "pick15";
const sides = () => (isPick15() ? ["first", "second"] : ["odd", "even"]);
const engineSide = () => sides().find((s) => s !== state.you);

// --- the API ---------------------------------------------------------------

class ApiError extends Error {}

async function api(path, options = {}) {
  // 202: a variant being solved; follow the solve, showing its progress, then ask again.
  for (;;) {
    const response = await fetch(path, { headers: { Accept: "application/json" }, ...options });
    const body = await response.json();
    if (response.status === 202) {
      await followSolve(response.headers.get("Location") || body.location, body);
      continue;
    }
    if (!response.ok) throw new ApiError(body.detail || `${response.status} ${body.title}`);
    return body;
  }
}

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

function remaining(side) {
  if (isPick15()) return [];
  return state.numbers[side].filter((n) => !state.board.includes(n));
}

function snapshot() {
  return JSON.stringify({ board: state.board, picks: state.picks });
}

function restore(saved) {
  const { board, picks } = JSON.parse(saved);
  state.board = board;
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
    const status = await api(`${endpoint("status")}?${positionQuery()}`);
    if (generation !== state.generation) return;
    state.status = status;
    render();
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
  const answer = await api(`${endpoint("move")}?${query}`);
  if (generation !== state.generation || !answer.move) return;
  if (isPick15()) {
    state.picks[answer.move.player].push(answer.move.number);
  } else {
    state.board = answer.board_after;
  }
  await refresh();
}

async function loadHints(generation) {
  const analysis = await api(`${endpoint("analysis")}?${positionQuery()}`);
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

// --- values and hints ----------------------------------------------------------

function valueText(outcome, plies) {
  return `${outcome} in ${plies}`;
}

function hintFor(cell, token) {
  if (!state.analysis) return null;
  const moves = state.analysis.moves.filter((mv) =>
    isPick15()
      ? mv.move.square === cell
      : mv.move.index === cell && (token === null || mv.move.token === token),
  );
  return moves[0] || null; // moves come best first
}

function tokenHint(token) {
  if (!state.analysis) return null;
  return state.analysis.moves.find((mv) => mv.move.token === token) || null;
}

function moveLabel(move) {
  return isPick15() ? `pick ${move.number}` : `${move.token} on cell ${move.index}`;
}

// --- drawing -------------------------------------------------------------------

function setStatus(text) {
  $("status").textContent = text;
}

function statusText(status) {
  const name = (side) => (side === state.you ? `You (${side})` : `The engine (${side})`);
  if (status.state === "won") return `${name(status.winner)} won.`;
  if (status.state === "draw") return "A draw.";
  return status.to_move === state.you
    ? `Your turn (${state.you}).`
    : `The engine's turn (${status.to_move}).`;
}

function render() {
  const status = state.status;
  if (status) {
    setStatus(statusText(status));
    $("status").dataset.state = status.state;
    $("status").dataset.winner = status.winner || "";
  }
  renderBoard();
  renderTrays();
  renderHints();
}

function renderBoard() {
  const board = $("board");
  const hadFocus = board.contains(document.activeElement); // keep a keyboard player's place
  const winning = new Set((state.status && state.status.line) || []);
  const cells = [];
  for (let cell = 0; cell < 9; cell++) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "cell";
    button.dataset.index = cell;
    button.setAttribute("role", "gridcell");
    button.tabIndex = cell === state.focusCell ? 0 : -1;
    let label;
    if (isPick15()) {
      const number = MAGIC[cell];
      const owner = state.picks.first.includes(number)
        ? "first"
        : state.picks.second.includes(number) ? "second" : null;
      button.append(document.createTextNode(number));
      if (owner) {
        button.classList.add(owner === state.you ? "mine" : "theirs");
        const small = document.createElement("span");
        small.className = "owner";
        small.textContent = owner === state.you ? "yours" : "engine's";
        button.append(small);
      }
      label = `Square ${cell + 1}: ${number}${owner ? `, picked by ${owner}` : ", free"}`;
    } else {
      const token = state.board[cell];
      if (token !== null) {
        button.textContent = token;
        const owner = state.numbers.odd.includes(token) ? "odd" : "even";
        button.classList.add(owner === state.you ? "mine" : "theirs");
      }
      label = `Cell ${cell + 1}: ${token === null ? "empty" : token}`;
    }
    if (winning.has(cell)) {
      button.classList.add("winning");
      label += ", on the winning line";
    }
    if (cell === state.selectedCell) button.classList.add("selected");
    const hint = state.analysis ? hintFor(cell, state.selectedToken) : null;
    if (hint) {
      button.classList.add(`v-${hint.outcome}`);
      button.dataset.outcome = hint.outcome;
      button.dataset.plies = hint.plies;
      const text = document.createElement("span");
      text.className = "hint";
      text.textContent = valueText(hint.outcome, hint.plies);
      button.append(text);
      label += `, ${valueText(hint.outcome, hint.plies)}`;
    }
    button.setAttribute("aria-label", label);
    button.addEventListener("click", () => {
      state.focusCell = cell;
      chooseCell(cell);
    });
    cells.push(button);
  }
  board.replaceChildren(...cells);
  if (hadFocus) cells[state.focusCell].focus();
}

function renderTrays() {
  $("my-tray-box").hidden = isPick15();
  $("their-tray-box").hidden = isPick15();
  if (isPick15()) return;
  const mine = remaining(state.you).map((token) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "token";
    button.dataset.token = token;
    button.textContent = token;
    if (token === state.selectedToken) button.classList.add("selected");
    const hint = tokenHint(token);
    let label = `Your number ${token}`;
    if (hint) {
      button.classList.add(`v-${hint.outcome}`);
      button.dataset.outcome = hint.outcome;
      const text = document.createElement("span");
      text.className = "hint";
      text.textContent = valueText(hint.outcome, hint.plies);
      button.append(text);
      label += `, at best ${valueText(hint.outcome, hint.plies)}`;
    }
    button.setAttribute("aria-label", label);
    button.setAttribute("aria-pressed", String(token === state.selectedToken));
    button.addEventListener("click", () => chooseToken(token));
    return button;
  });
  $("my-tray").replaceChildren(...mine);
  const theirs = remaining(engineSide()).map((token) => {
    const span = document.createElement("span");
    span.textContent = token;
    return span;
  });
  $("their-tray").replaceChildren(...theirs);
  $("my-tray-label").textContent = `Your numbers (${state.you})`;
  $("their-tray-label").textContent = `The engine's numbers (${engineSide()})`;
}

function renderHints() {
  const panel = $("hint-panel");
  panel.hidden = !$("hints").checked;
  const analysis = state.analysis;
  if (!analysis) {
    $("hint-list").replaceChildren();
    $("principal-variation").textContent = $("hints").checked && state.status &&
      state.status.to_move === state.you ? "Thinking…" : "";
    return;
  }
  const items = analysis.moves.map((mv) => {
    const item = document.createElement("li");
    item.dataset.outcome = mv.outcome;
    item.dataset.plies = mv.plies;
    if (isPick15()) {
      item.dataset.number = mv.move.number;
      item.dataset.square = mv.move.square;
    } else {
      item.dataset.index = mv.move.index;
      item.dataset.token = mv.move.token;
    }
    const value = document.createElement("span");
    value.className = `v-${mv.outcome}`;
    value.textContent = valueText(mv.outcome, mv.plies);
    item.append(`${moveLabel(mv.move)}: `, value);
    return item;
  });
  $("hint-list").replaceChildren(...items);
  const line = analysis.principal_variation.map(moveLabel).join(", then ");
  $("principal-variation").textContent = line ? `Best play from here: ${line}.` : "";
}

// --- keyboard ----------------------------------------------------------------

function onBoardKey(event) {
  const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 };
  if (event.key in moves) {
    const next = state.focusCell + moves[event.key];
    if (next >= 0 && next < 9) {
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

function parseRulesId(rulesId) {
  // t14:odd=1,3:even=2,4:first=odd[:parity], as answers give it
  const parts = rulesId.split(":");
  const spelled = Object.fromEntries(parts.slice(1, 4).map((p) => p.split("=")));
  return {
    target: Number(parts[0].slice(1)),
    odd: numbersFrom(spelled.odd || ""),
    even: numbersFrom(spelled.even || ""),
    first: spelled.first,
    parity: parts[4] === "parity",
  };
}

async function chooseRules() {
  if (state.game === "pick15") return;
  if (state.game in NAMED) {
    state.rules = NAMED[state.game];
    const listing = await api("/v1/rules");
    const rules = listing.rules.find((r) => r.name === state.rules);
    state.numbers = rules.numbers;
    return;
  }
  const spec = {
    target: Number($("target").value),
    numbers: { odd: numbersFrom($("odd-numbers").value), even: numbersFrom($("even-numbers").value) },
    first: $("first").value,
    parity_wins: $("parity").checked,
  };
  const record = await api("/v1/solves", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ rules: spec }),
  });
  state.rules = record.rules_id;
  state.numbers = {
    odd: spec.numbers.odd.slice().sort((a, b) => a - b),
    even: spec.numbers.even.slice().sort((a, b) => a - b),
  };
}

async function newGame(event) {
  if (event) event.preventDefault();
  state.generation++;
  state.game = $("game").value;
  state.you = $("side").value;
  state.skill = Number($("skill").value);
  state.board = Array(9).fill(null);
  state.picks = { first: [], second: [] };
  state.history = [];
  state.status = null;
  state.focusCell = 0;
  try {
    setStatus("Starting…");
    await chooseRules();
  } catch (error) {
    setStatus(error.message);
    return;
  }
  await refresh();
}

const PAGES = { mathscrabble: "/play/mathscrabble.html", sum15: "/play/sum15.html" };

function showSetup() {
  if (PAGES[$("game").value]) {
    location.href = PAGES[$("game").value]; // the games with their own pages
    return;
  }
  $("variant-rules").hidden = $("game").value !== "variant";
  state.game = $("game").value;
  fillSides();
}

async function start() {
  const params = new URLSearchParams(location.search);
  const game = params.get("game");
  if (["graham", "nygaard", "variant", "pick15"].includes(game)) $("game").value = game;
  showSetup();
  if (params.get("you") && sides().includes(params.get("you"))) $("side").value = params.get("you");
  const skill = Number(params.get("skill"));
  if (params.has("skill") && skill >= 0 && skill <= 1) $("skill").value = String(skill);
  $("skill-value").textContent = `${Math.round(100 * Number($("skill").value))}%`;
  if (game === "variant" && params.get("rules")) {
    const rules = parseRulesId(params.get("rules"));
    $("target").value = rules.target;
    $("odd-numbers").value = rules.odd.join(",");
    $("even-numbers").value = rules.even.join(",");
    $("first").value = rules.first;
    $("parity").checked = rules.parity;
  }
  await newGame();
  // a shared position: play on from it
  if (isPick15() && (params.get("first") || params.get("second"))) {
    state.picks = {
      first: numbersFrom(params.get("first") || ""),
      second: numbersFrom(params.get("second") || ""),
    };
    await refresh();
  } else if (!isPick15() && params.get("board")) {
    const cells = params.get("board").split(",");
    if (cells.length === 9) {
      state.board = cells.map((c) => (c === "_" ? null : Number(c)));
      await refresh();
    }
  }
}

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
  start();
});
