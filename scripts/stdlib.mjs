// Which modules of Python's standard library the page really imports, found by the
// page's own Pyodide, in Node, with the whole library:
//
//   node scripts/stdlib.mjs REQUIRED OPTIONAL
//   node scripts/stdlib.mjs --compile IN.zip OUT.zip
//
// REQUIRED is a comma-separated list of modules that must import (the page's and the
// worker's, from the project's folder); OPTIONAL is one of modules tried one by one
// (those named anywhere in the project's and PyScript's Python), whose failures are
// ignored. Prints, as JSON, the sorted files (within the standard library's archive)
// of the modules then loaded. With --compile, writes the archive IN.zip with each
// module's bytecode in place of its source (see below). Run by scripts/stdlib.py.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { loadPyodide } = await import(join(root, "node_modules/pyodide/pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: join(root, "node_modules/pyodide/") });

if (process.argv[2] === "--compile") {
  // Each module of the archive IN as its bytecode alone (unchecked hash-based, named
  // where the page's Python finds the archive), written to OUT: the page imports them
  // without compiling. Other members are kept; members sorted, with fixed dates.
  const [input, output] = process.argv.slice(3);
  pyodide.FS.writeFile("/tmp/in.zip", readFileSync(input));
  pyodide.runPython(readFileSync(join(root, "scripts/compile_archive.py"), "utf8"));
  pyodide.runPython(`
import sys
where = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip/"
compile_archive("/tmp/in.zip", "/tmp/out.zip", alone=True, where=where)
`);
  writeFileSync(output, pyodide.FS.readFile("/tmp/out.zip"));
  process.exit(0);
}

const [required, optional] = process.argv.slice(2);
pyodide.FS.mkdirTree("/project");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, "/project");
pyodide.globals.set("required", required);
pyodide.globals.set("optional", optional);
process.stdout.write(pyodide.runPython(`
import importlib, json, sys
sys.path.insert(0, "/project")
for name in filter(None, required.split(",")):
    importlib.import_module(name.strip())
for name in filter(None, optional.split(",")):
    try:
        importlib.import_module(name)
    except Exception:
        pass
archive = next(path for path in sys.path if path.endswith(".zip")) + "/"
files = (getattr(module, "__file__", None) or "" for module in list(sys.modules.values()))
json.dumps(sorted({f.removeprefix(archive) for f in files if f.startswith(archive)}))
`));
