"""The string stores the page keeps things in: :class:`Storage`, the part of the Web
Storage API it uses, over the browser's ``localStorage`` (:class:`WebStorage`) or a dict
(:class:`MemoryStorage`, for tests and a browser that blocks storage).

>>> store = MemoryStorage()
>>> store.set("a", "1"); store.get("a"), store.get("b"), store.stored_keys()
('1', None, ['a'])
"""

from __future__ import annotations

from typing import Any, Protocol


class Storage(Protocol):
    """The part of the Web Storage API that the page uses."""

    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def stored_keys(self) -> list[str]: ...


class MemoryStorage:
    """A :class:`Storage` in a dict, for tests and for a browser without storage."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def stored_keys(self) -> list[str]:
        return list(self.data)


class WebStorage:
    """A :class:`Storage` over an object with the Web Storage API (the browser's
    ``localStorage``), whose missing entries read as JavaScript's null.

    >>> class Fake(dict):  # stands for window.localStorage
    ...     getItem, setItem, removeItem = dict.get, dict.__setitem__, dict.pop
    ...     key = lambda self, i: list(self)[i]
    ...     length = property(len)
    >>> storage = WebStorage(Fake())
    >>> storage.set("a", "1"); storage.get("a"), storage.get("b"), storage.stored_keys()
    ('1', None, ['a'])
    """

    def __init__(self, storage: Any) -> None:
        self.storage = storage

    def get(self, key: str) -> str | None:
        value = self.storage.getItem(key)  # JavaScript null is not None in Pyodide
        return value if isinstance(value, str) else None

    def set(self, key: str, value: str) -> None:
        self.storage.setItem(key, value)

    def remove(self, key: str) -> None:
        self.storage.removeItem(key)

    def stored_keys(self) -> list[str]:
        return [str(self.storage.key(i)) for i in range(self.storage.length)]
