// Compile archives of Python modules to bytecode with the page's own Pyodide, so that
// the browser imports them without compiling each module first:
//
//   node scripts/precompile.mjs SOURCES.zip OUT.zip [SOURCES.zip OUT.zip ...]
//
// Each OUT.zip holds the sources and, beside each module, its __pycache__ file
// (unchecked hash-based: the page never compares it with the source, which comes in
// the same archive). Run by scripts/page_files.py; the runtime must be in web/runtime/.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { loadPyodide } = await import(join(root, "web/runtime/pyodide/pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: join(root, "web/runtime/pyodide/") });
const compile = pyodide.runPython(`
import importlib.util, io, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def compile_archive(data):
    """The archive's members, each .py followed by its bytecode (fixed dates, sorted)."""
    source = zipfile.ZipFile(io.BytesIO(bytes(data.to_py())))
    members = {}
    for name in source.namelist():
        text = source.read(name)
        members[name] = text
        if name.endswith(".py"):
            code = compile(text, name, "exec", dont_inherit=True)
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(text), checked=False)
            members[importlib.util.cache_from_source(name)] = bytes(pyc)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(members):
            member = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            member.compress_type = zipfile.ZIP_DEFLATED
            member.external_attr = 0o644 << 16
            archive.writestr(member, members[name])
    return out.getvalue()

compile_archive
`);
const paths = process.argv.slice(2);
for (let i = 0; i + 1 < paths.length; i += 2) {
  const result = compile(new Uint8Array(readFileSync(paths[i])));
  writeFileSync(paths[i + 1], result.toJs());
  result.destroy();
}
