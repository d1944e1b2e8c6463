/**
 * One call per action, by hand over the generated types: the engine and its
 * games as a bot holds them. Every call waits as `answer` does (a variant
 * being solved, 429 and 503 with `Retry-After`); a refusal throws
 * `ProblemError` with the service's problem document.
 *
 *     import { Engine } from "fifteen-client";
 *     const engine = new Engine("http://127.0.0.1:8000");
 *     const game = await engine.mathScrabble.game(7);
 *     while (!game.over) await game.play(await game.best({ rank: game.toMove === 0 ? "equity" : "score" }));
 *     console.log(game.scores, game.state.end?.reason);
 *
 * A game holds its seed and the moves played; each `play` replays them
 * through `POST /v1/math-scrabble/games` (or `/v1/sum15/games`), so its
 * `state` is always the service's.
 */
import { answer, createFifteenClient, type FifteenClient, PATIENCE_MS, ProblemError, type Schemas } from "./index.js";

/** Tiles on a full rack: an exchange needs as many in the bag. */
export const RACK_SIZE = 9;

type Board = (number | null)[];
type Rules = Schemas["MoveRequest"]["rules"];

/** The service at `baseUrl`: tic-tac-toe and Number Scrabble moves, and
 * Math Scrabble and Sum 15 games. */
export class Engine {
  readonly client: FifteenClient;
  readonly mathScrabble: MathScrabble;
  readonly sum15: Sum15;

  constructor(
    baseUrl = "http://127.0.0.1:8000",
    readonly patienceMs = PATIENCE_MS,
    client?: FifteenClient,
  ) {
    this.client = client ?? createFifteenClient(baseUrl);
    this.mathScrabble = new MathScrabble(this);
    this.sum15 = new Sum15(this);
  }

  /** The engine's move for `player`; its `after` says whether it ended the
   * game. On a 4x4 or 5x5 board (`rules: { size: 4 }`, 16 or 25 cells) a
   * search answers within `budget_ms`; its `proven` says whether the value is exact. */
  move(board: Board, player: Schemas["Player"], options: { rules?: Rules; skill?: number; seed?: number; budget_ms?: number } = {}) {
    return answer(this.client, () => this.client.POST("/v1/move", { body: { board, player, ...options } }), this.patienceMs);
  }

  /** Has the game been won, and whose turn is it? */
  status(board: Board, options: { rules?: Rules } = {}) {
    return answer(this.client, () => this.client.POST("/v1/status", { body: { board, ...options } }), this.patienceMs);
  }

  /** Number Scrabble: the engine's pick for `player`; its `after` says
   * whether it ended the game. */
  pick15Move(first: number[], second: number[], player: Schemas["Side"]) {
    return answer(
      this.client,
      () => this.client.POST("/v1/pick15/move", { body: { picks: { first, second }, player } }),
      this.patienceMs,
    );
  }
}

/** Math Scrabble through an engine. */
export class MathScrabble {
  constructor(readonly engine: Engine) {}

  /** The game dealt from `seed` after `moves` (none: a new game). */
  async game(seed: number, moves: string[] = [], bonus: Schemas["EquationBonus"] = "sqrt"): Promise<ScrabbleGame> {
    const game = new ScrabbleGame(this.engine, seed, bonus);
    await game.replay(moves);
    return game;
  }

  /** The best plays for `rack` (`POST /v1/math-scrabble/moves`). */
  moves(body: Schemas["MathScrabbleMovesRequest"]) {
    const { client, patienceMs } = this.engine;
    return answer(client, () => client.POST("/v1/math-scrabble/moves", { body }), patienceMs);
  }
}

/** A two-player game of Math Scrabble held by its seed and moves; `state` is
 * the service's answer to them (every rack: the dealer's view). */
export class ScrabbleGame {
  moves: string[] = [];
  state!: Schemas["MathScrabbleGame"];

  constructor(
    readonly engine: Engine,
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

  get toMove(): number | null {
    return this.state.to_move;
  }

  /** The rack of the player to move ("" once the game is over). */
  get rack(): string {
    return this.state.to_move === null ? "" : this.state.racks[this.state.to_move];
  }

  /** The best plays for the player to move, as `/moves` answers (told the
   * scoreless turns so far and the score, which the end of the game depends on). */
  hints(options: { rank?: Schemas["PlayRanking"]; limit?: number; budget_ms?: number; steps?: number } = {}) {
    const { board, blanks, bag, scoreless_turns: scoreless, scores } = this.state;
    const mover = this.state.to_move ?? 0;
    const spread = scores[mover] - scores[1 - mover];
    return this.engine.mathScrabble.moves({ board, blanks, bag, scoreless, spread, rack: this.rack, bonus: this.bonus, ...options });
  }

  /** The move the engine would make now, in the games' notation: its best
   * play, or by equity its exchange or pass when that is worth more (a pass
   * that ends the game won always is); with no play found, an exchange of
   * the whole rack while the bag allows one, else a pass. `budget_ms` or
   * `steps` (a budget of work: the same answer on any machine) bound the
   * search. */
  async best(options: { rank?: Schemas["PlayRanking"]; budget_ms?: number; steps?: number } = {}): Promise<string> {
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

  /** Take `move` for the player to move; throws `ProblemError` (422, the
   * move not kept) if it is not legal now. */
  play(move: string): Promise<Schemas["MathScrabbleGame"]> {
    return this.replay([...this.moves, move]);
  }
}

/** Sum 15 through an engine. */
export class Sum15 {
  constructor(readonly engine: Engine) {}

  /** The deal dealt from `seed` to `players` seats after `plays`, played by
   * the house `rules` (by default the seed's words). */
  async deal(
    seed: number,
    players: number,
    options: { decks?: number; plays?: string[]; rules?: Schemas["Sum15HouseRules"] } = {},
  ): Promise<Sum15Deal> {
    const deal = new Sum15Deal(this.engine, seed, players, options.decks, options.rules);
    await deal.replay(options.plays ?? []);
    return deal;
  }
}

/** A deal of Sum 15 held by its seed, table and plays; `state` is the
 * service's answer to them (every hand: the dealer's view). */
export class Sum15Deal {
  plays: string[] = [];
  state!: Schemas["Sum15Game"];

  constructor(
    readonly engine: Engine,
    readonly seed: number,
    readonly players: number,
    readonly decks?: number,
    readonly rules?: Schemas["Sum15HouseRules"],
  ) {}

  /** The state after `plays`, kept only if every one was legal. */
  async replay(plays: string[]): Promise<Schemas["Sum15Game"]> {
    const { client, patienceMs } = this.engine;
    const body = {
      seed: this.seed,
      players: this.players,
      plays,
      ...(this.decks ? { decks: this.decks } : {}),
      ...(this.rules ? { rules: this.rules } : {}),
    };
    this.state = await answer(client, () => client.POST("/v1/sum15/games", { body }), patienceMs);
    this.plays = [...this.state.plays]; // as the service writes them ("10H")
    return this.state;
  }

  get over(): boolean {
    return this.state.over;
  }

  get toMove(): number | null {
    return this.state.to_move;
  }

  /** The hand of the seat to play (empty once the deal is over). */
  get hand(): string[] {
    return this.state.to_move === null ? [] : this.state.hands[this.state.to_move];
  }

  get winners(): number[] | null {
    return this.state.winners;
  }

  /** The engine's suggestion for the seat to play, from what that seat can
   * know (its hand, the starters and the plays). */
  suggest(options: { budget_ms?: number; samples?: number; seed?: number; others?: Schemas["OthersReading"] } = {}) {
    const seat = this.state.to_move;
    if (seat === null) throw new Error("the deal is over: nobody plays");
    const { client, patienceMs } = this.engine;
    const { starters, plays, decks } = this.state;
    const rules = this.rules ? { rules: this.rules } : {};
    const body = { players: this.players, seat, hand: this.hand, starters, plays, decks, ...rules, ...options };
    return answer(client, () => client.POST("/v1/sum15/move", { body }), patienceMs);
  }

  /** The card the engine suggests for the seat to play. */
  async best(options: Parameters<Sum15Deal["suggest"]>[0] = {}): Promise<string> {
    return (await this.suggest(options)).card;
  }

  /** The seat to play plays `card`; throws `ProblemError` (422, the play not
   * kept) if it is not in that seat's hand or the deal is over. */
  play(card: string): Promise<Schemas["Sum15Game"]> {
    return this.replay([...this.plays, card]);
  }
}
