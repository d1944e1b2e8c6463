// The tic-tac-toe play page's drawing: the board, the trays, the hints and
// the status line, from the state (play-state.js); clicks go to the handlers play.js fills.

import { $, engineSide, handlers, isPick15, remaining, state } from "./play-state.js";

// --- values and hints ----------------------------------------------------------

export function valueText(outcome, plies, estimate = null) {
  // a searched board's move may be unproven: then only the search's estimate
  return outcome ? `${outcome} in ${plies}` : `not proven (estimate ${estimate})`;
}

const outcomeOf = (mv) => mv.outcome || "unproven";

export function hintFor(cell, token) {
  if (!state.analysis) return null;
  const moves = state.analysis.moves.filter((mv) =>
    isPick15()
      ? mv.move.square === cell
      : mv.move.index === cell && (token === null || mv.move.token === token),
  );
  return moves[0] || null; // moves come best first
}

export function tokenHint(token) {
  if (!state.analysis) return null;
  return state.analysis.moves.find((mv) => mv.move.token === token) || null;
}

/** A cell's name: its column's letter and its row's number from the top
 * (`a1` the top left, `c3` the bottom right of the 3x3 board). */
export function cellName(index) {
  const side = state.size;
  return `${"abcde"[index % side]}${Math.floor(index / side) + 1}`;
}

export function moveLabel(move) {
  return isPick15() ? `pick ${move.number}` : `${move.token} on ${cellName(move.index)}`;
}

/** Hints listed at most on a searched board (4x4, 5x5): the best few. */
const SEARCHED_HINTS = 8;

// --- drawing -------------------------------------------------------------------

/** Text for screen readers only. */
function hidden(text) {
  const span = document.createElement("span");
  span.className = "sr-only";
  span.textContent = text;
  return span;
}

export function setStatus(text) {
  $("status").textContent = text;
}

export function statusText(status) {
  const name = (side) => (side === state.you ? `You (${side})` : `The engine (${side})`);
  if (status.state === "won") return `${name(status.winner)} won.`;
  if (status.state === "draw") return "A draw.";
  return status.to_move === state.you
    ? `Your turn (${state.you}).`
    : `The engine's turn (${status.to_move}).`;
}

export function render() {
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

export function renderBoard() {
  const board = $("board");
  const hadFocus = board.contains(document.activeElement); // keep a keyboard player's place
  const winning = new Set((state.status && state.status.line) || []);
  const cells = [];
  board.style.setProperty("--size", String(isPick15() ? 3 : state.size));
  for (let cell = 0; cell < state.board.length; cell++) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "cell";
    button.dataset.index = cell;
    button.setAttribute("role", "gridcell");
    button.tabIndex = cell === state.focusCell ? 0 : -1;
    // the name a screen reader says is the cell's text: what is hidden is only for it
    if (isPick15()) {
      const number = state.square[cell];
      const owner = state.picks.first.includes(number)
        ? "first"
        : state.picks.second.includes(number) ? "second" : null;
      button.append(hidden(`Square ${cell + 1}: `), String(number));
      if (owner) {
        button.classList.add(owner === state.you ? "mine" : "theirs");
        const small = document.createElement("span");
        small.className = "owner";
        small.textContent = owner === state.you ? "yours" : "engine's";
        button.append(" ", small);
      } else {
        button.append(hidden(", free"));
      }
    } else {
      const token = state.board[cell];
      const coord = document.createElement("span");
      coord.className = "coord";
      coord.textContent = cellName(cell);
      button.dataset.coord = cellName(cell);
      button.append(hidden("Cell "), coord, " ");
      if (token !== null) {
        button.append(String(token));
        button.dataset.token = token;
        if (state.shared) {
          button.classList.add("placed"); // a shared number is nobody's
        } else {
          const owner = state.numbers.odd.includes(token) ? "odd" : "even";
          button.classList.add(owner === state.you ? "mine" : "theirs");
        }
      } else {
        button.append(hidden("empty"));
      }
    }
    if (winning.has(cell)) {
      button.classList.add("winning");
      button.append(hidden(", on the winning line"));
    }
    if (cell === state.selectedCell) button.classList.add("selected");
    const hint = state.analysis ? hintFor(cell, state.selectedToken) : null;
    if (hint) {
      button.classList.add(`v-${outcomeOf(hint)}`);
      button.dataset.outcome = outcomeOf(hint);
      button.dataset.plies = hint.plies;
      const text = document.createElement("span");
      text.className = "hint";
      text.textContent = valueText(hint.outcome, hint.plies, hint.estimate);
      button.append(" ", text);
    }
    button.addEventListener("click", () => {
      state.focusCell = cell;
      handlers.chooseCell(cell);
    });
    cells.push(button);
  }
  const side = isPick15() ? 3 : state.size;
  const rows = [];
  for (let row = 0; row < cells.length / side; row++) {
    const line = document.createElement("div");
    line.className = "board-row";
    line.setAttribute("role", "row");
    line.append(...cells.slice(row * side, (row + 1) * side));
    rows.push(line);
  }
  board.replaceChildren(...rows);
  if (hadFocus) cells[state.focusCell].focus();
}

export function renderTrays() {
  $("my-tray-box").hidden = isPick15();
  $("their-tray-box").hidden = isPick15();
  if (isPick15()) return;
  const mine = remaining(state.you).map((token) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "token";
    button.dataset.token = token;
    button.append(hidden("Your number "), String(token));
    if (token === state.selectedToken) button.classList.add("selected");
    const hint = tokenHint(token);
    if (hint) {
      button.classList.add(`v-${outcomeOf(hint)}`);
      button.dataset.outcome = outcomeOf(hint);
      const text = document.createElement("span");
      text.className = "hint";
      text.textContent = valueText(hint.outcome, hint.plies, hint.estimate);
      button.append(" ", text);
    }
    button.setAttribute("aria-pressed", String(token === state.selectedToken));
    button.addEventListener("click", () => handlers.chooseToken(token));
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

export function renderHints() {
  const panel = $("hint-panel");
  const over = state.status && state.status.state !== "in_progress";
  panel.hidden = !$("hints").checked || over;
  const analysis = state.analysis;
  if (!analysis || over) {
    $("hint-list").replaceChildren();
    $("principal-variation").textContent = $("hints").checked && state.status &&
      state.status.to_move === state.you ? "Thinking…" : "";
    return;
  }
  const searched = analysis.proven !== undefined; // a 4x4 or 5x5 board's search
  const shown = searched ? analysis.moves.slice(0, SEARCHED_HINTS) : analysis.moves;
  const items = shown.map((mv) => {
    const item = document.createElement("li");
    item.dataset.outcome = outcomeOf(mv);
    item.dataset.plies = mv.plies;
    if (isPick15()) {
      item.dataset.number = mv.move.number;
      item.dataset.square = mv.move.square;
    } else {
      item.dataset.index = mv.move.index;
      item.dataset.token = mv.move.token;
    }
    const value = document.createElement("span");
    value.className = `v-${outcomeOf(mv)}`;
    value.textContent = valueText(mv.outcome, mv.plies, mv.estimate);
    item.append(`${moveLabel(mv.move)}: `, value);
    return item;
  });
  const left = analysis.moves.length - shown.length;
  if (left > 0) {
    const more = document.createElement("li");
    more.className = "more";
    more.textContent = `${left} more moves, none better by the search's ${analysis.proven ? "proof" : "estimate"}`;
    items.push(more);
  }
  $("hint-list").replaceChildren(...items);
  $("hint-list").classList.toggle("searched", searched);
  const line = analysis.principal_variation.map(moveLabel).join(", then ");
  $("principal-variation").textContent = line ? `Best play from here: ${line}.` : "";
}
