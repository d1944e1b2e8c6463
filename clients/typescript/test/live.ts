/**
 * The TypeScript client against a live service (the URL in FIFTEEN_URL):
 * a whole game of Graham's game, engine against engine, then a Math
 * Scrabble request. Run by tests/test_clients.py after `tsc`; exits
 * non-zero on the first wrong answer.
 */
import assert from "node:assert/strict";
import { type AddressInfo, createServer } from "node:net";
import {
  answer,
  createFifteenClient,
  Engine,
  GameNotOverError,
  NoServiceError,
  ProblemError,
  type Schemas,
} from "../src/index.js";

const client = createFifteenClient(process.env.FIFTEEN_URL ?? "http://127.0.0.1:8000");

async function grahamGame(): Promise<void> {
  let board: (number | null)[] = Array(9).fill(null);
  let player: Schemas["Player"] = "odd";
  for (let ply = 0; ply < 9; ply++) {
    const move = await answer(client, () => client.POST("/v1/move", { body: { board, player } }));
    if (move.move === null) break;
    if (ply === 0) assert.equal(move.outcome, "win", "Graham's game is a first player's win");
    assert.equal(move.move.player, player);
    board = move.board_after as (number | null)[];
    player = player === "odd" ? "even" : "odd";
  }
  const status = await answer(client, () => client.POST("/v1/status", { body: { board } }));
  assert.equal(status.state, "won");
  assert.equal(status.winner, "odd");
  assert.equal(status.line?.length, 3);

  const wrong = await client.POST("/v1/move", { body: { board: [10, ...Array(8).fill(null)], player: "odd" } });
  assert.equal(wrong.response.status, 422);
  assert.ok(wrong.error && "board[0]" in (wrong.error.errors ?? {}));
  await assert.rejects(
    answer(client, () => client.POST("/v1/move", { body: { board: Array(9).fill(null), player: "even" } })),
    (error: unknown) => error instanceof ProblemError && error.problem.type === "urn:fifteen:problem:not-your-turn",
  );
}

async function mathScrabble(): Promise<void> {
  const empty = Array(15).fill(".".repeat(15));
  const found = await answer(client, () =>
    client.POST("/v1/math-scrabble/moves", { body: { board: empty, rack: "1+2=3", limit: 1 } }),
  );
  assert.equal(found.plays.length, 1);
  const best = found.plays[0];
  assert.ok(best.legal && best.main !== null && best.notation !== null);
  assert.ok(found.proven, "the best opening of a five-tile rack is proven");
  const scored = await answer(client, () =>
    client.POST("/v1/math-scrabble/score", {
      body: {
        board: empty,
        placement: best.placement.map(({ row, col, tile }) => ({ row, col, tile })),
      },
    }),
  );
  assert.equal(scored.total, best.total);
}

async function variant(): Promise<void> {
  const body = { board: Array(9).fill(null), player: "odd" as const, rules: { target: 18 } };
  const first = await client.POST("/v1/move", { body });
  assert.equal(first.response.status, 202, "the server answers a new variant at once");
  assert.ok(first.response.headers.get("Location")?.startsWith("/v1/solves/t18:"));
  const move = await answer(client, () => client.POST("/v1/move", { body }));
  assert.equal(move.rules_id, "t18:odd=1,3,5,7,9:even=2,4,6,8:first=odd");
  assert.ok(move.move !== null);
}

/** A whole Math Scrabble game and a whole Sum 15 deal through the game layer. */
async function wholeGames(): Promise<void> {
  const engine = new Engine(process.env.FIFTEEN_URL ?? "http://127.0.0.1:8000");
  const game = await engine.mathScrabble.game(11);
  assert.equal(game.rack.length, 9);
  assert.throws(() => game.end, GameNotOverError);
  while (!game.over) {
    await game.play(await game.best({ rank: game.toMove === 0 ? "equity" : "score", steps: 1500 }));
  }
  const { state } = game;
  assert.ok(state.end !== null && state.to_move === null);
  assert.deepEqual(game.end, state.end);
  for (const seat of [0, 1]) {
    const points = state.turns.filter((turn) => turn.player === seat).reduce((sum, turn) => sum + turn.points, 0);
    assert.equal(state.scores[seat], points + state.end.adjustments[seat]);
  }
  await assert.rejects(game.play("pass"), (error: unknown) =>
    error instanceof ProblemError && `moves[${game.moves.length}]` in (error.problem.errors ?? {}),
  );

  const deal = await engine.sum15.deal(21, 4);
  assert.throws(() => deal.winners, GameNotOverError);
  assert.ok(deal.state.starter);
  for (const card of deal.hand) {
    const told = await deal.whatIf(card);
    assert.deepEqual(told, await engine.sum15.resolve(deal.state.middle, card, { starter: true }));
    const after = await engine.sum15.deal(21, 4, { plays: [card] });
    assert.deepEqual(after.state.turns.at(-1)?.picked_up, told.picked_up);
  }
  while (!deal.over) await deal.play(await deal.best({ samples: 40 }));
  assert.equal(deal.plays.length, 24);
  assert.deepEqual(deal.state.picked_up, deal.state.piles.map((pile) => pile.length));
  assert.ok(deal.winners.length >= 1);
  assert.equal(deal.state.rules.restart_after_set, false);
  const house = await engine.sum15.deal(21, 4, { rules: { restart_after_set: true } });
  await house.play(await house.best({ samples: 20 }));
  assert.equal(house.state.rules.restart_after_set, true);

  const first = await engine.move(Array(9).fill(null), "odd");
  assert.equal(first.after?.state, "in_progress");
  assert.equal(first.after?.to_move, "even");
}

/** Tic-tac-toe and Number Scrabble through the game layer, as Python's. */
async function boardGames(): Promise<void> {
  const engine = new Engine(process.env.FIFTEEN_URL ?? "http://127.0.0.1:8000");
  const game = await engine.tictactoe.game("graham");
  assert.deepEqual(game.numbersLeft, [1, 3, 5, 7, 9]);
  assert.throws(() => game.winner, GameNotOverError);
  await assert.rejects(game.play(4, 2), /2 is not odd's to place: odd places 1, 3, 5, 7, 9/);
  await assert.rejects(engine.tictactoe.game("graham", [2, ...Array(8).fill(null)]), (error: unknown) =>
    error instanceof ProblemError && error.problem.status === 422,
  );
  assert.deepEqual(game.board, Array(9).fill(null));
  while (!game.over) {
    if (game.toMove === "odd") {
      const move = await game.best();
      await game.play(move.index, move.token);
    } else await game.play(game.board.indexOf(null), game.numbersLeft[0]);
  }
  assert.equal(game.winner, "odd");
  const shared = await engine.tictactoe.game({ shared: true });
  await shared.play(4, 2);
  assert.deepEqual(shared.numbersLeft, [1, 3, 4, 5, 6, 7, 8, 9]);
  const board = await engine.tictactoe.game({ size: 4 });
  const analysis = await board.analysis({ nodes: 300 });
  assert.equal(analysis.moves.length, 8 * 16);
  const move = await engine.move(board.board, "odd", { rules: { size: 4 }, nodes: 300 });
  assert.ok(move.move !== null && move.rules_id.endsWith(":size=4"));

  const pick = await engine.pick15.game();
  while (!pick.over) {
    const free = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => !pick.first.includes(n) && !pick.second.includes(n));
    await pick.play(pick.toMove === "first" ? await pick.best() : free[0]);
  }
  assert.ok(pick.winner !== "second");
  assert.equal((await engine.pick15Analysis([5], [])).moves.length, 8);
}

/** Every game's record written and read back; a seat's view of Math Scrabble. */
async function records(): Promise<void> {
  const engine = new Engine(process.env.FIFTEEN_URL ?? "http://127.0.0.1:8000");
  const game = await engine.tictactoe.game({ size: 4 });
  await game.play(5, 1);
  const again = await engine.tictactoe.fromRecord(await game.record());
  assert.deepEqual(again.board, game.board);
  const pick = await engine.pick15.game([5, 2], [8]);
  assert.deepEqual((await engine.pick15.fromRecord(await pick.record())).picks, [5, 8, 2]);
  const deal = await engine.sum15.deal(7, 4, { plays: ["5H"] });
  assert.deepEqual((await engine.sum15.fromRecord(deal.record)).state, deal.state);
  const scrabble = await engine.mathScrabble.game(7, ["pass"]);
  assert.deepEqual((await engine.mathScrabble.fromRecord(scrabble.record)).state, scrabble.state);
  const position = await engine.mathScrabble.position(scrabble.state.position);
  assert.deepEqual(position.racks, scrabble.state.racks);
  const seat = await engine.mathScrabble.seat({ seat: 1, opponent: "score", steps: 2000 });
  assert.ok(seat.myTurn && seat.state.racks[0] === null && seat.rack.length === 9);
  assert.throws(() => seat.record, GameNotOverError);
  await seat.play("pass");
  assert.equal(seat.state.turns[1].move, "pass");
  const mine = await engine.sum15.seat({ seat: 1, others: "greedy" });
  assert.ok(mine.state.hands[0] === null && mine.hand.length === 6);
  await mine.play(mine.hand[0]);
  assert.equal(mine.state.plays.length, 5); // seat 0 before you, then you, then seats 2, 3 and 0
}

/** No service at the address: said plainly, not as "fetch failed". */
async function noService(): Promise<void> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve)); // nothing listens there now
  const nobody = new Engine(`http://127.0.0.1:${port}`);
  await assert.rejects(nobody.status(Array(9).fill(null)), (error: unknown) =>
    error instanceof NoServiceError && error.message.startsWith(`nothing answers at 127.0.0.1:${port}:`),
  );
}

await noService();
await grahamGame();
await boardGames();
await wholeGames();
await variant();
await mathScrabble();
await records();
console.log("typescript client: ok");
