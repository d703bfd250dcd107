// The page's interpreter as PyScript loads it (pyscript.toml's `interpreter`, which
// PyScript also gives the bots worker): the local Pyodide, started from the page's
// memory snapshot when there is one for this version of the page. The version comes
// in this module's address (`?page=<version>`, written into index.html by
// scripts/page_files.py, which also writes web/page-<version>.snapshot.gz: Pyodide's
// memory once the page's modules, the engines among them, are imported). Python is
// then ready several times sooner than when it starts afresh. A snapshot that is
// missing or cannot be read is passed over: Pyodide starts as usual. The page's body
// says which it was (data-python: "snapshot" or "afresh").
import { loadPyodide as load, version } from "./runtime/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("./runtime/pyodide/", import.meta.url).href;
const page = new URL(import.meta.url).searchParams.get("page");

// Asked for as soon as PyScript imports this module, while Pyodide's own files load.
let snapshot = (async () => {
  if (!/^[0-9a-f]{12}$/.test(page ?? "")) throw new Error("no page version to start from");
  const response = await fetch(new URL(`./page-${page}.snapshot.gz`, import.meta.url));
  if (!response.ok) throw new Error(`no memory snapshot (HTTP ${response.status})`);
  const memory = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(memory).arrayBuffer());
})();
snapshot.catch(() => {}); // read (and reported) by loadPyodide

const tell = (how) => {
  if (globalThis.document) document.body.dataset.python = how;
};

export async function loadPyodide(options) {
  const memory = snapshot;
  snapshot = null;
  try {
    if (memory === null) throw new Error("the memory snapshot was used already");
    const pyodide = await load({ ...options, indexURL, _loadSnapshot: memory });
    // Pyodide copied it into Python's memory but keeps a reference: free its bytes.
    const bytes = await memory;
    structuredClone(bytes.buffer, { transfer: [bytes.buffer] });
    // The snapshot's random generator would give every visit the same "random" seeds.
    pyodide.runPython("import random\nrandom.seed()");
    tell("snapshot");
    return pyodide;
  } catch (error) {
    console.warn("Python starts afresh:", error);
    tell("afresh");
    return load({ ...options, indexURL });
  }
}
