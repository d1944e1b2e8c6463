/**
 * Waiting on the service, by hand: a variant being solved (202, `Location`,
 * `Retry-After`) and a busy service (429, 503 with `Retry-After`).
 */
import type { FifteenClient, Schemas } from "./client.js";

/** The service refused the request: its problem document. */
export class ProblemError extends Error {
  constructor(readonly problem: Schemas["Problem"]) {
    super(`${problem.status} ${problem.title}: ${problem.detail}`);
  }
}

/** An answer that is neither the one asked for nor a problem document (a 304
 * to a conditional call, say: `answer` is not for those). */
export class UnexpectedAnswerError extends Error {
  constructor(readonly status: number) {
    super(`the service answered ${status}`);
  }
}

/** The variant's solve failed; its record says why. */
export class SolveFailedError extends Error {
  constructor(readonly status: Schemas["SolveStatus"]) {
    super(`the solve of ${status.rules_id} failed: ${status.error}`);
  }
}

/** No answer within the patience given. */
export class WaitedTooLongError extends Error {
  constructor() {
    super("no answer within the patience given");
  }
}

/** Nothing answers at the client's address: no service runs there. */
export class NoServiceError extends Error {}

export const PATIENCE_MS = 600_000;

type Result<T> = { data?: T; error?: unknown; response: Response };
type SolveStatus = Schemas["SolveStatus"];

function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get("Retry-After");
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

function refused(response: Response, error: unknown): Error {
  const problem = error as Schemas["Problem"] | undefined;
  return problem && typeof problem === "object" && "type" in problem
    ? new ProblemError(problem)
    : new UnexpectedAnswerError(response.status);
}

/** How long to wait after a 429 or 503: its Retry-After; without one the
 * refusal is final. */
function comeBackAfterMs(response: Response, error: unknown): number {
  const ms = retryAfterMs(response);
  if ((response.status !== 429 && response.status !== 503) || ms === undefined) {
    throw refused(response, error);
  }
  return ms;
}

/** `call`'s result; `NoServiceError` naming the address when nothing
 * listens there. */
async function sent<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; address?: string; port?: number } }).cause;
    if (error instanceof TypeError && cause?.code === "ECONNREFUSED") {
      const where = `${cause.address}:${cause.port}`;
      throw new NoServiceError(`nothing answers at ${where}: is the service running there? (scripts/serve starts it)`, {
        cause: error,
      });
    }
    throw error;
  }
}

async function sleep(ms: number, deadline: number): Promise<void> {
  if (Date.now() + ms > deadline) throw new WaitedTooLongError();
  await new Promise((resolve) => setTimeout(resolve, ms));
}

const running = (status: SolveStatus) => status.state === "queued" || status.state === "solving";

/** Follow a solve's record until it is done (or throw `SolveFailedError`). */
export async function waitForSolve(
  client: FifteenClient,
  status: SolveStatus,
  patienceMs = PATIENCE_MS,
): Promise<SolveStatus> {
  const deadline = Date.now() + patienceMs;
  while (running(status)) {
    const { rules_id, root } = status;
    const { data, error, response } = await sent(() =>
      client.GET("/v1/solves/{rules_id}", { params: { path: { rules_id }, query: { root } } }),
    );
    if (data !== undefined) {
      status = data;
      if (running(status)) await sleep(retryAfterMs(response) ?? 1000, deadline);
    } else {
      await sleep(comeBackAfterMs(response, error), deadline);
    }
  }
  if (status.state === "failed") throw new SolveFailedError(status);
  return status;
}

/**
 * What `call` (an openapi-fetch call) answers once the service can answer:
 * through a 202 (the variant's solve is followed, then the call made again)
 * and through a 429 or 503 that gives `Retry-After` (the call made again
 * after it). Any other problem is thrown as `ProblemError`; past the
 * patience, `WaitedTooLongError`. The answer is the 200's: a solve's record
 * is never returned.
 */
export async function answer<T>(
  client: FifteenClient,
  call: () => Promise<Result<T>>,
  patienceMs = PATIENCE_MS,
): Promise<Exclude<T, SolveStatus>> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const { data, error, response } = await sent(call);
    if (response.status === 200 && data !== undefined) return data as Exclude<T, SolveStatus>;
    if (response.status === 202 && data !== undefined) {
      const status = data as SolveStatus;
      if (running(status)) await waitForSolve(client, status, Math.max(0, deadline - Date.now()));
      else await sleep(retryAfterMs(response) ?? 1000, deadline); // done, yet not answered
      continue;
    }
    await sleep(comeBackAfterMs(response, error), deadline);
  }
}
