/** Math Scrabble as a bot holds it: a game by its seed and moves, replayed by
 * the service at each play, and the engine's plays. */
import type { Schemas } from "../client.js";
import { answer, ProblemError } from "../waiting.js";
import { type Caller, GameNotOverError } from "./common.js";

/** Tiles on a full rack: an exchange needs as many in the bag. */
export const RACK_SIZE = 9;

/** A budget for a search: time (`budget_ms`, by default the service's 1 s)
 * or work (`steps`: the same answer on any machine). */
export type PlayBudget = { budget_ms?: number; steps?: number };

/** Math Scrabble. */
export class MathScrabble {
  constructor(readonly engine: Caller) {}

  /** The game dealt from `seed` after `moves` (none: a new game). */
  async game(seed: number, moves: string[] = [], bonus: Schemas["EquationBonus"] = "sqrt"): Promise<ScrabbleGame> {
    const game = new ScrabbleGame(this.engine, seed, bonus);
    await game.replay(moves);
    return game;
  }

  /** The game a GCG-shaped record writes (docs/records.md), read and
   * replayed by the service (`POST /v1/math-scrabble/records`). */
  async fromRecord(record: string): Promise<ScrabbleGame> {
    const { client, patienceMs } = this.engine;
    const body = { record };
    const read = await answer(client, () => client.POST("/v1/math-scrabble/records", { body }), patienceMs);
    return this.game(read.seed, read.turns.map((turn) => turn.move), read.bonus);
  }

  /** A CGP-shaped position string read into the fields `moves` takes. */
  position(position: string): Promise<Schemas["MathScrabblePosition"]> {
    const { client, patienceMs } = this.engine;
    const body = { position };
    return answer(client, () => client.POST("/v1/math-scrabble/positions", { body }), patienceMs);
  }

  /** A new game against the engine seen from `seat` (0 moves first): your
   * rack, never the engine's, until the game is over. */
  async seat(options: Schemas["MathScrabbleSeatRequest"] = {}): Promise<SeatGame> {
    const game = new SeatGame(this.engine);
    await game.send(options);
    return game;
  }

  /** The best plays for `rack` (`POST /v1/math-scrabble/moves`). */
  moves(body: Schemas["MathScrabbleMovesRequest"]): Promise<Schemas["MathScrabbleMoves"]> {
    const { client, patienceMs } = this.engine;
    return answer(client, () => client.POST("/v1/math-scrabble/moves", { body }), patienceMs);
  }
}

/** A game against the engine from one seat, held by the service's sealed
 * token (`state.game`): `state` is your seat's view. */
export class SeatGame {
  state!: Schemas["MathScrabbleSeat"];

  constructor(readonly engine: Caller) {}

  /** Send `body` to `/seat` and keep the answer. */
  async send(body: Schemas["MathScrabbleSeatRequest"]): Promise<Schemas["MathScrabbleSeat"]> {
    const { client, patienceMs } = this.engine;
    this.state = await answer(client, () => client.POST("/v1/math-scrabble/seat", { body }), patienceMs);
    return this.state;
  }

  get over(): boolean {
    return this.state.over;
  }

  get myTurn(): boolean {
    return this.state.to_move === this.state.seat;
  }

  /** Your rack. */
  get rack(): string {
    return this.state.racks[this.state.seat] ?? "";
  }

  /** The game's record; throws `GameNotOverError` while it goes on (it
   * would show the engine's tiles). */
  get record(): string {
    if (this.state.record === null) throw new GameNotOverError("the record is sealed until the game is over");
    return this.state.record;
  }

  /** Take your turn; the answer holds the engine's reply. */
  play(move: string): Promise<Schemas["MathScrabbleSeat"]> {
    return this.send({ game: this.state.game, move });
  }
}

/** A two-player game of Math Scrabble held by its seed and moves; `state` is
 * the service's answer to them (every rack: the dealer's view). */
export class ScrabbleGame {
  moves: string[] = [];
  state!: Schemas["MathScrabbleGame"];

  constructor(
    readonly engine: Caller,
    readonly seed: number,
    readonly bonus: Schemas["EquationBonus"],
  ) {}

  /** The state after `moves`, kept only if every one was legal. */
  async replay(moves: string[]): Promise<Schemas["MathScrabbleGame"]> {
    const { client, patienceMs } = this.engine;
    const body = { seed: this.seed, moves, bonus: this.bonus };
    this.state = await answer(client, () => client.POST("/v1/math-scrabble/games", { body }), patienceMs);
    this.moves = this.state.turns.map((turn) => turn.move); // as the service writes them
    return this.state;
  }

  get over(): boolean {
    return this.state.over;
  }

  get scores(): number[] {
    return this.state.scores;
  }

  /** The game's GCG-shaped record: `MathScrabble.fromRecord` reads it back. */
  get record(): string {
    return this.state.record;
  }

  /** The player to move, 0 or 1 (null once the game is over). */
  get toMove(): number | null {
    return this.state.to_move;
  }

  /** The rack of the player to move ("" once the game is over). */
  get rack(): string {
    return this.state.to_move === null ? "" : this.state.racks[this.state.to_move];
  }

  /** How the game ended (`reason`, `winners`, `adjustments`); throws
   * `GameNotOverError` while it goes on. */
  get end(): Schemas["MathScrabbleEnd"] {
    if (this.state.end === null) throw new GameNotOverError("the game goes on: it has no end yet");
    return this.state.end;
  }

  /** The best plays for the player to move, as `/moves` answers (told the
   * scoreless turns so far and the score, which the end of the game depends on). */
  hints(options: PlayBudget & { rank?: Schemas["PlayRanking"]; limit?: number } = {}) {
    const { board, blanks, bag, scoreless_turns: scoreless, scores } = this.state;
    const mover = this.state.to_move ?? 0;
    const spread = scores[mover] - scores[1 - mover];
    return new MathScrabble(this.engine).moves({
      board,
      blanks,
      bag,
      scoreless,
      spread,
      rack: this.rack,
      bonus: this.bonus,
      ...options,
    });
  }

  /** The move the engine would make now, in the games' notation: its best
   * play, or by equity its exchange or pass when that is worth more (a pass
   * that ends the game won always is); with no play found, an exchange of
   * the whole rack while the bag allows one, else a pass. */
  async best(options: PlayBudget & { rank?: Schemas["PlayRanking"] } = {}): Promise<string> {
    let found: Schemas["MathScrabbleMoves"] | undefined;
    try {
      found = await this.hints({ ...options, limit: 1 });
    } catch (error) {
      // 503 search-unfinished: no play was found within the budget.
      if (!(error instanceof ProblemError) || error.problem.status !== 503) throw error;
    }
    const plays = found?.plays ?? [];
    const exchange = found?.exchange;
    const passing = found?.pass;
    const best = plays.length > 0 ? plays[0].equity : undefined;
    if (passing && (passing.wins || best === undefined || passing.equity > best)) return "pass";
    if (exchange && (best === undefined || exchange.equity > best)) return `exchange ${exchange.exchange}`;
    if (plays.length > 0) return plays[0].written;
    return this.state.bag >= RACK_SIZE ? `exchange ${this.rack}` : "pass";
  }

  /** Take `move` (`8F 3+3=6, blank 3 on 8G`, `exchange 12+?`, `pass`) for the
   * player to move; throws `ProblemError` (422, the move not kept) if it is
   * not legal now. */
  play(move: string): Promise<Schemas["MathScrabbleGame"]> {
    return this.replay([...this.moves, move]);
  }
}
