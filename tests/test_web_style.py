"""The page's code stays in small pieces (the developers' guide): no function over 60
lines in ``web/ui/`` or ``web/browser/``, and ``web/main.py`` a thin entry."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The longest a function may be, from its ``def`` (or first decorator) to its end.
LONGEST = 60


def long_functions(folder: Path) -> list[str]:
    """``path:line name (lines)`` of each function under ``folder`` longer than
    :data:`LONGEST`, nested ones too (``path`` relative to ``folder``)."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                length = (node.end_lineno or node.lineno) - first + 1
                if length > LONGEST:
                    where = path.relative_to(folder).as_posix()
                    found.append(f"{where}:{first} {node.name} ({length})")
    return found


def test_no_function_of_the_page_is_over_60_lines() -> None:
    assert long_functions(ROOT / "web" / "ui") == []
    assert long_functions(ROOT / "web" / "browser") == []


#: The most lines a module of the page's logic has (issue 61: modules of one idea).
LONGEST_MODULE = 400


def test_no_module_of_the_page_is_over_400_lines() -> None:
    long = [
        f"{path.relative_to(ROOT)} ({n})"
        for path in sorted((ROOT / "web" / "ui").rglob("*.py"))
        if (n := len(path.read_text().splitlines())) > LONGEST_MODULE
    ]
    assert long == []


def test_the_measure_sees_a_long_function(tmp_path: Path) -> None:
    def function(lines: int, decorated: bool = False) -> str:
        body = "".join(f"    x{n} = {n}\n" for n in range(lines - 1))
        return ("@staticmethod\n" if decorated else "") + f"def f():\n{body}"

    (tmp_path / "long.py").write_text(function(LONGEST))
    assert long_functions(tmp_path) == []
    (tmp_path / "long.py").write_text(function(LONGEST, decorated=True))
    assert long_functions(tmp_path) == ["long.py:1 f (61)"]


def test_the_entry_is_thin() -> None:
    """web/main.py wires the browser's events to the runner; the effects are in
    web/browser/, one module per concern."""
    assert len((ROOT / "web" / "main.py").read_text().splitlines()) <= 300
