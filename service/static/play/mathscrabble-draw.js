// Math Scrabble's page, drawn: the board and its squares, your rack, the
// blank's choice, the scores and the hints, from the page's state
// (mathscrabble-state.js; the clicks and drops go to its handlers).

import { $, element } from "./common.js";
import { ENGINE, S, YOU, faceAt, handlers, myRack, myTurn, names, usedIndices } from "./mathscrabble-state.js";

const COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

// --- drawing ----------------------------------------------------------------------

export function render() {
  if (!S.game) return;
  renderBoard();
  renderRack();
  renderBlankChoice();
  renderScores();
  renderHints();
  $("direction").textContent = S.across ? "Laying across" : "Laying down";
  $("direction").setAttribute("aria-pressed", String(!S.across));
  for (const id of ["play-move", "take-back", "exchange", "pass"]) $(id).disabled = !myTurn();
  // once over, the seed is told: no going back into the game with it
  $("undo").disabled = Boolean(S.review) || S.game.over || !S.views.length;
  $("rack-tray").hidden = Boolean(S.review);
  if (!S.placed.length) $("preview").textContent = "";
}

export function renderBoard() {
  const board = $("ms-board");
  board.replaceChildren();
  const head = element("div", "ms-row ms-head");
  head.setAttribute("role", "row");
  head.append(element("span", "coord corner"));
  for (let col = 0; col < S.size; col++) {
    const letter = element("span", "coord", COLUMNS[col]);
    letter.setAttribute("role", "columnheader");
    head.append(letter);
  }
  board.append(head);
  for (let row = 0; row < S.size; row++) {
    const line = element("div", "ms-row");
    line.setAttribute("role", "row");
    const number = element("span", "coord", String(row + 1));
    number.setAttribute("role", "rowheader");
    line.append(number);
    for (let col = 0; col < S.size; col++) line.append(square(row, col));
    board.append(line);
  }
}

export function square(row, col) {
  const at = row * S.size + col;
  const held = faceAt(row, col);
  const [premium, label] = S.premiums.get(at) || ["", ""];
  const button = element("button", `sq ${held ? "" : premium}`.trim());
  button.type = "button";
  button.setAttribute("role", "gridcell");
  button.dataset.row = String(row);
  button.dataset.col = String(col);
  const pending = S.placed.some((tile) => tile.row === row && tile.col === col);
  if (held) {
    button.textContent = held.tile;
    button.dataset.points = String(held.blank ? 0 : S.points.get(held.tile) ?? "");
    button.classList.add(pending ? "pending" : "tile");
    if (held.blank) button.classList.add("blank");
  } else {
    button.textContent = label;
  }
  if (S.lastEngine.has(at) && !pending) button.classList.add("last");
  const focused = S.focus.row === row && S.focus.col === col;
  button.tabIndex = focused ? 0 : -1;
  if (focused) button.classList.add("focus");
  const words = held ? `${held.tile}${held.blank ? " (blank)" : ""}${pending ? ", yours, not yet played" : ""}` : label || "empty";
  button.setAttribute("aria-label", `${row + 1}${COLUMNS[col]}: ${words}`);
  // a rack tile dropped on the square is laid there
  button.addEventListener("dragover", (event) => event.preventDefault());
  button.addEventListener("drop", (event) => {
    event.preventDefault();
    S.focus = { row, col };
    handlers.lay(Number(event.dataTransfer.getData("text/plain")), row, col);
  });
  button.addEventListener("click", () => {
    S.focus = { row, col };
    if (S.chosen !== null) handlers.lay(S.chosen, row, col);
    else {
      S.squareChosen = !faceAt(row, col);
      render();
    }
    focusBoard();
  });
  return button;
}

export function renderRack() {
  const rack = $("rack");
  rack.replaceChildren();
  const used = usedIndices();
  myRack().forEach((face, index) => {
    const button = element("button", "ms-tile", face);
    button.type = "button";
    button.dataset.points = String(face === "?" ? 0 : S.points.get(face) ?? "");
    button.disabled = used.has(index) || !myTurn();
    if (S.chosen === index) button.classList.add("selected");
    if (S.exchanging.has(index)) button.classList.add("exchanging");
    button.setAttribute("aria-pressed", String(S.chosen === index || S.exchanging.has(index)));
    const worth = face === "?" ? "" : `, ${S.points.get(face)} ${S.points.get(face) === 1 ? "point" : "points"}`;
    button.setAttribute("aria-label", face === "?" ? "blank" : `tile ${face}${worth}`);
    button.addEventListener("click", () => chooseTile(index));
    button.draggable = !button.disabled;
    button.addEventListener("dragstart", (event) => event.dataTransfer.setData("text/plain", String(index)));
    rack.append(button);
  });
}

export function chooseTile(index) {
  if (S.squareChosen && !S.exchanging.size) {
    S.squareChosen = false;
    handlers.lay(index, S.focus.row, S.focus.col);
    return;
  }
  if (!S.placed.length && S.chosen === index) {
    // a second click on a chosen tile marks it for an exchange instead
    S.chosen = null;
    S.exchanging.add(index);
  } else if (S.exchanging.has(index)) {
    S.exchanging.delete(index);
  } else if (S.chosen === null && !S.placed.length && S.exchanging.size) {
    S.exchanging.add(index);
  } else {
    S.chosen = index;
  }
  render();
}

export function renderBlankChoice() {
  const box = $("blank-choice");
  box.hidden = S.awaitingBlank === null;
  const faces = $("blank-faces");
  faces.replaceChildren();
  if (box.hidden) return;
  for (const face of S.faces) {
    const button = element("button", "ms-tile", face);
    button.type = "button";
    button.setAttribute("aria-label", `the blank as ${face}`);
    button.addEventListener("click", () => {
      const { rackIndex, row, col } = S.awaitingBlank;
      handlers.lay(rackIndex, row, col, face);
      focusBoard();
    });
    faces.append(button);
  }
}

export function renderScores() {
  const game = S.game;
  const [first, second] = names();
  $("score-you").textContent = `${first} ${game.scores[YOU]}`;
  $("score-engine").textContent = `${second} ${game.scores[ENGINE]}`;
  $("bag").textContent = `Bag: ${game.bag} tiles · ${racksText()}`;
  $("unseen").textContent = unseenText();
  renderRecord();
}

/** The racks you may see beside yours: the engine's count while the game
 * goes on, its tiles once it is over; a reviewed game's every rack. */
function racksText() {
  const game = S.game;
  const tiles = (rack) => (rack ? rack : "none left");
  if (S.review) return `racks: Player 0 ${tiles(game.racks[0])}, Player 1 ${tiles(game.racks[1])}`;
  if (game.racks[ENGINE] === null) return `the engine holds ${game.rack_sizes[ENGINE]}`;
  return `the engine's rack: ${tiles(game.racks[ENGINE])}`;
}

/** The tiles you cannot see (the bag and the engine's rack) as the seat's
 * answer counts them, grouped: `79: 000 1111 … ?`; a reviewed game's bag,
 * counted from the set, the board and the racks. */
function unseenText() {
  const game = S.game;
  let tiles = game.unseen;
  if (tiles === undefined) {
    const left = new Map(S.counts);
    const take = (face) => left.set(face, (left.get(face) || 0) - 1);
    game.board.forEach((line, row) => {
      [...line].forEach((face, col) => {
        if (face !== ".") take(game.blanks.some(([r, c]) => r === row && c === col) ? "?" : face);
      });
    });
    for (const face of game.racks.join("")) take(face);
    tiles = [...left].map(([face, count]) => face.repeat(Math.max(0, count))).join("");
  }
  const groups = [...tiles].reduce((runs, face) => {
    if (runs.length && runs[runs.length - 1][0] === face) runs[runs.length - 1] += face;
    else runs.push(face);
    return runs;
  }, []);
  return groups.length ? `${tiles.length}: ${groups.join(" ")}` : "0: none, every tile is seen";
}

/** Every turn, numbered, with what it scored and the scores after it. */
function renderRecord() {
  const game = S.game;
  const list = $("turns");
  list.replaceChildren();
  const scores = [0, 0];
  const who = names();
  for (const turn of game.turns) {
    scores[turn.player] += turn.points;
    const text = `${who[turn.player]}: ${turn.move}, +${turn.points} (${scores[YOU]} to ${scores[ENGINE]})`;
    list.append(element("li", turn.player === YOU ? "mine" : "theirs", text));
  }
  if (game.over) {
    const [you, engine] = game.end.adjustments;
    list.append(element("li", "end", `End: ${game.end.reason.replace("_", " ")}, ${signed(you)} and ${signed(engine)}: ${game.scores[YOU]} to ${game.scores[ENGINE]}`));
  }
  list.scrollTop = list.scrollHeight;
}

const signed = (points) => (points < 0 ? `${points}` : `+${points}`);

export function renderHints() {
  const panel = $("hint-panel");
  panel.hidden = !$("hints").checked || !S.game || S.game.over || Boolean(S.review);
  const list = $("hint-list");
  list.replaceChildren();
  if (panel.hidden || !S.hints) {
    $("hint-proof").textContent = panel.hidden ? "" : "The engine is looking…";
    return;
  }
  const found = S.hints;
  $("hint-proof").textContent = found.plays.length === 0
    ? "No legal play: exchange or pass."
    : found.proven
      ? "Proven: no play left out scores more than the last one listed."
      : "Not proven: the search's steps ran out first, a better play may exist.";
  for (const option of hintOptions(found)) {
    const item = element("li");
    const button = element("button", "hint", option.text);
    button.type = "button";
    button.addEventListener("click", option.show);
    item.append(button);
    list.append(item);
  }
}

/** The moves a hint offers, best first: by equity, or by points when the
 * engine plays for score (an exchange or a pass, scoring nothing, last). */
function hintOptions(found) {
  const byScore = $("rank").value === "score";
  const options = found.plays.map((play) => ({
    text: `${play.written}: ${play.total} points, equity ${play.equity}`,
    order: byScore ? play.total : play.equity,
    show: () => handlers.showHint(play),
  }));
  if (found.exchange) {
    const { exchange, keep, equity } = found.exchange;
    options.push({
      text: `Exchange ${exchange} (keep ${keep || "nothing"}): equity ${equity}`,
      order: byScore ? -1 : equity,
      show: () => handlers.markExchange(exchange),
    });
  }
  if (found.pass) {
    const words = found.pass.wins ? "ends the game, and you win it" : `equity ${found.pass.equity}`;
    options.push({
      text: `Pass: ${words}`,
      order: found.pass.wins ? Infinity : byScore ? -2 : found.pass.equity,
      show: () => $("pass").focus(),
    });
  }
  return options.sort((a, b) => b.order - a.order);
}

export function focusBoard() {
  const button = $("ms-board").querySelector(`[data-row="${S.focus.row}"][data-col="${S.focus.col}"]`);
  if (button) button.focus();
}

