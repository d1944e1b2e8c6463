// The pages' state modules: what they read off the service's answers.
import assert from "node:assert/strict";
import { test } from "node:test";

import { S, faceAt, myRack, myTurn, names } from "../../service/static/play/mathscrabble-state.js";
import { engineSide, pickOrder, remaining, sides, state } from "../../service/static/play/play-state.js";

test("each side's numbers left, and with shared numbers everyone's", () => {
  Object.assign(state, {
    game: "variant",
    you: "even",
    shared: false,
    numbers: { odd: [1, 3, 5, 7], even: [2, 4, 6] },
    board: [4, null, null, null, 1, null, null, null, null],
  });
  assert.deepEqual(remaining("even"), [2, 6]);
  assert.deepEqual(remaining("odd"), [3, 5, 7]);
  state.shared = true;
  assert.deepEqual(remaining("even"), [2, 3, 5, 6, 7]);
  assert.deepEqual(sides(), ["odd", "even"]);
  assert.equal(engineSide(), "odd");
});

test("Number Scrabble's sides are first and second, and lay no numbers", () => {
  Object.assign(state, { game: "pick15", you: "first" });
  assert.deepEqual(sides(), ["first", "second"]);
  assert.equal(engineSide(), "second");
  assert.deepEqual(remaining("first"), []);
});

test("Number Scrabble's picks are read back in the order made, the first player's first", () => {
  state.picks = { first: [5, 8, 1], second: [2, 4] };
  assert.deepEqual(pickOrder(), [5, 2, 8, 4, 1]);
  state.picks = { first: [], second: [] };
  assert.deepEqual(pickOrder(), []);
});

test("a Math Scrabble square shows a tile laid this turn before the board's", () => {
  const board = Array.from({ length: 15 }, () => ".".repeat(15));
  board[7] = ".......1=1.....";
  S.game = { board, blanks: [[7, 8]], racks: ["12+=", "hidden"], over: false, to_move: 0 };
  S.placed = [{ row: 8, col: 7, tile: "2", blank: false, rackIndex: 0 }];
  assert.deepEqual(faceAt(7, 7), { tile: "1", blank: false });
  assert.deepEqual(faceAt(7, 8), { tile: "=", blank: true });
  assert.deepEqual(faceAt(8, 7), S.placed[0]);
  assert.equal(faceAt(0, 0), null);
  assert.deepEqual(myRack(), ["1", "2", "+", "="]);
  assert.ok(myTurn());
  S.game.to_move = 1;
  assert.ok(!myTurn());
});

test("a Math Scrabble game under review shows no rack of yours and is nobody's turn", () => {
  S.game = { board: [], blanks: [], racks: ["12+=", "456"], over: false, to_move: 0 };
  S.review = null;
  assert.deepEqual(names(), ["You", "Engine"]);
  assert.ok(myTurn());
  S.review = { saved: null, lastEngine: new Set() };
  assert.deepEqual(myRack(), []);
  assert.ok(!myTurn());
  assert.deepEqual(names(), ["Player 0", "Player 1"]);
  S.review = null;
});
