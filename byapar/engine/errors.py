"""The three ways the engine says no."""


class IllegalAction(ValueError):
    """An action the rules don't allow now. The message is a sentence a player understands."""


class BoardError(ValueError):
    """A board file that can't be played: the message names the file, the square and the field."""


class SaveError(ValueError):
    """A saved game that can't be restored exactly: corrupt, truncated, too new or impossible."""
