/** The openapi-fetch client typed by the generated `paths`. */
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type Schemas = components["schemas"];
export type FifteenClient = Client<paths>;

/** How long one request may take, by default: the longest search the
 * service runs (5 s of time, or its ceiling on a budget of work) with room
 * for a busy host. */
export const TIMEOUT_MS = 60_000;

/** A client of the service at `baseUrl` (scheme, host and port); each request
 * is given up after `timeoutMs`. */
export function createFifteenClient(
  baseUrl: string,
  init: { fetch?: typeof fetch; timeoutMs?: number } = {},
): FifteenClient {
  const send = init.fetch ?? globalThis.fetch;
  const timeoutMs = init.timeoutMs ?? TIMEOUT_MS;
  return createClient<paths>({
    baseUrl,
    fetch: (request: Request) => send(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]) }),
  });
}
