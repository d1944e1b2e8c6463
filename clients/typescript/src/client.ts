/** The openapi-fetch client typed by the generated `paths`. */
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type Schemas = components["schemas"];
export type FifteenClient = Client<paths>;

/** A client of the service at `baseUrl` (scheme, host and port). */
export function createFifteenClient(baseUrl: string, init: { fetch?: typeof fetch } = {}): FifteenClient {
  return createClient<paths>({ baseUrl, ...init });
}
