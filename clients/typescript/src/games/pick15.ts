/** Number Scrabble (Pick15) as a bot holds it: each side's picks, the
 * service's status of them, and the engine's pick. */
import type { Schemas } from "../client.js";
import { answer } from "../waiting.js";
import { type Caller, GameNotOverError } from "./common.js";

/** Number Scrabble. */
export class Pick15 {
  constructor(readonly engine: Caller) {}

  /** A game after the picks `first` and `second` made (none: a new game). */
  async game(first: number[] = [], second: number[] = []): Promise<Pick15Game> {
    const game = new Pick15Game(this.engine);
    await game.refresh(first, second);
    return game;
  }

  /** The game a record writes (docs/records.md), read and replayed by the
   * service (`POST /v1/pick15/records`; `ProblemError` 422 `invalid-record`). */
  async fromRecord(record: string): Promise<Pick15Game> {
    const { client, patienceMs } = this.engine;
    const body = { record };
    const read = await answer(client, () => client.POST("/v1/pick15/records", { body }), patienceMs);
    return this.game(read.picks.filter((_, i) => i % 2 === 0), read.picks.filter((_, i) => i % 2 === 1));
  }
}

/** A game held by each side's picks, in order; `status` is the service's
 * word on them. */
export class Pick15Game {
  first: number[] = [];
  second: number[] = [];
  status!: Schemas["Pick15Status"];

  constructor(readonly engine: Caller) {}

  /** Ask the service for the status after `first` and `second`, kept only
   * if they are legal. */
  async refresh(first = this.first, second = this.second): Promise<Schemas["Pick15Status"]> {
    const { client, patienceMs } = this.engine;
    const body = { picks: { first, second } };
    this.status = await answer(client, () => client.POST("/v1/pick15/status", { body }), patienceMs);
    [this.first, this.second] = [first, second];
    return this.status;
  }

  /** Every pick in order: the first side's first. */
  get picks(): number[] {
    return [...this.first, ...this.second].map((_, i) => (i % 2 === 0 ? this.first : this.second)[i >> 1]);
  }

  /** The game's record (docs/records.md), as the service writes it
   * (`POST /v1/pick15/games`): `fromRecord` reads it back. */
  async record(): Promise<string> {
    const { client, patienceMs } = this.engine;
    const body = { picks: this.picks };
    return (await answer(client, () => client.POST("/v1/pick15/games", { body }), patienceMs)).record;
  }

  get over(): boolean {
    return this.status.state !== "in_progress";
  }

  /** Who picks next (null once the game is over). */
  get toMove(): Schemas["Side"] | null {
    return this.status.to_move;
  }

  /** Who won, null on a draw; throws `GameNotOverError` while it goes on. */
  get winner(): Schemas["Side"] | null {
    if (!this.over) throw new GameNotOverError("the game goes on: nobody has won yet");
    return this.status.winner;
  }

  /** The number the engine picks for the side to move. */
  async best(): Promise<number> {
    const player = this.toMove;
    if (player === null) throw new Error("the game is over: nobody picks");
    const { client, patienceMs } = this.engine;
    const body = { picks: { first: this.first, second: this.second }, player };
    const answered = await answer(client, () => client.POST("/v1/pick15/move", { body }), patienceMs);
    if (answered.move === null) throw new Error("the game is over: nobody picks");
    return answered.move.number;
  }

  /** The value of the position and of every pick. */
  analysis(): Promise<Schemas["Pick15Analysis"]> {
    const { client, patienceMs } = this.engine;
    const body = { picks: { first: this.first, second: this.second } };
    return answer(client, () => client.POST("/v1/pick15/analysis", { body }), patienceMs);
  }

  /** The side to move picks `number`; throws `ProblemError` (422) for a
   * number already picked or not 1 to 9, the pick then not kept. */
  play(number: number): Promise<Schemas["Pick15Status"]> {
    if (this.toMove === null) throw new Error("the game is over: nobody picks");
    return this.toMove === "first"
      ? this.refresh([...this.first, number], this.second)
      : this.refresh(this.first, [...this.second, number]);
  }
}
