"""Run inside Pyodide (in Node) by ``scripts/precompile.mjs`` and ``scripts/stdlib.mjs``:
the archives the page loads, with their modules compiled by the page's own Python."""

import importlib.util
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc


def compile_archive(source_path: str, out_path: str, alone: bool = False, where: str = "") -> None:
    """Write the archive at ``source_path`` to ``out_path`` (members sorted, fixed
    dates) with each module's bytecode (unchecked hash-based: never compared with a
    source): beside its source in ``__pycache__``, or with ``alone`` in place of it
    (``<module>.pyc``, as a zip importer finds it), compiled as if found under
    ``where``."""
    members = {}
    with zipfile.ZipFile(source_path) as source:
        for name in source.namelist():
            text = source.read(name)
            if not name.endswith(".py"):
                members[name] = text
                continue
            code = compile(text, where + name, "exec", dont_inherit=True)
            pyc = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(text), checked=False))
            if alone:
                members[name + "c"] = pyc
            else:
                members[name] = text
                members[importlib.util.cache_from_source(name)] = pyc
    with zipfile.ZipFile(out_path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(members):
            member = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            member.compress_type = zipfile.ZIP_DEFLATED
            member.external_attr = 0o644 << 16
            archive.writestr(member, members[name])
