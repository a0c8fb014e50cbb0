"""Building and selling buildings, the bank's short supply of them and the auction of the last.

The table answers owns_group, building_sale and bank_supply (state.py); `Game` routes the
Build and Sell actions and the BuildingWon task here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from . import buying, debts
from . import events as E
from . import schema as S
from . import tasks as T
from .errors import IllegalAction
from .kinds import Pay
from .state import sites_needed
from .table import BANK, WAITING, Auction, new_record

if TYPE_CHECKING:
    from .state import TableState


def even_members(game: TableState, p: int, s: int) -> list[int]:
    """The places whose levels must stay within one step of `s`'s."""
    rules = game.edition.rules
    if not rules.build_needs_group:
        return [s]
    members = game.edition.groups[game.squares[s].group]
    if rules.group_sites:
        return [m for m in members if game.owners[m] == p]
    return list(members)


def build_problem(game: TableState, p: int, s: int, pay: bool = True,
                  supply: tuple[int | None, int | None] | None = None) -> IllegalAction | None:
    """Why `p` can't build on `s` now (with `pay` False: leaving the price aside), or None.
    `supply`: `game.bank_supply()`, where the caller has it already."""
    sq = game.squares[s]
    rules = game.edition.rules
    if game.owners[s] != p:
        return IllegalAction("not-owner", square=s, place=sq.name)
    if sq.kind != S.PLACE:
        return IllegalAction("not-buildable", square=s, place=sq.name)
    problem = variant_build_problem(game, p, s)
    if problem:
        return problem
    members = even_members(game, p, s)
    levels, mortgaged = game.levels, game.mortgages
    # map over the lists' __getitem__ runs in C: bots ask this for every place they own
    if any(map(mortgaged.__getitem__, members)):
        return IllegalAction("build-group-mortgaged", square=s,
                             mortgaged=tuple(m for m in members if mortgaged[m]))
    level = levels[s]
    if level >= rules.max_level:
        return IllegalAction("fully-built", square=s, place=sq.name)
    low = min(map(levels.__getitem__, members))
    if level > low:  # `fewest`: the least built places, where the next building may go
        return IllegalAction("build-evenly", square=s, fewest=tuple(m for m in members if levels[m] == low))
    if pay:
        cost = sq.house_cost + game.gst(sq.house_cost)
        if game.players[p].cash < cost:
            return IllegalAction("build-cash", square=s, cost=cost, cash=game.players[p].cash)
    if not game.tables.limited:  # the bank never runs short of buildings
        return None
    houses, hotels = supply or game.bank_supply()
    if rules.hotel and level + 1 == rules.max_level:
        if hotels is not None and hotels <= 0:
            return IllegalAction("bank-no-hotels", square=s)
    elif houses is not None and houses <= 0:
        return IllegalAction("bank-no-houses", square=s)
    return None


def variant_build_problem(game: TableState, p: int, s: int) -> IllegalAction | None:
    rules = game.edition.rules
    if rules.build_after_lap and not game.lapped[p]:
        return IllegalAction("build-after-lap", square=s)
    if rules.build_needs_group and not game.owns_group(p, s):
        return group_problem(game, p, s)
    return None


def group_problem(game: TableState, p: int, s: int) -> IllegalAction:
    """`p` holds too little of `s`'s group to build; `missing` lists the places held by others."""
    members = game.edition.groups[game.squares[s].group]
    need = sites_needed(game, members)
    missing = tuple(m for m in members if game.owners[m] != p)
    if need == len(members):
        return IllegalAction("build-needs-group", square=s, missing=missing)
    more = need - (len(members) - len(missing))
    return IllegalAction("build-needs-sites", square=s, need=need, more=more, missing=missing)


def build(game: TableState, action: A.Build) -> None:
    p = square_actor(game, action.square, game.edition.rules.build_out_of_turn, A.Build)
    s = own_square(game, p, action.square)
    supply = game.bank_supply() if game.tables.limited else None  # read once for both checks
    problem = build_problem(game, p, s, supply=supply)
    if problem:
        raise problem
    bidders = auction_bidders(game, s, supply)
    if bidders:
        start_auction(game, p, s, bidders)
        return
    game.transfer(p, BANK, game.squares[s].house_cost, Pay.BUILD, s)
    game.pay_gst(p, game.squares[s].house_cost, s)
    game.set_level(s, game.levels[s] + 1)
    game.events.append(new_record(E.Built, (p, s, game.levels[s])))


def sell(game: TableState, action: A.Sell) -> None:
    p = square_actor(game, action.square, game.edition.rules.sell_out_of_turn, A.Sell)
    s = own_square(game, p, action.square)
    problem = sell_problem(game, p, s)
    if problem:
        raise problem
    debts.sell_step(game, p, s)
    even_out(game, p, s)
    debts.after_raise_step(game)


def sell_problem(game: TableState, p: int, s: int) -> IllegalAction | None:
    levels = game.levels
    if game.owners[s] != p or levels[s] <= game.marker_floor(s):
        return nothing_to_sell(game, s)
    if levels[s] < max(map(levels.__getitem__, even_members(game, p, s))):
        return IllegalAction("sell-evenly", square=s)
    return None


def nothing_to_sell(game: TableState, s: int) -> IllegalAction:
    """Why no building on `s` can be sold: none stands there, or only the lot's ownership house,
    which comes with the lot and stays with it."""
    floor = game.marker_floor(s)
    if floor and game.levels[s] == floor:
        return IllegalAction("lot-house", square=s, place=game.squares[s].name)
    return IllegalAction("nothing-to-sell", square=s, place=game.squares[s].name)


def nothing_to_sell_round(game: TableState, p: int, s: int) -> IllegalAction:
    """Why a round of sales on `s`'s group can't be made: where `p` holds more than one of its
    places and none has a building, the group's reason; else the one place's."""
    mine = owned_places(game, p, s)
    if len(mine) > 1 and not any(game.levels[m] for m in mine):
        return IllegalAction("group-nothing-built", square=s)
    return nothing_to_sell(game, s)


def even_out(game: TableState, p: int, s: int) -> None:
    """A hotel the bank can't turn back into four houses comes down further, so the rest
    of the group comes down with it, most built first, until it is even again."""
    if not game.edition.rules.build_needs_group:
        return
    level = game.levels
    members = [m for m in game.edition.groups[game.squares[s].group] if game.owners[m] == p]
    while True:
        low = min(level[m] for m in members)
        high = [m for m in members if level[m] > low + 1]
        if not high:
            return
        debts.sell_step(game, p, max(high, key=level.__getitem__))


def auction_bidders(game: TableState, s: int, supply: tuple[int | None, int | None] | None = None) -> list[int] | None:
    """When the bank is short of the building `s` needs, the players who could build one
    (they bid for it); None when there are enough to go round or nobody else wants one.
    Asked by build() once `s`'s owner may build there; `supply` as for build_problem."""
    rules = game.edition.rules
    if not rules.building_auction:
        return None
    hotel_step = rules.hotel and game.levels[s] + 1 == rules.max_level
    houses, hotels = supply or game.bank_supply()
    left = hotels if hotel_step else houses
    n = len(game.players)
    if left is None or left > n:  # enough for every player who could want one: no need to ask
        return None
    start = game.owners[s]
    assert start is not None  # build() found `s` theirs to build on
    order = [(start + k) % n for k in range(n)]
    # the builder wants one: build() has just found `s` buildable for them
    wanting = [q for q in order if q == start or not game.players[q].bankrupt
               and buildable_square(game, q, hotel_step, supply=(houses, hotels)) is not None]
    most = rules.building_auction_left or len(wanting)  # Business GST: only the last one
    return wanting if len(wanting) >= 2 and left <= most else None


def buildable_square(game: TableState, q: int, hotel_step: bool, prefer: int | None = None,
                     supply: tuple[int | None, int | None] | None = None) -> int | None:
    """A place where `q` may build the next step of that kind (ignoring the price); `supply`
    as for build_problem."""
    rules = game.edition.rules
    level, lot, top = game.levels, game.tables.lot, rules.max_level
    candidates = ([prefer] if prefer is not None and game.owners[prefer] == q else []) + sorted(game.owned[q])
    for s in candidates:
        if not lot[s] or level[s] >= top:  # build_problem's refusal, seen without asking it
            continue
        is_hotel = rules.hotel and level[s] + 1 == top
        if is_hotel == hotel_step and build_problem(game, q, s, pay=False, supply=supply) is None:
            return s
    return None


def start_auction(game: TableState, p: int, s: int, bidders: list[int]) -> None:
    """Sell one building by auction, then give back the decision it interrupted."""
    game.tasks.appendleft(T.Resume(*game.pending))  # type: ignore[arg-type]
    game.building_auction = True
    game.auction = Auction(s, game.squares[s].house_cost, None, bidders, 0)  # opens at the cost
    game.events.append(E.AuctionStarted(s, tuple(bidders), True))
    buying.auction_step(game)


def task_building_won(game: TableState, s: int, winner: int, price: int) -> None:
    """Put up the building won at auction (buying.auction_step queues this)."""
    hotel_step = game.edition.rules.hotel and game.levels[s] + 1 == game.edition.rules.max_level
    target = buildable_square(game, winner, hotel_step, prefer=s)
    if target is None:  # can't happen while nobody else may build during the auction
        return
    game.transfer(winner, BANK, price, Pay.BUILD, target)
    game.pay_gst(winner, price, target)
    game.set_level(target, game.levels[target] + 1)
    game.events.append(E.Built(winner, target, game.levels[target]))


def out_of_turn_open(game: TableState, q: int) -> bool:
    """Whether `q` may act now while another player decides (a rule only some editions have)."""
    return (not game.over and not game.players[q].bankrupt and game.auction is None
            and game.pending.kind in WAITING and q != game.pending.player)


def square_actor(game: TableState, s: object, allowed: bool, action: type[A.Action]) -> int:
    """Who acts on square `s`: its owner out of turn where the edition allows, else the
    pending player at a decision that allows `action`."""
    owner = game.owners[s] if type(s) is int and 0 <= s < len(game.squares) else None
    if allowed and owner is not None and out_of_turn_open(game, owner):
        return owner
    return game.expect(action)


def own_square(game: TableState, p: int, s: object) -> int:
    """`s` as a square `p` owns, or the refusal: no such square, or someone else's."""
    if type(s) is not int or not 0 <= s < len(game.squares):  # a whole number (not a bool) on the board
        raise IllegalAction("no-square", square=s)
    if game.owners[s] != p:
        raise IllegalAction("not-owner", square=s, place=game.squares[s].name)
    return s


# ----- a whole group at once: a round of buildings, or rounds up to a level ---------------------

def round_places(game: TableState, p: int, s: int, selling: bool) -> list[int]:
    """The places of `s`'s group that `p` owns where a round builds (the least built) or
    sells (the most built, above what can't be sold)."""
    members = owned_places(game, p, s)
    if not members:
        return []
    levels = game.levels
    if selling:
        top = max(levels[m] for m in members)
        return [m for m in members if levels[m] == top and top > game.marker_floor(m)]
    low = min(levels[m] for m in members)
    return [m for m in members if levels[m] == low]


def owned_places(game: TableState, p: int, s: int) -> list[int]:
    """The places of `s`'s group that `p` owns."""
    return [m for m in game.edition.groups[game.squares[s].group]
            if game.owners[m] == p and game.squares[m].kind == S.PLACE]


def group_owner(game: TableState, s: object) -> int:
    """The owner of square `s`, for a round on its group (refused for a square nobody owns)."""
    if type(s) is not int or not 0 <= s < len(game.squares):  # a whole number (not a bool) on the board
        raise IllegalAction("number-square", word=str(s))
    owner = game.owners[s]
    if owner is None or game.squares[s].kind != S.PLACE:
        raise IllegalAction("not-owner", square=s, place=game.squares[s].name)
    return owner


def build_round(game: TableState, action: A.BuildRound) -> None:
    _rounds(game, action.square, 1, selling=False)


def sell_round(game: TableState, action: A.SellRound) -> None:
    _rounds(game, action.square, 1, selling=True)


def build_to(game: TableState, action: A.BuildTo) -> None:
    p = group_owner(game, action.square)
    rules = game.edition.rules
    if not 0 < action.level <= rules.max_level:
        raise IllegalAction("round-level", level=action.level, top=rules.max_level)
    low = min(game.levels[m] for m in round_places(game, p, action.square, selling=False))
    if action.level <= low:  # the level said is what stands there: hotels, not "4 houses"
        raise _built_that_far(game, p, action.square, low)
    _rounds(game, action.square, action.level - low, selling=False)


def _built_that_far(game: TableState, p: int, s: int, level: int) -> IllegalAction:
    """Building `s`'s group to a level it already stands at, refused for what `p` holds of it: the
    lot by name where it is their only one, their places where others hold the rest (Finance
    builds on any lot, Business GST on three of a colour), else the whole group."""
    mine = owned_places(game, p, s)
    if len(mine) == 1:
        return IllegalAction("place-built", square=s, place=game.squares[s].name, level=level)
    if len(mine) < len(game.edition.groups[game.squares[s].group]):
        return IllegalAction("round-built-own", square=s, level=level)
    return IllegalAction("round-built", square=s, level=level)


def _rounds(game: TableState, s: int, count: int, selling: bool) -> None:
    """`count` rounds on `s`'s group, each place one step, as single steps would go: tried
    on a copy first, so a round the money or the bank can't finish changes nothing. Selling
    to pay a debt stops once the debt is paid."""
    p = group_owner(game, s)
    steps: list[int] = []
    trial = game.clone()
    waiting = trial.pending.kind
    for _ in range(count):
        places = round_places(trial, p, s, selling)
        if not places or not selling and trial.levels[places[0]] >= trial.edition.rules.max_level:
            raise nothing_to_sell_round(game, p, s) if selling else IllegalAction("fully-built", square=s,
                                                                          place=game.squares[s].name)
        if not selling:
            _round_affordable(trial, p, s, places)
        for m in places:
            _step(trial, m, selling)
            if trial.auction is not None:  # the bank is down to its last buildings: bid one by one
                raise IllegalAction("round-auction", square=s)
            steps.append(m)
            if trial.pending.kind != waiting:  # a debt paid: what is left stays standing
                break
    for m in steps:
        _step(game, m, selling)


def _step(game: TableState, s: int, selling: bool) -> None:
    """One building step of a round on `s`, as the single Build or Sell would make it."""
    if selling:
        sell(game, A.Sell(s))
    else:
        build(game, A.Build(s))


def _round_affordable(game: TableState, p: int, s: int, places: list[int]) -> None:
    """A round the player's cash can't pay for is refused as a whole, with its price."""
    cost = sum(game.squares[m].house_cost + game.gst(game.squares[m].house_cost) for m in places)
    if game.players[p].cash < cost:
        raise IllegalAction("round-cash", square=s, cost=cost, cash=game.players[p].cash)
    if not game.tables.limited:
        return
    houses, hotels = game.bank_supply()
    rules = game.edition.rules
    hotel_step = rules.hotel and game.levels[places[0]] + 1 == rules.max_level
    left = hotels if hotel_step else houses
    if left is not None and left < len(places):
        raise IllegalAction("round-bank", square=s, need=len(places), left=left, hotel=hotel_step)
