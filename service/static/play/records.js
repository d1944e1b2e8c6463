// Export and import of a game, as every play page offers them: the game's
// record (and for Math Scrabble its position) in a box with Copy and
// Download, and a record pasted in, read back by the game's /records
// endpoint.  The page says what to export and what an import shows; the
// markup is the page's own (see `showExport` for the names it follows).

import { $, ApiError } from "./common.js";

const R = {
  exported: async () => {}, // the page's: fills the export boxes
  imported: async () => "", // the page's: reads a record, says what it shows
  generation: 0, // bumped by every export asked: a late answer is dropped
};

/** Fill the export box `id`: the textarea `id` with `text`, the link
 * `id-download` saving it as `file`, the button `id-copy` copying it; a
 * null `text` empties them and says `missing` in `id-note` instead. */
export function showExport(id, text, file, missing = "") {
  const box = $(id);
  box.value = text ?? "";
  const link = $(`${id}-download`);
  link.hidden = text === null;
  link.download = file;
  link.href = text === null ? "#" : `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  $(`${id}-copy`).hidden = text === null;
  $(`${id}-note`).textContent = text === null ? missing : "";
}

/** Bring the export boxes up to date with the game, if they are shown. */
export async function refreshExport() {
  if ($("export-panel").hidden) return;
  const generation = ++R.generation;
  try {
    await R.exported(() => generation === R.generation);
  } catch (error) {
    if (generation === R.generation) $("export-status").textContent = `Not exported: ${error.message}`;
  }
}

/** Copy the textarea `id` to the clipboard; else leave it selected to copy
 * by hand. */
async function copy(id) {
  const box = $(id);
  try {
    await navigator.clipboard.writeText(box.value);
    $("export-status").textContent = "Copied.";
  } catch {
    box.focus();
    box.select();
    $("export-status").textContent = "Selected: copy it with Ctrl+C (⌘C).";
  }
}

/** Show or hide the panel a disclosure button controls. */
function toggle(button) {
  const panel = $(button.getAttribute("aria-controls"));
  panel.hidden = !panel.hidden;
  button.setAttribute("aria-expanded", String(!panel.hidden));
  return !panel.hidden;
}

async function importRecord(event) {
  event.preventDefault();
  const text = $("import-text").value.trim();
  const status = $("import-status");
  if (!text) {
    status.textContent = "Paste a record first.";
    return;
  }
  status.dataset.state = "busy";
  status.textContent = "Reading the record…";
  try {
    status.textContent = await R.imported(text);
    status.dataset.state = "ready";
    refreshExport();
  } catch (error) {
    status.dataset.state = "refused";
    status.textContent = error instanceof ApiError ? `Refused: ${error.message}` : String(error.message || error);
  }
}

/** Wire the page's Export and Import controls. `exported(current)` fills
 * the export boxes (with `showExport`) while `current()` holds;
 * `imported(text)` reads a pasted record and answers what the page now
 * shows (a refusal throws ApiError, its detail naming the line). */
export function wireRecords({ exported, imported }) {
  R.exported = exported;
  R.imported = imported;
  $("export").addEventListener("click", (event) => {
    $("export-status").textContent = "";
    if (toggle(event.currentTarget)) refreshExport();
  });
  $("import").addEventListener("click", (event) => {
    if (toggle(event.currentTarget)) $("import-text").focus();
  });
  for (const button of $("export-panel").querySelectorAll("button[data-copy]")) {
    button.addEventListener("click", () => copy(button.dataset.copy));
  }
  $("import-panel").addEventListener("submit", importRecord);
}
