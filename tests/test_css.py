"""Every stylesheet the page loads, read by a real CSS parser (tinycss2): a rule left
open swallows every rule after it without a word from the browser (issue 60: two
unclosed rules took the charts, the dark theme's text and the puzzles' marks), so the
tests read the sheets as a browser does and fail on what it would silently drop."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import tinycss2
from tinycss2.ast import AtRule, Declaration, Node, ParseError, QualifiedRule

ROOT = Path(__file__).resolve().parents[1]
#: The at-rules the sheets may use: each holds style rules (``media``, ``supports``) or
#: keyframes (``keyframes``).
NESTING = {"media", "supports"}
KNOWN = NESTING | {"keyframes"}
#: A property's name (or a custom property, ``--name``).
PROPERTY = re.compile(r"^(--[\w-]+|-?[a-z][a-z-]*)$")


def loaded_sheets() -> list[Path]:
    """The stylesheets ``index.html`` links, which are every ``web/*.css``."""
    linked = re.findall(
        r'<link rel="stylesheet" href="\./([^"]+)"', (ROOT / "index.html").read_text()
    )
    assert sorted(linked) == sorted(str(p.relative_to(ROOT)) for p in (ROOT / "web").glob("*.css"))
    return [ROOT / path for path in linked]


def problems(text: str) -> list[str]:
    """What is wrong with a stylesheet's ``text``, each with its line and column."""
    found = _unclosed(text)
    rules = tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True)
    for rule in rules:
        found += _rule(rule, inside=None)
    return found


def _unclosed(text: str) -> list[str]:
    """The blocks left open and the tokens unread (a string or ``url(`` cut by the end of
    a line). tinycss2, as a browser, closes blocks silently at the end of the text; a
    closing brace put after the text is left over at the top level (where it is an
    error) only if every block before it was closed, else it closes one, unseen."""
    tokens = tinycss2.parse_component_value_list(text + "\n}", skip_comments=True)
    last = [token for token in tokens if token.type != "whitespace"][-1]
    closed = isinstance(last, ParseError) and last.kind == "}"
    errors = _errors([token for token in tokens if token is not last or not closed])
    found = [f"{_where(error)}: {error.kind}: {error.message}" for error in errors]
    if not closed:
        found.append("a block ({, ( or [) is never closed: it runs to the end of the sheet")
    return found


def _errors(tokens: list[Node]) -> list[ParseError]:
    """The error tokens among ``tokens`` and in their blocks, at any depth."""
    found = []
    for token in tokens:
        if isinstance(token, ParseError):
            found.append(token)
        found += _errors(getattr(token, "content", None) or getattr(token, "arguments", []))
    return found


def _where(node: Node) -> str:
    return f"line {node.source_line}, column {node.source_column}"


def _rule(rule: Node, inside: str | None) -> list[str]:
    """What is wrong with one rule (``inside``: the at-rule it is in, if any)."""
    if isinstance(rule, ParseError):
        return [f"{_where(rule)}: {rule.message}"]
    if isinstance(rule, AtRule):
        return _at_rule(rule, inside)
    assert isinstance(rule, QualifiedRule)
    selector = tinycss2.serialize(rule.prelude).strip()
    if inside != "keyframes" and "{" in selector:
        return [f"{_where(rule)}: a block in the selector {selector[:60]!r}"]
    return _declarations(rule, selector)


def _at_rule(rule: AtRule, inside: str | None) -> list[str]:
    name = rule.lower_at_keyword
    if name not in KNOWN:
        return [f"{_where(rule)}: unknown at-rule @{rule.at_keyword}"]
    if inside == "keyframes" or rule.content is None:
        return [f"{_where(rule)}: @{name} without its block, or where none belongs"]
    contents = tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True)
    return [problem for inner in contents for problem in _rule(inner, name)]


def _declarations(rule: QualifiedRule, selector: str) -> list[str]:
    """A style rule's declarations: each a property and a value, no rule swallowed."""
    found = []
    contents = tinycss2.parse_blocks_contents(
        rule.content, skip_comments=True, skip_whitespace=True
    )
    for item in contents:
        if isinstance(item, ParseError):
            found.append(f"{_where(item)}: in {selector!r}, a declaration unread: {item.message}")
        elif isinstance(item, QualifiedRule | AtRule):
            found.append(f"{_where(item)}: a rule swallowed by {selector!r} (left open?)")
        elif isinstance(item, Declaration):
            found += _declaration(item, selector)
    return found


def _declaration(item: Declaration, selector: str) -> list[str]:
    found = []
    if not PROPERTY.match(item.name):
        found.append(f"{_where(item)}: in {selector!r}, no property named {item.name!r}")
    if any(token.type in ("{} block", "error") for token in item.value):
        found.append(f"{_where(item)}: in {selector!r}, {item.name}'s value is not one")
    if not tinycss2.serialize(item.value).strip():
        found.append(f"{_where(item)}: in {selector!r}, {item.name} has no value")
    return found


@pytest.mark.parametrize("sheet", loaded_sheets(), ids=lambda path: path.name)
def test_every_loaded_stylesheet_parses_whole(sheet: Path) -> None:
    assert problems(sheet.read_text()) == []


def test_a_rule_left_open_is_found() -> None:
    """The text that broke the page (issue 60): ``.a`` never closed swallows ``.b``."""
    broken = ".a {\n color: red;\n/* x */\n.b { color: blue; }"
    found = problems(broken)
    assert any("never closed" in problem for problem in found)
    assert any("rule swallowed by '.a'" in problem for problem in found)
    assert problems(broken.replace("/* x */", "}")) == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("@media (width < 1px) { .a { color: red; }", "never closed"),
        (".a { width: calc(1px + 2px; }", "never closed"),
        ("@meda (width < 1px) { .a { color: red; } }", "unknown at-rule @meda"),
        (".a { color red; }", "a declaration unread"),
        (".a { color: ; }", "color has no value"),
        ("@media print { .a { .b { color: red; } } }", "rule swallowed by '.a'"),
        ('.a { content: "open; }\n.b { color: red; }', "bad-string"),
    ],
)
def test_what_a_browser_drops_is_found(text: str, words: str) -> None:
    assert any(words in problem for problem in problems(text)), problems(text)
