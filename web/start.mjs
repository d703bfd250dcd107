// The page's interpreter as PyScript loads it (pyscript.toml's `interpreter`, which
// PyScript also gives the bots worker): the local Pyodide, fetched in as few bytes as
// it can be, and started from the page's memory snapshot when this device has it.
//
// - Pyodide's largest files are fetched gzip-compressed (scripts/setup-runtime.sh
//   writes `<file>.gz` beside each; a static host sends them as they are) and
//   unpacked as they arrive: the WebAssembly binary, its JavaScript and the lock file.
// - The memory snapshot (`web/page-<version>.snapshot.gz`, the version in this module's
//   address: Pyodide's memory once the page's modules are imported) makes Python ready
//   several times sooner, but it is large: it is used only when this device keeps it
//   already (in Cache Storage, under SNAPSHOTS). On a first visit Python starts afresh,
//   and once the page is ready (body[data-ready]) the page fetches the snapshot and
//   keeps it for the next visit (then body[data-snapshot="kept"]). The body says how
//   Python started (data-python: "snapshot" or "afresh").
// - While the files arrive, the page hears their progress (the "python-progress"
//   event on document: bytes done and expected), for its loading notes.
import { loadPyodide as load, version } from "./runtime/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("./runtime/pyodide/", import.meta.url).href;
const page = new URL(import.meta.url).searchParams.get("page");
const snapshotURL = /^[0-9a-f]{12}$/.test(page ?? "")
  ? new URL(`./page-${page}.snapshot.gz`, import.meta.url).href
  : null;
/** The cache that keeps the memory snapshot (the service worker leaves it alone). */
const SNAPSHOTS = "shangrila-tsuro/python-memory";
const inPage = Boolean(globalThis.document);

const progress = { done: 0, total: 0 };
const told = () => {
  if (inPage) document.dispatchEvent(new CustomEvent("python-progress", { detail: progress }));
};

/** The body of `response`, counted into the progress as it arrives. */
const counted = (response) => {
  progress.total += Number(response.headers.get("Content-Length")) || 0;
  told();
  return response.body.pipeThrough(new TransformStream({
    transform(chunk, controller) {
      progress.done += chunk.byteLength;
      told();
      controller.enqueue(chunk);
    },
  }));
};

/** The file `name` of Pyodide, from its gzip-compressed copy, as a response of `type`. */
const unpacked = async (name, type) => {
  const response = await fetch(indexURL + name + ".gz");
  if (!response.ok) throw new Error(`${name}.gz: HTTP ${response.status}`);
  const body = counted(response).pipeThrough(new DecompressionStream("gzip"));
  return new Response(body, { headers: { "Content-Type": type } });
};

// Asked for as soon as PyScript imports this module: they load side by side.
const files = {
  "pyodide.asm.mjs": unpacked("pyodide.asm.mjs", "text/javascript"),
  "pyodide-lock.json": unpacked("pyodide-lock.json", "application/json"),
  "python_stdlib.zip": fetch(indexURL + "python_stdlib.zip").then((response) => {
    if (!response.ok) throw new Error(`python_stdlib.zip: HTTP ${response.status}`);
    return new Response(counted(response));
  }),
};
let binary = unpacked("pyodide.asm.wasm", "application/wasm");  // read once: see packed
for (const file of [...Object.values(files), binary]) file.catch(() => {}); // loadPyodide says

/** The snapshot's bytes if this device keeps it, else null. */
const kept = async () => {
  if (snapshotURL === null || !globalThis.caches) return null;
  const response = await (await caches.open(SNAPSHOTS)).match(snapshotURL);
  if (!response) return null;
  const memory = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(memory).arrayBuffer());
};

/** Once the page is ready, fetch the snapshot and keep it (and only it) for next time. */
const keepForNextVisit = () => {
  if (!inPage || snapshotURL === null || !globalThis.caches) return;
  const keep = async () => {
    const cache = await caches.open(SNAPSHOTS);
    const response = await fetch(snapshotURL);
    if (!response.ok) throw new Error(`no memory snapshot (HTTP ${response.status})`);
    await cache.put(snapshotURL, response);
    for (const old of await cache.keys()) {
      if (old.url !== snapshotURL) await cache.delete(old);
    }
    document.body.dataset.snapshot = "kept";
  };
  const body = document.body;
  const ready = () => "ready" in body.dataset;
  const start = () => keep().catch((error) => console.warn("The snapshot is not kept:", error));
  if (ready()) {
    start();
    return;
  }
  const watch = new MutationObserver(() => {
    if (!ready()) return;
    watch.disconnect();
    start();
  });
  watch.observe(body, { attributes: true, attributeFilter: ["data-ready"] });
};

/** `fetch`, except that Pyodide's WebAssembly binary comes from its compressed copy
(the one asked for at once the first time, fetched anew if Pyodide starts again). */
const packed = (original) => (resource, ...rest) => {
  const url = resource instanceof Request ? resource.url : String(resource);
  if (url !== indexURL + "pyodide.asm.wasm") return original(resource, ...rest);
  const response = binary ?? unpacked("pyodide.asm.wasm", "application/wasm");
  binary = null;
  return response;
};

const tell = (how) => {
  if (inPage) document.body.dataset.python = how;
};

/** Pyodide's module factory, from the unpacked pyodide.asm.mjs. */
const factory = async () => {
  const script = await (await files["pyodide.asm.mjs"]).blob();
  const address = URL.createObjectURL(script);
  try {
    return (await import(address)).default;
  } finally {
    URL.revokeObjectURL(address);
  }
};

export async function loadPyodide(options) {
  const [createPyodideModule, lockFileContents, stdlib] = await Promise.all([
    factory(),
    files["pyodide-lock.json"].then((response) => response.json()),
    files["python_stdlib.zip"].then((response) => response.blob()),
  ]);
  const settings = {
    ...options,
    indexURL,
    createPyodideModule,
    lockFileContents,
    stdLibURL: URL.createObjectURL(stdlib),
  };
  // Pyodide fetches its binary by name (it has no option for another address): for
  // the time it loads, `fetch` answers that one request with the unpacked copy.
  const original = globalThis.fetch;
  globalThis.fetch = packed(original);
  try {
    let memory = null;
    try {
      memory = await kept();
    } catch (error) {
      console.warn("The memory snapshot cannot be read:", error);
    }
    if (memory !== null) {
      try {
        const pyodide = await load({ ...settings, _loadSnapshot: memory });
        // Pyodide copied it into Python's memory but keeps a reference: free its bytes.
        structuredClone(memory.buffer, { transfer: [memory.buffer] });
        // The snapshot's random generator would give every visit the same "random" seeds.
        pyodide.runPython("import random\nrandom.seed()");
        tell("snapshot");
        return pyodide;
      } catch (error) {
        console.warn("Python starts afresh:", error);
      }
    }
    const pyodide = await load(settings);
    tell("afresh");
    keepForNextVisit();
    return pyodide;
  } finally {
    globalThis.fetch = original;
    URL.revokeObjectURL(settings.stdLibURL);
  }
}
