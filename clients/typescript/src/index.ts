/**
 * The fifteen move engine's TypeScript client.
 *
 * The types (`paths`, `components`) are generated from openapi.yaml by
 * openapi-typescript (src/schema.ts; `scripts/generate-clients`); the calls are
 * openapi-fetch's, typed by them. Hand-written here only what a generator
 * cannot express: waiting on a variant being solved (202, `Location`,
 * `Retry-After`) and on a busy service (429, 503 with `Retry-After`); and in
 * engine.ts, one call per action (`Engine`, a game held by its seed and moves).
 *
 *     import { createFifteenClient, answer } from "fifteen-client";
 *     const client = createFifteenClient("http://127.0.0.1:8000");
 *     const move = await answer(client, () =>
 *       client.POST("/v1/move", { body: { board: [null, null, null, null, 5, null, null, null, null], player: "even" } }),
 *     );
 */
export type { components, operations, paths } from "./schema.js";
export { createFifteenClient, type FifteenClient, type Schemas, TIMEOUT_MS } from "./client.js";
export {
  answer,
  NoServiceError,
  PATIENCE_MS,
  ProblemError,
  SolveFailedError,
  UnexpectedAnswerError,
  WaitedTooLongError,
  waitForSolve,
} from "./waiting.js";
export { Engine } from "./engine.js";
export { type Caller, GameNotOverError } from "./games/common.js";
export { MathScrabble, type PlayBudget, RACK_SIZE, ScrabbleGame, SeatGame } from "./games/mathScrabble.js";
export { Pick15, Pick15Game } from "./games/pick15.js";
export { type HouseRules, SeatDeal, Sum15, Sum15Deal } from "./games/sum15.js";
export { type Board, type Rules, type SearchBudget, TicTacToe, TicTacToeGame } from "./games/tictactoe.js";
