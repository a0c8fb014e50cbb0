"""Replaying a game from its save, step by step, on the ordinary board.

A `ReplaySession` is a Session in which every seat is played by the save's own history:
the board scene asks it for a "bot" action as it would any bot, at the chosen bot speed,
with the same animations, so a family can watch a finished game again and check that
the seed's dice give exactly the throws they saw.
"""

from __future__ import annotations

from byapar.engine import new_game
from byapar.stats import ReplayError

from .session import Session
from .store import HUMAN


class ReplaySession(Session):
    def __init__(self, save: dict, seats: list[dict]) -> None:
        if save.get("scripted"):
            raise ReplayError("This game's dice were scripted, not thrown from its seed")
        names = [p["name"] for p in save["players"]]
        game = new_game(save["edition"], names, settings=save["settings"], seed=save["seed"])
        super().__init__(game, [dict(s) for s in seats], autosave=False)
        self.bots = dict.fromkeys(range(len(seats)))  # every seat is played by the history
        self.history = list(save["history"])

    @classmethod
    def of(cls, session: Session) -> ReplaySession:
        return cls(session.game.to_dict(), session.seats)

    def is_bot(self, seat: int) -> bool:
        """Every seat plays from the history while it lasts; where it runs out before the game
        does (a replay that came out otherwise than the game), the table is the people's."""
        return not self.done and super().is_bot(seat)

    def is_human(self, seat: int) -> bool:
        return not self.is_bot(seat)

    def card_waits(self, seat: int) -> bool:
        """Once the history is used up every seat is the people's, but a card drawn then by a
        seat a bot played in the game watched (the history's last step) is a bot's card: it is
        shown for a moment and play goes on, as in live play. A person's card waits for them."""
        return self.is_human(seat) and self.seats[seat].get("kind") == HUMAN

    def people_at_table(self) -> bool:
        """A replay is watched, not played: its end goes straight to the results."""
        return False

    def bot_action(self):
        """The next action of the saved game: the one after the steps the game has taken (an
        answer the board dropped, stale or held, is asked again, never skipped)."""
        return self.history[len(self.game.history)]

    def save(self) -> None:
        """A replay never overwrites the autosave."""

    @property
    def done(self) -> bool:
        return len(self.game.history) >= len(self.history)
