"""The Bridges of Shangri-La."""
