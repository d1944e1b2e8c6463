// The play page's calls to the API and its rules (play.js's helpers): the
// GET forms' position query, a variant's solve followed with its progress
// shown, and the rules a setup asks for or a record names, read from a rules
// id as the service writes it.  No game state is changed here.

import { ApiError, api } from "./common.js";
import { $, BOARDS, NAMED, isPick15, state } from "./play-state.js";
import { setStatus } from "./play-draw.js";

// --- the API ---------------------------------------------------------------

/** The API's answer (common.js's `api`), a variant's solve followed with
 * its progress shown. */
export const ask = (path, body) => api(path, body, { onPending: followSolve });

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

export function boardParam(board) {
  return board.map((cell) => (cell === null ? "_" : String(cell))).join(",");
}

export function positionQuery() {
  if (isPick15()) {
    return `first=${state.picks.first.join(",")}&second=${state.picks.second.join(",")}`;
  }
  return `rules=${encodeURIComponent(state.rules)}&board=${boardParam(state.board)}`;
}

export const endpoint = (name) => (isPick15() ? `/v1/pick15/${name}` : `/v1/${name}`);

// --- the rules ---------------------------------------------------------------

export function numbersFrom(text) {
  return text.split(/[\s,]+/).filter(Boolean).map(Number);
}

/** The variant form's fields, from a rules id. */
export function fillVariant(rulesId) {
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

export async function chooseRules() {
  // the rules the setup asks for, as the service reads them; the page's state
  // is left alone, so a game started meanwhile is not overwritten
  if (state.game === "pick15") {
    const board = await ask("/v1/pick15/board");
    return { rules: "pick15", size: 3, shared: false, numbers: state.numbers, square: board.square };
  }
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

/** The page's game for a rules id: a named game, a larger board, or a variant. */
export async function gameOf(rulesId) {
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
export function picksOf(position) {
  const sides = Object.fromEntries(position.split(" ").map((part) => part.split("=")));
  return { first: numbersFrom(sides.first || ""), second: numbersFrom(sides.second || "") };
}
