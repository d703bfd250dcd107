"""The player's record on this device: results kept, and a rating against the computers."""
