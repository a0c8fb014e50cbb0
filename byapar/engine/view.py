"""What a player at the table sees: everything on the board, nothing hidden.

Bots get a GameView. Its `clone()` is a game whose dice and unseen cards are
reshuffled, so a look-ahead can't know the future.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from .game import Game

if TYPE_CHECKING:
    from .actions import Action, Offer
    from .edition import Edition, Square
    from .errors import IllegalAction
    from .settings import Settings
    from .table import Auction, Pending, Player

# Questions a player may ask of the table. They are the game's own bound methods, kept on
# the view itself: bots ask them thousands of times a game, and a plain attribute is the
# quickest read Python has.
_ASKED = (
    "owner", "buildings", "is_mortgaged", "active_players", "owns_group", "rent",
    "mortgage_value", "lift_cost", "building_sale", "raisable", "worth", "standings",
    "bank_supply", "legal_actions", "can_offer", "check_offer", "can_counter", "check_counter", "min_bid", "max_bid",
)
# What lies on the table, read through to the game each time (it changes as play goes on).
_SEEN = (
    "edition", "settings", "players", "current", "round", "pending", "pot", "dice", "over",
    "winners", "offer", "offer_is_counter", "auction", "offers_made", "owned", "squares", "history", "rolls",
    "landings", "worth_history", "loans", "lapped", "started", "first", "humans",
)


class GameView:
    _SHOWN = frozenset(_ASKED + _SEEN + ("owners", "levels", "mortgages"))
    # slots, not a __dict__: the questions and lists read as slots, and the _SEEN properties
    # find the game in one (a fifth quicker than through the instance's dict)
    __slots__ = ("_game", "_rng", *_ASKED, "owners", "levels", "mortgages")
    _game: Game
    _rng: random.Random

    if TYPE_CHECKING:  # what a checker sees of the questions and the table set up below
        owner: Callable[[int], int | None]
        buildings: Callable[[int], int]
        is_mortgaged: Callable[[int], bool]
        active_players: Callable[[], list[int]]
        owns_group: Callable[[int, int], bool]
        rent: Callable[..., int]
        mortgage_value: Callable[[int], int]
        lift_cost: Callable[[int], int]
        building_sale: Callable[[int], int]
        raisable: Callable[[int], int]
        worth: Callable[[int], int]
        standings: Callable[[], list[tuple[int, int]]]
        bank_supply: Callable[[], tuple[int | None, int | None]]
        legal_actions: Callable[..., list[Action]]
        can_offer: Callable[..., bool]
        check_offer: Callable[..., IllegalAction | None]
        can_counter: Callable[[], bool]
        check_counter: Callable[..., IllegalAction | None]
        min_bid: Callable[[], int]
        max_bid: Callable[[int], int]
        owners: list[int | None]
        levels: list[int]
        mortgages: list[bool]
        edition: Edition
        settings: Settings
        players: list[Player]
        current: int
        round: int
        pending: Pending
        pot: int
        dice: tuple[int, int]
        over: bool
        winners: tuple[int, ...]
        offer: Offer | None
        offer_is_counter: bool
        auction: Auction | None
        offers_made: int
        owned: list[set[int]]
        squares: tuple[Square, ...]
        history: list[str]
        rolls: int
        landings: list[int]
        worth_history: list[list[int]]
        loans: list[int]
        lapped: list[bool]
        started: list[bool]
        first: int
        humans: list[bool]

    # No __getattr__: a class with one sends every attribute read, even of the lists and bound
    # questions below, through a slower hook that Python can't specialize (reading view.owners
    # took four times as long, and the bots read the view hundreds of times a decision). What
    # the game holds and the view doesn't show is refused by a property of its name instead
    # (_hide_unseen), with the sentence it always had.

    def __init__(self, game: Game, rng: random.Random | None = None) -> None:
        if not _hidden:
            _hide_unseen(game)
        object.__setattr__(self, "_game", game)
        # seeded from the game unless told otherwise, so a seeded game's look-aheads (and the
        # bots' answers that hang on them) come out the same every time it is played
        object.__setattr__(self, "_rng", rng or random.Random(game.seed))
        for name in _ASKED:
            object.__setattr__(self, name, getattr(game, name))
        # The board's own lists, square by square (read them, never write): a bot pricing a
        # holding reads them hundreds of times a decision, and an index is the cheapest read,
        # a third of a call to `owner`, `buildings` or `is_mortgaged`.
        for name, table in (("owners", game.owners), ("levels", game.levels), ("mortgages", game.mortgages)):
            object.__setattr__(self, name, table)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("A view of the game can't change it")

    def clone(self) -> Game:
        """A copy to look ahead on, with fresh dice and reshuffled unseen cards."""
        return self._game.clone(reseed=self._rng.getrandbits(64))


def _seen(name: str) -> property:
    # attrgetter follows "_game.<name>" in C: a third of the cost of a Python getter
    return property(attrgetter(f"_game.{name}"))


for _name in _SEEN:
    setattr(GameView, _name, _seen(_name))


def _unseen(name: str) -> property:
    def refuse(view: GameView):
        raise AttributeError(f"A player at the table can't see {name!r}")
    return property(refuse)


_hidden: set[str] = set()  # the game's names the view refuses, filled by the first view made


def _hide_unseen(game: Game) -> None:
    """Give GameView a refusing property for each of the game's own names (its attributes,
    methods and class names) that the view doesn't show: read once, from the first game seen."""
    own = set(vars(GameView)) | {"_game", "_rng"}
    for name in {*vars(game), *dir(type(game))} - GameView._SHOWN - own:
        if not name.startswith("__"):
            setattr(GameView, name, _unseen(name))
            _hidden.add(name)


class LazyLegal(Sequence):
    """The pending player's legal actions, listed only if the bot looks at them.

    Most decisions (throw, end the turn) don't need the list, and building it is a
    large share of the engine's time per decision.
    """

    __slots__ = ("_game", "_items")

    def __init__(self, game: Game) -> None:
        self._game = game
        self._items: list[Action] | None = None

    def _list(self) -> list[Action]:
        if self._items is None:
            self._items = self._game.legal_actions()
        return self._items

    def __getitem__(self, i):
        return self._list()[i]

    def __len__(self) -> int:
        return len(self._list())

    def __contains__(self, action) -> bool:
        if self._items is None:  # `BUY in legal` needn't list every sale and mortgage
            return self._game.allows(action)
        return action in self._items

    def __iter__(self) -> Iterator:
        return iter(self._list())
