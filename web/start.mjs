// The page's interpreter as PyScript loads it (pyscript.toml's `interpreter`): the
// local Pyodide, started from the page's memory snapshot when there is one for this
// version of the page (scripts/page_files.py writes web/page-<version>.snapshot.gz:
// Pyodide's memory once the page's modules are imported). Python is then ready
// several times sooner than when it starts afresh. A snapshot that is missing or
// cannot be read is passed over: Pyodide starts as usual. The page's body says which
// it was (data-python: "snapshot" or "afresh").
import { loadPyodide as load, version } from "./runtime/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("./runtime/pyodide/", import.meta.url).href;

// Asked for as soon as PyScript imports this module, while Pyodide's own files load.
const snapshot = (async () => {
  const page = JSON.parse(document.getElementById("boot-data").textContent).page;
  const response = await fetch(new URL(`./page-${page}.snapshot.gz`, import.meta.url));
  if (!response.ok) throw new Error(`no memory snapshot (HTTP ${response.status})`);
  const memory = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(memory).arrayBuffer());
})();
snapshot.catch(() => {}); // read (and reported) by loadPyodide

export async function loadPyodide(options) {
  try {
    const pyodide = await load({ ...options, indexURL, _loadSnapshot: snapshot });
    // The snapshot's random generator would give every visit the same "random" seeds.
    pyodide.runPython("import random\nrandom.seed()");
    document.body.dataset.python = "snapshot";
    return pyodide;
  } catch (error) {
    console.warn("Python starts afresh:", error);
    document.body.dataset.python = "afresh";
    return load({ ...options, indexURL });
  }
}
