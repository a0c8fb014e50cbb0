"""The table as the player panel shows it: who is in jail or bankrupt, bail cards, loans, and
each square's owner, buildings and mortgage. Taken from the game once (`of`), then moved by
the events alone as the presenter plays them out, so the panel never runs ahead of the show.
The engine's mirror does the following; this module only names it for the app."""

from __future__ import annotations

from byapar.engine.mirror import TableMirror as ShownTable

__all__ = ["ShownTable"]
