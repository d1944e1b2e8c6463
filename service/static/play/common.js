// What the Math Scrabble and Sum 15 pages share: the public API's calls and
// the page's status line.  The pages hold no rules: every answer is the API's.

export const $ = (id) => document.getElementById(id);

/** A refusal, in the service's words (its problem document's detail). */
export class ApiError extends Error {}

/** The answer to a JSON request (a GET without `body`, else a POST of it);
 * a refusal throws ApiError. A busy service (429, 503 with Retry-After) is
 * asked again after the wait it names; a variant being solved (202) is
 * followed by `onPending(location, record)`, then asked again. */
export async function api(path, body, { onPending } = {}) {
  for (;;) {
    const options = body === undefined
      ? { headers: { Accept: "application/json" } }
      : {
          method: "POST",
          headers: { Accept: "application/json", "Content-Type": "application/json" },
          body: JSON.stringify(body),
        };
    const response = await fetch(path, options);
    const answer = await response.json();
    if (response.status === 202 && onPending) {
      await onPending(response.headers.get("Location") || answer.location, answer);
      continue;
    }
    const wait = Number(response.headers.get("Retry-After"));
    if ((response.status === 429 || response.status === 503) && wait > 0) {
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    if (!response.ok) throw new ApiError(answer.detail || `${response.status} ${answer.title}`);
    return answer;
  }
}

/** An answer that came after the page moved on (a new game or move): dropped. */
export class Stale extends Error {}

/** Say `text` in the status line; `busy` while the engine thinks. */
export function setStatus(text, busy = false) {
  const line = $("status");
  line.textContent = text;
  line.dataset.state = busy ? "busy" : "ready";
}

/** A seed for a new game: any of the API's (0 to 2^53 here). */
export function randomSeed() {
  return Math.floor(Math.random() * 2 ** 31);
}

/** Replace the page's address with `params`, so a reload or a shared link
 * gives the same game. */
export function writeAddress(params) {
  history.replaceState(null, "", `?${params.toString()}`);
}

/** An element with a class and text. */
export function element(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}
