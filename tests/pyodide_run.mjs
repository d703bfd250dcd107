// Runs Python in the page's Pyodide, in Node, with the project's folder on its path:
//
//   node tests/pyodide_run.mjs "CODE"
//
// prints what CODE prints. For tests/test_bots_runtimes.py, which compares the
// computer players' numbers there with CPython's.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { loadPyodide } = await import(join(root, "node_modules/pyodide/pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: join(root, "node_modules/pyodide/") });
pyodide.FS.mkdirTree("/project");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, "/project");
pyodide.runPython("import sys; sys.path.insert(0, '/project'); sys.dont_write_bytecode = True");
pyodide.setStdout({ batched: (line) => console.log(line) });
pyodide.runPython(process.argv[2]);
