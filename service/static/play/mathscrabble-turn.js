// Math Scrabble: your turn on the board (mathscrabble.js's helpers): the
// tiles you lay, by click, drag or key, taken back, scored as you go by
// /v1/math-scrabble/score, a hint's play or exchange laid out for you, and
// the play or exchange sent through `handlers.turn` (mathscrabble.js's).

import { $, api, setStatus } from "./common.js";
import { focusBoard, render } from "./mathscrabble-draw.js";
import { S, YOU, faceAt, handlers, myRack, myTurn, usedIndices } from "./mathscrabble-state.js";

const TYPED = { "*": "×", x: "×", X: "×", "/": "÷", r: "√", R: "√", s: "²", S: "²", "^": "²" };

// --- your turn ------------------------------------------------------------------

export function lay(rackIndex, row, col, face) {
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

export function takeBack() {
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

export async function playPlaced() {
  if (!myTurn() || !S.placed.length) return;
  setStatus("Checking your play…", true);
  try {
    const scored = await scorePlacement();
    if (!scored.legal) {
      setStatus(`Refused: not a legal play: ${scored.reason}`);
      return;
    }
    await handlers.turn(scored.written);
  } catch (error) {
    setStatus(`Refused: ${error.message}`);
  }
}

/** Choose the tiles of an exchange a hint offers, for you to press Exchange. */
export function markExchange(faces) {
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

export function exchange() {
  if (!myTurn()) return;
  const rack = myRack();
  const faces = [...S.exchanging].sort((a, b) => a - b).map((i) => rack[i]).join("");
  if (!faces) {
    setStatus("Choose the tiles to exchange on your rack first.");
    return;
  }
  handlers.turn(`exchange ${faces}`);
}

export function showHint(play) {
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

// --- keys -----------------------------------------------------------------------

export function onBoardKey(event) {
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
