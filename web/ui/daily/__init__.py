"""The daily challenge: the same game for everyone on a date, found from the date alone."""
