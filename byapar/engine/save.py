"""Saves: the whole game as plain JSON types, with a format version, checked on the way back in."""

SAVE_VERSION = 1
