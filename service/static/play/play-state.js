// The tic-tac-toe play page's state, shared by its game logic (play.js) and
// its drawing (play-draw.js), which reaches the game logic through `handlers`.

export { $ } from "./common.js";
export const NAMED = { graham: "graham", nygaard: "nygaard" };
export const BOARDS = { four: 4, five: 5 }; // the larger boards, Graham's rules grown to them

export const state = {
  game: "graham",      // graham | nygaard | four | five | variant | pick15
  rules: "graham",     // the rules_id the API answers with
  size: 3,             // the board's side: 3, 4 or 5
  shared: false,       // either side places any number left
  numbers: { odd: [1, 3, 5, 7, 9], even: [2, 4, 6, 8] },
  board: Array(9).fill(null),
  start: Array(9).fill(null), // the board the game started from (an address's, an import's)
  moves: [],           // the moves since start, `token@index`: the game's record
  picks: { first: [], second: [] }, // each side's numbers, in the order picked
  square: [],          // Number Scrabble's magic square, as GET /v1/pick15/board gives it
  you: "even",
  skill: 1,
  history: [],         // earlier positions, for undo
  status: null,        // the last status answer
  analysis: null,      // the last analysis answer, when hints are on
  selectedCell: null,
  selectedToken: null,
  focusCell: 0,
  typed: "",
  games: 0,            // bumped by every new game
  generation: 0,       // bumped by every new game, undo or move: stale answers are dropped
};

/** What the drawing's clicks call: play.js's `chooseCell` and `chooseToken`. */
export const handlers = {
  chooseCell: () => {},
  chooseToken: () => {},
};

export const isPick15 = () => state.game === "pick15";
export const sides = () => (isPick15() ? ["first", "second"] : ["odd", "even"]);
export const engineSide = () => sides().find((s) => s !== state.you);

/** Number Scrabble's picks in the order made: the first player's first,
 * then in turn. */
export function pickOrder() {
  const { first, second } = state.picks;
  return first.flatMap((number, i) => (i < second.length ? [number, second[i]] : [number]));
}

export function remaining(side) {
  if (isPick15()) return [];
  const numbers = state.shared
    ? [...state.numbers.odd, ...state.numbers.even].sort((a, b) => a - b)
    : state.numbers[side];
  return numbers.filter((n) => !state.board.includes(n));
}
