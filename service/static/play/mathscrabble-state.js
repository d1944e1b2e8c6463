// Math Scrabble's page state, shared by its game logic (mathscrabble.js) and
// its drawing (mathscrabble-draw.js): your seat's view of the game as the
// API last answered it (or a game imported to review), the earlier views
// undo goes back to, what you have laid, and the board's geometry and tiles
// as the service gives them (GET /v1/math-scrabble/board).  The drawing
// reaches the game logic through `handlers`, which mathscrabble.js fills
// (your turn's module, mathscrabble-turn.js, sends a move through them too).

export const YOU = 0;
export const ENGINE = 1;

export const S = {
  size: 15, // the board's side, rackSize and faces: as GET /v1/math-scrabble/board says
  rackSize: 9,
  faces: [], // the faces a blank may take
  points: new Map(), // face -> what it scores
  counts: new Map(), // face (and "?") -> how many the set holds
  game: null, // the seat endpoint's answer (your view), or the game reviewed
  views: [], // {token, view, lastEngine}: the views before each of your turns, for undo
  settings: null, // {opponent, steps}: the game's engine, as it was dealt
  review: null, // {saved, lastEngine}: while an imported game is shown, your own to go back to
  premiums: new Map(), // row * size + col -> [class, label]
  placed: [], // {row, col, tile, blank}: your tiles laid this turn
  focus: { row: 7, col: 7 },
  across: true,
  chosen: null, // the index on your rack chosen to lay next
  squareChosen: false, // a square was clicked: the next tile clicked goes there
  exchanging: new Set(), // rack indices chosen for an exchange
  awaitingBlank: null, // the square a blank waits on for its face
  lastEngine: new Set(), // squares of the engine's last play
  hints: null,
  hintsAsked: -1, // the generation hints were last asked for
  generation: 0,
};

/** What the drawing's clicks and keys call: mathscrabble-turn.js's `lay`,
 * `exchange`, `showHint` and `markExchange`; and what your turn's module
 * calls to send a move: mathscrabble.js's `turn`. */
export const handlers = {
  lay: () => {},
  exchange: () => {},
  showHint: () => {},
  markExchange: () => {},
  turn: async () => {},
};

/** Your rack's tiles; none while a game is reviewed. */
export function myRack() {
  return S.game && !S.review ? [...S.game.racks[YOU]] : [];
}

/** The players' names: you and the engine, or a reviewed game's two. */
export function names() {
  return S.review ? ["Player 0", "Player 1"] : ["You", "Engine"];
}

export function usedIndices() {
  return new Set(S.placed.map((tile) => tile.rackIndex));
}

export function faceAt(row, col) {
  const pending = S.placed.find((tile) => tile.row === row && tile.col === col);
  if (pending) return pending;
  const face = S.game.board[row][col];
  return face === "." ? null : { tile: face, blank: S.game.blanks.some(([r, c]) => r === row && c === col) };
}

/** Whether you may move: your game (not one reviewed), going on, your turn. */
export function myTurn() {
  return Boolean(S.game && !S.review && !S.game.over && S.game.to_move === YOU);
}
