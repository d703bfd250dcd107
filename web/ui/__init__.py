"""Pure-Python user interface: board SVG, previews, saved games, share links.

Nothing here touches the DOM; ``web/browser/`` does (for ``web/main.py``), and only that.
"""
