/**
 * The TypeScript client against a live service (the URL in FIFTEEN_URL):
 * a whole game of Graham's game, engine against engine, then a Math
 * Scrabble request. Run by tests/test_clients.py after `tsc`; exits
 * non-zero on the first wrong answer.
 */
import assert from "node:assert/strict";
import { answer, createFifteenClient, ProblemError, type Schemas } from "../src/index.js";

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

await grahamGame();
await variant();
await mathScrabble();
console.log("typescript client: ok");
