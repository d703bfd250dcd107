"""The markup of the page's screens, as pure functions of what they show (the board,
the status line and the side panel come from each game's board view)."""
