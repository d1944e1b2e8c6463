/**
 * The fifteen move engine's TypeScript client.
 *
 * The types (`paths`, `components`) are generated from openapi.yaml by
 * openapi-typescript (src/schema.ts; `npm run generate`); the calls are
 * openapi-fetch's, typed by them. Hand-written here only what a generator
 * cannot express: waiting on a variant being solved (202, `Location`,
 * `Retry-After`) and on a busy service (429, 503 with `Retry-After`).
 *
 *     import { createFifteenClient, answer } from "fifteen-client";
 *     const client = createFifteenClient("http://127.0.0.1:8000");
 *     const move = await answer(client, () =>
 *       client.POST("/v1/move", { body: { board: [null, null, null, null, 5, null, null, null, null], player: "even" } }),
 *     );
 */
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, paths, operations } from "./schema.js";
export type Schemas = components["schemas"];
export type FifteenClient = Client<paths>;

/** A client of the service at `baseUrl` (scheme, host and port). */
export function createFifteenClient(baseUrl: string, init: { fetch?: typeof fetch } = {}): FifteenClient {
  return createClient<paths>({ baseUrl, ...init });
}

/** The service refused the request: its problem document. */
export class ProblemError extends Error {
  constructor(readonly problem: Schemas["Problem"]) {
    super(`${problem.status} ${problem.title}: ${problem.detail}`);
  }
}

/** The variant's solve failed; its record says why. */
export class SolveFailedError extends Error {
  constructor(readonly status: Schemas["SolveStatus"]) {
    super(`the solve of ${status.rules_id} failed: ${status.error}`);
  }
}

export const PATIENCE_MS = 600_000;

type Result<T> = { data?: T; error?: unknown; response: Response };

function retryAfterMs(response: Response, fallback = 1): number {
  const seconds = Number(response.headers.get("Retry-After") ?? fallback);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : fallback) * 1000;
}

async function sleep(ms: number, deadline: number): Promise<void> {
  if (Date.now() + ms > deadline) throw new Error("no answer within the patience given");
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Follow a solve's record until it is done (or throw `SolveFailedError`). */
export async function waitForSolve(
  client: FifteenClient,
  status: Schemas["SolveStatus"],
  patienceMs = PATIENCE_MS,
): Promise<Schemas["SolveStatus"]> {
  const deadline = Date.now() + patienceMs;
  while (status.state === "queued" || status.state === "solving") {
    const { data, error, response } = await client.GET("/v1/solves/{rules_id}", {
      params: { path: { rules_id: status.rules_id }, query: { root: status.root } },
    });
    if (data !== undefined) status = data;
    else if (response.status !== 429 && response.status !== 503) throw new ProblemError(error as Schemas["Problem"]);
    if (status.state === "queued" || status.state === "solving") await sleep(retryAfterMs(response), deadline);
  }
  if (status.state === "failed") throw new SolveFailedError(status);
  return status;
}

/**
 * What `call` (an openapi-fetch call) answers once the service can answer:
 * through a 202 (the variant's solve is followed, then the call made again)
 * and through 429 and 503 (the call made again after `Retry-After`). Any
 * other problem is thrown as `ProblemError`. The answer is the 200's: a
 * solve's record is never returned.
 */
export async function answer<T>(
  client: FifteenClient,
  call: () => Promise<Result<T>>,
  patienceMs = PATIENCE_MS,
): Promise<Exclude<T, Schemas["SolveStatus"]>> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const { data, error, response } = await call();
    if (response.status === 200 && data !== undefined) return data as Exclude<T, Schemas["SolveStatus"]>;
    if (response.status === 202) {
      await waitForSolve(client, data as Schemas["SolveStatus"], Math.max(0, deadline - Date.now()));
      continue;
    }
    if (response.status === 429 || response.status === 503) {
      await sleep(retryAfterMs(response), deadline);
      continue;
    }
    throw new ProblemError(error as Schemas["Problem"]);
  }
}
