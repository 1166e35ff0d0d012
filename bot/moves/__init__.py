"""Moves as players say them, pure: typed moves, number words, step panels, undo rules, the console's /play N."""
