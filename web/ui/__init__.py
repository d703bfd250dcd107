"""Pure-Python user interface: board SVG, previews, saved games, share links.

Nothing here touches the DOM; ``web/main.py`` does, and only that.
"""
