"""The Bridges of Shangri-La in the page: its board view, its drawings, its part of
the guide and its picture on the start screen."""
