"""House rules chosen before a game: the rows of Byapar's settings table."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from .errors import SettingsError
from .kinds import OPENINGS
from .money import is_whole

if TYPE_CHECKING:
    from .edition import Edition


DIFFICULTIES = ("easy", "medium", "hard")
ROUND_CHOICES = (15, 30, 50, 0)  # 0: play until one player is left
DEALT_CHOICES = (0, 2, 3, 4)  # places dealt a player: none, 2, 3 or 4 (the rulings)
MONEY_PRESETS = (10_000, 15_000, 20_000)
BOT_OFFERS = ("often", "rarely", "never")  # how often bots offer trades to people (the bots read it)
# Byapar's starting money, and the amounts a varied game draws from around it. Every edition
# scales this range to its own starting money (Classic's $1,500: $500 to $5,000).
MONEY_BASE = 15_000
MONEY_RANGE = (5_000, 10_000, 15_000, 20_000, 50_000)
MONEY_MAX = 10_000_000  # no edition's range reaches this: the check made without an edition


def money_choices(default: int) -> tuple[tuple[int, ...], int, int, int]:
    """Presets, lowest, highest and step for starting money, from the edition's default.

    Byapar's page gives Rs 10,000 / 15,000 / 20,000 and any amount from 5,000 to 50,000 in
    steps of 1,000 around its 15,000: the same proportions serve every edition.
    """
    step = _round_figure(default // 15)

    def near(n: float) -> int:  # presets a family can read: 17,000, not 16,666
        return max(step, round(n / step) * step)

    return (near(default * 2 / 3), default, near(default * 4 / 3)), near(default / 3), near(default * 10 / 3), step


def _round_figure(n: int) -> int:
    """The largest 1, 2 or 5 times a power of ten not above n (1,666 -> 1,000; 128 -> 100)."""
    best = 1
    power = 1
    while power <= n:
        for k in (1, 2, 5):
            if k * power <= n:
                best = k * power
        power *= 10
    return best


def money_allowed(edition: Edition, money: int) -> bool:
    """Whether a game of this edition may start with `money`: its own amount, or a whole number
    of its steps within its range (Byapar: Rs 5,000 to 50,000 in steps of 1,000)."""
    own = edition.rules.starting_money
    _presets, low, high, step = money_choices(own)
    return money == own or (low <= money <= high and money % step == 0)


def money_range(edition: Edition) -> tuple[int, ...]:
    """The starting money a varied game of this edition draws from: Byapar's range in
    proportion to the edition's own amount, on the edition's own steps."""
    own = edition.rules.starting_money
    _presets, low, high, step = money_choices(own)
    return tuple(own if m == MONEY_BASE else min(high, max(low, round(own * m / MONEY_BASE / step) * step))
                 for m in MONEY_RANGE)


@dataclass(frozen=True)
class Settings:
    """Every field is a row of the settings table; `None` takes the edition's own default."""

    difficulty: str = "medium"  # the strength new bot seats get
    rounds: int | None = None  # game length in rounds; 0 plays to the last player
    starting_money: int | None = None
    dealt_places: int = 0  # places dealt free to each player before the first throw
    auction: bool | None = None  # a place nobody buys goes to auction
    chautari_pot: bool = False  # taxes, fines and card payments wait on the free square
    start_double: bool = False  # stopping exactly on Start pays the salary twice
    opening: str | None = None  # who starts: "seat", "throw" (highest throw) or "twelve" (Business GST)
    bot_offers: str = "often"  # bots may offer trades to people: "often", "rarely" or "never"
    bots_agree_end: bool = False  # bots vote yes to ending by agreement (once every person has), not by their standing

    def resolved(self, edition: Edition) -> Settings:
        """These settings with every `None` filled from the edition's rules."""
        r = edition.rules
        return replace(
            self,
            rounds=r.rounds if self.rounds is None else self.rounds,
            starting_money=r.starting_money if self.starting_money is None else self.starting_money,
            auction=r.auction if self.auction is None else self.auction,
            opening=r.opening if self.opening is None else self.opening,
        )

    def check(self, edition: Edition | None = None) -> None:
        """Refuse values off the rulings' tables with a code and the value; with the edition,
        starting money is held to that edition's own steps and range too."""
        if self.difficulty not in DIFFICULTIES:
            raise SettingsError("setting-difficulty", choices=", ".join(DIFFICULTIES), value=self.difficulty)
        if self.rounds is not None and not (is_whole(self.rounds) and 0 <= self.rounds <= 1000):
            raise SettingsError("setting-rounds", value=self.rounds)
        money = self.starting_money
        if money is not None and not (is_whole(money) and 1 <= money <= MONEY_MAX):
            raise SettingsError("setting-money", value=money)
        if money is not None and edition is not None and not money_allowed(edition, money):
            _presets, low, high, step = money_choices(edition.rules.starting_money)
            raise SettingsError("setting-money-steps", value=money, low=low, high=high, step=step,
                                own=edition.rules.starting_money)
        if not (is_whole(self.dealt_places) and self.dealt_places in DEALT_CHOICES):
            raise SettingsError("setting-dealt", value=self.dealt_places)
        if self.bot_offers not in BOT_OFFERS:
            raise SettingsError("setting-bot-offers", choices=", ".join(BOT_OFFERS), value=self.bot_offers)
        if self.opening is not None and self.opening not in OPENINGS:
            raise SettingsError("setting-opening", choices=", ".join(OPENINGS), value=self.opening)
        for name in ("auction", "chautari_pot", "start_double", "bots_agree_end"):
            value = getattr(self, name)
            if value is not None and not isinstance(value, bool):
                raise SettingsError("setting-switch", name=name, value=value)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_value(cls, value: Settings | dict | None) -> Settings:
        if value is None:
            return cls()
        if isinstance(value, Settings):
            return value
        if not isinstance(value, dict):
            raise SettingsError("settings-type", kind=type(value).__name__)
        known = {f.name for f in fields(cls)}
        unknown = set(value) - known
        if unknown:
            raise SettingsError("setting-unknown", name=sorted(unknown)[0], choices=", ".join(sorted(known)))
        return cls(**value)
