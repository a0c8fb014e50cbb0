"""Easy, Medium and Hard: one decision procedure, three sets of parameters.

Every decision is priced with the board's own numbers (valuation.Appraiser): buy when
the place is worth its price to us, bid up to that worth, build where a step adds the
most rent for its cost while keeping a reserve for the rents ahead, trade for sets
and refuse trades that give more away than they bring. Strength is only the `Style`:
how far a bot looks ahead, how it values sets and rivals, how careful it is with cash.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import partial
from types import MethodType

from byapar.engine import actions as A
from byapar.engine import kinds as K
from byapar.engine import schema as S
from byapar.engine.money import bid_raise, gst, most_before_gst, percent_up
from byapar.engine.view import GameView

from . import trading
from .base import Bot, bare, offerer, open_offer, pending_square
from .board import BoardValues
from .bot_offers import SentOffers, cash_to_partner, offer_key
from .lookahead import Rollouts, shared_answers, table_now
from .lost_bids import AuctionLimits
from .offer_reasons import OffersTold, offer_why
from .pacing import OfferLedger, Snapshot, moved_on, snapshot
from .quotes import NamedPrices, held_to_word, terms_named
from .rungs import Rungs
from .trading import Reply, Terms
from .valuation import Appraiser
from .word import TradeWord

MAX_PRICED = 3  # trades priced in one look for an offer
SPARES_TRIED = 2  # places of mine priced in exchange for a person's places that finish my set
PARTNER_GUESS = 0.6  # how much a typical partner weighs my gain against its own
GUARD_HORIZON = 30  # rounds ahead a set is priced over when a trade moves one, whatever the style
FULL_LEVEL = 5  # a set a trade moves is priced built as far as its owner's cash allows
PERSON_PURSE = 2.0  # salaries of a person's cash counted towards building a set a trade makes, at most
LAST_PLAYER_ROUNDS = 40  # rounds a game to the last player is reckoned to have left, asked to end it
GOOD_RUN_HITS = 0.25  # a good run for a bot asked to end the game: each rival pays its dearest rent this often a round
LEFT_TO_LOOK_AHEAD = 1e-9  # an offer's score that ranks below any its bot's terms price
PERSON_SPREAD = 0.1  # a bot's price to a person: its own limit, this share of it in the bot's favour
FIRST_MARKUP = 1.5  # a first ask of a partner's cash, over the least a bot would take (at most 2)
# A bot's offer to a person names at most this many times the printed prices of the places the cash
# buys, whichever way they go: Rs 3,650 for a Rs 600 place that finishes the person's set reads as a
# shark's, however the rents add up, and so did $650 for a $220 one. Where the least the bot would
# take is more, it makes no such offer.
PERSON_SALE_CEILING = 2
# With people at the table, a bot pays anyone at most this many times the printed prices of the
# places it gets (less those it gives), and names a person no price past it for the places it
# sells, as a counter-offer or a price: past it, it keeps them and says so. One bound both ways,
# so its figures for a set's last place read alike whichever side needs it.
# Hard's look-ahead once paid Rs 6,900 for a Rs 600 place, built, ran short and went out first;
# Medium asked $930 for a $100 place and paid $620 for two others.
PERSON_PRICE_CEILING = 3
# Asked by a person for the last place of their set, a bot whose least in cash is past
# `PERSON_PRICE_CEILING` still names it (with `PERSON_SPREAD`), where it is at most this many times
# the printed price and within what the person could raise: a bot that offers to buy a person's
# set-finishers but never names a price for its own read to families as one-sided. Beside Hard,
# Hard and Medium its least for a person's last place is within about twice the printed price at
# half the turns, and within six times at three in four (`bench/set_finishers.py`, Classic's upper
# quartile; 4.6 on Byapar): twice the bound people read as a shark's. Past it, it keeps the place
# and says why.
FINISHER_PRICE_CEILING = 6
# Easy's sale to a person of a place that finishes the person's set asks this many times its printed
# price: a newcomer knows the other player needs it, though not how much a set is worth. No strength
# sells a person their set's last places for less (`set_sale_floor`): a bot short of cash once sold
# a family two places finishing their group for $230, $30 over the printed prices.
FINISHER_FACE_MARKUP = 1.5
# Beside others, a person who leads the table and would finish a set with a bot's places has their
# gain weighed this much against the bot's own: handing the leader a set hands them the game, and a
# leader who buys every set they lack from bots that sell at a rival's price runs away with it.
LEADER_WEIGHT = 1.5
ONE_THROW = range(2, 13)  # squares ahead one throw of two dice may end on
SECOND_THROW = range(13, 25)  # squares ahead only the throw after it may end on
THIRD_HOUSE = 3  # the building level whose rent step matters most: beside people a bot builds up to it more freely
AT_FACE = -1.0  # a ladder's rung: the cash that balances the places' printed prices, if below the fair price


def bounded_cash(cash: int, most: int) -> int:
    """An offer's cash held to the table's worth: never more than the most I would pay
    (`most`), and cash asked of a partner at most twice the least I would finally take."""
    cash = min(cash, most)
    if cash < 0:
        cash = max(cash, 2 * min(most, 0))
    return cash


def least_true(holds: Callable[[int], bool], lo: int, hi: int, start: int) -> int:
    """The least n in [lo, hi] for which `holds(n)`, given `holds(hi)` and that `holds` is
    monotone (false, then true): galloping out from `start`, a good guess, then halving."""
    start = min(max(start, lo), hi)
    reach = 1
    if holds(start):
        hi = start
        while hi - reach >= lo:
            if not holds(hi - reach):
                lo = hi - reach + 1
                break
            hi -= reach
            reach *= 2
    else:
        lo = start + 1
        while lo + reach < hi:
            if holds(lo + reach):
                hi = lo + reach
                break
            lo += reach + 1
            reach *= 2
    while lo < hi:  # invariant: holds(hi); not holds(lo - 1)
        mid = (lo + hi) // 2
        if holds(mid):
            hi = mid
        else:
            lo = mid + 1
    return hi


@dataclass(frozen=True, slots=True)
class Style:
    name: str
    buy_chance: float  # chance it buys a place it wants (Easy is erratic)
    buy_floor: float  # cash kept after buying, as a share of the reserve
    bid_share: float  # share of a place's worth to it that it will bid
    build_chance: float  # chance it builds when it could
    top_level: int  # highest building level it builds to
    reserve_share: float  # share of the dangerous rents it keeps back in cash
    look_ahead: bool  # reserve for the rents just ahead (else the dearest rent anywhere)
    target_level: int  # level it prices a new set at
    discount: float  # share of the expected rent it believes
    horizon_cap: int  # rounds ahead it counts rent over, at most
    build_funds: float  # salaries it counts on to build a new set
    terms: Terms  # how it answers trades
    ladder: tuple[float, ...]  # its offers' steps from a fair price (0) to the most it pays (1), AT_FACE
    # first if it opens at the printed prices; none: never asks
    leave_jail_unowned: int  # leaves jail early while this many places are still unowned
    trade_every: int = 1  # looks for trades to propose every this many rounds
    crowd_weight: float = 0.5  # with more than two playing, a partner's gain counts this much less
    near_last_player: bool = False  # in last-player games, reserve for the rents just ahead
    partner_guess: float = PARTNER_GUESS  # how much it expects a partner to weigh its gain against the partner's own
    model_partner: bool = False  # prices an offer at the least a partner playing Medium's procedure takes
    mortgage_cover: float = 0.0  # share of the loans its places outside sets would raise, counted as reserve
    deny_share: float = 0.0  # share of the rent a rival would gain from a place it counts in bidding for it
    lift_pays: bool = False  # lifts a mortgage outside a set only if the rent to come beats the interest
    whole_sets_at_auction: bool = False  # bids with its cash and the loans on places outside its sets only
    last_player_reserve: float | None = None  # reserve_share in games to the last player (None: the same)
    last_player_deny: float | None = None  # deny_share in games to the last player (None: the same)
    bid_within_rivals: bool = False  # never bids past what a rival still bidding could (model_partner: would) pay
    cheaper_at_auction: float = 0.0  # declines a place to win it at auction when no rival would pay this share of it
    trades_at_full_rent: bool = False  # judges its own gain in a trade as its offers price it: sets at full rent
    sale_asks: tuple[float, ...] = ()  # offers a partner the places finishing its set at these markups on the least it takes
    first_ask: float = FIRST_MARKUP  # without sale_asks, its first ask of a person over the least it would take
    naive_swaps: float = 0.0  # takes a swap finishing a set of its own when the places it gets cost this share of those
    # it gives (printed prices), whatever the partner gains; 0: never
    face_sales: bool = False  # sells a person a place (none of a set it holds whole) at its printed price
    bids_with_cash: bool = False  # bids only the cash it holds: never a bid it must mortgage to pay
    keep_rounds: int = 0  # a place traded with a person isn't traded back for this many rounds (unless for a set)
    buys_what_it_bids: bool = False  # buys at the printed price below its cash floor where it would bid that much
    buys_its_sets: bool = False  # buys a place that finishes a set of its own whenever its cash pays the price
    borrows_at_auction: bool = False  # beside people, mortgages places outside its sets at auction, a salary kept
    cash_kept: float = 0.5  # beside people, salaries it keeps in hand when it builds, whatever it could mortgage
    trip_reserve: float = 0.0  # beside people, share of the next trip's dearest rents (`trip_cost`) kept in hand
    # when it builds, at most a salary
    second_throw: float = 0.0  # the weight `trip_cost` gives the dearest rent only the throw after next reaches
    trip_at_auction: bool = False  # beside people, bids past a place's worth to itself, to deny a rival, from
    # its cash (for a rival's set's last place, its loans too: `denial_funds`), `trip_cost` kept (but for
    # the last place of its own set)
    denies_built_sets: bool = False  # beside people, counts a person's set that an auction's place would
    # finish as built to its `target_level` in denial, whatever her cash in hand (`rival_gain`)


# Easy makes a first-time player's mistakes, never nonsense: it buys nine places in ten it can pay
# for (a newcomer buys what they land on: passing over most read as sitting the game out, and with
# it Easy wins 43.3% against buyall and 43.9% against gnome, 1,000 games, where three in five gave
# 43.0% and 40.5% on 400), bids well under a place's worth, forgets to build most turns and takes trades on
# looser terms; it still never buys what it can't pay for. Offered a swap that finishes a set
# of its own, it takes it while the places it gets cost at least three tenths of those it gives,
# never minding the set the partner makes (never breaking a set of its own, nor paying cash):
# against the trader yardstick, which offers such swaps, that brings it from 60% to 41% (1,000
# games; half the cost: 50%; any: 35%); buyall never trades, and gnome's swaps carry cash.
# It asks a person just the least it would take, and sells a person any place outside a set it
# holds whole at its printed price (less any loan on it), as a newcomer reads the deed, or at
# half as much again where it finishes the person's set: its asks of a person stay near the
# board's price. Over 30 rounds it wins 35-50% against the
# yardsticks (bench/ladders.py).
EASY = Style("easy", buy_chance=0.9, buy_floor=0.0, bid_share=0.4,
             build_chance=0.04, top_level=2, reserve_share=0.0, look_ahead=False,
             target_level=1, discount=0.4, horizon_cap=10, build_funds=0.0,
             terms=Terms(rival_weight=0.6, margin=0.0), ladder=(),
             leave_jail_unowned=0, first_ask=1.0, naive_swaps=0.3, face_sales=True, bids_with_cash=True,
             keep_rounds=3, buys_its_sets=True)
MEDIUM = Style("medium", buy_chance=1.0, buy_floor=0.5, bid_share=1.0,
               build_chance=1.0, top_level=5, reserve_share=1.0, look_ahead=False,
               target_level=3, discount=1.0, horizon_cap=20, build_funds=1.0,
               terms=Terms(rival_weight=1.0, margin=0.05), ladder=(AT_FACE, 0.3),
               leave_jail_unowned=4, trade_every=3, near_last_player=True, whole_sets_at_auction=True,
               last_player_reserve=0.0, lift_pays=True, buys_what_it_bids=True, buys_its_sets=True,
               keep_rounds=3)
# In a game to the last player, Medium keeps back only the dearest rent just ahead, as Hard
# does: the cash kept for the dearest rent anywhere left it building too slowly to outlast
# a rival (measured against the trader yardstick, 300 games: 56.7% -> 68.3%). It now keeps
# nothing back for them at all there (it still won't trade below them): every rupee kept out
# of houses was a rupee less of rent to bankrupt the rival (paired on the same 2,000 seeded
# games: +2.8 points against gnome, +5.7 against trader, level against buyall and Hard).
# It lifts a mortgage outside its sets only while the rent to come beats the interest, as
# Hard does: the cash stays in hand to outlast the rival (to the last player +5.0 points
# against gnome; over 30 rounds +0.8 against gnome, +1.2 against buyall; paired, 2,000 games).
# Medium takes the rent tables at face value. Hard believes only a fifth of the rent a
# place promises: rents come late and unevenly, and a bot that prices them higher
# overpays at auctions (measured: the lower Hard's share, the more it beats Medium,
# down to about a fifth). A set a trade moves is still priced at full rent (the guard).
# At auction Hard never bids past the most a rival still bidding could pay (its cash and
# what it could raise, all on the table): a raise by a tenth of the price, or an opening at
# half of it, against a rival who can't answer only pays more for what was already won
# (paired, 2,000 seeded games over 30 rounds: +2.6 points against gnome, which builds with
# all its cash and so is often short at auction; +0.3 to +0.5 against Medium, buyall, trader).
# It reckons a rival's most by Medium's procedure too, the strength shown at the table, which
# keeps cash back for the rents ahead, and goes back to all the rival could raise once it bids
# past that (+1.3 points against Medium over 30 rounds, +1.4 to the last player; level against
# gnome). And a place no rival would pay nine tenths of, it declines and wins at auction for
# less (+0.7 and +1.5 against Medium; gnome level). Paired, 2,000 seeded games each.
# To the last player it counts three quarters of a rival's rent in denial (`last_player_deny`):
# the end is a guess there, so the rent is counted over the horizon's full 30 rounds all game
# long, where a 30-round game's rounds left run down (against Medium +1.8 +- 1.4 and +1.6 +- 1.3
# on two sets of seeds; shares 0.5 to 0.9 alike, 1.5 -14.9; gnome -0.3 +- 0.6; Classic -0.9 +- 1.3).
# Beside people it keeps in hand what its next trip may cost (`trip_cost`) when it builds, and bids
# past a place's worth to itself, to deny a rival, from its cash less that: a Hard down to Rs 30 after
# building, or to Rs 350 after denying a rival its blues, read to families as easy to beat, and went
# out. Beside the person stand-in, a spend left a Hard seat under Rs 200 in 15% of its games, now 3%;
# its seats went bankrupt in 121 of 800 where 134, and the person's share held (docs/bots-and-people.md).
# A person's set that an auction's place would finish it counts in denial as built, whatever cash
# she holds that day (`rival_gain`): counting her purse, Hards with $1,000 each went no further than
# $199 for the last pink of a person holding $300. A family took theirs for $200, built, and found
# the bots easy to beat.
HARD = Style("hard", buy_chance=1.0, buy_floor=0.2, bid_share=1.0,
             build_chance=1.0, top_level=5, reserve_share=0.25, look_ahead=True,
             target_level=3, discount=0.2, horizon_cap=30, build_funds=1.0,
             terms=Terms(rival_weight=0.7, margin=0.1), ladder=(AT_FACE, 0.0, 0.5),
             leave_jail_unowned=6, crowd_weight=0.25, model_partner=True, mortgage_cover=1.0,
             lift_pays=True, deny_share=1.0, whole_sets_at_auction=True, bid_within_rivals=True,
             cheaper_at_auction=0.9, sale_asks=(2.0, 1.6, 1.3), last_player_deny=0.75,
             trades_at_full_rent=True, keep_rounds=3, borrows_at_auction=True, cash_kept=0.0,
             trip_reserve=1.0, second_throw=0.5, trip_at_auction=True, denies_built_sets=True)


class StrategyBot(Bot):
    style: Style = MEDIUM

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        s = self.style
        self.kind = s.name
        self.app = Appraiser(s.target_level, s.discount, s.horizon_cap, s.build_funds)
        # how every strength prices a set a trade makes or breaks: at the rent tables' face
        # value, built as far as the owner's cash allows, so a set never goes cheaply
        self.guard = Appraiser(FULL_LEVEL, 1.0, GUARD_HORIZON, s.build_funds)
        # a person's side of a trade, priced from the board alone: my asks never follow their purse
        self.person_guard = Appraiser(FULL_LEVEL, 1.0, GUARD_HORIZON, s.build_funds, purse_cap=PERSON_PURSE)
        self.denier = Appraiser(s.target_level, s.deny_share, s.horizon_cap, s.build_funds, s.last_player_deny)
        self._view: GameView | None = None
        self.rungs = Rungs(s.ladder, s.sale_asks)  # where each trade I offer stands on its price ladder
        self.sent_to_bots = SentOffers()  # my offers to bots, so a refused one isn't made again unchanged
        self._model: StrategyBot | None = None  # Medium's procedure, to price offers it would take
        self.last_reply: Reply | None = None  # my answer to a person's last offer, with its reason
        self._traded: dict[int, tuple[int, int]] = {}  # a place that went between me and a person -> (the round, the person)
        self._owners_seen: tuple[list, int] | None = None  # the owners at my last decision, and its round
        self.auction_limits = AuctionLimits()  # beside people, what I bid to for each place auctioned
        self.offers_told = OffersTold()  # why I made each of my latest offers to people, for them to read

    def _forget(self, view: GameView) -> None:
        """A new game (or a new view of one): drop everything cached about the last."""
        self._view = view
        self._danger_key: tuple | int | None = None
        self._unowned_round, self._unowned = -1, 0
        self._danger = 0
        self._scanned: tuple | None = None
        self._candidates_lens: tuple | None = None
        self._candidates_round = -1
        self._candidates: list = []
        self._steps: set = set()  # those of `_candidates` that are steps towards a set, with people
        self._holdings_key: tuple | None = None
        self._sets_cache: list[int] = []
        self._lifts_cache: list[int] = []
        self._cheapest = 0  # the least that building or lifting a mortgage could cost
        self._cheapest_house = 0
        self._bid_key: tuple | None = None
        self._bid_limit = 0
        self._face_answers: dict[int, list[int]] = {}  # partner -> [printed-price offers taken, refused]
        self._face_out: tuple[int, int] | None = None  # (partner, a place asked) of my last such offer
        self._at_face: set[tuple] = set()  # the swaps priced at the printed prices in this scan
        self._cap_key: tuple | None = None
        self._cap = 0
        self._reach_key: tuple | None = None  # the auction whose rivals' limits are kept
        self._reaches: dict[tuple[int, int], int] = {}  # (rival, its cash) -> Medium's procedure's limit
        self._no_build: tuple | None = None  # (round, turn) my building auction went to another
        self._build_asked: tuple | None = None  # (round, turn, my buildings) when I last asked to build
        self._sales_debt: tuple | None = None  # the debt my sales to players are being tried for
        self._sales_tried: set[tuple[int, int]] = set()  # (partner, place) offered for that debt
        self.rungs.clear()
        self.sent_to_bots.clear()
        self.auction_limits.clear()
        self._declined: dict[tuple, Snapshot] = {}  # (person, give, get) my look-ahead turned down, or I kept when asked -> the table then
        self._asked: tuple = ((), 0)  # my last offer to a person: (its negotiation, the cash it asked)
        self._offered: tuple[tuple[int, int], A.Offer] | None = None  # that offer, and the turn it was made in
        self._raised_in: tuple = ()  # the turn I last mortgaged a place to pay what I owed
        self.named = NamedPrices()  # the prices I named people, which stand for them a while (`quotes`)
        self.word = TradeWord()  # what my trades told people: the groups I want, my sales to them (`word`)
        self._owners_seen, self._traded = None, {}  # a new game's trades with people: none yet
        # each decision's handler bound once a game, not looked up by name every decision
        self._handlers = {kind: getattr(self, h) if isinstance(h, str) else MethodType(h, self)  # type: ignore[arg-type]
                          for kind, h in _DECISIONS.items()}
        self.app.look(view)

    # ----- dispatch ----------------------------------------------------------------------------

    def decide(self, view: GameView, legal_actions: Sequence[A.Action]) -> A.Action:
        if view is not self._view:
            self._forget(view)
        if self.people and self.style.keep_rounds:
            _note_people_trades(self, view)
        handler = self._handlers.get(view.pending.kind)
        if handler is None:
            return _fallback(legal_actions)
        action = handler(view, legal_actions)
        if type(action) is A.Offer and action.partner in self.people:  # an offer to a person, made
            self._ledger().record(view, view.pending.player, action.partner, action.give.squares, action.get.squares,
                                  action.give.cash - action.get.cash)
            self._asked = (_negotiation(view, action), action.get.cash - action.give.cash)
            self._offered = ((view.round, view.current), action)
            why = offer_why(self.app.values, partial(self._finishes_set, view), view, view.pending.player, action)
            self.offers_told.told(action, why)
            self.word.told(view, action, why)
        elif type(action) is A.Offer and offers_watched(self, action.partner):
            self.sent_to_bots.sent(view, view.pending.player, action)
        elif type(action) is A.Counter and view.pending.kind == K.TRADE and offerer(view) in self.people:
            self._ledger().countered(view, view.pending.player, offerer(view), action.give.squares,
                                     action.get.squares, action.give.cash - action.get.cash)
            self.word.put(offerer(view), action.give, action.get)
        elif type(action) is A.Accept and view.pending.kind == K.TRADE and offerer(view) in self.people:
            taken = open_offer(view)
            self.word.put(offerer(view), taken.get, taken.give)
        return action

    def _turn(self, view: GameView, legal: Sequence[A.Action]) -> A.Action:
        """Before a throw: offer trades (the only time the rules allow), leave jail, throw.

        Building and lifting mortgages wait for the end of the turn: the rent they add is
        the same either way, and by then the throw's costs are known."""
        pend = view.pending
        style = self.style
        trade_round = not (view.round - 1) % style.trade_every  # a round this style trades in
        with_bots = bool(style.ladder) and trade_round  # Easy never asks a bot: it trades when asked
        if with_bots or self.people:  # people are looked for each round, at the ledger's pace, by every strength
            offer = self._propose(view, pend.player, people_only=not with_bots)
            if offer is not None:
                return offer
        if pend.kind == K.JAIL:
            return self._jail(view, legal, pend.player)
        return A.ROLL

    def ending_serves(self, view: GameView, me: int) -> bool:
        """Whether ending the game now serves me: I am the richest (or level with the richest),
        or I am so far behind that the rounds left could not close the gap even on a good run
        (a round brings a salary and as much again in rents, or each opponent landing on my
        dearest rent one throw in four, if that is more)."""
        active = view.active_players()
        mine = view.worth(me)
        best = max(view.worth(p) for p in active if p != me) if len(active) > 1 else mine
        if mine >= best:
            return True
        rounds = view.settings.rounds
        left = rounds - view.round + 1 if rounds else LAST_PLAYER_ROUNDS
        dearest = max((view.rent(s) for s in view.owned[me]), default=0)
        salary = view.edition.rules.salary
        run = salary + max(salary, (len(active) - 1) * dearest * GOOD_RUN_HITS)
        return best - mine > left * run

    def _end(self, view: GameView, legal: Sequence[A.Action]) -> A.Action:
        me = view.pending.player
        action = self._manage(view, legal, me)
        if action is not None:
            return action
        return A.REPAY if self._repay(view, legal, me) else A.END

    # ----- money kept back -----------------------------------------------------------------------

    def reserve(self, view: GameView, me: int) -> int:
        """Cash to keep back: the style's share of the dangerous rents."""
        share = self.style.reserve_share
        if self.style.last_player_reserve is not None and not view.settings.rounds:
            share = self.style.last_player_reserve
        return int(share * self.danger(view, me)) if share else 0

    def danger(self, view: GameView, me: int) -> int:
        """The dearest rent an opponent charges: just ahead of us (Hard), or anywhere
        (worked out once a round). Read off the rent tables: asking the engine for
        each rent would cost more than the rest of the decision."""
        look_ahead = self.style.look_ahead or (self.style.near_last_player and not view.settings.rounds)
        pos = view.players[me].position if look_ahead else -1
        # Medium is content with a figure a few rounds old; Hard looks again each time it moves
        key = (view.round, view.current, pos) if look_ahead else view.round // 3
        if key == self._danger_key:
            return self._danger
        self._danger_key = key
        if look_ahead:
            where = others_ahead(self.app.values, view, me, pos, ONE_THROW)
        else:
            where = [(q, s) for q, theirs in enumerate(view.owned) if q != me for s in theirs]
        self._danger = dearest_rent(self.app.values, view, where)
        return self._danger

    # ----- buying and bidding ------------------------------------------------------------------

    def _buy(self, view: GameView, legal: Sequence[A.Action]) -> A.Action:
        """Buy what it can pay for while keeping its cash floor; otherwise let it go to
        auction, where it may still bid. A place is always worth its price to the buyer
        (worth counts it at its price, and it adds rent), so no pricing is needed here."""
        me, s = view.pending.player, pending_square(view)
        price = self.app.squares[s].price
        cash = view.players[me].cash
        style = self.style
        # the place that finishes its own set, declined to keep cash back, read as nonsense to people
        # watching (and came up in one purchase of its sets in forty, four players, 30 rounds); even
        # a first-timer, who passes over a place now and then, never passes over that one
        if style.buys_its_sets and A.BUY in legal and cash >= price and self._finishes_set(view, me, (s,)):
            return A.BUY
        if self.rng.random() > style.buy_chance:
            return A.DECLINE
        if cash < price or (cash - price < kept_buying(self, view, me) and view.settings.auction):
            if view.edition.rules.bank_loans and A.LOAN in legal and self._loan_pays(view, me, s):
                return A.LOAN
            # declining a place at its price only to win it at auction for more, by mortgaging, reads as
            # nonsense to the people watching (and saves nothing: paired, level against gnome and Hard)
            if style.buys_what_it_bids and cash >= price and A.BUY in legal and self.bid_limit(view, me, s) >= price:
                return A.BUY
            return A.DECLINE
        if A.BUY not in legal:
            return A.DECLINE
        return A.DECLINE if style.cheaper_at_auction and self._cheaper_at_auction(view, me, s) else A.BUY

    def _cheaper_at_auction(self, view: GameView, me: int, s: int) -> bool:
        """Whether declining `s` should win it at auction well below its price: no rival would pay
        `cheaper_at_auction` of it (by `_rival_reach`) and I could bid past every one of them.
        Never beside people: a rich bot winning a place for half because a person can't bid it up
        reads to them as an exploit of their empty purse."""
        if not view.settings.auction or self.people:
            return False
        reach = max((self._rival_reach(view, r, s, 0, False) for r in view.active_players() if r != me), default=None)
        if reach is None:
            return False
        share = self.style.cheaper_at_auction
        return reach < share * self.app.squares[s].price and self._bid_funds(view, me) - self.reserve(view, me) > reach

    def _loan_pays(self, view: GameView, me: int, s: int) -> bool:
        """Borrow the price from the bank (rules.bank_loans) when the place is worth more
        to me than its price, the loan's interest and the tax, and the cash left after
        the tax still keeps my floor: the loan itself is owed only at the end (worth)."""
        rules = view.edition.rules
        price = self.app.squares[s].price
        tax = gst(price, rules.gst_percent, rules.gst_step) if rules.gst_percent else 0
        cash = view.players[me].cash - tax
        if cash < kept_back(self, view, me):
            return False
        self.app.look(view)
        cost = price + percent_up(price, rules.mortgage_interest_percent) + tax
        return self.app.marginal(me, s, tax) >= cost + self.style.terms.margin_in(rules.salary)

    def _repay(self, view: GameView, legal: Sequence[A.Action], me: int) -> bool:
        """Repay the bank loan once nothing better wants the cash and the reserve stays:
        its interest is the same whenever it is paid, but while it is owed no new loan."""
        loan = view.loans[me]
        if not loan or A.REPAY not in legal:  # the legal list is only built when there is a loan
            return False
        cost = loan + percent_up(loan, view.edition.rules.mortgage_interest_percent)
        return view.players[me].cash - cost >= max(self.reserve(view, me), self.danger(view, me) // 2)

    def bid_limit(self, view: GameView, me: int, s: int) -> int:
        """The most this bot pays for `s` at auction.

        A set is worth less to a player who has spent the money to build on it, so the
        worth is priced at the bid itself, found by a few rounds of refinement."""
        style, app = self.style, self.app
        price = app.squares[s].price
        funds = self._bid_funds(view, me)
        spare = funds - self.reserve(view, me)
        if self.people and not style.bids_with_cash:
            # beside people a salary stays in hand, or (Hard) in what mortgaging places outside its sets
            # raises: a bot mortgaging everything for a place reads as reckless to them, and the next dear
            # rent puts it out of their game. Medium, the steady strength, bids from its cash alone: paying
            # $475 for a $320 place by mortgaging three and sitting on $59 read to a family as spending
            # itself broke. Hard bidding from its cash alone lost most auctions to a person who mortgages
            # to win them, and with them most games; for the place that decides a set it mortgages further
            kept = kept_at_auction(self, view, me, s)
            if not style.borrows_at_auction:
                funds = min(funds, view.players[me].cash)
                if self._finishes_set(view, me, (s,)):
                    # its set's last place: no reserve besides what `kept_at_auction` keeps. A Medium
                    # with Rs 6,270 let Bhaktapur, the last of its greens, go for Rs 800 with a person's
                    # hotel ahead: keeping cash for a rent past all it has saved it nothing
                    spare = funds - kept
            spare = min(spare, funds - kept)
        if style.bid_share < 1:
            return int(min(style.bid_share * price, spare))
        limit = app.marginal(me, s, price, refine=3)
        if style.deny_share:
            deny = self._deny_limit(view, me, s, limit)
            if self.people and style.trip_at_auction and not self._finishes_set(view, me, (s,)):
                # what denial costs, the next trip kept: Hard paying Rs 3,790 for Thamel to deny a rival
                # and left with Rs 350 went out a few rounds on (the last of its own set it borrows for,
                # as a player of the printed game does)
                deny = min(deny, denial_funds(self, view, me, s) - trip_cost(self, view, me, 1.0))
            limit = max(limit, deny)
        if self.people:
            if style.borrows_at_auction:  # won for less than its mortgage raises, a place costs no cash kept back
                spare = max(spare, min(view.mortgage_value(s), view.players[me].cash))
            # Medium bids from its cash alone: the place's own mortgage counted as spare cash had it
            # bid $103 and sit on $36 once it had won
            spare = before_gst(view, int(spare))
        return int(min(limit, spare))

    def _bid_funds(self, view: GameView, me: int) -> int:
        """What I may spend at a place's auction: everything I could raise, or (Medium, Hard) my
        cash and the loans on places outside my sets. A set mortgaged or stripped of its houses
        to pay for a place stops earning: against the gnome yardstick, which lets many places go
        to auction, bidding with everything won cheap places but left the bot short of houses
        while the rival built (Hard 59% of 30-round games won, 66% without; Medium 47% of
        last-player games, 53% without)."""
        if self.style.bids_with_cash:
            return min(view.max_bid(me), view.players[me].cash)
        if not self.style.whole_sets_at_auction:
            return view.max_bid(me)
        owned = view.owned[me]
        sets = self._holdings(view, me, owned)[0] if owned else []
        return min(view.max_bid(me), view.players[me].cash + self._loanable(view, me, sets))

    def _deny_limit(self, view: GameView, me: int, s: int, mine: float) -> float:
        """The price up to which my having `s` beats the keenest rival's having it at that
        price: with A my gain and B its, winning at X moves me A - X ahead, losing moves it
        B - X ahead, so above (A + wB) / (1 + w) I'd rather let it go (w: how much its gain
        hurts me, less with more at the table)."""
        denier = self.denier
        denier.look(view)
        active = view.active_players()
        theirs = max((rival_gain(self, view, r, s, int(mine)) for r in active if r != me), default=0.0)
        w = 1.0 if len(active) <= 2 else self.style.crowd_weight
        return (mine + w * theirs) / (1 + w)

    def _bid(self, view: GameView, legal: Sequence[A.Action]) -> A.Action:
        me, s = view.pending.player, pending_square(view)
        self.app.look(view)
        low = view.min_bid()
        # priced once an auction: my cash stays put while it runs (the winner pays at the end),
        # but a turn can hold several auctions (a bankrupt's estate), hence the cash in the key;
        # and again as bidders drop out, as a person out of it is no longer denied (`rival_gain`)
        still_in = len(view.auction.bidders) if view.auction is not None else 0
        key = (view.round, view.current, s, view.players[me].cash, still_in)
        building = view.owners[s] is not None  # a place auctioned is the bank's: this is a house
        if key != self._bid_key:
            limit = self.building_limit(view, me, s) if building else self.bid_limit(view, me, s)
            self._bid_key, self._bid_limit = key, limit
        # never past what the engine accepts: read once an auction too, since my holdings, like
        # my cash, stay put while it runs (the holdings in the key: a turn's trades may move them)
        owned = view.owned[me]
        cap_key = (key, building, len(owned), sum(owned))
        if cap_key != self._cap_key:
            self._cap_key, self._cap = cap_key, view.max_bid(me)
        limit = min(self._bid_limit, self._cap)
        if self.people and not building and let_go(view, me, s):
            # with people at the table, a place I just let go at its price is never won for more:
            # declining Rs 3,000 and then paying Rs 3,530 reads as nonsense to them
            limit = min(limit, self.app.squares[s].price - view.edition.rules.bid_step)
        if self.people and not building:  # what I then offer the winner for it agrees with this
            self.auction_limits.note(view, me, s, limit)
        if low > limit:  # the limit is within what it could raise, so a bid up to it is legal
            return A.DROP
        # Raise by a tenth (money.bid_raise): a war of Rs 10 raises costs a decision per raise,
        # and a big jump pays more than the rival would have. A first bid opens at half the price.
        high = view.pending.amount
        sq = self.app.squares[s]
        step = max(low - high, bid_raise(high, sq.house_cost if building else sq.price,
                                         view.edition.rules.bid_step))
        bid = max(low, min(limit, high + step if high else sq.price // 2))
        if self.style.bid_within_rivals:  # what a rival could pay is on the table: bid no more
            bidders = view.auction.bidders if view.auction is not None else []
            reach = max((self._rival_reach(view, r, s, high, building) for r in bidders if r != me),
                        default=low)
            bid = max(low, min(bid, reach))
        # a round bid, as a person bids: a limit from the cash in hand (Rs 3,002) is rounded down to
        # the edition's step, never below the lowest bid the auction takes
        return A.Bid(max(low, bid - bid % view.edition.rules.bid_step))

    def _rival_reach(self, view: GameView, rival: int, s: int, high: int, building: bool) -> int:
        """The most `rival` would pay at this auction: all it could raise, or (modelling a partner)
        less, where Medium's procedure, the strength shown at the table, stops sooner. A rival who
        has already bid past that isn't playing it, and only what it could raise bounds it."""
        most = view.max_bid(rival)
        if building or not self.style.model_partner:
            return most
        key = (view.round, view.current, s)  # an auction; the rival's cash stays put while it runs
        if key != self._reach_key:
            self._reach_key, self._reaches = key, {}
        seat = (rival, view.players[rival].cash)  # the cash too: a turn may hold several auctions
        reach = self._reaches.get(seat)
        if reach is None:
            reach = self._reaches[seat] = self._partner_model(view).bid_limit(view, rival, s)
        return min(most, reach) if reach >= high else most

    def building_limit(self, view: GameView, me: int, s: int) -> int:
        """The most this bot pays for one building when the bank is short and auctions it
        (it goes on the bidder's own places): its cost plus the rent the best step adds."""
        owned = view.owned[me]
        sets, _ = self._holdings(view, me, owned) if owned else ([], [])
        app, level = self.app, view.levels
        gain = max((app.level_gain(q, level[q]) for q in sets
                    if level[q] + 1 < len(app.values.levels[q])), default=None)
        if gain is None:
            return 0
        cost = app.squares[s].house_cost
        return int(min(cost + max(0.0, gain), view.players[me].cash - self.reserve(view, me)))

    # ----- building and mortgages -------------------------------------------------------------

    def _manage(self, view: GameView, legal: Sequence[A.Action], me: int) -> A.Action | None:
        """Lift a mortgage or build, if there is one to lift or a set to build on."""
        owned = view.owned[me]
        if not owned:
            return None
        sets, lifts = self._holdings(view, me, owned)
        if not lifts and not sets:
            return None
        cash = view.players[me].cash
        if cash < self._cheapest:
            return None
        self.app.look(view)
        reserve = self.reserve(view, me)
        loanable = self._loanable(view, me, sets)
        spare = to_third = spare_keeping(self, view, me, loanable, reserve)  # to_third: for each place's first three houses
        if self.people:
            to_third, spare = spare_beside_people(self, view, me, loanable, reserve)
        if max(spare, to_third) < self._cheapest:
            return None
        if self._raised_in == (view.round, view.current):
            lifts = []  # mortgaged this turn to pay: lifting now only pays the bank its tenth
        in_sets = [s for s in lifts if s in sets] if lifts else lifts
        if in_sets:  # a mortgage in a set stops building on the whole set
            lift = self._lift(view, legal, in_sets, spare)
            if lift is not None:
                self._holdings_key = None  # a mortgage lifted: look again next time
                return lift
        turn = (view.round, view.current)
        if build_went_to_another(self._build_asked, view, me):  # outbid, or I let it go: don't ask again this turn
            self._no_build = turn
        if sets and max(spare, to_third) >= self._cheapest_house and self._no_build != turn and (
                self.style.build_chance >= 1 or self.rng.random() < self.style.build_chance):
            build = self._build(view, legal, sets, spare, to_third)
            if build is not None:
                self._build_asked = (*turn, buildings_of(view, me))
                return build
        if lifts:
            lift = self._lift(view, legal, lifts, spare)
            if lift is not None:
                self._holdings_key = None
                return lift
        return None

    def _loanable(self, view: GameView, me: int, sets: list[int]) -> int:
        """What mortgaging my places outside sets would raise: a mortgage leaves worth as it
        was (the place counts at half, the loan is cash), so it is a reserve that costs only
        those places' small rents."""
        mortgaged, level, value = view.mortgages, view.levels, view.mortgage_value  # the board's lists
        return sum(value(s) for s in view.owned[me] if s not in sets and not mortgaged[s] and not level[s])

    def _holdings(self, view: GameView, me: int, owned: set[int]) -> tuple[list[int], list[int]]:
        """My places that may be built on, and my mortgaged places. Cached until my
        holdings change; mortgages only change by my own hand or with the places."""
        key = (len(owned), sum(owned))
        if key != self._holdings_key:
            self._holdings_key = key
            values = self.app.values
            kind, costs, groups, group_of = values.kind, values.house_costs, values.groups, values.group_of
            rules = view.edition.rules
            sites = getattr(rules, "group_sites", 0)  # the edition's own count of sites that suffice
            needs_group = not sites and getattr(rules, "build_needs_group", True)
            owns_group, whole = view.owns_group, owned.issuperset
            mortgaged, level, top = view.mortgages, view.levels, self.style.top_level
            places: list[int] = []
            self._lifts_cache = held = []  # my mortgaged places
            for s in owned:  # one pass, in the order of my holdings
                if mortgaged[s]:
                    held.append(s)
                # places built to the top stay so until I sell: left out
                if kind[s] != S.PLACE or level[s] >= top:
                    continue
                if owns_group(me, s) if sites else whole(groups[group_of[s]]) if needs_group else True:
                    places.append(s)
            self._sets_cache = places
            self._cheapest_house = min([costs[s] for s in places], default=0)
            lifts = [view.lift_cost(s) for s in held]
            self._cheapest = min([self._cheapest_house] * bool(places) + lifts, default=0)
        return self._sets_cache, self._lifts_cache

    def _lift(self, view: GameView, legal, lifts: list[int], spare: int) -> A.Action | None:
        """Lift the mortgage that brings back the most rent, if the cash is spare."""
        best, best_gain = None, 0.0
        pays = self.style.lift_pays
        for s in lifts:
            cost = view.lift_cost(s)
            if cost <= spare:
                gain = self.app.rent_income(s, self.app.values.levels[s][0]) + 1
                if pays and s not in self._sets_cache:
                    gain = self.app.rent_income(s, self._rent_lifted(view, s)) - (cost - view.mortgage_value(s))
                if gain > best_gain:
                    best, best_gain = s, gain
        if best is None or A.Unmortgage(best) not in legal:
            return None
        return A.Unmortgage(best)

    def _build(self, view: GameView, legal, sets: list[int], spare: int, to_third: int) -> A.Action | None:
        """One building step where it adds the most rent per rupee, within `to_third` for a place's
        first three houses and `spare` past them.

        Places the engine would refuse (built ahead of their group, or in a group with a
        mortgage) are passed over here, so the legal list is only read to confirm."""
        if self._bank_refuses(view, view.pending.player):
            return None
        app, level, mortgaged = self.app, view.levels, view.mortgages  # the board's lists
        values = app.values
        group_of, costs, steps, factor = values.group_of, values.house_costs, app.steps, app.factor
        top = self.style.top_level
        lowest: dict[str, int] = {}
        for s in sets:
            group = group_of[s]
            at = -1 if mortgaged[s] else level[s]
            low = lowest.get(group)
            if low is None or at < low:
                lowest[group] = at
        best, best_score = None, 0.0
        for s in sets:
            cost, at = costs[s], level[s]
            if cost > (to_third if at < THIRD_HOUSE else spare) or at >= top or at != lowest[group_of[s]]:
                continue
            rents = steps[s]  # each step's rent: one fewer than the levels
            if at >= len(rents):
                continue
            score = rents[at] * factor / max(1, cost)  # app.level_gain(s, at) per rupee
            if score > best_score:
                best, best_score = s, score
        if best is None or A.Build(best) not in legal:
            return None
        return A.Build(best)

    def _rent_lifted(self, view: GameView, s: int) -> int:
        """The rent `s` charges once its mortgage is lifted: an airport's or a service's by how
        many of its group I hold, a place's doubled if I hold its whole group."""
        values = self.app.values
        rents = values.levels[s]
        group = values.groups[values.group_of[s]]
        held = len(view.owned[view.pending.player].intersection(group))
        if values.kind[s] != S.PLACE:
            return rents[min(held, len(rents)) - 1]
        return rents[0] * (2 if held == len(group) else 1)

    @staticmethod
    def _bank_refuses(view: GameView, me: int) -> bool:
        """Whether no building step at all can be bought now, so none need be priced: I haven't
        been round the board where that is the rule, or the bank has no houses (nor hotels) left,
        as on Finance's 32 houses it often hasn't."""
        rules = view.edition.rules
        if rules.build_after_lap and not view.lapped[me]:
            return True
        houses, hotels = view.bank_supply()
        return houses is not None and houses <= 0 and (not rules.hotel or hotels is not None and hotels <= 0)

    def _raise(self, view: GameView, legal: Sequence[A.Action]) -> A.Action:
        """Raise money losing the least per rupee: where the book lets a debtor trade, a place
        sold to a player who pays well for it; then mortgages first, houses, then places."""
        if view.edition.rules.trade_while_raising:
            sale = self._sale_while_raising(view, view.pending.player)
            if sale is not None:
                return sale
        app = self.app
        app.look(view)
        best, best_cost = None, float("inf")
        for action in legal:
            s = getattr(action, "square", None)
            if s is None:
                continue
            price = app.squares[s].price
            if isinstance(action, A.Mortgage):
                got = view.mortgage_value(s)
                lost = app.rent_income(s, view.rent(s, 7)) + got * 0.1
            elif isinstance(action, A.Sell):
                got = view.building_sale(s)
                lost = app.rent_income(s, app.values.levels[s][view.levels[s]]) + got
            elif isinstance(action, A.SellPlace):
                got = price // 2 + view.levels[s] * view.building_sale(s)
                lost = app.rent_income(s, view.rent(s, 7)) + price
            else:
                continue
            cost = lost / max(1, got)
            if cost < best_cost:
                best, best_cost = action, cost
        self._holdings_key = None  # a mortgage or a sale: look at my holdings again next time
        if isinstance(best, A.Mortgage):
            self._raised_in = (view.round, view.current)
        return best if best is not None else _fallback(legal)

    def _sale_while_raising(self, view: GameView, me: int) -> A.Offer | None:
        """One of my places without buildings, offered to a player for the most Medium's
        procedure in their seat would pay, when that is at least its printed price (the bank
        lends only half) and I would take the deal myself (as I would when it pays a debt the bank
        can't raise: a sale beats going bankrupt). Each place is offered to each player once a
        debt, so a refusal sends me to the bank."""
        if not view.can_offer():
            return None
        debt = (view.round, view.current, view.pending.amount, view.pending.other)
        if self._sales_debt != debt:
            self._sales_debt, self._sales_tried = debt, set()
        self.app.look(view)
        self.guard.look(view)
        levels, mortgaged = view.levels, view.mortgages
        groups, group_of = view.edition.groups, self.app.values.group_of
        for s in sorted(view.owned[me]):
            if mortgaged[s] or any(levels[m] for m in groups.get(group_of[s], ())):
                continue
            price = view.squares[s].price
            for partner in view.active_players():
                if partner == me or (partner, s) in self._sales_tried or view.players[partner].cash < price:
                    continue
                self._sales_tried.add((partner, s))
                if partner in self.people and not self._ledger().may_offer(
                        view, me, partner, (s,), (), finishes_theirs=self._finishes_set(view, partner, (s,))):
                    continue  # offers to people keep the table's pace
                if not self._partner_model(view).would_take(view, partner, me, A.Items((), price), A.Items((s,))):
                    continue  # not at its printed price, so not at any more (the dear search skipped)
                least = self._least_taken(view, me, partner, (s,), (), None)
                if least is None or -least < price:
                    continue
                offer = A.Offer(partner, A.Items((s,)), A.Items((), -least))
                if view.check_offer(offer) is None and self.would_take(view, me, partner, offer.give, offer.get):
                    self._holdings_key = None
                    return offer
        return None

    # ----- jail -----------------------------------------------------------------------------------

    def _jail(self, view: GameView, legal: Sequence[A.Action], me: int) -> A.Action:
        """Get out early while places are still for sale; later, sit in jail and collect."""
        if view.round != self._unowned_round:  # counted once a round
            self._unowned_round = view.round
            owner = view.owners
            self._unowned = sum(1 for s in self.app.values.buyable if owner[s] is None)
        if self._unowned < self.style.leave_jail_unowned:
            return A.ROLL
        player = view.players[me]
        if player.bail_cards and A.USE_CARD in legal:
            return A.USE_CARD
        fine = view.edition.rules.jail_fine
        if player.cash - fine >= self.reserve(view, me) and A.PAY_FINE in legal:
            return A.PAY_FINE
        return A.ROLL

    # ----- trades --------------------------------------------------------------------------------

    def _answer(self, view: GameView, legal: Sequence[A.Action]) -> A.Action:
        """Take the offer or refuse it; a person who is refused hears why (`last_reply`) and,
        where there is a deal I would take, gets it back as a counter-offer."""
        if A.ACCEPT not in legal:
            return A.REJECT
        me, proposer, offer = view.pending.player, offerer(view), open_offer(view)
        taken = self.judge(view, me, offer)
        wanted = wanted_given(self, view, me, offer) if self.people else None
        if proposer not in self.people:
            return A.ACCEPT if taken and wanted is None else A.REJECT
        taken = wanted is None and (taken or keeps_word(self, view, me, offer))
        if wanted is not None:  # I told a person I want that group: I keep my places there, and name no price;
            # haggled over with one of them, my own offer is still there to take
            reply = Reply(False, "bot_why_my_word", {"group": wanted}, _my_offer_again(self, view, proposer))
        else:
            reply = Reply(True) if taken else self.refusal(view, me, proposer, offer)
        named = terms_named(offer, reply)  # the terms my answer names them, if any
        if not taken and names_past_my_word(self, view, me, proposer, offer, named):
            reply, named = my_word_again(self, view, me, proposer, offer), None
        if taken and view.offer_is_counter and not meets_quote(self, view, offer):
            # a person haggling over my offer gets my first price for it, not all I'd give
            mine = self.counter_offer(view, me, proposer, offer, priced_only=True)
            standing = _my_offer_again(self, view, proposer)
            if mine is not None and _stands_better(view, mine, standing):
                mine = standing
            more = _cash_to_me(mine) - _cash_to_me(offer, answering=True) if mine is not None else 0
            if mine is not None and more > 0:  # countered again while the turn's offers last, then refused
                again = mine if view.can_counter() and view.check_counter(mine) is None else None
                reply, named = Reply(False, *why_no_more(self, view, me, proposer, mine, more), again), mine
        if named is not None:
            remember_quote(self, view, proposer, named)
        self.last_reply = reply
        if reply.counter is not None:
            return reply.counter
        return A.ACCEPT if reply.accepted else A.REJECT

    def refusal(self, view: GameView, me: int, proposer: int, offer: A.Offer) -> Reply:
        """Why I turn `offer` down, in one catalogue line, and the counter-offer I would take
        (priced as a first offer of mine is, so asking more of me gains nothing), if any."""
        out, into = offer.get, offer.give  # what I'd hand over, what I'd receive
        if not (into.squares or into.cash or into.cards or into.houses):
            return Reply(False, "bot_why_gift")
        back = traded_back(self, view, me, proposer, out, into)
        if back is not None:  # said so, with my places for cash alone where theirs was the one going back
            for_cash = cash_instead(self, view, me, proposer, offer) if back in into.squares else None
            return Reply(False, *traded_back_reason(self, back, proposer), for_cash)
        if leaves_me_short(self, view, me, out, into):
            # where I'd pay no cash, it is what I could mortgage that runs short, not my cash
            return Reply(False, *self._cash_reason(view, me)) if out.cash else Reply(False, "bot_why_mortgage_room")
        counter = self.counter_offer(view, me, proposer, offer)
        mine = _my_offer_again(self, view, proposer)
        if counter is not None and _stands_better(view, counter, mine):
            counter = None  # asked for more, I never come back with less: my own offer stands (below)
        swap = None if counter is not None and not dear_to_person(self, counter) else set_for_set(
            self, view, me, proposer, offer)
        if swap is not None:
            place, swap_counter = swap
            return Reply(False, "bot_why_set_for_set", {"place": place}, swap_counter)
        if counter is not None:
            more = _cash_to_me(counter) - _cash_to_me(offer, answering=True)
            if more > 0:
                if finishes_anew(self, view, proposer, out.squares):
                    return Reply(False, _set_theirs(self, view, me, into.squares), {"amount": more}, counter)
                return Reply(False, *why_no_more(self, view, me, proposer, counter, more), counter)
            return Reply(False, "bot_why_counter", {}, counter)
        if mine is not None:  # my own offer is still there to take
            if only_cash_haggled(offer, mine):  # same places: the words name the sum my offer stands at
                return Reply(False, *_why_stands(mine, _cash_to_me(mine)), mine)
            return Reply(False, "bot_why_offer_stands", {}, mine)
        kept = smaller_counter(self, view, me, proposer, offer)
        if kept is not None:
            place, smaller = kept
            return Reply(False, "bot_why_keep_one", {"place": place}, smaller)
        if finishes_anew(self, view, proposer, out.squares):  # my least is more than they hold, or than I name
            most = self._most_i_pay(view, me, proposer, A.Items(out.squares), A.Items(into.squares))
            if most is None or -most > named_price_limit(self, out.squares, into.squares):
                named = set_price_named(self, view, me, proposer, offer)
                if named is not None:
                    return named
                kept_from(self, view, me, proposer, out.squares)
                rival = rival_set_counter(self, view, me, proposer, offer)
                if rival is not None:
                    return rival
                return Reply(False, "bot_why_set_theirs_keep", {"place": out.squares[0]})
            if -most > _cash_to_me(offer, answering=True):
                return Reply(False, _set_theirs(self, view, me, into.squares),
                             {"amount": -most - _cash_to_me(offer, answering=True)})
        values = self.app.values
        for s in out.squares:
            group = values.groups[values.group_of[s]]
            if view.owned[me].issuperset(group) and len(group) > 1:
                return Reply(False, "bot_why_set_mine", {"place": group[0]})
        if out.squares and not into.squares:  # a sale: my price may be more than they hold
            price = price_beyond(self, view, me, proposer, out.squares)
            if price is not None:
                return Reply(False, "bot_why_beyond", {"amount": trading.tidy_up(price)})
        if out.squares and proposer in self.people:  # my least may be past any price I name a person
            most = self._most_i_pay(view, me, proposer, out, into)
            if most is not None and -most > named_price_limit(self, out.squares, into.squares):
                kept_from(self, view, me, proposer, out.squares)
                return Reply(False, "bot_why_keep", {"place": out.squares[0]})
        return Reply(False, "bot_why_no_deal")

    def _cash_reason(self, view: GameView, me: int) -> tuple[str, dict]:
        sets, _ = self._holdings(view, me, view.owned[me]) if view.owned[me] else ([], [])
        values, mortgaged = self.app.values, view.mortgages
        building = [s for s in sets if not any(mortgaged[m] for m in values.groups[values.group_of[s]])]
        if building:  # a set I can build on now, not one a mortgage stops
            return "bot_why_houses", {"place": min(building)}
        return "bot_why_rents", {}

    def _finishes_set(self, view: GameView, who: int, gained: tuple[int, ...]) -> bool:
        values, needed = self.app.values, self.app.needed
        for s in gained:
            name = values.group_of[s]
            if values.kind[s] == S.PLACE and sum(
                    1 for m in values.groups[name] if m in gained or view.owners[m] == who) >= needed[name]:
                return True
        return False

    def counter_offer(self, view: GameView, me: int, proposer: int, offer: A.Offer,
                      priced_only: bool = False) -> A.Counter | None:
        """The same places and cards at the cash my first offer for them would name: what a
        partner should take by my guess of them, never past what I'd take myself, and cash asked
        at most `first_markup` times the least I would take. None if there is no such deal, or
        only the one offered; with `priced_only`, also when the turn's offers are used up."""
        if (offer.give.houses or offer.get.houses
                or not (offer.give.squares or offer.get.squares or offer.give.cards or offer.get.cards)
                or not (priced_only or view.can_counter())):
            return None
        self.app.look(view)
        self.guard.look(view)
        out, into = offer.get, offer.give  # what I'd hand over, what I'd receive
        most = self._most_i_pay(view, me, proposer, out, into)
        if most is None or (proposer in self.people and out.squares
                            and -most > named_price_limit(self, out.squares, into.squares)):
            return None  # (past the limit a person hears that I keep them: `refusal`)
        mine_full, theirs = trading.gains(self.guard, view, me, proposer, A.Items(out.squares, 0, out.cards),
                                          A.Items(into.squares, 0, into.cards), _guard_of(self, view, proposer))
        salary = view.edition.rules.salary
        step = trading.CASH_STEP
        cash = trading.fair_cash(mine_full, theirs, Terms(self.style.partner_guess, self.style.terms.margin), salary)
        if most < 0:  # I must be paid: ask what they should take, at most the markup on my least
            cash = max(cash, -(asked_of_person(self, -most, out.squares, into.squares) if proposer in self.people
                               else int(self.first_markup() * -most) // step * step))
        first = (self._price_for_person(view, me, proposer, out.squares, into.squares, answering=True)[0]
                 if proposer in self.people and not (out.cards or into.cards) else None)
        if first is not None:  # a person hears the price my first offer of these places names
            cash = first.give.cash - first.get.cash
        cash = bounded_cash(cash, most)
        talks, asked = self._asked
        floor = -asked if talks == _negotiation(view, A.Offer(proposer, out, into)) else most
        cash = min(cash, floor)  # never less asked than my own offer of these places this turn
        if proposer in self.people:
            cash = trading.tidy_cash(cash, min(most, floor), 2 * min(most, 0))
        if -cash > view.players[proposer].cash:  # more than they hold: the least I'd take, never all they hold
            cash = min(most, floor)
            if -cash > view.players[proposer].cash:
                return None
        counter = A.Counter(A.Items(out.squares, max(0, cash), out.cards), A.Items(into.squares, max(0, -cash), into.cards))
        if (cash > min(most, floor) or counter.give == out and counter.get == into
                or not (counter.give.squares or counter.give.cash or counter.give.cards)  # theirs for nothing: no deal
                or not self.would_take(view, me, proposer, counter.give, counter.get)
                or not priced_only and view.check_counter(counter) is not None):
            return None
        return counter

    def _most_i_pay(self, view: GameView, me: int, partner: int, out: A.Items, into: A.Items) -> int | None:
        """The most cash I'd add to handing over `out`'s places and cards for `into`'s (negative:
        the least I must be paid), by my own terms and, with people at the table, never past
        `person_price_ceiling` nor, to a person, my limit at the place's auction (`within_my_bid`);
        None if no cash either of us holds makes it a deal."""
        most = most_by_terms(self, view, me, partner, out, into)
        if most is None or not self.people:
            return most
        floor = cash_floor(self, view, me, partner, out, into)
        if floor is not None:  # what I take for a person's set: the same least offering and answering
            most = min(most, -floor)
        if most <= 0:
            return most
        return within_my_bid(self, view, me, partner, out, into,
                             min(most, max(0, person_price_ceiling(self, out.squares, into.squares))))

    def first_markup(self) -> float:
        """How much above the least I'd take my first ask is: my sales' first rung, or my style's `first_ask`."""
        return self.style.sale_asks[0] if self.style.sale_asks else self.style.first_ask

    def judge(self, view: GameView, me: int, offer: A.Offer) -> bool:
        """Would this bot, offered `offer`, take it?"""
        self.app.look(view)
        self.guard.look(view)
        proposer = offerer(view) if view.pending.kind == K.TRADE else offer.partner
        return self.would_take(view, me, proposer, offer.get, offer.give)

    def would_take(self, view: GameView, me: int, proposer: int, out: A.Items, into: A.Items) -> bool:
        """Whether I take handing `out` to `proposer` for `into` (`look` done): by my terms, or
        because it pays a debt the bank can't raise for me; never a place traded back soon
        (`trades_back`), nor a person paid past `person_price_ceiling`."""
        if trades_back(self, view, me, proposer, out, into) or overpays(self, proposer, out, into):
            return False
        floor = cash_floor(self, view, me, proposer, out, into)
        if floor is not None and into.cash - out.cash < floor:
            return self._saves_me(view, me, out, into)  # only a debt the bank can't raise sells it for less
        return self.terms_take(view, me, proposer, out, into) or self._takes_anyway(view, me, out, into)

    def _takes_anyway(self, view: GameView, me: int, out: A.Items, into: A.Items) -> bool:
        """Whether I take a trade my terms refuse: it pays a debt the bank can't, or it is a naive swap."""
        return self._saves_me(view, me, out, into) or self._naive_swap(view, me, out, into)

    def _breaks_set(self, view: GameView, me: int, gone: tuple[int, ...]) -> bool:
        """Whether handing over `gone` breaks a group I hold whole."""
        values = self.app.values
        for s in gone:
            group = values.groups[values.group_of[s]]
            if len(group) > 1 and view.owned[me].issuperset(group):
                return True
        return False

    def _naive_swap(self, view: GameView, me: int, out: A.Items, into: A.Items) -> bool:
        """A swap a first-time player takes (`naive_swaps`): places only, no cash of mine, one that
        finishes a set of mine, none from a set I hold whole, what I get costing at least the
        style's share of what I give, and the rents ahead still covered."""
        share = self.style.naive_swaps
        if not share or out.cash or out.cards or into.cards or out.houses or into.houses:
            return False
        if not out.squares or not into.squares or not self._finishes_set(view, me, into.squares):
            return False
        prices = self.app.prices
        if sum(prices[s] for s in into.squares) < share * sum(prices[s] for s in out.squares):
            return False
        return not self._breaks_set(view, me, out.squares) and (
            trading.liquidity_after(view, me, out, into) >= self.danger(view, me))

    @staticmethod
    def _saves_me(view: GameView, me: int, out: A.Items, into: A.Items) -> bool:
        """Whether, raising a debt that all I could raise from the bank won't cover, the deal
        brings me nearer to paying it than the bank would (alone or with more such sales, it may
        keep me in the game): bankruptcy loses everything, so any such deal beats it."""
        pend = view.pending
        if pend.kind != K.RAISE or pend.player != me:
            return False
        now = view.players[me].cash + view.raisable(me)
        return now < pend.amount and trading.liquidity_after(view, me, out, into) > now

    def terms_take(self, view: GameView, me: int, proposer: int, out: A.Items, into: A.Items) -> bool:
        """Whether my terms take handing `out` to `proposer` for `into`: the prices I ask and
        offer come from these, whatever else my answer weighs."""
        return self.deal(view, me, proposer, out, into).takes(out.cash, into.cash)

    def deal(self, view: GameView, me: int, proposer: int, out: A.Items, into: A.Items,
             keeping: bool = True) -> trading.Deal:
        """My terms for handing `out`'s places and cards to `proposer` for `into`'s, at any cash
        (`look` done): each side priced once, then only for the cash a search asks about. Without
        `keeping`, the cash I keep back from a trade (`trade_floor`) left out: what the places alone say."""
        style = self.style
        terms, steps = style.terms, 0.0
        if proposer in self.people:  # with a person, a step towards a set counts too
            self.guard.look(view)
            steps = _step_worth(self, self.guard, view, me, out.squares, into.squares)
        if self.people:  # beside people, a bot that leads is no more sold its set cheaply than a person
            terms = _terms_with_leader(self, view, proposer, out)
        return trading.Deal(terms, self.guard, None if style.trades_at_full_rent else self.app,
                            view, me, proposer, out, into, partial(self.danger, view, me),
                            _guard_of(self, view, proposer), steps,
                            trade_floor(self, view, me, proposer, out, into) if keeping else None)

    def _propose(self, view: GameView, me: int, people_only: bool = False) -> A.Offer | None:
        """The best set-completing offer not yet refused, looked for once per offer slot
        (in the rounds this style trades in; each round for people, paced by the ledger). Never one,
        to anybody, that it would refuse itself if it were offered to it; beside people, none to a
        bot that Medium's procedure in its seat refuses, nor one a bot refused made again while the
        table holds still (`offers_watched`)."""
        scan_key = (view.round, view.current, view.offers_made)
        if scan_key == self._scanned:
            return None
        self._scanned = scan_key
        if self._face_out is not None:  # my last offer at the printed prices has been answered
            partner, asked = self._face_out
            self._face_answers.setdefault(partner, [0, 0])[view.owners[asked] != me] += 1
            self._face_out = None
        candidates = self._set_candidates(view, me)
        if people_only:
            candidates = [c for c in candidates if c[0] in self.people]
        if candidates and self.people:
            ledger = self._ledger()
            candidates = [c for c in candidates if c[0] not in self.people
                          or ledger.may_offer(view, me, c[0], c[1], c[2], finishes_theirs=bool(c[1]))]
        if not candidates or not view.can_offer():
            return None
        self.app.look(view)
        self._at_face.clear()
        priced = []
        # a few at a time, starting each scan somewhere else: pricing is the dear part; a deal for
        # a set before a step towards one
        start = self.rng.randrange(len(candidates))
        steps = self._steps
        ordered = sorted(candidates[start:] + candidates[:start], key=steps.__contains__)
        for partner, give, get in priced_in_a_look(ordered, self.people):
            if self.sent_to_bots.moved_since(view, me, (partner, give, get)):
                self.rungs.restart((partner, give, get))  # refused before the table moved: priced afresh
            price = self._offer_for_person if partner in self.people else self._price_offer
            offer, score = price(view, me, partner, give, get)
            if offer is not None and partner in self.people:
                offer = held_to_my_word(self, view, me, offer)
            if offer is not None and self.people and self.word.breaks(view, me, offer, partial(self._finishes_set, view)):
                continue  # what my trades told the people at the table holds (`word`)
            if offer is not None and score > 0:
                priced.append((score, (partner, give, get) in steps, offer))
        best = None
        for *_, offer in sorted(priced, key=lambda p: (p[1], -p[0])):
            key = offer_key(offer)
            if self.would_take(view, me, offer.partner, offer.give, offer.get):
                best = offer
            else:  # the cash my answer gives: what it does to my building money counted
                best = self._capped(view, me, offer)
            if best is not None and offers_watched(self, offer.partner):
                priced_afresh = priced_for_partner(self, view, me, best)
                if priced_afresh is not best:
                    self._at_face.discard(key)  # no longer the printed prices
                best = priced_afresh
                if best is not None and self.sent_to_bots.repeats(view, me, best):
                    self.rungs.offered(key, view.round)  # refused as it stands: the next rung, next time
                    best = None
                    continue
            if best is not None:
                break
            # offered to me, I'd refuse it at any cash, or (watched) the partner would at any I'd
            # give: so it goes to nobody (it waits for the table to move)
            self.rungs.shelve(key, view.round)
        if best is not None:
            key = offer_key(best)
            self.rungs.offered(key, view.round)
            if key in self._at_face:
                self._face_out = (best.partner, best.get.squares[0])
        return best

    def _capped(self, view: GameView, me: int, offer: A.Offer) -> A.Offer | None:
        """`offer` with its cash held to the most my own answer would give for the same places (the
        least it would take, when I am paid): an offer's rungs price the cash as if it left my
        holdings' worth alone, but cash paid is cash not spent on houses. None if no cash makes it
        a deal I'd take, or the offer already stood within that."""
        partner = offer.partner
        self.guard.look(view)
        out, into = A.Items(offer.give.squares, 0, offer.give.cards), A.Items(offer.get.squares, 0, offer.get.cards)
        most = self._most_i_pay(view, me, partner, out, into)
        if most is None or offer.give.cash - offer.get.cash <= most:
            return None
        capped = A.Offer(partner, A.Items(out.squares, max(0, most), out.cards),
                         A.Items(into.squares, max(0, -most), into.cards))
        if (capped.give.cash > view.players[me].cash or capped.get.cash > view.players[partner].cash
                or view.check_offer(capped) is not None
                or not self.would_take(view, me, partner, capped.give, capped.get)):
            return None
        return capped

    def _ledger(self) -> OfferLedger:
        """The table's ledger of offers to people (one of my own if I was seated without one)."""
        if self.ledger is None or self.ledger.people != self.people:
            self.ledger = OfferLedger(self.people)
        return self.ledger

    def _set_candidates(self, view: GameView, me: int) -> list:
        """Trades that would finish one of my sets, and with people steps towards one: looked for
        again once a round, and only if places have changed hands."""
        if view.round == self._candidates_round:
            return self._candidates
        lens = tuple(map(len, view.owned))  # a cheap sign that places have changed hands
        if lens != self._candidates_lens:
            self.app.look(view)
            self._candidates_lens, self._candidates_round = lens, view.round
            candidates = trading.set_candidates(
                self.app, view, me, sales=bool(self.style.sale_asks or self.people))
            candidates = trading.sales_kept(candidates, self.style.sale_asks, self.people)
            steps = trading.step_candidates(self.app, view, me, self.people, places=not self.style.face_sales)
            self._candidates, self._steps = candidates + steps, set(steps)
        return self._candidates

    def _price_offer(self, view: GameView, me: int, partner: int, give: tuple[int, ...],
                     get: tuple[int, ...]) -> tuple[A.Offer | None, float]:
        """This swap's next offer and what it's worth to me, or None if no price works.

        The cash climbs a ladder, one rung per refusal: from what a partner who weighs
        my gain as much as `PARTNER_GUESS` should take, towards the most I would pay. A
        ladder may open at the printed prices (AT_FACE): a partner who counts places at
        their price takes that, and one who doesn't refuses and sees the next rung; after
        two such refusals and no taking, that partner isn't offered the printed prices again
        (the engine allows three offers a turn, and each one refused wastes one)."""
        if not get:
            return self._price_sale(view, me, partner, give)
        key = (partner, give, get)
        next_rung = self.rungs.next(key, view.round)
        if next_rung is None:
            return None, 0.0
        rung = next_rung - 1  # the rung last offered
        ladder = self.style.ladder
        self.guard.look(view)
        give_items, get_items = A.Items(give), A.Items(get)
        mine_full, theirs = trading.gains(self.guard, view, me, partner, give_items, get_items,
                                          _guard_of(self, view, partner))
        weight = self._partner_weight(view)
        salary = view.edition.rules.salary
        low = trading.fair_cash(mine_full, theirs, Terms(self.style.partner_guess, self.style.terms.margin), salary)
        if self.style.model_partner:
            taken = self._least_taken(view, me, partner, give, get, low)
            low = low if taken is None else taken  # never None: `low` is the guess it falls back on
        # the most I pay: sets priced at full rent, as my partner prices them
        high = int(trading.most_paid(self.style.terms, mine_full, theirs, weight, salary)) // trading.CASH_STEP * trading.CASH_STEP
        step = ladder[rung + 1]
        if step == AT_FACE:
            cash = trading.face_cash(self.app, give, get)
            taken, refused = self._face_answers.get(partner, (0, 0))
            if cash >= low or refused >= 2 and not taken:  # passed over: no cheaper, or never taken
                rung += 1
                self.rungs.passed(key, rung)
                step = ladder[rung + 1]
        if step != AT_FACE:
            cash = low + int(step * max(0, high - low)) // trading.CASH_STEP * trading.CASH_STEP
        if give and trading.dearer(self.app, give, get):
            cash = min(cash, 0)  # the dearer set goes with no cash besides (it may ask for some)
        cash = bounded_cash(cash, high)
        give_cash, get_cash = max(0, cash), max(0, -cash)
        players = view.players
        offer = None  # made only once the price can work: most candidates fail on it
        if not (high < low or give_cash > players[me].cash or get_cash > players[partner].cash):
            offer = A.Offer(partner, A.Items(give, give_cash), A.Items(get, get_cash))
            if (trading.liquidity_after(view, me, offer.give, offer.get) < self.danger(view, me)
                    or view.check_offer(offer) is not None):
                offer = None
            elif step == AT_FACE:
                self._at_face.add(key)
        if offer is None:  # no deal worth offering
            self.rungs.shelve(key, view.round)
            return None, 0.0
        return offer, mine_full - cash - weight * (theirs + cash)

    def _price_sale(self, view: GameView, me: int, partner: int, give: tuple[int, ...]) -> tuple[A.Offer | None, float]:
        """Offer `partner` my places that finish its set for a falling markup (one `sale_asks`
        rung per refusal, at most 2) on the least I would take for them by my own answer, or
        (`model_partner`) down from the most Medium's procedure pays to half that, never below
        that least; with what it's worth to me. People are asked by `_price_for_person`. The price comes from the table
        (what the places do for each side), never from the partner's purse."""
        key = (partner, give, ())
        rung = self.rungs.next(key, view.round)
        if rung is None:
            return None, 0.0
        self.guard.look(view)
        mine_full, theirs = trading.gains(self.guard, view, me, partner, A.Items(give), A.Items(()),
                                          _guard_of(self, view, partner))
        weight = self._partner_weight(view)
        step = trading.CASH_STEP
        most = self._most_i_pay(view, me, partner, A.Items(give), A.Items(()))
        if most is None:
            self.rungs.shelve(key, view.round)
            return None, 0.0
        least = max(step, -most)
        held = view.players[partner].cash
        asks = [max(least, int(markup * least) // step * step) for markup in self.style.sale_asks]
        if self.style.model_partner:  # asked down from the most Medium's procedure pays, if that is more
            paid = self._least_taken(view, me, partner, give, (), None)  # negative: the most I may ask
            final = -paid // 2 // step * step if paid is not None else 0
            if paid is not None and final > asks[-1]:
                first = min(-paid, 2 * final)
                asks = [first, (first + final) // 2 // step * step, final]
        # an ask they couldn't pay is passed over, as is one no lower than the last
        while rung < len(asks) and (asks[rung] > held or rung and asks[rung] >= asks[rung - 1]):
            rung += 1
            self.rungs.passed(key, rung - 1, view.round)
        ask = asks[rung] if rung < len(asks) else 0
        offer = A.Offer(partner, A.Items(give), A.Items((), ask))
        if ask < least or view.check_offer(offer) is not None:
            self.rungs.shelve(key, view.round)
            return None, 0.0
        return offer, mine_full + ask - weight * (theirs - ask)

    def _price_for_person(self, view: GameView, me: int, partner: int, give: tuple[int, ...],
                          get: tuple[int, ...], answering: bool = False) -> tuple[A.Offer | None, float]:
        """One offer to a person (`answering`: its terms for a counter-offer, made whatever the
        ledger says), at a price that is a real deal for both: my own limit (the most I'd pay, or
        the least I'd take) moved `PERSON_SPREAD` of itself my way, the same whichever way the
        places go, yet never past what they should take (by my guess of them, or more than the
        printed prices, if less), and no less than a careful person (deciding by Medium's rule)
        takes, where I'd give that much; for places that finish my set, raised towards what I'd
        ask for those that finish theirs (`set_buy_floor`) as far as my limit goes; held to
        `person_bounded`. No ladder: the table's ledger keeps it from coming back until something
        it depends on has changed. Scored by the cash it leaves inside my limit."""
        self.guard.look(view)
        out, into = A.Items(give), A.Items(get)
        most = self._most_i_pay(view, me, partner, out, into)
        if most is None:
            return None, 0.0
        most = before_gst(view, most)  # cash I pay costs me its GST too
        partner_guard = _guard_of(self, view, partner)
        mine_full, theirs = trading.gains(self.guard, view, me, partner, out, into, partner_guard)
        mine_full += _step_worth(self, self.guard, view, me, give, get)  # a person's deals count steps to a set
        theirs += _step_worth(self, partner_guard, view, partner, get, give)
        salary, step = view.edition.rules.salary, trading.CASH_STEP
        low = trading.fair_cash(mine_full, theirs, Terms(self.style.partner_guess, self.style.terms.margin), salary)
        if get:  # a person may well count places at their printed prices (less any loan on them): more is a deal too
            low = min(low, trading.face_cash(self.app, give, get, view))
        low = paid_by_person(view, low)
        if low > most:
            return None, 0.0  # what they should take is more than I'd give
        # my own limit, a tenth of it my way, whichever way the places go: what I pay a person
        # for my set's last place and what I ask for theirs sit alike on the two sides of my limit
        # (a newcomer's style, Easy, names its limit: the printed price and a half for a set's last place)
        spread = 0.0 if self.style.face_sales else PERSON_SPREAD
        cash = max(low, most - int(spread * abs(most)) // step * step)
        careful = self._least_taken(view, me, partner, give, get, None)  # what a careful person takes
        careful = None if careful is None else paid_by_person(view, careful)
        if not answering and step_towards_a_set(self, partner, give, get) and (careful is None or careful > most):
            return None, 0.0  # a step is no set: offered only where a careful person would take it
        if careful is not None and cash < careful <= most:
            cash = careful  # a deal for both exists: make it, rather than one a careful person refuses
        dear = set_buy_floor(self, view, me, partner, give, get)
        if dear is not None:  # the places that finish my set: paid towards what I'd ask for theirs
            cash = max(cash, min(dear, most))
        cash = bounded_cash(cash, most)
        floor = set_sale_floor(self, view, me, partner, give, get)
        limit = most if floor is None else min(most, -floor)  # their set's last places: never near their price
        cash = min(cash, limit)
        lowest = 2 * min(most, 0)
        if careful is not None and careful <= cash:
            lowest = max(lowest, careful)  # a tidy figure, but still one a careful person takes
        times = person_times(self, view, me, partner, give, get, answering)
        cash = person_bounded(self, trading.tidy_cash(cash, limit, lowest), give, get, times)
        if cash > most:
            return None, 0.0  # the printed prices bound my ask below the least I take
        if give and get and self._finishes_set(view, partner, give) and trading.dearer(self.app, give, get):
            cash = min(cash, 0)  # the dearer set goes with no cash besides
        give_cash, get_cash = max(0, cash), max(0, -cash)
        if give_cash > view.players[me].cash or get_cash > view.players[partner].cash:
            return None, 0.0
        offer = A.Offer(partner, A.Items(give, give_cash), A.Items(get, get_cash))
        if not answering and (view.check_offer(offer) is not None
                              or self._ledger().repeats(view, me, partner, give, get, cash)):
            return None, 0.0  # (an offer they had, over again: it waits for the table to move)
        # what the price leaves me inside my limit, a step more so a price at the limit still
        # counts: by the same terms that fixed the price, so every deal priced is one to offer
        return offer, float(most - cash + step)

    def _offer_for_person(self, view: GameView, me: int, partner: int, give: tuple[int, ...],
                          get: tuple[int, ...]) -> tuple[A.Offer | None, float]:
        """`_price_for_person`'s offer; for the places that finish my set, bought for cash, the
        better for me of that and the same places for a place of mine the person values
        (`_spares`), with cash either way, where the table's ledger allows that offer: a bot
        short of cash still has a deal to make."""
        best: tuple[A.Offer | None, float] = (None, 0.0)
        if self._may_price(view, me, partner, give, get):
            best = self._price_for_person(view, me, partner, give, get)
        if give or not get:
            return best
        ledger = self._ledger()
        mine_finished = self._finishes_set(view, me, get)
        for spare in self._spares(view, me, partner, get):
            finishes_theirs = self._finishes_set(view, partner, (spare,))
            if not (self._may_price(view, me, partner, (spare,), get)
                    and ledger.may_offer(view, me, partner, (spare,), get, finishes_theirs=finishes_theirs)):
                continue
            swap, swap_score = self._price_for_person(view, me, partner, (spare,), get)
            if swap is not None and mine_finished and finishes_theirs:
                return swap, swap_score  # a set for a set: the deal a family expects first
            if swap is not None and swap_score > best[1]:
                best = swap, swap_score
        return best

    def _may_price(self, view: GameView, me: int, partner: int, give: tuple[int, ...], get: tuple[int, ...]) -> bool:
        """Whether a deal for a person is worth pricing: not one my look-ahead turned down
        while nothing it depends on has changed since."""
        return moved_on(self._declined.get((partner, give, get)), view, me, partner, give, get)

    def _spares(self, view: GameView, me: int, partner: int, get: tuple[int, ...]) -> list[int]:
        """My places that could go to `partner` in exchange for `get`: none of a group with
        buildings or one I hold whole, none of `get`'s group; the `SPARES_TRIED` whose swaps gain
        the two of us most together (sets at full rent), as pricing each is the dear part."""
        values, levels, owned = self.app.values, view.levels, view.owned[me]
        into = A.Items(get)
        wanted = values.group_of[get[0]]
        spares = []
        for s in sorted(owned):
            group = values.groups[values.group_of[s]]
            if (values.group_of[s] == wanted or any(levels[m] for m in group)
                    or len(group) > 1 and owned.issuperset(group)):
                continue
            spares.append((sum(trading.gains(self.guard, view, me, partner, A.Items((s,)), into,
                                             _guard_of(self, view, partner))), s))
        return [s for _, s in sorted(spares, reverse=True)[:SPARES_TRIED]]

    def _partner_weight(self, view: GameView) -> float:
        """How much a partner's gain counts against mine: with more than two at the table, it
        is shared harm to the others too."""
        weight = self.style.terms.rival_weight
        return weight * self.style.crowd_weight if len(view.active_players()) > 2 else weight

    def _least_taken(self, view: GameView, me: int, partner: int, give: tuple[int, ...],
                     get: tuple[int, ...], guess: int | None) -> int | None:
        """The least cash (negative: the most I may ask) for which a partner deciding by
        Medium's procedure, the strength shown at the table, takes the swap; `guess` if none
        within what either of us holds. Taking is monotone in the cash, so a search from where
        Medium's terms put it (a step or two away, most times) finds it. Where rents rise with
        building the answer hangs on the table alone, so the copies of one look-ahead share it."""
        model = self._partner_model(view)
        shared = shared_answers() if self.app.values.rents_rise else None
        if shared is None:
            least = self._least_taken_searched(view, model, me, partner, give, get)
        else:
            # the model's appraisers too: a round's rent to come is read at its first look
            key = ("least taken", table_now(view), model.app.factor, model.guard.factor, me, partner, give, get)
            least = shared.get(key, shared)
            if least is shared:
                least = shared[key] = self._least_taken_searched(view, model, me, partner, give, get)
        return guess if least is None else least

    def _least_taken_searched(self, view: GameView, model: StrategyBot, me: int, partner: int,
                              give: tuple[int, ...], get: tuple[int, ...]) -> int | None:
        """`_least_taken`, searched: None if no cash either of us holds makes the partner take it."""
        step = trading.CASH_STEP
        give_items, get_items = A.Items(give), A.Items(get)
        deal = model.deal(view, partner, me, get_items, give_items)  # what `would_take` asks first

        def takes(steps: int) -> bool:
            cash = steps * step
            paid, asked = max(0, cash), max(0, -cash)
            return deal.takes(asked, paid) or model._takes_anyway(view, partner, A.Items(get, asked), A.Items(give, paid))

        lo, hi = -(view.players[partner].cash // step), view.players[me].cash // step
        if not takes(hi):
            return None
        if self.app.values.rents_rise:  # taking rises with the cash to the last bit: any start finds the same least
            start = deal.near_least(0) // step
        else:  # where a building level can lower a rent, the search keeps the steps it always took
            mine_full, theirs = trading.gains(self.guard, view, me, partner, give_items, get_items)
            start = trading.fair_cash(mine_full, theirs, model.style.terms, view.edition.rules.salary) // step
        return least_true(takes, lo, hi, start) * step

    def _partner_model(self, view: GameView) -> StrategyBot:
        """Medium's procedure, ready to judge for any seat of this table."""
        model = self._model
        if model is None:
            model = self._model = MediumBot(0)
        if model._view is not view:
            model._forget(view)
        model._danger_key = model._holdings_key = None  # cached for one seat: this one's afresh
        model.people = self.people  # a person it models sells as a person: no bot's sale floor
        model.app.look(view)
        model.guard.look(view)
        return model


def priced_in_a_look(ordered: list, people: Collection[int]) -> list:
    """The deals one look for an offer prices, of `ordered` (partner, places given, places got):
    the first `MAX_PRICED`, and a person's beside them up to `MAX_PRICED` of theirs in all. A
    person's deals are here only where the table's pace and memory let them through, once in two
    rounds at most; ranked behind a bot's deals for sets, which may wait on their ladders for
    rounds, a person's step towards a set would go unpriced in every look of a bot that trades
    with bots every round."""
    first = ordered[:MAX_PRICED]
    room = MAX_PRICED - sum(c[0] in people for c in first)
    return first + [c for c in ordered[MAX_PRICED:] if c[0] in people][:max(0, room)]


def offers_watched(bot: StrategyBot, partner: int) -> bool:
    """Whether `bot`'s offers to `partner` are made only at a price the partner would plausibly
    take, and not made again unchanged once refused: offers between bots at a table with people,
    where each one refused fills the log the family reads. Bots alone offer by their ladders."""
    return bool(bot.people) and partner not in bot.people


def priced_for_partner(bot: StrategyBot, view: GameView, me: int, offer: A.Offer) -> A.Offer | None:
    """`offer` to a bot as its partner would plausibly take it, judged by Medium's procedure (the
    strength shown at the table) in the partner's seat: as it stands if that takes it, else with the
    cash raised (or the ask lowered) to the least that procedure takes, where I would still take it
    myself; None where no such price exists. An offer the partner refuses whatever it is paid
    (a sale's floor, a price past what the people watching would believe) isn't made at all."""
    partner = offer.partner
    model = bot._partner_model(view)
    if model.would_take(view, partner, me, offer.get, offer.give):
        return offer
    give, get = offer.give.squares, offer.get.squares
    if offer.give.cards or offer.get.cards:
        return None
    least = bot._least_taken(view, me, partner, give, get, None)
    if least is None or least <= cash_to_partner(offer):
        return None  # no cash moves it, or what refuses it is besides the cash
    raised = A.Offer(partner, A.Items(give, max(0, least)), A.Items(get, max(0, -least)))
    if (raised.give.cash > view.players[me].cash or view.check_offer(raised) is not None
            or trading.liquidity_after(view, me, raised.give, raised.get) < bot.danger(view, me)
            or not bot.would_take(view, me, partner, raised.give, raised.get)):
        return None
    model = bot._partner_model(view)  # (my own answer may have asked the model for another seat)
    return raised if model.would_take(view, partner, me, raised.get, raised.give) else None


def _negotiation(view: GameView, offer: A.Offer) -> tuple:
    """What makes one negotiation: the turn, the partner, and the places and cards (not the cash)."""
    return (view.round, view.current, offer.partner, offer.give.squares, offer.get.squares,
            offer.give.cards, offer.get.cards)


def _cash_to_me(trade: A.Offer | A.Counter, answering: bool = False) -> int:
    """The cash a trade brings me, net: my counter-offer's, or (`answering`) an offer made to me."""
    if answering:
        return trade.give.cash - trade.get.cash
    return trade.get.cash - trade.give.cash


def price_beyond(bot: StrategyBot, view: GameView, me: int, partner: int, squares: tuple[int, ...]) -> int | None:
    """The least cash, more than `partner` holds, for which `bot` would sell them `squares`; None
    where it would take what they hold, or wouldn't sell for `PERSON_PRICE_CEILING` times their printed prices."""
    low = view.players[partner].cash
    least = least_for_sale(bot, view, me, partner, squares, low, named_price_limit(bot, squares, ()))
    return None if least is None or least <= low else least


def least_for_sale(bot: StrategyBot, view: GameView, me: int, partner: int, squares: tuple[int, ...],
                   low: int, high: int) -> int | None:
    """The least cash between `low` and `high` (to a cash step) for which `bot` would sell `partner`
    `squares` alone; `low` where it takes that, None where it wouldn't sell for `high`."""
    deal = bot.deal(view, me, partner, A.Items(squares), A.Items())
    if low >= high or not deal.takes(0, high):
        return None
    if deal.takes(0, low):
        return low
    while high - low > trading.CASH_STEP:  # bounded: halves the span each time; taking rises with the cash
        mid = (low + high) // 2
        low, high = (low, mid) if deal.takes(0, mid) else (mid, high)
    return high


def set_price_named(bot: StrategyBot, view: GameView, me: int, person: int, offer: A.Offer) -> Reply | None:
    """My answer to a person who asks for places of mine that finish their set and whose least is
    past `PERSON_PRICE_CEILING`: the cash price I take for them (`finisher_price`), as a
    counter-offer where they hold the cash, else in words; None where there is no such price.
    Places or bail cards they offer with their cash are left out of it: a price named for cash,
    then "I'd rather keep it" once they add a place, read as a bot moving its price."""
    out = offer.get  # what I'd hand over
    if out.cards or person not in bot.people:
        return None
    price = finisher_price(bot, view, me, person, out.squares)
    if price is None:
        return None
    counter = A.Counter(A.Items(out.squares), A.Items((), price))
    fields = {"place": out.squares[0], "amount": price}
    if view.can_counter() and view.check_counter(counter) is None:
        return Reply(False, "bot_why_set_theirs_price", fields, counter)
    return Reply(False, "bot_why_set_theirs_price", fields)


def finisher_price(bot: StrategyBot, view: GameView, me: int, person: int, squares: tuple[int, ...]) -> int | None:
    """The cash I name `person` for `squares`, which finish their set: my least (my terms, and no less
    than `set_sale_floor`) with `PERSON_SPREAD` of it my way, within `FINISHER_PRICE_CEILING` times
    the printed prices and what the person could raise; None where my least is past either."""
    bound = min(person_price_ceiling(bot, (), squares, FINISHER_PRICE_CEILING), could_raise(view, person))
    least = least_for_sale(bot, view, me, person, squares, 0, bound)
    if least is None:
        return None
    least = max(least, set_sale_floor(bot, view, me, person, squares, ()) or 0)
    spread = 0.0 if bot.style.face_sales else PERSON_SPREAD
    price = min(trading.tidy_up(int(least * (1 + spread))), bound)
    return price if least <= price else None


def could_raise(view: GameView, who: int) -> int:
    """The cash `who` could pay without selling a building: what they hold, and the mortgages of
    their places in groups with no buildings."""
    levels, mortgaged, groups = view.levels, view.mortgages, view.edition.groups
    squares = view.edition.squares
    return view.players[who].cash + sum(
        view.mortgage_value(s) for s in view.owned[who]
        if not mortgaged[s] and not any(levels[m] for m in groups.get(squares[s].group, (s,))))


def named_price_limit(bot: StrategyBot, give: tuple[int, ...], get: tuple[int, ...]) -> int:
    """The most cash a bot names to a person for its places `give` with theirs `get` besides: the
    ceiling it pays beside people (`person_price_ceiling`), the other way round."""
    return person_price_ceiling(bot, get, give)


def worth_to_me(view: GameView, mine: A.Items, theirs: A.Items) -> int:
    """The cash and bail cards of a trade in which I hand over `mine` and receive `theirs`, as cash to me."""
    return theirs.cash - mine.cash + trading.cards_worth(view, mine, theirs)


def remember_quote(bot: StrategyBot, view: GameView, proposer: int, mine: A.Counter) -> None:
    """Keep the terms `bot` has just named `proposer`: an offer of theirs that meets them while they
    stand is one it has said it would take (`meets_quote`, `quotes.NamedPrices`)."""
    bot.named.name(view, proposer, mine.give.squares, mine.get.squares, worth_to_me(view, mine.give, mine.get))


def held_to_my_word(bot: StrategyBot, view: GameView, me: int, offer: A.Offer) -> A.Offer | None:
    """My `offer` to a person held to the price I named them for its places (`quotes.held_to_word`);
    None where that price is one they have had (the ledger's `repeats`: my counter-offer they turned
    down) or the engine refuses it."""
    held = held_to_word(bot.named, view, offer, worth_to_me(view, offer.give, offer.get))
    if held is offer:
        return offer
    cash = held.give.cash - held.get.cash
    if (view.check_offer(held) is not None
            or bot._ledger().repeats(view, me, held.partner, held.give.squares, held.get.squares, cash)):
        return None
    return held


def buildings_of(view: GameView, me: int) -> int:
    """The building steps standing on my places."""
    levels = view.levels
    return sum(levels[s] for s in view.owned[me])


def build_went_to_another(asked: tuple | None, view: GameView, me: int) -> bool:
    """Whether my last build this turn (`asked`: the turn and my buildings then) added none: the
    bank was short, and its auction went to another bidder, whether I dropped out or the game
    dropped me once the bids passed what I could pay."""
    return asked is not None and asked[:2] == (view.round, view.current) and buildings_of(view, me) == asked[2]


def let_go(view: GameView, me: int, s: int) -> bool:
    """Whether the place auctioned is the one I stand on in my own turn: I declined it at its price."""
    return view.current == me and view.players[me].position == s


def meets_quote(bot: StrategyBot, view: GameView, offer: A.Offer) -> bool:
    """Whether `offer`, made to `bot`, gives it at least terms it named its maker for the same places
    that still stand: a deal it has said it would take."""
    return bot.named.stands(view, offerer(view), offer.get.squares, offer.give.squares,
                            worth_to_me(view, offer.get, offer.give))


def keeps_word(bot: StrategyBot, view: GameView, me: int, offer: A.Offer) -> bool:
    """Whether `bot` takes a person's `offer` because it meets a price it named them that still
    stands, whatever its terms now say: a bot that named Rs 3,440 for Bandipur and refused exactly
    that a round later, once the person's cash had grown, read to a family as going back on its
    word. Not where the deal would leave it unable to pay the rents just ahead (`leaves_me_short`):
    then its refusal says so."""
    return meets_quote(bot, view, offer) and not leaves_me_short(bot, view, me, offer.get, offer.give)


def names_past_my_word(bot: StrategyBot, view: GameView, me: int, proposer: int, offer: A.Offer,
                       named: A.Counter | None) -> bool:
    """Whether my refusal of a person's `offer` names them no price for its places, or a dearer one
    (`named`), where a price I named them for the same places still stands: a bot that said
    "Rs 1,440 more" and a round later "I'd rather keep Bandipur than name a price" has gone back
    on its word, though it would still take the price."""
    out, into = offer.get, offer.give  # what I'd hand over, what I'd receive
    standing = bot.named.standing(view, proposer, out.squares, into.squares)
    if standing is None or leaves_me_short(bot, view, me, out, into):
        return False
    if named is None:
        return True
    return ((named.give.squares, named.get.squares) == (out.squares, into.squares)
            and worth_to_me(view, named.give, named.get) > standing)


def my_word_again(bot: StrategyBot, view: GameView, me: int, proposer: int, offer: A.Offer) -> Reply:
    """My refusal of a person's `offer` short of a price I named them that still stands: the cash
    I'd want besides, to that price, as my reason (what finishes their set said so)."""
    out, into = offer.get, offer.give  # what I'd hand over, what I'd receive
    standing = bot.named.standing(view, proposer, out.squares, into.squares)
    assert standing is not None  # `names_past_my_word` found it
    more = standing - worth_to_me(view, out, into)
    if finishes_anew(bot, view, proposer, out.squares):
        return Reply(False, _set_theirs(bot, view, me, into.squares), {"amount": more})
    asked_to_pay = out.cash > into.cash
    return Reply(False, "bot_why_pay_less" if standing < 0 or standing == 0 and asked_to_pay else "bot_why_more",
                 {"amount": more})


def leaves_me_short(bot: StrategyBot, view: GameView, me: int, out: A.Items, into: A.Items) -> bool:
    """Whether handing over `out` for `into` itself leaves me, with all I could raise, short of the
    dearest rent I may owe next (`danger`), where it brings me no more cash than it takes: the deal,
    not its price, is the trouble (cash offered me is a matter of price)."""
    after = trading.liquidity_after(view, me, out, into)
    return (into.cash <= out.cash and after < bot.danger(view, me)
            and after < trading.liquidity_after(view, me, A.Items(), A.Items()))


def _more_key(counter: A.Offer | A.Counter, asked_to_pay: bool) -> str:
    """How a refusal names the cash my counter-offer moves my way: more for me where I am paid,
    less from me where I pay or (`asked_to_pay`) was asked to and now pay nothing."""
    mine = _cash_to_me(counter)
    return "bot_why_pay_less" if mine < 0 or mine == 0 and asked_to_pay else "bot_why_more"


def _terms_with_leader(bot: StrategyBot, view: GameView, partner: int, out: A.Items) -> Terms:
    """My terms for handing `partner` places: a set they finish while they lead the table (richer
    than me and everyone else) makes the game theirs, so beside others their gain counts at least
    LEADER_WEIGHT against mine. A newcomer's style (Easy, selling at the printed price) doesn't look."""
    terms = bot.style.terms
    if (bot.style.face_sales or not out.squares or not _leads(view, partner)
            or not bot._finishes_set(view, partner, out.squares)):
        return terms
    return Terms(max(terms.rival_weight, LEADER_WEIGHT), terms.margin)


def _leads(view: GameView, player: int) -> bool:
    """Whether `player` leads a table of three or more: worth more than each of the others."""
    active = view.active_players()
    if len(active) < 3:
        return False
    worth = view.worth(player)
    return all(view.worth(p) < worth for p in active if p != player)


def smaller_counter(bot: StrategyBot, view: GameView, me: int, proposer: int,
                    offer: A.Offer) -> tuple[int, A.Counter] | None:
    """Where no cash makes `offer` a deal, the same deal with one of the places it asks of me left
    out (the dearest first that works), as a counter-offer at my own first price for it: the place
    I keep, and the counter. A person asking two of my places hears which one I'd part with rather
    than only a no. None where no such deal exists."""
    out = offer.get  # what I'd hand over
    if len(out.squares) + bool(out.cash) + bool(out.cards) < 2 or not view.can_counter():
        return None
    for keep in sorted(out.squares, key=lambda s: -bot.app.prices[s]):
        rest = A.Items(tuple(s for s in out.squares if s != keep), out.cash, out.cards)
        if not (rest.squares or rest.cards or offer.give.squares or offer.give.cards):
            continue  # cash for cash is no deal
        smaller = A.Offer(offer.partner, offer.give, rest)
        counter = bot.counter_offer(view, me, proposer, smaller)
        if counter is None and bot.would_take(view, me, proposer, rest, offer.give):
            counter = A.Counter(rest, offer.give)  # my first price for it is what they offered
        if counter is not None and view.check_counter(counter) is None:
            return keep, counter
    return None


def cash_instead(bot: StrategyBot, view: GameView, me: int, proposer: int, offer: A.Offer) -> A.Counter | None:
    """Where a person offers places of theirs for places of mine and no cash makes that a deal, the
    same places of mine for cash alone at my own price (`_price_for_person`), as a counter-offer.
    None where there is none."""
    out, into = offer.get, offer.give  # what I'd hand over, what I'd receive
    if (proposer not in bot.people or not out.squares or not into.squares or out.cards or into.cards
            or not view.can_counter()):
        return None
    priced, _ = bot._price_for_person(view, me, proposer, out.squares, (), answering=True)
    if priced is None:
        return None
    counter = A.Counter(priced.give, priced.get)
    return counter if view.check_counter(counter) is None else None


def set_sale_floor(bot: StrategyBot, view: GameView, me: int, partner: int, give: tuple[int, ...],
                   get: tuple[int, ...]) -> int | None:
    """The least cash I take from a person for `give`'s places where they finish the person's set,
    or give them the whole of a group of airports or services, whose rent grows with each held
    (and `get`'s finish none of my sets): `FINISHER_FACE_MARKUP` times their printed prices (less
    any loan on them, which goes with them), less those of `get`'s. None for any other deal.
    Medium and Hard take no less than `set_worth_floor` either for the places that finish the
    person's set (Easy, a newcomer, knows only that they need it). Medium and Easy also keep the
    printed-price floor on a place sold for cash from a group they lately offered a person to buy
    into: asking for a group and selling it off in one breath read to a family as a bot with no
    plan (Hard weighs each sale by its look-ahead instead)."""
    if partner not in bot.people or not give or bot._finishes_set(view, me, get):
        return None
    courted = not get and not bot.style.model_partner and bot._ledger().courting(view, me, give)
    if not (bot._finishes_set(view, partner, give) or _completes_group(bot, view, partner, give) or courted):
        return None
    face = _finisher_face(bot, view, give, get)
    if bot.style.face_sales or not bot._finishes_set(view, partner, give):
        return face  # a newcomer knows only that the other player needs it
    return max(face, set_worth_floor(bot, view, me, partner, give) - _finisher_face(bot, view, (), get))


def cash_floor(bot: StrategyBot, view: GameView, me: int, partner: int, out: A.Items, into: A.Items) -> int | None:
    """`set_sale_floor` as the cash a trade must bring me, the bail cards in it counted at their worth."""
    floor = set_sale_floor(bot, view, me, partner, out.squares, into.squares)
    return None if floor is None else floor - trading.cards_worth(view, out, into)


def set_worth_floor(bot: StrategyBot, view: GameView, me: int, partner: int, give: tuple[int, ...]) -> int:
    """The least cash that pays me for handing a person the set `give` finishes: what the whole set
    adds to them over the rounds left (`set_gain`), less what the cash does for me besides its face,
    building my own sets with it (much where I hold one to build on, nothing where I hold none).
    Twice Tansen's price, with no set of mine to build on, hands a person the Hills' rents for the
    rest of the game, worth many times that to them."""
    worth = set_gain(bot, view, partner, give)
    sets = own_sets(bot, view, me)
    step = trading.CASH_STEP
    top = math.ceil(worth / step)
    if not sets or top <= 0:
        return max(0, top * step)
    guard, cash = bot.guard, view.players[me].cash
    guard.look(view)
    now = guard.holding(sets, cash)

    def covers(steps: int) -> bool:
        paid = steps * step
        return paid + guard.holding(sets, cash + paid) - now >= worth
    return least_true(covers, 0, top, top // 2) * step


def set_gain(bot: StrategyBot, view: GameView, partner: int, give: tuple[int, ...]) -> float:
    """What `give` adds to `partner` where it finishes their sets: each such group whole against
    their places there held apart, built as `bot` reckons the partner builds (`_guard_of`)."""
    guard, values, owners = _guard_of(bot, view, partner), bot.app.values, view.owners
    guard.look(view)
    cash, gain = view.players[partner].cash, 0.0
    for group in dict.fromkeys(values.group_of[s] for s in give):  # in order: the same sum every run
        theirs = [m for m in values.groups[group] if owners[m] == partner]
        whole = [m for m in values.groups[group] if owners[m] == partner or m in give]
        if values.kind[whole[0]] == S.PLACE and len(whole) >= bot.app.needed[group]:
            gain += guard.holding(whole, cash) - guard.holding(theirs, cash)
    return gain


def own_sets(bot: StrategyBot, view: GameView, me: int) -> list[int]:
    """My places in the groups of places I hold enough of to build on."""
    values, owned = bot.app.values, view.owned[me]
    return [s for s in sorted(owned) if values.kind[s] == S.PLACE
            and sum(1 for m in values.groups[values.group_of[s]] if m in owned) >= bot.app.needed[values.group_of[s]]]


def set_buy_floor(bot: StrategyBot, view: GameView, me: int, partner: int, give: tuple[int, ...],
                  get: tuple[int, ...]) -> int | None:
    """`set_sale_floor` from the other side: the cash towards which I raise my offer to a person for
    `get`'s places where they finish my set or give me a whole group of airports or services (and
    `give`'s finish none of the person's): the same markup on the printed prices as the face of a
    sale to them, which a sale may ask more than (`set_sale_floor` weighs the set's worth to the
    person too, `set_worth_floor`). None for any other deal."""
    if partner not in bot.people or not get or bot._finishes_set(view, partner, give):
        return None
    if not (bot._finishes_set(view, me, get) or _completes_group(bot, view, me, get)):
        return None
    return _finisher_face(bot, view, get, give)


def _finisher_face(bot: StrategyBot, view: GameView, finishing: tuple[int, ...], besides: tuple[int, ...]) -> int:
    """`FINISHER_FACE_MARKUP` times the printed prices of the `finishing` places (less any loan on
    them, which goes with them), less those of the places going `besides` them."""
    prices = bot.app.prices

    def face(s: int) -> int:
        return prices[s] - view.mortgage_value(s) if view.mortgages[s] else prices[s]
    return int(FINISHER_FACE_MARKUP * sum(map(face, finishing))) - sum(map(face, besides))


def _completes_group(bot: StrategyBot, view: GameView, who: int, gained: tuple[int, ...]) -> bool:
    """Whether `gained` gives `who` every square of a group of airports or services."""
    values = bot.app.values
    return any(values.kind[s] != S.PLACE and all(m in gained or view.owners[m] == who for m in values.groups[values.group_of[s]])
               for s in gained)


def dear_to_person(bot: StrategyBot, counter: A.Counter) -> bool:
    """Whether a counter-offer asks a person more than `PERSON_SALE_CEILING` times the printed
    prices of my places in it (less those of theirs): the bound a first offer of mine keeps."""
    asked = counter.get.cash - counter.give.cash
    return asked > person_price_ceiling(bot, counter.get.squares, counter.give.squares, PERSON_SALE_CEILING)


def set_for_set(bot: StrategyBot, view: GameView, me: int, proposer: int,
                offer: A.Offer) -> tuple[int, A.Counter] | None:
    """Where a person asks me for places that finish their set and holds one that finishes mine,
    the swap of the two at my own price for it (`_price_for_person`), as a counter-offer: a set
    for a set, rather than a price for mine alone that weighs their set against me. The place of
    theirs I ask, and the counter; None where there is no such deal, or I would refuse it offered."""
    out = offer.get  # what I'd hand over
    if (proposer not in bot.people or not out.squares or out.cards or offer.give.cards
            or not bot._finishes_set(view, proposer, out.squares) or not view.can_counter()):
        return None
    group_of = bot.app.values.group_of
    asked_groups = {group_of[s] for s in out.squares}
    best: tuple[float, int, A.Counter] | None = None
    for theirs in sorted(view.owned[proposer]):
        if (theirs in offer.give.squares or group_of[theirs] in asked_groups
                or not bot._finishes_set(view, me, (theirs,))):
            continue
        priced, score = bot._price_for_person(view, me, proposer, out.squares, (theirs,), answering=True)
        if priced is None:
            continue
        counter = A.Counter(priced.give, priced.get)
        if view.check_counter(counter) is None and (best is None or score > best[0]):
            best = score, theirs, counter
    if best is None or not bot.would_take(view, me, proposer, best[2].give, best[2].get):
        return None
    return best[1], best[2]


def rival_set_counter(bot: StrategyBot, view: GameView, me: int, proposer: int, offer: A.Offer) -> Reply | None:
    """Where a person asks me for places that finish their set, which I keep, and the places they
    hold in the same group would finish mine: my refusal with their places there for cash, at the
    price my own offer for them names (`own_offer_for`), as a counter-offer. Both of us want the
    group and only one can have it: a bot that kept Jumla at any price, then asked the person for
    Humla in its next turn, read to a family as one-way. None where there is no such deal, I would
    refuse it offered, it breaks my word (`word`), or I can't pay it; none either where a price I
    named them for the places they ask still stands: that price is my answer (`my_word_again`)."""
    out, into = offer.get, offer.give  # what I'd hand over, what I'd receive
    if (proposer not in bot.people or out.cards or into.cards or not view.can_counter()
            or bot.named.standing(view, proposer, out.squares, into.squares) is not None):
        return None
    values, owners = bot.app.values, view.owners
    for group in dict.fromkeys(values.group_of[s] for s in out.squares):  # in order: the same answer every run
        theirs = tuple(m for m in values.groups[group] if owners[m] == proposer)
        if not theirs or set(theirs) & set(into.squares) or not bot._finishes_set(view, me, theirs):
            continue
        mine = own_offer_for(bot, view, me, proposer, theirs)
        if mine is None or mine.give.cash <= 0:
            continue  # no price, or one that pays them nothing
        counter = A.Counter(mine.give, mine.get)
        if (view.check_counter(counter) is None and bot.would_take(view, me, proposer, counter.give, counter.get)
                and not bot.word.breaks(view, me, mine, partial(bot._finishes_set, view))):
            kept = next(s for s in out.squares if values.group_of[s] == group)
            return Reply(False, "bot_why_both_want", {"place": kept, "theirs": theirs, "amount": mine.give.cash},
                         counter)
    return None


def own_offer_for(bot: StrategyBot, view: GameView, me: int, person: int, theirs: tuple[int, ...]) -> A.Offer | None:
    """My offer to `person` of cash for `theirs`, their places, at the price an offer of mine in my
    own turn names: `_price_for_person`, held to the bound my offers keep (`person_times`, offering)
    and to a price I named them that still stands (`held_to_word`). Priced while I answer them, so
    without the checks only a turn's offer passes (the engine's, now busy with their offer, and the
    table's ledger, which keeps an offer from coming back unasked). None where I name no price."""
    priced, _ = bot._price_for_person(view, me, person, (), theirs, answering=True)
    if priced is None:
        return None
    times = person_times(bot, view, me, person, (), theirs, answering=False)
    cash = person_bounded(bot, priced.give.cash - priced.get.cash, (), theirs, times)
    offer = A.Offer(person, A.Items((), max(0, cash)), A.Items(theirs, max(0, -cash)))
    return held_to_word(bot.named, view, offer, worth_to_me(view, offer.give, offer.get))


def _my_offer_again(bot: StrategyBot, view: GameView, proposer: int) -> A.Counter | None:
    """My offer to `proposer` this turn, as my counter to the counter-offer they made to it (one
    that changes what changes hands, which no price of mine meets): haggling leaves my offer on the
    table to accept, as a person at the table would. None where there is no such offer, or the
    turn's counter-offers are used up."""
    if bot._offered is None or not view.offer_is_counter:
        return None
    turn, offer = bot._offered
    if turn != (view.round, view.current) or offer.partner != proposer or not view.can_counter():
        return None
    again = A.Counter(offer.give, offer.get)
    return again if view.check_counter(again) is None else None


def finishes_anew(bot: StrategyBot, view: GameView, who: int, gained: tuple[int, ...]) -> bool:
    """Whether `gained` gives `who` a set they don't already hold: in Business GST three sites of
    a five-city colour let their owner build, and a fourth blue told a person holding three that
    it "finishes your set", words that read as the bot not looking at the board."""
    if not bot._finishes_set(view, who, gained):
        return False
    values, needed = bot.app.values, bot.app.needed
    groups = {values.group_of[s] for s in gained if values.kind[s] == S.PLACE}
    return any(sum(1 for m in values.groups[g] if view.owners[m] == who and m not in gained) < needed[g]
               for g in groups)


def _set_theirs(bot: StrategyBot, view: GameView, me: int, got: tuple[int, ...]) -> str:
    """The words for wanting more for a place that finishes the partner's set: where the deal
    finishes mine too, they say so, as "finishes your set" alone reads as if I had missed what I
    get."""
    return "bot_why_sets_both" if bot._finishes_set(view, me, got) else "bot_why_set_theirs"


def _stands_better(view: GameView, counter: A.Counter, standing: A.Counter | None) -> bool:
    """Whether my own offer still standing, for the same places, gives the person more than
    `counter` would (cash and bail cards, as cash): a person who asks for more, or for a card
    besides, never hears a counter-offer worse than the offer they were haggling over."""
    if standing is None or (counter.give.squares, counter.get.squares) != (standing.give.squares, standing.get.squares):
        return False
    return worth_to_me(view, counter.give, counter.get) > worth_to_me(view, standing.give, standing.get)


def _step_worth(bot: StrategyBot, app: Appraiser, view: GameView, who: int, gone: tuple[int, ...],
                come: tuple[int, ...]) -> float:
    """`trading.step_worth` as `bot` reckons it: a newcomer's style (Easy, selling at the printed
    price) counts no steps, so it neither pays for one nor asks more for a lone place."""
    return 0.0 if bot.style.face_sales else trading.step_worth(app, view, who, gone, come)


def _why_more(view: GameView, my_offer: tuple, proposer: int, counter: A.Counter, more: int) -> tuple[str, dict]:
    """Why my counter-offer moves `more` cash my way: where it is `my_offer` this turn (its
    negotiation and the cash it asked) again, that my offer stands at its cash (haggling doesn't
    move it); else the difference (less from me where the offer had me paying)."""
    talks, asked = my_offer
    mine = counter.get.cash - counter.give.cash
    if talks == _negotiation(view, A.Offer(proposer, counter.give, counter.get)) and mine == asked:
        return _why_stands(counter, mine)
    return _more_key(counter, asked_to_pay=_cash_to_me(counter) - more < 0), {"amount": more}


def why_no_more(bot: StrategyBot, view: GameView, me: int, proposer: int, counter: A.Counter,
                more: int) -> tuple[str, dict]:
    """Why my counter-offer moves `more` cash my way (`_why_more`); where what I pay a person is all
    the cash I keep in hand leaves me (`held_by_cash_kept`), that instead, with both sums: a bot
    that held $361, said "too dear" for the last place of its set and paid $80 read as one that
    didn't want it."""
    kept = held_by_cash_kept(bot, view, me, proposer, counter)
    if kept is not None:
        return "bot_why_cash_kept", {"kept": kept, "amount": counter.give.cash - counter.get.cash}
    return _why_more(view, bot._asked, proposer, counter, more)


def held_by_cash_kept(bot: StrategyBot, view: GameView, me: int, person: int, counter: A.Counter) -> int | None:
    """The cash I keep in hand beside `person` (`trade_floor`), where it alone holds what my
    `counter` pays them: the counter pays all it leaves me (to a tidy figure), and my terms would
    pay more for the places were it not kept. None where the places' worth holds the price."""
    paid = counter.give.cash - counter.get.cash
    if person not in bot.people or paid <= 0:
        return None
    out = A.Items(counter.give.squares, 0, counter.give.cards)
    into = A.Items(counter.get.squares, 0, counter.get.cards)
    floor = trade_floor(bot, view, me, person, out, into)
    if floor is None or paid < trading.tidy_cash(-floor, -floor):
        return None
    if not bot.deal(view, me, person, out, into, keeping=False).takes(-floor + trading.CASH_STEP, 0):
        return None
    return view.players[me].cash + floor


def only_cash_haggled(offer: A.Offer, mine: A.Counter) -> bool:
    """Whether `offer`, made to me, moves the same places and cards as my own offer `mine`, so
    only the cash differs: "not with those places" would then name a change nobody made."""
    def held(items: A.Items) -> tuple:
        return items.squares, items.cards, items.houses
    return held(offer.get) == held(mine.give) and held(offer.give) == held(mine.get)


def _why_stands(counter: A.Counter, mine: int) -> tuple[str, dict]:
    """Why my offer stands at the `mine` cash it moves my way: the least I'd take, or the most I'd
    pay, named as what the cash is when my places go with it (the most I'd add to Bandipur)."""
    if not mine:  # places for places: no sum to name
        return "bot_why_stands_swap", {}
    if mine > 0:
        return "bot_why_stands_ask", {"amount": mine}
    given = counter.give.squares
    if len(given) == 1:
        return "bot_why_stands_add", {"amount": -mine, "place": given[0]}
    return ("bot_why_stands_add_places" if given else "bot_why_stands_pay"), {"amount": -mine}


def _fallback(legal: Sequence[A.Action]) -> A.Action:
    """For a decision this bot has no plan for: the action that moves the game on (never
    proposing an end or resigning)."""
    for action in (A.END, A.ROLL, A.DROP, A.REJECT, A.DECLINE):
        if action in legal:
            return action
    return next((a for a in legal if a not in (A.PROPOSE_END, A.RESIGN)), next(iter(legal)))


def _guard_of(bot: StrategyBot, view: GameView, partner: int) -> Appraiser:
    """How `bot` prices a partner's side of a trade: a bot's sets built as far as its cash allows
    (the guard), a person's as far as `PERSON_PURSE` of their cash would, so what it asks a person
    comes from the board (the sets a trade makes, the rounds left), not from how rich they are.
    A person leading a table of three or more is priced as a bot is: a leader builds the set they
    buy to hotels at once, and a bot pricing it at a few houses sold them the game cheaply. A
    newcomer's style (Easy) doesn't look."""
    if partner not in bot.people or not bot.style.face_sales and _leads(view, partner):
        return bot.guard
    bot.person_guard.look(view)
    return bot.person_guard


def votes_to_end(bot: StrategyBot, view: GameView, me: int) -> bool:
    """How `bot` at seat `me` votes on ending the game now: yes when the house rule has bots go
    along with the people (who are asked after the bots and decide), else yes only when ending
    serves it."""
    return view.settings.bots_agree_end or bot.ending_serves(view, me)


def _agree(bot: StrategyBot, view: GameView, legal: Sequence[A.Action]) -> A.Action:
    """A proposal to end the game: agreed as `votes_to_end` decides."""
    return A.AGREE_END if votes_to_end(bot, view, view.pending.player) else A.REFUSE_END


def _leave(bot: StrategyBot, view: GameView, legal: Sequence[A.Action]) -> A.Action:
    """A third failed throw in jail: a bail card saves the fine."""
    return A.USE_CARD if A.USE_CARD in legal else A.PAY_FINE


def _keep(bot: StrategyBot, view: GameView, legal: Sequence[A.Action]) -> A.Action:
    """A bankrupt's lots beyond my ownership houses: keep the one worth most, houses counted."""
    squares = bot.app.squares
    return max(legal, key=lambda a: squares[a.square].price + squares[a.square].house_cost * 3
               if isinstance(a, A.Keep) else -1)


_DECISIONS = {  # methods by name, so a subclass's own version is the one asked
    K.ROLL: "_turn", K.JAIL: "_turn", K.END: "_end", K.BUY: "_buy", K.BID: "_bid",
    K.TRADE: "_answer", K.RAISE: "_raise", K.AGREE: _agree, K.LEAVE: _leave, K.KEEP: _keep,
}


def wanted_given(bot: StrategyBot, view: GameView, me: int, offer: A.Offer) -> int | None:
    """The place of a group I told a person lately I want that taking `offer` (as the game holds it:
    `offer.get` is what I hand over) would give away, or None (`TradeWord.wanted_sold`). Only this
    word binds my answers: a person offering to sell me back a place chose the price themselves."""
    mine = A.Offer(offerer(view), offer.get, offer.give)
    return bot.word.wanted_sold(view, me, mine, partial(bot._finishes_set, view))


def _note_people_trades(bot: StrategyBot, view: GameView) -> None:
    """Note the places that went between me and a person since my last decision, for `trades_back`."""
    me, owners, seen = view.pending.player, view.owners, bot._owners_seen
    if seen is not None:
        people, (before, since) = bot.people, seen
        for s, (was, now) in enumerate(zip(before, owners, strict=True)):
            if was != now and (was == me and now in people or now == me and was in people):
                bot._traded[s] = (since, now if was == me else was)  # it went after that decision: in its round, or soon after
                if was == me:
                    bot.word.sold(view, me, s, now)
    bot._owners_seen = (list(owners), view.round)


def trades_back(bot: StrategyBot, view: GameView, me: int, partner: int, out: A.Items, into: A.Items) -> bool:
    """Whether a deal with a person moves back a place that went between us in the last
    `keep_rounds` rounds, not for a set of mine: buying and selling one place back and forth at
    a few rupees' difference is churn a person could farm, and a place bought back at once reads
    as a bot that doesn't know its own mind."""
    return traded_back(bot, view, me, partner, out, into) is not None


def traded_back(bot: StrategyBot, view: GameView, me: int, partner: int, out: A.Items, into: A.Items) -> int | None:
    """The place `trades_back` finds going back, or None."""
    keep = bot.style.keep_rounds
    if not keep or partner not in bot.people or bot._finishes_set(view, me, into.squares):
        return None
    since = view.round - keep
    return next((s for s in (*out.squares, *into.squares) if bot._traded.get(s, (since - 1, None))[0] >= since), None)


def traded_back_reason(bot: StrategyBot, place: int, proposer: int) -> tuple[str, dict]:
    """Why a place that went between me and a person lately isn't traded on: with that person, it
    went "between us"; with another, it came from (or went to) them, which is what the family saw:
    Bikash, who never held Jumla, was told it "changed hands between us"."""
    other = bot._traded[place][1]
    if other == proposer:
        return "bot_why_traded_back", {"place": place}
    return "bot_why_traded_lately", {"place": place, "seat": other}

class EasyBot(StrategyBot):
    style = EASY

    def _most_i_pay(self, view: GameView, me: int, partner: int, out: A.Items, into: A.Items) -> int | None:
        """My terms' most, or for a sale to a person (`face_sales`) the printed price if that asks less:
        my asks and counter-offers to a person stay near the board's price."""
        most = super()._most_i_pay(view, me, partner, out, into)
        face = self._face_sale(view, me, partner, out, into)
        if face is None:
            face = face_buy(self, view, me, partner, out, into)
        if face is None or most is not None and face <= most:
            return most
        return within_my_bid(self, view, me, partner, out, into, face)

    def would_take(self, view: GameView, me: int, proposer: int, out: A.Items, into: A.Items) -> bool:
        """My terms' answer, or a person's cash at the printed price for places I sell at it; never a
        place traded back soon (`trades_back`)."""
        if super().would_take(view, me, proposer, out, into):
            return True
        floor = set_sale_floor(self, view, me, proposer, out.squares, into.squares)
        if trades_back(self, view, me, proposer, out, into) or floor is not None and into.cash - out.cash < floor:
            return False
        face = self._face_sale(view, me, proposer, A.Items(out.squares), A.Items(into.squares))
        if face is not None:
            return not out.cash and into.cash >= -face
        most = face_buy(self, view, me, proposer, A.Items(out.squares), A.Items(into.squares))
        return most is not None and not into.cash and out.cash <= most

    def _offer_for_person(self, view: GameView, me: int, partner: int, give: tuple[int, ...],
                          get: tuple[int, ...]) -> tuple[A.Offer | None, float]:
        """As every strength's, but a sale of the places that finish the person's set at the printed
        price comes first, as a newcomer sells what the other player needs: the person hears of it
        before my offers for their places."""
        offer, score = super()._offer_for_person(view, me, partner, give, get)
        if offer is not None and not get and self._face_sale(view, me, partner, A.Items(give), A.Items(())) is not None:
            score = float("inf")
        return offer, score

    def _face_sale(self, view: GameView, me: int, partner: int, out: A.Items, into: A.Items) -> int | None:
        """Minus the printed price (less any loan) of `out`'s places, where I sell them to a person
        for cash at it, and half as much again for places that finish the person's set
        (`FINISHER_FACE_MARKUP`): places only, none of a set I hold whole or with buildings; else None."""
        if (not self.style.face_sales or partner not in self.people or into.squares or not out.squares
                or out.cards or into.cards or out.houses or into.houses or self._breaks_set(view, me, out.squares)
                or not all(bare(view, s) for s in out.squares)):
            return None
        prices = self.app.prices
        face = sum(prices[s] for s in out.squares)
        if self._finishes_set(view, partner, out.squares):
            face = trading.tidy_up(int(face * FINISHER_FACE_MARKUP))
        return -(face - sum(view.mortgage_value(s) for s in out.squares if view.mortgages[s]))


def face_buy(bot: StrategyBot, view: GameView, me: int, partner: int, out: A.Items, into: A.Items) -> int | None:
    """The most cash Easy pays a person for places that finish a set of its own, none of its places
    given: their printed price (less any loan) and half as much again, as it asks for the last
    place of the person's set (`FINISHER_FACE_MARKUP`), at most its cash; else None."""
    if (not bot.style.face_sales or partner not in bot.people or out.squares or not into.squares
            or out.cards or into.cards or out.houses or into.houses or not bot._finishes_set(view, me, into.squares)):
        return None
    prices = bot.app.prices
    face = trading.tidy_up(int(sum(prices[s] for s in into.squares) * FINISHER_FACE_MARKUP))
    face -= sum(view.mortgage_value(s) for s in into.squares if view.mortgages[s])
    return min(face, view.players[me].cash // trading.CASH_STEP * trading.CASH_STEP)


class MediumBot(StrategyBot):
    style = MEDIUM


class HardBot(StrategyBot):
    """Medium's judgement with Hard's style; at the decisions that matter most, trade
    offers and answers, the candidates are played forward (lookahead.Rollouts) and the
    one whose copies end best is kept. Played out also at buying, leaving jail and a
    turn's first building step, it won no more (200-400 games against Medium, within
    noise) and spent 30-60 ms on each, so there it keeps its rules of thumb.

    To another bot, a swap its terms refuse but a Medium partner would take is still offered at
    the least Medium takes, when the look-ahead says its taking beats throwing: the terms price
    sets by the rent tables alone, while the copies play on with Hard's own rules in its seat
    (paired against Hard without it, 2,000 seeded games against Medium: +1.8 to +2.0 points
    over 30 rounds on three sets of seeds, +6.2 to the last player). So is a sale of a place
    that finishes the partner's set, past the asks its terms allow, at the most Medium pays
    (+0.8 and +1.3 points over 30 rounds, +1.6 to the last player). Nobody is offered what Hard
    would refuse if it were offered to it (a person could wait for it): its answer to a bot takes
    those two kinds of deal to the look-ahead too, at a price no worse for it (`would_take`), and
    every offer passes that answer first. A person holding places that finish Hard's set is offered
    the first kind too where its terms find no deal (`_price_for_person`), and its answer to a person
    takes it at a price no worse for Hard; a sale to a person stays within its terms, so a person
    can't wait Hard down to it."""

    style = HARD
    looks_ahead = True  # off: Medium's procedure with Hard's style (for comparisons and tests)
    copies = 7  # determinized copies per decision at most: the budget
    rounds = 8  # rounds each copy is played ahead, heads-up (fewer with more players)
    settled_after = 4  # copies after which a choice the copies already tell apart stops the look

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.rollouts = Rollouts(self.rng, self.copies, self.rounds, MediumBot, own_policy=HardRulesBot,
                                 settled_after=self.settled_after)
        self._least_cache: dict[tuple, int | None] = {}  # a deal's least a Medium partner takes, this decision
        self._played: dict[tuple, tuple] = {}  # a deal my look-ahead chose to offer -> the table then

    def decide(self, view: GameView, legal_actions: Sequence[A.Action]) -> A.Action:
        self._least_cache.clear()
        return super().decide(view, legal_actions)

    def would_take(self, view: GameView, me: int, proposer: int, out: A.Items, into: A.Items) -> bool:
        """My terms' answer, or (looking ahead) one of the deals my look-ahead offers past them:
        so I never offer what I'd refuse, and my answer to such a deal is played forward as my
        offer of it is (one valuation both ways)."""
        if super().would_take(view, me, proposer, out, into):
            return True
        return (self.style.model_partner  # Hard's rules in the look-ahead's copies too: they offer the same
                and (proposer not in self.people or bool(into.squares))  # a person isn't sold below my terms
                and not trades_back(self, view, me, proposer, out, into)
                and not overpays(self, proposer, out, into)
                and _above(into.cash - out.cash, trade_floor(self, view, me, proposer, out, into))
                and self._left_to_look_ahead(view, me, proposer, out, into)
                and trading.liquidity_after(view, me, out, into) >= self.danger(view, me))

    def _left_to_look_ahead(self, view: GameView, me: int, partner: int, out: A.Items, into: A.Items) -> bool:
        """A deal of the two kinds my offers leave to the look-ahead, at a price no worse for me than
        I'd offer it: places that finish my set (for mine that finish the partner's, never the dearer
        set), or a sale of places that finish the partner's set, with my cash at most the least a
        Medium partner takes (a sale: at least the most Medium pays, and never for nothing; to a
        person, that put up to a tidy figure)."""
        if out.cards or into.cards or out.houses or into.houses:
            return False
        give, get = out.squares, into.squares
        if get:
            if not self._finishes_set(view, me, get) or give and (
                    not self._finishes_set(view, partner, give) or trading.dearer(self.app, give, get)):
                return False
        elif not give or not self._finishes_set(view, partner, give):
            return False
        key = (partner, give, get, view.players[me].cash, view.players[partner].cash)
        if key not in self._least_cache:
            self._least_cache[key] = self._least_taken(view, me, partner, give, get, None)
        least = self._least_cache[key]
        if least is None or not get and least > -trading.CASH_STEP:  # a sale Medium pays nothing for: none offered
            return False
        if partner in self.people:  # a person hears that least put up to a tidy figure
            least = trading.tidy_up(least)
        return out.cash - into.cash <= least

    def _answer(self, view: GameView, legal: Sequence[A.Action]) -> A.Action:
        """An offer the rules of thumb would take is played out against refusing it, unless it is
        a deal my own look-ahead chose to offer with the table as it is; one they refuse stays
        refused (the exploit guards hold whatever the dice say)."""
        action = super()._answer(view, legal)
        if action is not A.ACCEPT or not self.looks_ahead:
            return action
        me, offer = view.pending.player, open_offer(view)
        deal = (offerer(view), offer.get, offer.give)
        if self._played.get(deal) == _table(view, me, deal[0]) or meets_quote(self, view, offer):
            return action  # a deal I chose to offer, or on terms I named: I said I would take it
        best = self.rollouts.best(view, me, (A.ACCEPT, A.REJECT))[0]
        assert isinstance(best, A.Action)  # each candidate is one action
        if best is A.REJECT and offerer(view) in self.people:
            self.last_reply = Reply(False, *trading.played_out_reason(offer))
        return best

    def _turn(self, view: GameView, legal: Sequence[A.Action]) -> A.Action:
        action = super()._turn(view, legal)
        if isinstance(action, A.Offer) and self.looks_ahead:  # worth making if its taking beats carrying on
            pend = view.pending
            instead = self._jail(view, legal, pend.player) if pend.kind == K.JAIL else A.ROLL
            # played as taken: the copies' partner decides by Medium's rule, which refuses an
            # offer at the printed prices, so playing the offer itself would only replay refusing
            chosen = self.rollouts.best(view, pend.player, ((action, A.ACCEPT), instead))[0]
            if chosen is instead and self.style.model_partner:
                # priced at what the partner takes, a dearer rung would only be worse: wait instead
                key = (action.partner, action.give.squares, action.get.squares)
                self.rungs.shelve(key, view.round)
                if action.partner in self.people:  # priced afresh only once the table moves on
                    self._declined[key] = snapshot(view, pend.player, *key)
                return instead
            if chosen is not instead:
                self._played = {(action.partner, action.give, action.get): _table(view, pend.player, action.partner)}
            return action
        return action

    def _price_offer(self, view: GameView, me: int, partner: int, give: tuple[int, ...],
                     get: tuple[int, ...]) -> tuple[A.Offer | None, float]:
        """As the rules of thumb price it; where they find no price, the swap at the least a
        Medium partner takes, for the look-ahead to judge (ranked below any priced offer)."""
        waiting = bool(get) and self.rungs.next((partner, give, get), view.round) is None
        offer, score = super()._price_offer(view, me, partner, give, get)
        if offer is not None or waiting or not get or not (self.looks_ahead and self.style.model_partner):
            return offer, score
        return self._least_taken_offer(view, me, partner, give, get), LEFT_TO_LOOK_AHEAD

    def _price_sale(self, view: GameView, me: int, partner: int, give: tuple[int, ...]) -> tuple[A.Offer | None, float]:
        """As the rules of thumb ask; where their asks are all refused or below my terms, the
        most a Medium buyer pays, for the look-ahead to judge (ranked below any priced offer)."""
        waiting = self.rungs.next((partner, give, ()), view.round) is None
        offer, score = super()._price_sale(view, me, partner, give)
        if offer is not None or waiting or not (self.looks_ahead and self.style.model_partner):
            return offer, score
        paid = self._least_taken(view, me, partner, give, (), None)  # negative: the most I may ask
        if (paid is None or paid > -trading.CASH_STEP
                or not _above(-paid, sale_floor(self, view, me, partner, A.Items(give), A.Items(())))):
            return None, 0.0
        offer = A.Offer(partner, A.Items(give), A.Items((), -paid))
        return (None, 0.0) if view.check_offer(offer) is not None else (offer, LEFT_TO_LOOK_AHEAD)

    def _price_for_person(self, view: GameView, me: int, partner: int, give: tuple[int, ...],
                          get: tuple[int, ...], answering: bool = False) -> tuple[A.Offer | None, float]:
        """As the rules of thumb price it; where my terms find no deal for places that finish my
        set, the one I'd offer a bot past them (at the least a careful person, deciding by Medium's
        rule, takes), for the look-ahead to judge: a person holding what I need hears of the deals
        both of us would make. A sale stays within my terms, so a person can't wait me down."""
        offer, score = super()._price_for_person(view, me, partner, give, get, answering)
        if offer is not None or answering or not get or not (self.looks_ahead and self.style.model_partner):
            return offer, score
        offer = self._least_taken_offer(view, me, partner, give, get, tidy=True)
        if (offer is None or overpays(self, partner, offer.give, offer.get) or paid_past_my_bid(self, view, me, offer)
                or not self._left_to_look_ahead(view, me, partner, offer.give, offer.get)
                or self._ledger().repeats(view, me, partner, give, get, offer.give.cash - offer.get.cash)):
            return None, 0.0
        return offer, LEFT_TO_LOOK_AHEAD

    def _least_taken_offer(self, view: GameView, me: int, partner: int, give: tuple[int, ...],
                           get: tuple[int, ...], tidy: bool = False) -> A.Offer | None:
        """The swap with the least cash a Medium partner takes, if there is one I can make: never
        the dearer set (the terms alone hand it over), and leaving me the cash for the rents ahead
        (`tidy`: for a person, the cash put up to a tidy figure, as `_left_to_look_ahead` allows)."""
        if give and trading.dearer(self.app, give, get):
            return None
        cash = self._least_taken(view, me, partner, give, get, None)
        if cash is None:
            return None
        if tidy:
            cash = trading.tidy_up(cash)
        give_cash, get_cash = max(0, cash), max(0, -cash)
        if give_cash > view.players[me].cash or get_cash > view.players[partner].cash:
            return None
        offer = A.Offer(partner, A.Items(give, give_cash), A.Items(get, get_cash))
        if (trading.liquidity_after(view, me, offer.give, offer.get) < self.danger(view, me)
                or view.check_offer(offer) is not None):
            return None
        return offer


def most_by_terms(bot: StrategyBot, view: GameView, me: int, partner: int, out: A.Items, into: A.Items) -> int | None:
    """`StrategyBot._most_i_pay` by `bot`'s terms alone, whoever the partner is. Taking is monotone in the cash,
    so halving finds it (from near the answer, where rents rise with building and my gains'
    margins say where it lies)."""
    step = trading.CASH_STEP
    deal = bot.deal(view, me, partner, out, into)

    def takes(cash: int) -> bool:
        return deal.takes(max(0, cash), max(0, -cash))

    lo, hi = -(view.players[partner].cash // step), view.players[me].cash // step
    if not takes(lo * step):
        return None
    if bot.app.values.rents_rise:  # the most I pay is the least brought in, searched from near it
        least_in = least_true(lambda n: takes(-n * step), -hi, -lo, deal.near_least(0) // step)
        return -least_in * step
    while lo < hi:  # invariant: takes(lo)
        mid = (lo + hi + 1) // 2
        if takes(mid * step):
            lo = mid
        else:
            hi = mid - 1
    return lo * step


def within_my_bid(bot: StrategyBot, view: GameView, me: int, partner: int, out: A.Items, into: A.Items,
                  most: int) -> int:
    """`most`, the most cash `bot` hands a partner with `out` for `into`, held, where the partner is a
    person, to the limit it bid to at the auction of the one place it buys, while nothing that limit
    rested on has moved (`AuctionLimits.bound`): dropping out at $297 and offering the winner $340
    for the same place next turn read to the family as nonsense."""
    if partner not in bot.people:
        return most
    return bot.auction_limits.bound(view, me, out, into, most)


def paid_past_my_bid(bot: StrategyBot, view: GameView, me: int, offer: A.Offer) -> bool:
    """Whether `offer` pays its partner more than `within_my_bid` allows."""
    paid = offer.give.cash - offer.get.cash
    places = A.Items(offer.give.squares, 0, offer.give.cards), A.Items(offer.get.squares, 0, offer.get.cards)
    return paid > within_my_bid(bot, view, me, offer.partner, *places, paid)


def person_price_ceiling(bot: StrategyBot, give: tuple[int, ...], get: tuple[int, ...],
                         times: int = PERSON_PRICE_CEILING) -> int:
    """The most cash a bot pays beside people (a person, or a bot the people watch) for `get`'s places
    with `give`'s (negative: the least it must be paid): `times` (`PERSON_PRICE_CEILING`) times the
    printed prices of those it gets, less those it gives."""
    prices = bot.app.prices
    return times * sum(prices[s] for s in get) - sum(prices[s] for s in give)


def person_times(bot: StrategyBot, view: GameView, me: int, person: int, give: tuple[int, ...],
                 get: tuple[int, ...], answering: bool) -> int:
    """How many times the printed prices bound the cash a bot names a person (`person_bounded`):
    `PERSON_SALE_CEILING` when it offers, `PERSON_PRICE_CEILING` when it answers, and
    `FINISHER_PRICE_CEILING` when it answers with a set for a set: the bound of the cash price it
    names for its set's last place alone (`finisher_price`), as a swap that finishes the bot's set too
    asks no more of the person than that price would, and a bot that refused every cash price yet
    named no swap read as one-sided. (What a bot pays stays within `_most_i_pay`'s own bound.)"""
    if not answering:
        return PERSON_SALE_CEILING
    if give and get and bot._finishes_set(view, person, give) and bot._finishes_set(view, me, get):
        return FINISHER_PRICE_CEILING
    return PERSON_PRICE_CEILING


def person_bounded(bot: StrategyBot, cash: int, give: tuple[int, ...], get: tuple[int, ...], times: int) -> int:
    """`cash` (negative: asked) for `give`'s places and `get`'s, as a bot names it to a person: at most
    `times` (`person_times`) the printed prices of the places it pays for, less those of the places
    going the other way; asked, the same bound for the places it sells."""
    if cash > 0:
        return min(cash, person_price_ceiling(bot, give, get, times))
    return max(cash, -person_price_ceiling(bot, get, give, times))


def overpays(bot: StrategyBot, partner: int, out: A.Items, into: A.Items) -> bool:
    """Whether handing `out` to `partner` for `into` pays cash past `person_price_ceiling`: with
    people at the table, to anyone (a bot paying another Rs 4,420 for a Rs 600 place reads as
    nonsense to the people watching, whatever its look-ahead says)."""
    paid = out.cash - into.cash
    return bool(bot.people) and paid > 0 and paid > person_price_ceiling(bot, out.squares, into.squares)


def asked_of_person(bot: StrategyBot, least: int, give: tuple[int, ...], get: tuple[int, ...]) -> int:
    """A bot's ask of a person who takes `give` for `get` and cash, `least` the least it takes: the
    style's markup on that least, held to `PERSON_PRICE_CEILING` times the printed prices of `give`
    (less those of `get`) where the least is below that, never below the least."""
    step = trading.CASH_STEP
    return max(least, min(int(bot.first_markup() * least) // step * step, person_price_ceiling(bot, get, give)))


def spare_keeping(bot: StrategyBot, view: GameView, me: int, loanable: int, reserve: int) -> int:
    """The cash `bot` may spend building while `reserve` stays in hand, or (by its style's
    `mortgage_cover`) in what mortgaging its places outside sets would raise (`loanable`)."""
    spare = view.players[me].cash - reserve
    if bot.style.mortgage_cover:
        spare += min(reserve, int(bot.style.mortgage_cover * loanable))
    return spare


def spare_beside_people(bot: StrategyBot, view: GameView, me: int, loanable: int, reserve: int) -> tuple[int, int]:
    """What `bot` may spend building beside people, its `reserve` for rents as among bots alone: for
    each place's first three houses, and past them.

    Past the third house the whole reserve and a salary stay in hand, the salary in cash or in what
    mortgaging places outside its sets raises: a bot down to Rs 60 with nothing to mortgage reads as
    reckless to a family, and sells at half at the next rent. A steady bot keeps some cash in hand
    besides (`cash_kept`): Medium building down to $16 and mortgaging three places at the next rent read
    as careless. Up to the third house, the step where a set's rent comes to matter, it keeps that cash,
    what the next trip round the board may cost (`trip_cost`), and its reserve up to a salary: the salary
    held Hard's sets unbuilt for round after round while the person built past it, and Medium kept a
    person's hotel rent anywhere on the board, holding Rs 7,000-9,000 beside two sets it never built on. Hard
    keeps the trip either way: building hotels down to Rs 30 with a dear rent a throw ahead, it sold
    them at half at the next rent and lost the game."""
    cash, style, salary = view.players[me].cash, bot.style, view.edition.rules.salary
    kept = max(int(style.cash_kept * salary), trip_cost(bot, view, me, style.trip_reserve))
    to_third = min(spare_keeping(bot, view, me, loanable, min(reserve, salary)), cash - kept)
    past_third = min(spare_keeping(bot, view, me, loanable, reserve), cash + loanable - salary)
    return to_third, min(past_third, cash - kept)


def kept_at_auction(bot: StrategyBot, view: GameView, me: int, s: int) -> int:
    """The cash and loans `bot` keeps after its bid for `s` beside people: a salary, as when it
    builds; but for the last place of its own set, and (a bot that borrows at auction, Hard) for
    one that would finish a rival's, only what the dearest rent ahead asks, if that is less. Medium,
    which bids from its cash, dropping out of the last of its Chitwan at Rs 1,560 with Rs 3,560 in
    hand read to a family as a bot asleep. A player of the printed game mortgages what they must for that place
    and lifts the mortgages later: Hard with Rs 880 and two of the hills, dropping out of Tansen's
    auction at Rs 1,700 while it could raise far more, read to a family as giving its set away."""
    salary = view.edition.rules.salary
    own_set = bot._finishes_set(view, me, (s,))  # Medium too: a salary kept lost it its own set
    if own_set or (bot.style.borrows_at_auction and decides_a_set(bot, view, s)):
        return min(salary, bot.danger(view, me))
    return salary


def others_ahead(values: BoardValues, view: GameView, me: int, pos: int, ahead: range) -> list[tuple[int, int]]:
    """The places of players other than `me` `ahead` squares on from `pos`, with their owners."""
    owner, n = view.owners, len(values.landing)
    return [(o, s) for s in ((pos + k) % n for k in ahead) if (o := owner[s]) is not None and o != me]


def dearest_rent(values: BoardValues, view: GameView, where: list[tuple[int, int]]) -> int:
    """The dearest rent charged at `where` (owners and their places), read off the rent tables: asking
    the engine for each rent would cost more than the rest of a decision."""
    level, mortgaged, owned = view.levels, view.mortgages, view.owned  # the board's lists
    levels, kinds = values.levels, values.kind
    worst = 0
    for o, s in where:
        rents = levels[s]
        if not rents or mortgaged[s]:
            continue
        if kinds[s] == S.PLACE:
            at = level[s]
            rent = rents[at] if at else rents[0] * 2  # unbuilt: as if the set were whole
        else:
            count = len(owned[o].intersection(values.groups[values.group_of[s]]))
            rent = rents[min(count, len(rents)) - 1]
        if rent > worst:
            worst = rent
    return worst


def trip_cost(bot: StrategyBot, view: GameView, me: int, share: float) -> int:
    """Beside people, `share` of what the next trip round the board may cost `bot`: the dearest rent its
    next throw can land it on, or the style's `second_throw` of the dearest the throw after reaches,
    whichever is more, at most a salary (its places outside sets mortgage for the rest, and more kept
    in hand leaves its sets unbuilt). Nothing among bots alone, where spending to the last rupee pays."""
    if not share or not bot.people:
        return 0
    dearest = bot.danger(view, me)
    if bot.style.second_throw:
        values = bot.app.values
        later = dearest_rent(values, view, others_ahead(values, view, me, view.players[me].position, SECOND_THROW))
        dearest = max(dearest, int(bot.style.second_throw * later))
    return int(min(view.edition.rules.salary, share * dearest))


def before_gst(view: GameView, money: int) -> int:
    """The largest bid or trade cash that `money` pays with its GST on top (Business GST; elsewhere
    `money`): the winner, or whoever hands a trade's cash over, owes the tax as well, and beside
    people a bot left owing it mortgages to pay, which reads to a family as a bot that can't count."""
    rules = view.edition.rules
    if not rules.gst_percent or money <= 0:
        return money
    return most_before_gst(money, rules.gst_percent, rules.gst_step)


def step_towards_a_set(bot: StrategyBot, partner: int, give: tuple[int, ...], get: tuple[int, ...]) -> bool:
    """Whether this deal is one of `bot`'s steps towards a set of places (`trading.step_candidates`;
    not an airport or a service beside its own, whose rent grows with each one held)."""
    return (partner, give, get) in bot._steps and bot.app.values.kind[get[0]] == S.PLACE


def paid_by_person(view: GameView, cash: int) -> int:
    """`cash` as a trade with a person names it: where the person pays (negative), what they pay is
    held to what paying it and its GST on top is worth to them (Business GST: whoever hands the cash
    over owes the tax); what I pay them stays as it is."""
    return cash if cash >= 0 else -before_gst(view, -cash)


def denial_funds(bot: StrategyBot, view: GameView, me: int, s: int) -> int:
    """What `bot` may spend beside people to keep `s` from a rival: its cash, and where `s` would
    finish a rival's set, all it bids with at auction (`_bid_funds`: for Hard, the loans on its places
    outside sets besides), as a player of the printed game mortgages to stop a set. Hard paying from
    its cash alone let a person take Birgunj, the last of their pinks, for Rs 2,000 while it could
    raise Rs 15,000, and lose to their hotels."""
    return bot._bid_funds(view, me) if decides_a_set(bot, view, s) else view.players[me].cash


def rival_gain(bot: StrategyBot, view: GameView, rival: int, s: int, paid: int) -> float:
    """What `s`, won for `paid`, is worth to `rival` as `bot` counts it in denial (`_deny_limit`): as
    the rival's cash could build the set it finishes, or (beside people, a style that `denies_built_sets`)
    where it gives a person still bidding for it a set she doesn't hold yet, as that set built to the
    style's level (a fourth of a colour whose three already let her build changes little for her).
    Her purse fills again at every salary and she builds then: counting a person's pinks at the $300
    in her hand, Hard with $1,000 went no further than $199 for the last of them. Once she drops out
    the place is kept from her, and two bots bidding on to deny her pay for nothing."""
    if (bot.style.denies_built_sets and rival in bot.people and still_bidding(view, rival)
            and finishes_anew(bot, view, rival, (s,))):
        return bot.denier.marginal_built(rival, s, paid)
    return bot.denier.marginal(rival, s, paid)


def still_bidding(view: GameView, player: int) -> bool:
    """Whether `player` is still in the auction running (before one opens, everyone is)."""
    return view.auction is None or player in view.auction.bidders


def decides_a_set(bot: StrategyBot, view: GameView, s: int) -> bool:
    """Whether `s` finishes a set for any player still in the game, whoever wins it."""
    return any(bot._finishes_set(view, p, (s,)) for p in view.active_players())


def kept_buying(bot: StrategyBot, view: GameView, me: int) -> float:
    """The least cash a purchase at the printed price leaves `bot`: `kept_back`, and beside people,
    for a style that keeps its next trip's rents when it bids (Hard), what that trip may cost. Hard
    mortgaged three places to pay a person's rent, bought a utility with what was left and went out
    on the next rent: a family read it as a bot that can't count."""
    kept = kept_back(bot, view, me)
    if bot.style.trip_at_auction:
        kept = max(kept, trip_cost(bot, view, me, 1.0))
    return kept


def kept_back(bot: StrategyBot, view: GameView, me: int) -> float:
    """The least cash a purchase leaves `bot`: its style's share (`buy_floor`) of its reserve."""
    return bot.style.buy_floor * bot.reserve(view, me)


def trade_floor(bot: StrategyBot, view: GameView, me: int, partner: int, out: A.Items, into: A.Items) -> int | None:
    """The least cash a trade must bring `bot` (negative: the most it pays) whatever its gains:
    with a person, what leaves it the cash it keeps back when buying (`kept_back`) or building
    (`cash_kept` salaries), as a bot paid down to Rs 150 by a person reads as one that can't
    count; with a bot, `sale_floor`."""
    if partner in bot.people:
        kept = max(math.ceil(kept_back(bot, view, me)), int(bot.style.cash_kept * view.edition.rules.salary))
        return min(0, kept - view.players[me].cash)
    return sale_floor(bot, view, me, partner, out, into)


def sale_floor(bot: StrategyBot, view: GameView, me: int, partner: int, out: A.Items, into: A.Items) -> int | None:
    """The least cash `bot` (in seat `me`) takes for handing a bot partner places that finish its set,
    where what it gets finishes none of its own: those places' share (by printed price) of the set's
    worth to the partner (the guard's pricing, built as its cash allows), less the printed prices of
    any places it gets. A buyer short of cash pays little for a set by its own rule, and a set sold cheaply
    between two bots costs every other seat at the table. None where no such floor holds (heads-up
    there is no other seat, and the seller's own judgement of the sale stands; a person's deals are
    priced for both sides (`_price_for_person`), and a person modelled by Medium's procedure sells
    by its terms alone)."""
    if (len(view.active_players()) < 3 or partner in bot.people or me in bot.people or not out.squares
            or not bot._finishes_set(view, partner, out.squares) or bot._finishes_set(view, me, into.squares)):
        return None
    guard, values, prices, owner = bot.guard, bot.app.values, bot.app.prices, view.owners
    guard.look(view)
    cash, floor = view.players[partner].cash, 0.0
    for group in dict.fromkeys(values.group_of[s] for s in out.squares):  # in order: the same sum every run
        held = [m for m in values.groups[group] if owner[m] == partner or m in out.squares]
        sold = sum(prices[m] for m in held if m in out.squares)
        if values.kind[held[0]] == S.PLACE and len(held) >= bot.app.needed[group]:
            floor += guard.holding(held, cash) * sold / sum(prices[m] for m in held)
    return int(floor) - sum(prices[s] for s in into.squares)


def _above(cash_in: int, floor: int | None) -> bool:
    """Whether `cash_in` meets a sale's floor (`strategy.sale_floor`; None: there is none)."""
    return floor is None or cash_in >= floor


def kept_from(bot: StrategyBot, view: GameView, me: int, person: int, kept: tuple[int, ...]) -> None:
    """Note that I told `person` I'd rather keep `kept` than name a price: I don't offer them the
    same places for cash until something that answer rested on has changed (an owner or a building
    of their groups, or either side's cash by more than a tenth), so "rather keep" is not followed
    by an offer of them a round later."""
    bot._declined[(person, kept, ())] = snapshot(view, me, person, kept, ())


def _table(view: GameView, me: int, partner: int) -> tuple:
    """What a deal between two seats was judged on: the round, the owners and buildings, and
    both sides' cash."""
    return (view.round, tuple(view.owners), tuple(view.levels),
            view.players[me].cash, view.players[partner].cash)


class HardRulesBot(HardBot):
    """Hard's rules without its look-ahead: its own seat in the look-ahead's copies."""

    looks_ahead = False
