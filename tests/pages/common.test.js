// The pages' one API helper (service/static/play/common.js), against a
// fetch that answers as the service does.
import assert from "node:assert/strict";
import { afterEach, test } from "node:test";

import { ApiError, api } from "../../service/static/play/common.js";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A fetch answering each call with the next of `answers` ([status, body, headers]). */
function answering(...answers) {
  const calls = [];
  globalThis.fetch = async (path, options) => {
    calls.push({ path, options });
    const [status, body, headers = {}] = answers.shift();
    return new Response(JSON.stringify(body), { status, headers });
  };
  return calls;
}

test("a GET without a body, a POST with one as JSON", async () => {
  const calls = answering([200, { state: "won" }], [200, { ok: true }]);
  assert.deepEqual(await api("/v1/status?rules=graham"), { state: "won" });
  assert.deepEqual(await api("/v1/sum15/resolve", { card: "5H" }), { ok: true });
  assert.equal(calls[0].options.method, undefined);
  assert.equal(calls[1].options.method, "POST");
  assert.equal(calls[1].options.headers["Content-Type"], "application/json");
  assert.equal(calls[1].options.body, JSON.stringify({ card: "5H" }));
});

test("a refusal throws ApiError with the problem's detail", async () => {
  answering([422, { title: "Unprocessable Content", detail: "board[4]: not a number" }]);
  await assert.rejects(api("/v1/status"), (error) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.message, "board[4]: not a number");
    return true;
  });
});

test("a busy service is asked again after its Retry-After", async () => {
  const calls = answering(
    [503, { title: "Service Unavailable", detail: "search-busy" }, { "Retry-After": "0.01" }],
    [200, { plays: [] }],
  );
  assert.deepEqual(await api("/v1/math-scrabble/moves", { rack: "1=1" }), { plays: [] });
  assert.equal(calls.length, 2);
});

test("a 503 without Retry-After is not asked again", async () => {
  const calls = answering([503, { title: "Service Unavailable", detail: "search-unfinished" }]);
  await assert.rejects(api("/v1/math-scrabble/moves", {}), ApiError);
  assert.equal(calls.length, 1);
});

test("a solve under way is followed, then the request asked again", async () => {
  const record = { state: "queued", location: "/v1/solves/t12" };
  answering([202, record, { Location: "/v1/solves/t12" }], [200, { best_move: 4 }]);
  const followed = [];
  const answer = await api("/v1/move?rules=t12", undefined, {
    onPending: async (location, body) => followed.push([location, body.state]),
  });
  assert.deepEqual(answer, { best_move: 4 });
  assert.deepEqual(followed, [["/v1/solves/t12", "queued"]]);
});
