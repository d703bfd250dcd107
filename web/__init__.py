"""The browser layer. ``web.ui`` is plain Python (tested in CPython); ``web/main.py``
is the PyScript code that wires the page's DOM to it."""
