/** What every game layer shares. */
import type { FifteenClient } from "../client.js";

/** Asked for what only a finished game has (its end, its winners). */
export class GameNotOverError extends Error {}

/** What a game needs of the engine: its client and its patience. */
export interface Caller {
  readonly client: FifteenClient;
  readonly patienceMs: number;
}
