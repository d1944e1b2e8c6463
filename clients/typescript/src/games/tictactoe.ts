/** Numeric tic-tac-toe as a bot holds it: a board under its rules, the
 * service's status of it, and the engine's move. */
import type { Schemas } from "../client.js";
import { answer } from "../waiting.js";
import { type Caller, GameNotOverError } from "./common.js";

export type Board = (number | null)[];
export type Rules = NonNullable<Schemas["MoveRequest"]["rules"]>;
/** A budget for a 4x4 or 5x5 board's search: time (`budget_ms`) or work
 * (`nodes`: the same answer on any machine). */
export type SearchBudget = { budget_ms?: number; nodes?: number };

/** Numeric tic-tac-toe (Graham's and Nygaard's games, and any variant). */
export class TicTacToe {
  constructor(readonly engine: Caller) {}

  /** A game under `rules` (Graham's by default; `{ size: 4 }` for the 4x4
   * board) from `board` (by default the empty board). */
  async game(rules: Rules = "graham", board?: Board): Promise<TicTacToeGame> {
    const side = typeof rules === "object" && rules.size ? rules.size : 3;
    const game = new TicTacToeGame(this.engine, rules, board ?? Array<number | null>(side * side).fill(null));
    await game.refresh();
    await game.readNumbers();
    return game;
  }

  /** The game a record writes (docs/records.md), read and replayed by the
   * service (`POST /v1/records`; `ProblemError` 422 `invalid-record`), to go
   * on from. */
  async fromRecord(record: string): Promise<TicTacToeGame> {
    const { client, patienceMs } = this.engine;
    const body = { record };
    const read = await answer(client, () => client.POST("/v1/records", { body }), patienceMs);
    const game = new TicTacToeGame(this.engine, read.rules_id, read.start);
    await game.refresh();
    await game.readNumbers();
    for (const move of read.moves) {
      const [number, index] = move.split("@").map(Number);
      await game.play(index, number);
    }
    return game;
  }
}

/** A game held by its rules and board; `status` is the service's word on the
 * board (won, drawn or going on, and whose turn). */
export class TicTacToeGame {
  status!: Schemas["Status"];
  /** The moves played through this game, in order. */
  readonly moves: Schemas["Move"][] = [];
  /** Each player's numbers. */
  numbers: Record<Schemas["Player"], number[]> = { odd: [], even: [] };
  /** Whether either player places any number (Markowsky's shared numbers). */
  shared = false;

  /** The board the game started from. */
  readonly start: Board;

  constructor(
    readonly engine: Caller,
    readonly rules: Rules,
    public board: Board,
  ) {
    this.start = [...board];
  }


  /** The game's record (docs/records.md), as the service writes it
   * (`POST /v1/games`): `fromRecord` reads it back. */
  async record(): Promise<string> {
    const { client, patienceMs } = this.engine;
    const body = { rules: this.rules, start: this.start, moves: this.moves.map((m) => `${m.token}@${m.index}`) };
    return (await answer(client, () => client.POST("/v1/games", { body }), patienceMs)).record;
  }

  /** Ask the service for the board's status again. */
  async refresh(board: Board = this.board): Promise<Schemas["Status"]> {
    const { client, patienceMs } = this.engine;
    const body = { board, rules: this.rules };
    this.status = await answer(client, () => client.POST("/v1/status", { body }), patienceMs);
    this.board = board;
    return this.status;
  }

  /** Read each player's numbers from the canonical rules id
   * (`t15:odd=1,3:even=2,4:first=odd:shared`) or, for a named game, from the
   * service's list. */
  async readNumbers(): Promise<void> {
    const rulesId = this.status.rules_id;
    if (!rulesId.startsWith("t")) {
      const { client, patienceMs } = this.engine;
      const listed = await answer(client, () => client.GET("/v1/rules"), patienceMs);
      const named = listed.rules.find((rules) => rules.name === rulesId);
      this.numbers = { odd: named?.numbers?.odd ?? [], even: named?.numbers?.even ?? [] };
      this.shared = named?.shared === true;
      return;
    }
    const parts = new Map(rulesId.split(":").map((part) => part.split("=") as [string, string | undefined]));
    const read = (side: string) => (parts.get(side) ?? "").split(",").map(Number);
    this.numbers = { odd: read("odd"), even: read("even") };
    this.shared = parts.has("shared");
  }

  /** The numbers the player to move may still place, ascending (none once
   * the game is over): its own, or with shared numbers any. */
  get numbersLeft(): number[] {
    const player = this.toMove;
    if (player === null) return [];
    const mine = this.shared ? [...this.numbers.odd, ...this.numbers.even] : this.numbers[player];
    return mine.filter((n) => !this.board.includes(n)).sort((a, b) => a - b);
  }

  get over(): boolean {
    return this.status.state !== "in_progress";
  }

  /** Who places the next number (null once the game is over). */
  get toMove(): Schemas["Player"] | null {
    return this.status.to_move;
  }

  /** Who won, null on a draw; throws `GameNotOverError` while it goes on. */
  get winner(): Schemas["Player"] | null {
    if (!this.over) throw new GameNotOverError("the game goes on: nobody has won yet");
    return this.status.winner;
  }

  /** The engine's move for the player to move (`index`: the cell, `token`:
   * the number); on a 4x4 or 5x5 board searched within the budget. */
  async best(options: SearchBudget & { skill?: number; seed?: number } = {}): Promise<Schemas["Move"]> {
    const player = this.toMove;
    if (player === null) throw new Error("the game is over: nobody moves");
    const { client, patienceMs } = this.engine;
    const body = { board: this.board, player, rules: this.rules, ...options };
    const answered = await answer(client, () => client.POST("/v1/move", { body }), patienceMs);
    if (answered.move === null) throw new Error("the game is over: nobody moves");
    return answered.move;
  }

  /** The value of the board and of every move. */
  analysis(options: SearchBudget = {}): Promise<Schemas["Analysis"]> {
    const { client, patienceMs } = this.engine;
    const body = { board: this.board, rules: this.rules, ...options };
    return answer(client, () => client.POST("/v1/analysis", { body }), patienceMs);
  }

  /** The player to move places `number` on cell `index` (0 is the top left,
   * row by row). Throws `Error` for what the game can see itself (it is over;
   * the cell is off the board or taken; the number is placed or not the
   * player's), `ProblemError` for what the service refuses; the move is then
   * not kept. */
  async play(index: number, number: number): Promise<Schemas["Status"]> {
    const player = this.toMove;
    if (player === null) throw new Error("the game is over: nobody moves");
    if (!(index >= 0 && index < this.board.length)) {
      throw new Error(`cell ${index} is not on the board: cells are 0 to ${this.board.length - 1}`);
    }
    if (this.board[index] !== null) throw new Error(`cell ${index} already holds ${this.board[index]}`);
    if (this.board.includes(number)) {
      throw new Error(`${number} is on the board already, on cell ${this.board.indexOf(number)}`);
    }
    if (!this.numbersLeft.includes(number)) {
      throw new Error(`${number} is not ${player}'s to place: ${player} places ${this.numbersLeft.join(", ")}`);
    }
    const board = this.board.map((cell, at) => (at === index ? number : cell));
    const status = await this.refresh(board);
    this.moves.push({ player, index, token: number });
    return status;
  }
}
