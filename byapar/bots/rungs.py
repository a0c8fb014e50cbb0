"""Where each trade a bot offers stands on its price ladder.

A trade climbs its ladder one rung per refusal (a swap's or purchase's `Style.ladder`, a sale's
`Style.sale_asks`); after the top rung it waits for the table to move on, RETRY_ROUNDS rounds,
doubled each time it came to nothing, and then starts again at the first rung.
"""

from __future__ import annotations

RETRY_ROUNDS = 4  # a refused trade waits this many rounds, doubled at each refusal


class Rungs:
    """Each trade's (last rung offered, the round it was offered or shelved, times it came to
    nothing), keyed by (partner, places given, places got)."""

    def __init__(self, ladder: tuple[float, ...], sale_asks: tuple[float, ...]) -> None:
        self.ladder, self.sale_asks = ladder, sale_asks
        self._at: dict[tuple, tuple[int, int, int]] = {}

    def clear(self) -> None:
        self._at.clear()

    def rungs(self, key: tuple) -> tuple[float, ...]:
        """The ladder a trade climbs: a swap's or purchase's, or a sale's asks (nothing asked back)."""
        return self.ladder if key[2] else self.sale_asks

    def next(self, key: tuple, now: int) -> int | None:
        """The rung this trade is offered at next; after the top one, the first again once
        the table has moved on, None till then."""
        rung, when, fails = self._at.get(key, (-1, 0, 0))
        if rung + 1 < len(self.rungs(key)):
            return rung + 1
        if now - when < RETRY_ROUNDS << min(fails, 4):
            return None
        self._at[key] = (-1, when, fails)  # the ladder starts again at its first rung
        return 0

    def offered(self, key: tuple, now: int) -> None:
        """The trade was offered at its next rung."""
        rung, _, fails = self._at.get(key, (-1, 0, 0))
        self._at[key] = (rung + 1, now, fails)

    def passed(self, key: tuple, rung: int, since: int = 0) -> None:
        """The rungs up to `rung` were passed over without an offer (`since`: the round kept
        for a trade not yet on the ladder)."""
        _, when, fails = self._at.get(key, (-1, since, 0))
        self._at[key] = (rung, when, fails)

    def restart(self, key: tuple) -> None:
        """Offer this trade from its first rung again, whatever it waited for: the table moved on."""
        if key in self._at:
            _, when, fails = self._at[key]
            self._at[key] = (-1, when, fails)

    def shelve(self, key: tuple, now: int) -> None:
        """Don't offer this trade again until the table moves on (`next`)."""
        self._at[key] = (len(self.rungs(key)), now, self._at.get(key, (0, 0, 0))[2] + 1)
