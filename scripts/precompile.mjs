// What the page's own Pyodide prepares ahead of time, in Node:
//
//   node scripts/precompile.mjs [--snapshot OUT.gz IMPORTS] SOURCES.zip OUT.zip [...]
//
// Each OUT.zip holds each module as its bytecode alone, in place of its source
// (`<module>.pyc`, unchecked hash-based, named where PyScript unpacks the archive):
// the browser imports without compiling, and fetches no source it never reads.
//
// With --snapshot, the first OUT.zip is then unpacked where PyScript unpacks the
// page's archive, `import IMPORTS` runs, and Pyodide's memory is written to OUT.gz
// (gzip): web/start.mjs starts the page from it, its modules already imported.
// Run by scripts/page_files.py; the runtime must be in web/runtime/.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const snapshot = args[0] === "--snapshot" ? args.splice(0, 3).slice(1) : null;
const { loadPyodide } = await import(join(root, "web/runtime/pyodide/pyodide.mjs"));
const pyodide = await loadPyodide({
  indexURL: join(root, "web/runtime/pyodide/"),
  _makeSnapshot: snapshot !== null,
});
// Archives go in and out through Pyodide's file system: no object is shared between
// JavaScript and Python, which a memory snapshot could not keep.
pyodide.runPython(readFileSync(join(root, "scripts/compile_archive.py"), "utf8"));
for (let i = 0; i + 1 < args.length; i += 2) {
  pyodide.FS.writeFile("/tmp/in.zip", readFileSync(args[i]));
  pyodide.runPython(
    "import os; compile_archive('/tmp/in.zip', '/tmp/out.zip', alone=True, where=os.getcwd() + '/')",
  );
  writeFileSync(args[i + 1], pyodide.FS.readFile("/tmp/out.zip"));
}
if (snapshot !== null) {
  const [out, imports] = snapshot;
  pyodide.FS.writeFile("/tmp/page.zip", readFileSync(args[1]));
  pyodide.runPython(`
import os
with zipfile.ZipFile("/tmp/page.zip") as page:
    page.extractall(os.getcwd())
os.remove("/tmp/page.zip")
del compile_archive, page
import ${imports}
`);
  writeFileSync(out, gzipSync(pyodide.makeMemorySnapshot()));
}
