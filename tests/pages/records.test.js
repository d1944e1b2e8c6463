// The pages' export box (service/static/play/records.js), against a
// document of plain objects: the text shown, saved and copied as given.
import assert from "node:assert/strict";
import { afterEach, test } from "node:test";

import { showExport } from "../../service/static/play/records.js";

const realDocument = globalThis.document;
afterEach(() => {
  globalThis.document = realDocument;
});

/** A document holding the export box `id`'s parts, as plain objects. */
function exportBox(id) {
  const parts = {
    [id]: { value: "" },
    [`${id}-download`]: { hidden: false, download: "", href: "" },
    [`${id}-copy`]: { hidden: false },
    [`${id}-note`]: { textContent: "" },
  };
  globalThis.document = { getElementById: (name) => parts[name] };
  return parts;
}

test("a record is shown, saved under its file's name and offered to copy", () => {
  const parts = exportBox("export-record");
  const record = '[Game "pick15"]\n[Result "*"]\n\n1. 5 2 *';
  showExport("export-record", record, "pick15.pgn");
  assert.equal(parts["export-record"].value, record);
  const link = parts["export-record-download"];
  assert.equal(link.download, "pick15.pgn");
  assert.ok(link.href.startsWith("data:text/plain;charset=utf-8,"));
  assert.equal(decodeURIComponent(link.href.split(",").slice(1).join(",")), record);
  assert.ok(!link.hidden && !parts["export-record-copy"].hidden);
  assert.equal(parts["export-record-note"].textContent, "");
});

test("no record yet: nothing to save or copy, and the note says why", () => {
  const parts = exportBox("export-record");
  showExport("export-record", null, "mathscrabble.gcg", "Written when the game is over.");
  assert.equal(parts["export-record"].value, "");
  assert.ok(parts["export-record-download"].hidden && parts["export-record-copy"].hidden);
  assert.equal(parts["export-record-note"].textContent, "Written when the game is over.");
});
