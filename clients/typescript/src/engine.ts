/**
 * One call per action, by hand over the generated types: the engine and its
 * games as a bot holds them. Every call waits as `answer` does (a variant
 * being solved, 429 and 503 with `Retry-After`); a refusal throws
 * `ProblemError` with the service's problem document.
 *
 *     import { Engine } from "fifteen-client";
 *     const engine = new Engine("http://127.0.0.1:8000");
 *     const game = await engine.tictactoe.game({ size: 4 });
 *     while (!game.over) {
 *       const move = await game.best({ nodes: 2000 });
 *       await game.play(move.index, move.token);
 *     }
 *     console.log(game.winner ?? "a draw", game.moves.length);
 *
 * Each game (`engine.tictactoe`, `engine.pick15`, `engine.mathScrabble`,
 * `engine.sum15`) is held by what defines it (rules and board, seed and
 * moves) and replayed by the service at each `play`, so its `state` is
 * always the service's.
 */
import { createFifteenClient, type FifteenClient, type Schemas } from "./client.js";
import type { Caller } from "./games/common.js";
import { MathScrabble } from "./games/mathScrabble.js";
import { Pick15 } from "./games/pick15.js";
import { Sum15 } from "./games/sum15.js";
import { type Board, type Rules, type SearchBudget, TicTacToe } from "./games/tictactoe.js";
import { answer, PATIENCE_MS } from "./waiting.js";

/** The service at `baseUrl` (`FIFTEEN_BIND`'s address when it is run with
 * `scripts/serve`): numeric tic-tac-toe and Number Scrabble positions, and
 * the games of each. `patienceMs`: how long a call waits at most through
 * 202, 429 and 503. */
export class Engine implements Caller {
  readonly client: FifteenClient;
  readonly tictactoe: TicTacToe;
  readonly pick15: Pick15;
  readonly mathScrabble: MathScrabble;
  readonly sum15: Sum15;

  constructor(
    baseUrl = "http://127.0.0.1:8000",
    readonly patienceMs = PATIENCE_MS,
    client?: FifteenClient,
  ) {
    this.client = client ?? createFifteenClient(baseUrl);
    this.tictactoe = new TicTacToe(this);
    this.pick15 = new Pick15(this);
    this.mathScrabble = new MathScrabble(this);
    this.sum15 = new Sum15(this);
  }

  /** The engine's move for `player`; its `after` says whether it ended the
   * game. On a 4x4 or 5x5 board (`rules: { size: 4 }`, 16 or 25 cells) a
   * search answers within `budget_ms` or `nodes` (a budget of work: the same
   * answer on any machine); its `proven` says whether the value is exact. */
  move(
    board: Board,
    player: Schemas["Player"],
    options: SearchBudget & { rules?: Rules; skill?: number; seed?: number } = {},
  ): Promise<Schemas["MoveResponse"]> {
    return answer(this.client, () => this.client.POST("/v1/move", { body: { board, player, ...options } }), this.patienceMs);
  }

  /** Has the game been won, and whose turn is it? */
  status(board: Board, options: { rules?: Rules } = {}): Promise<Schemas["Status"]> {
    return answer(this.client, () => this.client.POST("/v1/status", { body: { board, ...options } }), this.patienceMs);
  }

  /** The value of the position and of every move (on a 4x4 or 5x5 board,
   * searched within `budget_ms` or `nodes`). */
  analysis(board: Board, options: SearchBudget & { rules?: Rules } = {}): Promise<Schemas["Analysis"]> {
    return answer(this.client, () => this.client.POST("/v1/analysis", { body: { board, ...options } }), this.patienceMs);
  }

  /** Number Scrabble: the engine's pick for `player`; its `after` says
   * whether it ended the game. */
  pick15Move(first: number[], second: number[], player: Schemas["Side"]): Promise<Schemas["Pick15MoveResponse"]> {
    const body = { picks: { first, second }, player };
    return answer(this.client, () => this.client.POST("/v1/pick15/move", { body }), this.patienceMs);
  }

  /** Number Scrabble: the value of the position and of every pick. */
  pick15Analysis(first: number[], second: number[]): Promise<Schemas["Pick15Analysis"]> {
    const body = { picks: { first, second } };
    return answer(this.client, () => this.client.POST("/v1/pick15/analysis", { body }), this.patienceMs);
  }
}
