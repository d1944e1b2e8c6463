/** Sum 15 as a bot holds it: a deal by its seed, table and plays, replayed by
 * the service at each play; what a card would pick up; the engine's
 * suggestion. */
import type { Schemas } from "../client.js";
import { answer } from "../waiting.js";
import { type Caller, GameNotOverError } from "./common.js";

export type HouseRules = Schemas["Sum15HouseRules"];

/** Sum 15. */
export class Sum15 {
  constructor(readonly engine: Caller) {}

  /** The deal dealt from `seed` to `players` seats after `plays`, played by
   * the house `rules` (by default the seed's words). */
  async deal(
    seed: number,
    players: number,
    options: { decks?: number; plays?: string[]; rules?: HouseRules } = {},
  ): Promise<Sum15Deal> {
    const deal = new Sum15Deal(this.engine, seed, players, options.decks, options.rules);
    await deal.replay(options.plays ?? []);
    return deal;
  }

  /** A new deal seen from one seat (`seat`, `players`, `others`, ...): your
   * hand, never another, until the deal is over. */
  async seat(options: Schemas["Sum15SeatRequest"] = {}): Promise<SeatDeal> {
    const deal = new SeatDeal(this.engine);
    await deal.send(options);
    return deal;
  }

  /** The deal a record writes (docs/records.md), read and replayed by the
   * service (`POST /v1/sum15/records`; `ProblemError` 422 `invalid-record`). */
  async fromRecord(record: string): Promise<Sum15Deal> {
    const { client, patienceMs } = this.engine;
    const body = { record };
    const read = await answer(client, () => client.POST("/v1/sum15/records", { body }), patienceMs);
    return this.deal(read.seed, read.players, { decks: read.decks, plays: read.plays, rules: read.rules });
  }

  /** What playing `card` onto `middle` (oldest first) picks up, and why.
   * `starter`: whether the middle's first card is a starter turned from the
   * stock (a deal's `state.starter` says); it changes the answer, so it has
   * no default here. */
  resolve(
    middle: string[],
    card: string,
    options: { starter: boolean; rules?: HouseRules },
  ): Promise<Schemas["Sum15Resolve"]> {
    const { client, patienceMs } = this.engine;
    const body = { middle, card, ...options };
    return answer(client, () => client.POST("/v1/sum15/resolve", { body }), patienceMs);
  }
}

/** A deal from one seat, held by the service's sealed token (`state.game`):
 * `state` is your seat's view. */
export class SeatDeal {
  state!: Schemas["Sum15Seat"];

  constructor(readonly engine: Caller) {}

  /** Send `body` to `/seat` and keep the answer. */
  async send(body: Schemas["Sum15SeatRequest"]): Promise<Schemas["Sum15Seat"]> {
    const { client, patienceMs } = this.engine;
    this.state = await answer(client, () => client.POST("/v1/sum15/seat", { body }), patienceMs);
    return this.state;
  }

  get over(): boolean {
    return this.state.over;
  }

  /** Your cards. */
  get hand(): string[] {
    return this.state.hands[this.state.seat] ?? [];
  }

  /** The deal's record; throws `GameNotOverError` while it goes on. */
  get record(): string {
    if (this.state.record === null) throw new GameNotOverError("the record is sealed until the deal is over");
    return this.state.record;
  }

  /** Play `card`; the answer holds the other seats' plays up to your turn. */
  play(card: string): Promise<Schemas["Sum15Seat"]> {
    return this.send({ game: this.state.game, card });
  }
}

/** A deal of Sum 15 held by its seed, table and plays; `state` is the
 * service's answer to them (every hand: the dealer's view). */
export class Sum15Deal {
  plays: string[] = [];
  state!: Schemas["Sum15Game"];

  constructor(
    readonly engine: Caller,
    readonly seed: number,
    readonly players: number,
    readonly decks?: number,
    readonly rules?: HouseRules,
  ) {}

  /** The deal's record (docs/records.md): `fromRecord` reads it back. */
  get record(): string {
    return this.state.record;
  }

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

  /** The seat to play (null once the deal is over). */
  get toMove(): number | null {
    return this.state.to_move;
  }

  /** The hand of the seat to play (empty once the deal is over). */
  get hand(): string[] {
    return this.state.to_move === null ? [] : this.state.hands[this.state.to_move];
  }

  /** The seats with most cards picked up; throws `GameNotOverError` while the
   * deal goes on. */
  get winners(): number[] {
    if (this.state.winners === null) throw new GameNotOverError("the deal goes on: it has no winners yet");
    return this.state.winners;
  }

  /** What `card` would pick up if played now (`picked_up`, empty when
   * nothing; `reason`), the middle's starter and the house rules taken from
   * the deal. */
  whatIf(card: string): Promise<Schemas["Sum15Resolve"]> {
    const rules = this.rules ? { rules: this.rules } : {};
    return new Sum15(this.engine).resolve(this.state.middle, card, { starter: this.state.starter, ...rules });
  }

  /** The engine's suggestion for the seat to play, from what that seat can
   * know (its hand, the starters and the plays), within `budget_ms` or
   * `samples` (a budget of work: the same answer on any machine). */
  suggest(
    options: { budget_ms?: number; samples?: number; seed?: number; others?: Schemas["OthersReading"] } = {},
  ): Promise<Schemas["Sum15Suggestion"]> {
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
