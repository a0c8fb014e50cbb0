"""Plays the engine's events out on screen, one after another.

The game has already moved on when `apply` returns; the presenter replays the events at a
watchable pace: tokens hop square by square, dice tumble, money floats off the players'
cards, a drawn card turns over. What it shows (token squares, dice, cash) is its own copy,
so drawing never touches the game. A click skips to the end of everything queued.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import NamedTuple

from byapar.engine import events as E
from byapar.engine import kinds as K
from byapar.engine import schema as S

from . import lang as L
from .i18n import given_name
from .shown_table import ShownTable
from .words import (
    Words,
    bump_chain,
    groups_finished,
    with_groups_won,
    with_offer_reasons,
    with_vote_reasons,
)

HOP = 0.12  # seconds a token takes per square
SLIDE = 0.35  # a jump straight to a square (cards, jail)
DICE = 0.6
FLOAT = 0.8
CARD_FLIP = 0.3
CARD_SHOW = 2.0  # a bot's card stays this long; a player's card waits for a click
HOLD = 0.05  # seconds (three frames) a bot's move waits before it plays out: see `hold`
BANNER_SHOW = 3.5  # a token moved by a rule (Finance's bump) or a bankruptcy is said on the board this long
BANKRUPT_PAUSE = 1.5  # the play waits this long (at normal speed) on a bankruptcy, so its banner is read
# a person's own bankruptcy holds the play this long at any speed but instant (a click goes on):
# they are out of the game, and read why before the bots play on without them
PERSON_OUT_PAUSE = 5.0
SPEED_SCALE = {"slow": 1.4, "normal": 1.0, "fast": 0.45, "instant": 0.0}
# The log keeps the whole game: a six-player game to 50 rounds tells about 1,500 lines (some
# 0.9 MB), so this cap is met only by far longer games, which the log view then says.
LOG_LIMIT = 10_000
SOUND_FOR = {E.Rolled: "dice", E.Bought: "coin", E.CardDrawn: "card", E.Jailed: "jail",
             E.AuctionEnded: "hammer", E.Built: "build", E.TurnStarted: "turn"}


STRIP_LEFT_OUT = (S.SWEEPSTAKES, E.RENT)  # throws that move no token: the log tells them
STRIP_MARKED = (E.OPENING, S.RAILROAD, S.CARNIVAL)  # throws the strip names what they were for


def strip_throw(ev: E.Rolled) -> tuple | None:
    """How a throw shows in the throws under the dice: (player, d1, d2), with what it was for
    when it isn't a turn's own throw (the throw-off, a railroad's, the carnival's), or None
    for a throw that moves no token (the sweepstakes', a card's rent)."""
    if ev.why in STRIP_LEFT_OUT:
        return None
    return (ev.player, ev.d1, ev.d2, ev.why) if ev.why in STRIP_MARKED else (ev.player, ev.d1, ev.d2)


@dataclass
class Floater:
    player: int
    amount: int  # + received, - paid
    age: float = 0.0  # below 0 while it waits for the sum before it on the same card to rise

    @property
    def showing(self) -> bool:
        return self.age >= 0


@dataclass
class Banner:
    """A line said on the board itself, beside the log: a rule moved a token, or a player went bankrupt."""

    text: str
    square: int  # where it happened, ringed on the board while the banner shows
    age: float = 0.0
    told_from: tuple[int, int] | None = None  # (move, event) it was told from, to tell it again
    # a person whose token a rule moved in another's move: the word stays on the board past its
    # seconds until they make a decision of their own (as a person's card waits for their click),
    # into no turn but theirs: another person's turn opens on a clear board
    held_for: int | None = None
    show: float = BANNER_SHOW  # seconds it stays, unless held


@dataclass
class Told:
    """What a log was told from: each move's events in order, beside each line its (move,
    event, line) or None, the language it was told in, and by move, its auctions whose place
    finished the winner's group (`groups_finished`: read off the table as the move left it)."""

    moves: list = field(default_factory=list)
    sources: list = field(default_factory=list)
    language: str = "en"
    groups_won: dict = field(default_factory=dict)


class Haggled(NamedTuple):
    """What a line counting bots' offers to each other says, to say it again in another
    language: who opened, to whom (one bot or several, in the order first offered), how many
    offers, and whether none was taken."""

    opener: int
    partners: tuple[int, ...]
    offers: int
    done: bool


@dataclass
class ShownCard:
    deck: str
    text: str
    player: int
    age: float = 0.0
    wait_for_click: bool = False


class Presenter:
    def __init__(self, game, is_human, sounds, is_bot=lambda seat: False, card_waits=None,
                 offer_reason=lambda maker, terms: "") -> None:
        self.game = game
        self.is_human = is_human  # seat -> bool
        # seat -> bool: whether a card the seat draws waits for a click (a person's; in a replay,
        # only a seat a person played in the game watched)
        self.card_waits = card_waits or is_human
        self.is_bot = is_bot  # seat -> bool: a bot thinking on this laptop, whose reasons are known
        self.offer_reason = offer_reason  # (maker, terms) -> why that bot made a person that offer, or ""
        self.sounds = sounds
        names_now(game)
        self.words = Words(game)
        self.speed = 1.0
        self.queue: deque = deque()
        self.log: list[list] = []
        self.dropped = 0  # the oldest lines let go past LOG_LIMIT, said at the top of the log view
        self.log_version = 0
        self.turns_told = 0  # turns whose start has been shown: the log comes back to the newest lines at each
        self.bids: list[list] = []  # the bids and drops of the latest auction, for its window
        self.drops: list[bool] = []  # beside each of `bids`: whether it is a drop-out
        self.outbid: dict[int, int] = {}  # those the game dropped from it, each with the most they could bid
        self.began: tuple[int | None, tuple[int, ...]] = (None, ())  # its square, and who began bidding for it
        self.dice_history: list[tuple] = []  # (player, d1, d2), and what it was for if not a turn's throw
        # the throw-off's totals are told under the dice until the laptop passes to another person
        # after it (the log keeps them): they belong to the moment who starts was decided
        self.throw_off_read = False
        # the game's moves made when each log line and throw came in: an undo takes back theirs
        self._log_moves: list[int] = []
        # what the log is told from, so a change of language tells it again: each move's events
        # in order, and beside each line where it came from, (move, event, line), a count of two
        # bots' offers (Haggled), or None for a line of the app's own
        self._moves_told: list[list] = []
        self._sources: list[tuple[int, int, int] | Haggled | None] = []
        self._groups_won: dict[int, tuple[int, ...]] = {}  # Told.groups_won
        self._language = L.current()
        self._throw_moves: list[int] = []
        self._haggle: tuple | None = None  # bots' offers to each other: (their line, the seats, opener, offers)
        self.estate: tuple[int, tuple[int, ...]] | None = None  # a player out, their places auctioned in turn
        self.sold: E.AuctionEnded | None = None  # the latest auction's end as played out: who won what, for how much
        self.positions: list[float] = []
        self.cash: list[int] = []
        self.table: ShownTable
        self.sync()
        self.dice = game.dice  # (0, 0) before the game's first throw: the dice are drawn blank
        self.tumble = 0.0  # seconds of dice tumbling left
        self.tumble_faces = self.dice
        self.floaters: list[Floater] = []
        self.card: ShownCard | None = None
        self.banner: Banner | None = None
        self._asked = game.pending.player  # who decides next: the maker of the move pushed next
        self._people_moves: set[int] = set()  # the moves told (by index) that a person made
        self._deciders: dict[int, int] = {}  # a move told (by index) -> the seat that made it
        self._about: tuple[tuple, list[list] | None] | None = None  # `lines_about`'s last answer, by what it read
        self._playing = -1  # the move whose event plays out now
        self._walk: tuple[int, float, float, float, float] | None = None  # player, start, steps, t, dur
        self._wait = 0.0
        self._rng = random.Random(1)  # only for the tumbling faces, never the game

    def kept(self) -> tuple[list, list, tuple[list, list], Told]:
        """The log, the throws and the move each came with, and what the log was told from, for
        the Menu to hold (comfort.Past.keep)."""
        return (self.log, self.dice_history, (self._log_moves, self._throw_moves),
                Told(self._moves_told, self._sources, self._language, self._groups_won))

    def recall(self, past) -> None:
        """Show again the log and throws of a game continued from its save (a comfort.Past)."""
        self.log = list(past.log)[-LOG_LIMIT:]
        self.dropped = len(past.log) - len(self.log)
        self.dice_history = list(past.throws)
        log_moves, throw_moves = past.moves
        whole = len(log_moves) == len(past.log) and len(throw_moves) == len(self.dice_history)
        self._log_moves = list(log_moves)[len(log_moves) - len(self.log):] if whole else [0] * len(self.log)
        self._throw_moves = list(throw_moves) if whole else [0] * len(self.dice_history)
        told = past.told
        self._moves_told = list(told.moves)
        sources = list(told.sources)
        self._sources = sources[len(sources) - len(self.log):] if len(sources) >= len(self.log) else [None] * len(self.log)
        self._language = told.language
        self._groups_won = dict(told.groups_won)
        if self.game.auction is not None:  # the auction the game was left in, its bids as they were
            self._open_auction_bids()
        self.log_version += 1
        self.retell()

    def retell(self) -> None:
        """Tell the log (and an open auction's bids) again in the language now chosen, each line
        from its move's events; a line of the app's own (an undo's) keeps its words."""
        if self._language == L.current():
            return
        self._language = L.current()
        names_now(self.game)
        self.words = Words(self.game)  # its lines from now on, and what it remembers of offers
        told = [self._tell(events, move) for move, events in enumerate(self._moves_told)]
        self._retell_lines(told)
        # the events still to be shown, in the new words too: each line comes into the log as told
        self.queue = deque((ev, moves, told[where[0]][where[1]], where) for ev, moves, _lines, where in self.queue)
        if self.bids:
            self._open_auction_bids()
        if self.banner is not None and self.banner.told_from is not None:
            self.banner.text = self._banner_text(*self.banner.told_from) or self.banner.text
        self.log_version += 1

    def _retell_lines(self, told: list) -> None:
        """Each log line again from `told` (each move's lines, an event's list each), a count of
        bots' offers from what it counts; a run of offers still being counted goes on in its new words."""
        for i, source in enumerate(self._sources):
            old = self.log[i]
            if isinstance(source, Haggled):
                self.log[i] = self.words.haggle(*source)
            elif source is None:  # a line of the app's own: its words stay, its players' names are said now
                self.log[i] = [(self.game.players[style[1]].name, style) if _named(style) else (text, style)
                               for text, style in old]
            else:
                move, event, line = source
                lines = told[move][event] if move < len(told) and event < len(told[move]) else []
                if line < len(lines):
                    self.log[i] = lines[line]
            if self._haggle is not None and self._haggle[0] is old:
                self._haggle = (self.log[i], *self._haggle[1:])

    def _banner_text(self, move: int, event: int) -> str | None:
        events = self._moves_told[move]
        return self.words.banner(events, event)

    def _open_auction_bids(self) -> None:
        """The auction window's list told again from the moves since the latest auction began."""
        auction = next((events for events in reversed(self._moves_told)
                        if any(isinstance(ev, E.AuctionStarted) for ev in events)), None)
        if auction is not None:
            self._retell_bids(self._moves_told[self._moves_told.index(auction):])

    def _retell_bids(self, moves: list[list]) -> None:
        self.bids, self.drops, self.outbid = [], [], {}
        for ev in (ev for events in moves for ev in events):
            self._note_bid(ev)

    def _note_bid(self, ev) -> None:
        """The auction window's list: a new auction clears it; a bid, a drop-out, or a bidder the
        game dropped for want of money adds its line, and that bidder is kept with what they had."""
        if isinstance(ev, E.AuctionStarted):
            self.bids, self.drops, self.outbid = [], [], {}
            self.began = (ev.square, ev.bidders)
        bid = self.words.bid_line(ev)
        if bid:
            self.bids.append(bid)
            self.drops.append(type(ev) is not E.BidMade)
        if type(ev) is E.CantFollow:
            self.outbid[ev.player] = ev.most

    def lines_about(self, seat: int) -> list[list] | None:
        """The log's lines about `seat` since they last played: since their last turn ended, or
        since their last decision where that came later (an answer to their offer in their own
        turn, a bid in another's auction): what others did to them, money paid to or by them,
        trades answered, a bump back, oldest first; nothing they did themselves (an auction won
        with their own bid, a purchase, a building). What the laptop's hand-over
        tells them as they sit down; None where there is nothing to tell before a turn of theirs
        has ended (their cash says it all). Every line is on the table for all to see."""
        key = (seat, len(self.log), self.log_version, len(self._moves_told))
        if self._about is None or self._about[0] != key:  # asked each frame a hand-over shows
            self._about = key, self._lines_about(seat)
        return self._about[1]

    def _lines_about(self, seat: int) -> list[list] | None:
        turn_end = last_turn_end(self._moves_told, seat)
        decided = [m for m, who in self._deciders.items() if who == seat and m < len(self._moves_told)]
        cuts = [turn_end] if turn_end is not None else []
        if decided:
            cuts.append((max(decided) + 1, 0))  # the move after their last decision
        if not cuts:
            return None
        cut = max(cuts)
        lines = [line for line, source in zip(self.log, self._sources, strict=True)
                 if isinstance(source, tuple) and not isinstance(source, Haggled) and source[:2] >= cut
                 and source[0] < len(self._moves_told) and about(self._moves_told[source[0]][source[1]], seat)]
        return lines if lines or turn_end is not None else None

    def _tell(self, events: list, move: int) -> list:
        """Move `move`'s log lines, an event's list each; a bot's "no" to ending says its reason, as
        does a bot's offer to a person, and an auction won says the group it finished."""
        told = with_vote_reasons(self.words, events, self.game, self.is_bot)
        told = with_groups_won(self.words, events, told, self._groups_won.get(move, ()))
        return with_offer_reasons(self.words, events, told, self.offer_reason)

    # ----- feeding ---------------------------------------------------------------------------

    def push(self, events: list) -> None:
        moves = len(self.game.history)
        if self.banner is not None and self.banner.held_for == self._asked:  # they decided: it was read
            self.banner = None
        if self.is_human(self._asked):
            self._people_moves.add(len(self._moves_told))
        self._deciders[len(self._moves_told)] = self._asked
        self._asked = self.game.pending.player
        self.retell()  # the language may have changed since the last move
        move = len(self._moves_told)
        self._moves_told.append(list(events))
        self._groups_won[move] = groups_finished(self.game, self._moves_told)
        told = self._tell(events, move)  # told as a whole, each line shown as its event plays out
        self.estate = estate_sold(events, self.estate)
        self.queue.extend((ev, moves, lines, (move, i)) for i, (ev, lines) in enumerate(zip(events, told, strict=True)))
        if self.speed == 0:
            self._play_at_once()

    @property
    def busy(self) -> bool:
        return bool(self.queue or self._walk or self.tumble > 0 or self._wait > 0
                    or self.waits_for_click())

    @property
    def bots_playing(self) -> bool:
        """Whether what plays out (or waits to) is a bot's move: a click skips it. A person's own
        move plays out too, but they just made it: nothing there asks to be skipped."""
        if not self.busy:
            return False
        moves = {where[0] for _ev, _moves, _lines, where in self.queue}
        if self._walk or self.tumble > 0 or self._wait > 0 or self.card:
            moves.add(self._playing)
        return any(m not in self._people_moves for m in moves)

    def waits_for_click(self) -> bool:
        """Whether a card a person drew stands on the board until they click it."""
        return self.card is not None and self.card.wait_for_click

    def wake_in(self) -> float | None:
        """0 while something moves on screen; else seconds until a bot's card is put away, or
        None when nothing will change by itself (a player's card waits for a click)."""
        card = self.card
        if card is not None and card.wait_for_click and card.age >= CARD_FLIP and not self.floaters:
            return None  # the rest of the queue waits behind the card until the click
        if self.queue or self._walk or self.tumble > 0 or self._wait > 0 or self.floaters:
            return 0.0
        if card is None:
            return None
        if card.age < CARD_FLIP:
            return 0.0
        return None if card.wait_for_click else max(0.0, CARD_SHOW * self.speed - card.age)

    def hold(self) -> None:
        """The move just pushed waits three frames before it plays out (a bot's, which no click
        waits on): its log line and the throws under the dice are made in the frames between,
        so the frame that shows them only blits them, and the frame that made the move draws
        nothing new."""
        if self.speed and self.queue:
            self._wait = max(self._wait, HOLD)

    @property
    def held(self) -> bool:
        """True while a move waits to play out (`hold`) with nothing else moving."""
        return self._wait > 0 and not self._walk and self.tumble <= 0 and bool(self.queue)

    def put_card_away(self) -> None:
        """A card shown for a moment (a bot's) goes now; a player's card still waits for its click."""
        if self.card is not None and not self.card.wait_for_click:
            self.card = None

    def skip(self) -> None:
        """Finish everything queued at once (a click, or instant speed)."""
        self._finish_walk()
        self.tumble = self._wait = 0.0
        self.card = None
        while self.queue:
            self._start(*self.queue.popleft(), instant=True)

    def _play_at_once(self) -> None:
        """Instant speed: everything queued is shown at once, but for a person's own card, which
        stays up for their click (they would otherwise never read what they drew) with the rest
        of the queue behind it."""
        while self.queue and not self.waits_for_click():
            ev = self.queue[0][0]
            self._start(*self.queue.popleft(), instant=True)
            if isinstance(ev, E.CardDrawn) and self.card_waits(ev.player):
                self._show_card(ev)

    def forget(self) -> None:
        """Drop whatever is still playing out and show the game as it stands (after an undo)."""
        self.queue.clear()
        self._walk = None
        self.tumble = self._wait = 0.0
        self.card = None
        self.banner = None
        self.floaters.clear()
        self.sync()

    def note(self, line: list) -> None:
        """Add a line of the app's own (not an event's) to the log."""
        self._log(line, len(self.game.history), None)

    def rewind(self) -> None:
        """After an undo: the log lines and throws of the moves taken back go (the log tells the
        game as it now stands, then says who took back what), and so does what the log's words
        remembered of offers made since. An earlier undo's own line stays: each undo is told,
        however many follow it."""
        moves = len(self.game.history)
        keep = [i for i, m in enumerate(self._log_moves) if m <= moves or self._sources[i] is None]
        self.log = [self.log[i] for i in keep]
        self._log_moves = [self._log_moves[i] for i in keep]
        self._sources = [self._sources[i] for i in keep]
        throws = [i for i, m in enumerate(self._throw_moves) if m <= moves]
        self.dice_history = [self.dice_history[i] for i in throws]
        self._throw_moves = [self._throw_moves[i] for i in throws]
        self.words.standing_offer(self.game)
        self.log_version += 1

    def _haggled(self, ev, told: int, moves: int) -> None:
        """Bots' offers to each other and their refusals, one after another, read as one line
        that counts the offers ("Sita made Bikash 3 offers; none taken"): each new one folds the
        line it just logged into the line before it, a bot's next offer to another bot too
        ("Sita made Bikash and Asha 3 offers; none taken"). A deal is told as ever."""
        kind = type(ev)
        if kind not in (E.TradeOffered, E.TradeAnswered) or self.is_human(ev.player) or self.is_human(ev.partner):
            return
        run, pair = self._haggle, (ev.player, ev.partner)
        offered = int(kind is E.TradeOffered)
        aligned = run is not None and len(self.log) > told and self.log[-1 - told] is run[0]
        widens = aligned and offered and told and ev.player == run[2]  # the opener turns to another bot
        going = aligned and (set(pair) <= set(run[1]) or widens)
        if not going or (kind is E.TradeAnswered and ev.accepted):
            self._haggle = (self.log[-1], pair, ev.player, 1) if offered and told else None
            return
        opener, count = run[2], run[3] + offered  # type: ignore[index]
        seats = run[1] + tuple(q for q in pair if q not in run[1])  # type: ignore[index]
        if not told:  # a counter-offer, told on its refusal's line: counted, said with the next
            self._haggle = (run[0], seats, opener, count)  # type: ignore[index]
            return
        said = Haggled(opener, tuple(q for q in seats if q != opener), count, not offered)
        line = self.words.haggle(*said)
        del self.log[-told:], self._log_moves[-told:], self._sources[-told:]
        self.log[-1], self._log_moves[-1], self._sources[-1] = line, moves, said
        self._haggle = (line, seats, opener, count)
        self.log_version += 1

    def _heading(self) -> int | None:
        """Where the newest turn's heading stands in the log, where nothing of that turn has been
        logged after it (the app's own lines, an undo's, aside); else None."""
        for i in range(len(self._sources) - 1, -1, -1):
            source = self._sources[i]
            if source is None:  # the app's own line
                continue
            return i if self.is_heading(i) else None
        return None

    def is_heading(self, i: int) -> bool:
        """Whether log line `i` is a turn's heading ("Round 3: Asha's turn")."""
        source = self._sources[i] if 0 <= i < len(self._sources) else None
        if source is None or isinstance(source, Haggled):
            return False
        move, event, _line = source
        told = self._moves_told
        return move < len(told) and event < len(told[move]) and type(told[move][event]) is E.TurnStarted

    def _before_heading(self, move: int) -> int | None:
        """Where move `move`'s lines go: above the newest turn's heading (its place in the log)
        for a building, a sale or a mortgage by another person than the one whose turn it is,
        with nothing logged in that turn yet: it happened between the turns. Else None (the foot)."""
        at = self._heading()
        if at is None:
            return None
        heading_move, event, _line = self._sources[at]  # type: ignore[misc]
        heading, events = self._moves_told[heading_move][event], self._moves_told[move]
        between = (heading_move != move and any(type(e) in BETWEEN_TURNS for e in events)
                   and all(type(e) not in TURN_OWN for e in events)
                   and all(e.player != heading.player for e in events if type(e) in BETWEEN_TURNS))
        return at if between else None

    def _log(self, line: list, moves: int, source: tuple[int, int, int] | None, at: int | None = None) -> None:
        """Add `line` to the log, at its foot or at `at` (above a turn's heading)."""
        at = len(self.log) if at is None else at
        self.log.insert(at, line)
        self._log_moves.insert(at, moves)
        self._sources.insert(at, source)
        if len(self.log) > LOG_LIMIT:
            self.dropped += len(self.log) - LOG_LIMIT
            del self.log[: len(self.log) - LOG_LIMIT]
            del self._log_moves[: len(self._log_moves) - LOG_LIMIT]
            del self._sources[: len(self._sources) - LOG_LIMIT]
        self.log_version += 1

    def sync(self) -> None:
        """Take the table as the game has it now: at the start, and after an undo takes the game
        back without events. Otherwise the shown table follows the events alone."""
        self.positions = [float(p.position) for p in self.game.players]
        self.cash = [p.cash for p in self.game.players]
        self.table = ShownTable.of(self.game)  # jail, bankrupt, bail cards, loans and holdings shown

    # ----- time ---------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        for f in self.floaters:
            f.age += dt
        if self.banner is not None:
            self.banner.age += dt
            if self.banner.age > self.banner.show and self.banner.held_for is None:
                self.banner = None
        if self.floaters and self.floaters[0].age > FLOAT:
            self.floaters = [f for f in self.floaters if f.age <= FLOAT]
        if self.card:
            self.card.age += dt
            if not self.card.wait_for_click and self.card.age > CARD_SHOW * self.speed:
                self.card = None
        if self.tumble > 0:
            self.tumble -= dt
            if self.tumble <= 0:
                self.tumble_faces = self.dice
            else:
                self.tumble_faces = (self._rng.randint(1, 6), self._rng.randint(1, 6))
            return
        if self._walk:
            self._step_walk(dt)
            return
        if self._wait > 0:
            self._wait -= dt
            return
        if self.card and self.card.wait_for_click:
            return
        while self.queue and not (self._walk or self.tumble > 0 or self._wait > 0):
            self._start(*self.queue.popleft())

    def click(self) -> bool:
        """A click skips what is playing (and puts a card down); True if there was something.
        At instant speed only a person's card waits: it goes, and the play goes on to the next."""
        if not self.busy and not self.card:
            return False
        if self.speed == 0:
            self.card = None
            self._play_at_once()
        else:
            self.skip()
        return True

    # ----- one event -----------------------------------------------------------------------------

    def _start(self, ev, moves: int, lines: list, where: tuple[int, int], instant: bool = False) -> None:
        self._playing = where[0]
        self.table.follow(ev)
        at = self._before_heading(where[0]) if lines else None
        for j, line in enumerate(lines):
            self._log(line, moves, (*where, j), None if at is None else at + j)
        self._haggled(ev, len(lines), moves)
        if isinstance(ev, E.AuctionEnded):
            self.sold = ev
        self._note_bid(ev)
        if not instant and type(ev) in SOUND_FOR:
            self.sounds.play(SOUND_FOR[type(ev)])
        if isinstance(ev, E.TurnStarted):
            if self.banner is not None and self.banner.held_for != ev.player:
                self.banner = None  # a rule's message belongs to its turn, or to the next if it is its person's
            self.turns_told += 1
        if isinstance(ev, E.Rolled):
            if self.banner is not None and self.banner.told_from is not None and self.banner.told_from[0] < where[0]:
                self.banner = None  # a throw moves the board on: the word about an earlier move no longer explains it
            self.dice = (ev.d1, ev.d2)
            shown = strip_throw(ev)
            if shown is not None:
                self.dice_history.append(shown)
                self._throw_moves.append(moves)
            if not instant:
                self.tumble = DICE * self.speed
        elif isinstance(ev, E.Moved):
            self._move(ev, instant)
        elif isinstance(ev, E.Paid):
            self._paid(ev, instant)
        elif isinstance(ev, E.CardDrawn) and not instant:
            self._show_card(ev)
        elif isinstance(ev, E.Bumped):  # said on the board even when skipped: a token moves by a rule
            held = self._bumped_person(where)
            self.banner = Banner(self._banner_text(*where) or "", ev.square, told_from=where, held_for=held)
            if not instant:
                self._wait = SLIDE * self.speed
        elif isinstance(ev, E.Bankrupt) and (not instant or self.game.over):  # the game's last said even when skipped
            self._bankrupt(ev, where)
        elif isinstance(ev, E.TurnStarted | E.AuctionEnded) and not instant:
            self._wait = 0.25 * self.speed

    def _bumped_person(self, where: tuple[int, int]) -> int | None:
        """The first person bumped back in the chain of bumps that ends at `where` (move, event):
        the board's words about it wait for them to decide, as a card they drew does."""
        events = self._moves_told[where[0]]
        bumped = [events[k].player for k in bump_chain(events, where[1])]
        return next((p for p in bumped if self.is_human(p)), None)

    def _show_card(self, ev: E.CardDrawn) -> None:
        """The card turns up over the board: a bot's for a moment, a person's until their click."""
        text = L.drawn_card_text(self.game.edition.decks[ev.deck], ev.card)
        self.card = ShownCard(ev.deck, text, ev.player, wait_for_click=self.card_waits(ev.player))
        self._wait = CARD_FLIP * self.speed

    def _bankrupt(self, ev: E.Bankrupt, where: tuple[int, int]) -> None:
        """Said across the board as well as in the log, the debt's square (else the player's) ringed;
        a resignation, which the person chose, is said in the log alone."""
        text = self._banner_text(*where)
        if text:
            here = round(self.positions[ev.player]) % len(self.game.edition.squares)
            square = ev.square if ev.square is not None else here
            pause = max(BANKRUPT_PAUSE * self.speed, PERSON_OUT_PAUSE if self.is_human(ev.player) else 0.0)
            # the game's last stays up (no one decides again) while the board waits for See the results
            held = ev.player if self.game.over else None
            self.banner = Banner(text, square, told_from=where, held_for=held, show=max(BANNER_SHOW, pause))
            self._wait = pause
        else:
            self._wait = 0.25 * self.speed

    def _move(self, ev: E.Moved, instant: bool) -> None:
        n = len(self.game.edition.squares)
        if instant or self.speed == 0:
            self.positions[ev.player] = float(ev.end)
            return
        steps = (ev.end - ev.start) % n
        if ev.direct:
            if steps == 0 or (ev.end < ev.start and not ev.passed_start):
                # backwards or to jail: straight there, then a pause to see it
                self.positions[ev.player] = float(ev.end)
                self._wait = SLIDE * self.speed
            else:  # a card's advance: a quick glide forward
                self._walk = (ev.player, float(ev.start), float(steps), 0.0, SLIDE * self.speed)
            return
        self._walk = (ev.player, float(ev.start), float(steps), 0.0, HOP * steps * self.speed)

    def _step_walk(self, dt: float) -> None:
        p, start, steps, t, dur = self._walk
        t += dt
        if t >= dur:
            self._finish_walk()
            return
        self._walk = (p, start, steps, t, dur)
        self.positions[p] = (start + steps * t / dur) % len(self.game.edition.squares)

    def _finish_walk(self) -> None:
        if self._walk:
            p, start, steps, _t, _d = self._walk
            self.positions[p] = (start + steps) % len(self.game.edition.squares)
            self._walk = None

    def _float(self, player: int, amount: int) -> None:
        """Show money leaving or reaching a card. A payment the same way as one still rising on
        that card joins it: a round of five houses rises as one figure, not five side by side.
        Another rises once the one before it on that card has gone (a salary, then a fare), so
        two sums never stand side by side, crowding the card's words."""
        on_card = [f for f in self.floaters if f.player == player]
        for f in on_card:
            if (f.amount > 0) == (amount > 0) and f.age < FLOAT / 2:
                f.amount += amount
                return
        wait = max((FLOAT - f.age for f in on_card), default=0.0)
        self.floaters.append(Floater(player, amount, age=-wait))

    def hop_height(self, player: int) -> float:
        """0..1: how high a walking token is in its current hop."""
        if not self._walk or self._walk[0] != player:
            return 0.0
        _p, _start, steps, t, dur = self._walk
        if not steps:
            return 0.0
        within = (t / dur * steps) % 1.0
        return 4 * within * (1 - within)

    def _paid(self, ev: E.Paid, instant: bool) -> None:
        for who, amount in cash_moved(ev):
            self.cash[who] += amount
            if not instant:
                self._float(who, amount)
        if not instant and ev.reason in (K.Pay.RENT, K.Pay.SALARY, K.Pay.POT, K.Pay.TRADE):
            self.sounds.play("coin")


# What a person may do between turns (Classic builds, Finance sells, a mortgage to pay): told
# above the next turn's heading while that turn has nothing logged yet (`Presenter._before_heading`)
BETWEEN_TURNS = (E.Built, E.SoldBuilding, E.SoldPlace, E.Mortgaged, E.Unmortgaged)
TURN_OWN = (E.TurnStarted, E.Rolled, E.Moved, E.TradeOffered, E.TradeAnswered, E.EndProposed, E.Bankrupt)


def cash_moved(ev: E.Paid) -> list[tuple[int, int]]:
    """The players a payment changes the cash of, and by how much (the bank is no player)."""
    return [(who, sign * ev.amount) for who, sign in ((ev.payer, -1), (ev.payee, 1)) if isinstance(who, int) and who >= 0]


def cash_coming(presenter: Presenter) -> Iterator[tuple[int, int, int]]:
    """Each payment queued, in order: whose cash it changes, to what, and by how much."""
    cash = list(presenter.cash)
    for entry in presenter.queue:
        if isinstance(entry[0], E.Paid):
            for who, amount in cash_moved(entry[0]):
                cash[who] += amount
                yield who, cash[who], amount


def _named(style) -> bool:
    """Whether a log part is a player's name (its style ("player", seat))."""
    return isinstance(style, tuple) and style[0] == "player"


def names_now(game) -> None:
    """The names the setup gave ("Bot A") in the language shown now ("बोट क"), on the board, in
    the log and in the save alike; a name someone typed stays as typed."""
    for p in game.players:
        p.name = given_name(p.name)


def estate_sold(events: list, estate: tuple[int, tuple[int, ...]] | None) -> tuple[int, tuple[int, ...]] | None:
    """Whose places the bank auctions one after another, and which, in the order they go: from
    the move in which a player left for the bank and their places' first auction began, until
    the next turn starts."""
    if any(type(ev) is E.TurnStarted for ev in events):
        estate = None
    out = next((ev.player for ev in events if type(ev) is E.Bankrupt and ev.creditor is None), None)
    if out is not None and any(type(ev) is E.AuctionStarted for ev in events):
        places = tuple(ev.square for ev in events if type(ev) is E.OwnerChanged and ev.owner is None)
        estate = (out, places) if places else estate
    return estate


def last_turn_end(moves: list[list], seat: int) -> tuple[int, int] | None:
    """Where `seat`'s last finished turn ended in the moves' events, as (move, event): the next
    turn's start after their latest one that another player's turn followed; None before
    any turn of theirs has ended."""
    end: tuple[int, int] | None = None
    theirs = False
    for m, events in enumerate(moves):
        for i, ev in enumerate(events):
            if isinstance(ev, E.TurnStarted):
                if ev.player == seat:
                    theirs = True
                elif theirs:
                    end, theirs = (m, i), False
    return end


def about(ev, seat: int) -> bool:
    """Whether `ev` is something that happened to `seat`'s money or places by another's doing, or a
    house or hotel another built: the rents `seat` may pay have risen.
    An auction's end is never one: the place goes to the winner's own bid, news to nobody, even
    where another's drop closed the auction after it; nor is the GST a player pays, always on a
    deal of their own (a bid won, a purchase, a building, a trade they offered or answered)."""
    if isinstance(ev, E.Built):
        return ev.player != seat
    if isinstance(ev, E.Paid):
        return seat in (ev.payer, ev.payee) and not (ev.reason == K.Pay.GST and ev.payer == seat)
    if isinstance(ev, E.TradeAnswered):
        return seat in (ev.player, ev.partner)
    if isinstance(ev, E.HouseTraded):
        return seat in (ev.giver, ev.taker)
    return isinstance(ev, (E.Bumped, E.Forfeited, E.Kept, E.Jailed)) and ev.player == seat
