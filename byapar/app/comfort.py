"""Comforts at the table: first-time hints, undo for humans, statistics kept as play goes,
and tooltips that say what a button or a square does.

The Session owns one `Comfort` and hands it every `apply` result; the board scene asks it
for the hint to show, for undo, and for tooltip words. No drawing happens here except
the hint banner, so the logic can be tested without a window.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine import kinds as K
from byapar.engine import schema as S
from byapar.engine.game import undo_point
from byapar.stats import GameStats, ReplayError, replay

from . import choices
from . import lang as L
from .i18n import t
from .presenter import LOG_LIMIT, Told, strip_throw
from .words import (
    Segment,
    Words,
    groups_finished,
    plain,
    rich,
    with_groups_won,
    with_offer_reasons,
    with_vote_reasons,
)

HINT_SECONDS = 12.0  # a hint stays this long unless dismissed


@dataclass
class Hint:
    key: str
    text: str
    age: float = 0.0
    beside_window: bool = False  # shown beside a window (a trade's, an auction's): it goes with it
    seat: int | None = None  # the one person it speaks to, while they can act on it; None: the table


@dataclass
class Hints:
    """One line the first time each rule comes up in a game; each fires once, or never when off."""

    enabled: bool = True
    shown: set[str] = field(default_factory=set)
    current: Hint | None = None
    waiting: Hint | None = None  # one person's hint while another person has the laptop

    def feed(self, events: list, game, is_human=None) -> Hint | None:
        """Take a move's events: the first time a rule comes up for a person at the table, its
        hint. `is_human(seat)` says who is a person (by default the game's own record of it)."""
        if self.current is not None and self.current.key in _DEBT_HINTS and game.pending.kind != K.RAISE:
            self.current = None  # the debt it spoke of is paid (or its debtor out)
        humans = _humans(game, is_human)
        for ev in events:
            if type(ev) is E.TurnStarted:  # a hint speaks to the turn that raised it, not the next one
                self.current = None
            self._outlived(ev)
            if not _concerns_a_person(ev, humans):  # a bot's news, or a replay's: nobody needs it now
                continue
            self._raise(_for_edition(self._rule(ev, game), game), game, seat=_whose_group(ev))
        if (self.current is not None and self.current.key == "hint_auction_drop"
                and not _may_still_bid(game, self.current.seat, humans)):
            self.current = None  # its person dropped out, the auction is over, or another person's bid is asked
        self._hold_for_its_person(game, humans)
        if self.current is None and _bidding_beside_a_bot(game, humans):
            self._raise("hint_auction_drop", game, seat=game.pending.player)
        return self.current

    def _raise(self, key: str | None, game, seat: int | None = None) -> None:
        """Show `key`'s hint, the first time its rule comes up (`seat`: the one person it speaks to)."""
        if key is None or key in self.shown:
            return
        self.shown.add(key)  # even when hints are off: turning them on later won't replay old news
        if self.enabled:
            self.current = Hint(key, hint_text(key, game), seat=seat)

    def _hold_for_its_person(self, game, humans: list[bool]) -> None:
        """A hint spoken to one person waits while another person has the laptop (Bikash's new
        group, won in Asha's turn, is not news for Asha as she sits down), and shows once its
        person decides. Beside bots alone it shows at once: that person is the only one there."""
        deciding = game.pending.player
        other_person = 0 <= deciding < len(humans) and humans[deciding]
        if self.current is not None and self.current.seat not in (None, deciding) and other_person:
            self.waiting, self.current = self.current, None
        if self.current is None and self.waiting is not None and self.waiting.seat == deciding:
            self.current, self.waiting = self.waiting, None

    def _outlived(self, ev) -> None:
        """A hint about a moment goes when that moment is over: the auction's once it ends, the
        doubles' once the extra throw is made, the trade's at the throw (where offers come before
        it) or once the turn is over (where they may come after the move too); an auction's window
        shows only its own."""
        if self.current is None:
            return
        if type(ev) in _ENDS and self.current.key in _ENDS[type(ev)]:
            self.current = None
        elif type(ev) is E.AuctionStarted and self.current.key not in _ENDS[E.AuctionEnded]:
            self.current = None

    @staticmethod
    def _rule(ev, game) -> str | None:
        kind = type(ev)
        if kind is E.AuctionStarted:  # a building the bank is short of, or a place
            return "hint_auction_building" if ev.building else "hint_auction"
        if kind is E.Jailed:
            return "hint_jail"
        if kind is E.MustRaise:
            return "hint_raise"
        if kind is E.Rolled and ev.d1 == ev.d2 and ev.why == E.TURN and game.edition.rules.doubles_to_jail:
            # (only a turn's own throw gives another: not the throw for who starts, nor a square's)
            return "hint_doubles"
        if kind is E.CardDrawn and game.edition.decks[ev.deck].cards[ev.card].effect == S.BAIL:
            return "hint_bail"
        if kind is E.TradeOffered:
            return trade_hint(game.edition.rules)
        if kind in (E.Bought, E.AuctionEnded) and _completes_group(game, ev):
            return group_hint(game, _whose_group(ev), ev.square)
        return None

    def update(self, dt: float) -> None:
        if self.current is not None:
            self.current.age += dt
            if self.current.age >= HINT_SECONDS:
                self.current = None

    def dismiss(self) -> None:
        self.current = None


_DEBT_HINTS = ("hint_raise", "hint_raise_sell")
_ENDS = {E.AuctionEnded: ("hint_auction", "hint_auction_building"),
         E.Rolled: ("hint_doubles", "hint_trade", "hint_trade_raising", "hint_trade_any_time"),
         E.TurnStarted: ("hint_trade_turn", "hint_trade_turn_raising")}


def trade_hint(rules) -> str:
    """The trade hint that says when this edition lets offers be made (`engine.trades.can_offer`)."""
    if rules.trade_any_time:
        return "hint_trade_any_time"
    turn = "_turn" if rules.trade_after_throw else ""
    return f"hint_trade{turn}_raising" if rules.trade_while_raising else f"hint_trade{turn}"


def _humans(game, is_human=None) -> list[bool]:
    """Who sits at the table as a person, by seat: as `is_human(seat)` says, else the game's record."""
    recorded = getattr(game, "humans", None) or [True] * len(game.players)
    return [is_human(i) for i in range(len(game.players))] if is_human else list(recorded)


def _bidding_beside_a_bot(game, humans: list[bool]) -> bool:
    """Whether a person is asked to bid for a place a bot bids for too: before they decide,
    dropping out is worth a word, as a bot left alone takes the place for as little as it bid
    (people bid as they see fit, and a building's auction opens at its cost)."""
    pend, auction = game.pending, game.auction
    if game.building_auction or auction is None or pend.kind != K.BID or not 0 <= pend.player < len(humans):
        return False
    return humans[pend.player] and any(0 <= q < len(humans) and not humans[q] for q in auction.bidders)


def _may_still_bid(game, seat: int, humans: list[bool]) -> bool:
    """Whether `seat` can still act on a hint about their bidding: they are still in the auction,
    and the decision now is theirs or a bot's, not another person's (whose moment it is)."""
    auction, asked = game.auction, game.pending.player
    if auction is None or seat not in auction.bidders:
        return False
    return asked == seat or (0 <= asked < len(humans) and not humans[asked])


def _concerns_a_person(ev, humans: list[bool]) -> bool:
    """Whether the event puts a person at the table (not a bot) in the rule's way: the player it
    happens to, the bidders of an auction, either side of a trade."""
    kind = type(ev)
    if kind is E.AuctionStarted:
        seats = list(ev.bidders)
    elif kind is E.AuctionEnded:
        seats = [ev.winner] if ev.winner is not None else []
    elif kind is E.TradeOffered:
        seats = [ev.player, ev.partner]
    else:
        seats = [getattr(ev, "player", None)]
    return any(seat is not None and 0 <= seat < len(humans) and humans[seat] for seat in seats)


def _for_edition(key: str | None, game) -> str | None:
    """The hint as this edition plays it: no mortgages in Finance, a double six out of jail in
    Business GST."""
    if key == "hint_jail" and game.edition.rules.jail_doubles:
        return "hint_jail_double"
    return L.edition_key(key, game.edition) if key is not None else None


def _whose_group(ev) -> int | None:
    """The one person a group's hint speaks to: who bought or won the place."""
    kind = type(ev)
    return ev.player if kind is E.Bought else ev.winner if kind is E.AuctionEnded else None


def _completes_group(game, ev) -> bool:
    player = _whose_group(ev)
    if player is None:
        return False
    sq = game.squares[ev.square]
    return sq.kind == S.PLACE and game.owns_group(player, ev.square)


def group_hint(game, player: int, square: int) -> str:
    """The hint for `player`, who may now build on `square`'s group: a whole group, or where the
    edition builds on some of a colour (Business GST's three of five), the places of it they hold;
    told to pay off the mortgages first where any of those is mortgaged, as building waits for that."""
    members = game.edition.groups[game.squares[square].group]
    sites = game.edition.rules.group_sites
    some = bool(sites) and sites < len(members)
    held = [m for m in members if game.owner(m) == player] if some else members
    key = "hint_group_sites" if some else "hint_group"
    return key + "_mortgaged" if any(game.is_mortgaged(m) for m in held) else key


def hint_text(key: str, game) -> str:
    rules = game.edition.rules
    return t(key, step=L.money(rules.bid_step, game.edition), fine=L.money(rules.jail_fine, game.edition),
             card=L.bail_card(game.edition), sites=L.number(rules.group_sites),
             n=rules.jail_doubles, things=t("trade_things_bail" if _has_bail_cards(game.edition) else "trade_things"))


def _has_bail_cards(edition) -> bool:
    """Whether the edition's packs hold a card kept to leave jail (Finance's has none)."""
    return any(card.effect == S.BAIL for deck in edition.decks.values() for card in deck.cards)


PAST_LOG = LOG_LIMIT  # log lines a continued game shows again: as many as the board keeps
PAST_THROWS = 60  # and throws, for the "Throws:" line


@dataclass
class Past:
    """What the screen had shown of a game picked up part-way: its log and its throws."""

    log: deque = field(default_factory=lambda: deque(maxlen=PAST_LOG))
    throws: deque = field(default_factory=lambda: deque(maxlen=PAST_THROWS))  # as presenter.strip_throw gives them

    moves: tuple[list, list] = field(default_factory=lambda: ([], []))  # each line's and throw's move, when known
    told: Told = field(default_factory=lambda: Told(language=L.current()))  # what the log is told from

    def keep(self, log: list, throws: list, moves: tuple[list, list] = ([], []), told: Told | None = None) -> None:
        """Hold what the board shows while it is away (at the Menu), to show it again on return;
        `moves`: the move each line and throw came with, so an undo afterwards still takes them back;
        `told`: what the lines were told from, so they can be told again in another language."""
        self.log.clear()
        self.log.extend(log)
        self.throws.clear()
        self.throws.extend(throws)
        self.moves = (_last(moves[0], len(self.log)), _last(moves[1], len(self.throws)))
        self.told = told or Told(language=L.current())

    def feed(self, words, events: list, game, reason_of=lambda maker, terms: "") -> None:
        """One move of the replay, told as it was shown (`game`: the table after it), a bot's
        offer with the reason `reason_of(maker, terms)` gives, where it is known."""
        move = len(self.told.moves)
        self.told.moves.append(list(events))
        self.told.groups_won[move] = groups_finished(game, self.told.moves)
        told = with_vote_reasons(words, events, game, lambda seat: not game.humans[seat])
        told = with_groups_won(words, events, told, self.told.groups_won[move])
        told = with_offer_reasons(words, events, told, reason_of)
        for i, (ev, lines) in enumerate(zip(events, told, strict=True)):
            self.log.extend(lines)
            self.told.sources.extend((move, i, j) for j in range(len(lines)))
            shown = strip_throw(ev) if isinstance(ev, E.Rolled) else None
            if shown is not None:
                self.throws.append(shown)
        extra = len(self.told.sources) - len(self.log)  # the log keeps its latest lines only
        if extra > 0:
            del self.told.sources[:extra]


def _last(items: list, n: int) -> list:
    return list(items)[len(items) - n:] if n else []


class Comfort:
    """What a session keeps beside the game: statistics, hints, the undo switch, and the
    log and throws of a game continued from its save."""

    def __init__(self, game, hints: bool = True, reason_of=None) -> None:
        self.game = game
        self._reason_of = reason_of or (lambda maker, terms: "")  # (maker, terms) -> why a bot made that offer
        game.start_undo()
        self.hints = Hints(enabled=hints)
        self.is_human = None  # who sits at the table as a person (the session says; a replay: nobody)
        self.past = Past()
        self.resigned: set[int] = set()  # seats that left by resigning, not by going bankrupt
        self.end_reason = ""  # why the game ended ("agreement", "rounds", ...), once it has
        self.stats = self._catch_up(game)
        self.undone = 0
        self.handed_to: int | None = None  # the person the table last passed to: kept across the Menu

    def _catch_up(self, game) -> GameStats:
        """Statistics of a game picked up part-way, its hints already spent, and its log:
        replaying it from its seed shows which rules have come up, so Continue doesn't repeat a
        hint, and tells every event again in words, so the log and the throws are as they were."""
        if not game.history:
            return GameStats.for_game(game)
        try:
            stats: GameStats | None = None
            words = None
            for step in replay(game.to_dict()):
                stats = stats or GameStats.for_game(step.game)
                words = words or Words(step.game)
                stats.feed(step.events, step.game)
                self.hints.feed(step.events, step.game)
                self._note_ending(step.events)
                self.past.feed(words, step.events, step.game, self._reason_of)
        except (ReplayError, KeyError, TypeError, ValueError):
            self.past = Past()  # scripted dice (tests, tutorials) can't be replayed: start a fresh log
            return GameStats.of_game(game)
        finally:
            self.hints.current = None  # old news: nothing shows when play resumes
        return stats

    def feed(self, events: list) -> None:
        self.stats.feed(events, self.game)
        self.hints.feed(events, self.game, self.is_human)
        self._note_ending(events)

    def _note_ending(self, events: list) -> None:
        for ev in events:
            if type(ev) is E.Resigned:
                self.resigned.add(ev.player)
            elif type(ev) is E.GameOver:
                self.end_reason = ev.reason

    def left_by_resigning(self, seat: int) -> bool:
        return seat in self.resigned and self.game.players[seat].bankrupt

    def undo_seat(self, is_human) -> int | None:
        """The seat that may take back its last decision now: only the person whose turn or
        decision it is, and only what they decided since the decision came to them. A "Don't
        buy" stays its person's decision until its auction moves on (`decliner_deciding`)."""
        game = self.game
        if game.over:
            return None
        seat = game.pending.player
        if not game.can_undo(seat):
            seat = decliner_deciding(game)
        return seat if seat is not None and is_human(seat) else None

    def undo(self, is_human) -> tuple[int, list[Segment]] | None:
        """Take back the deciding person's last decision: (the seat, what was taken back as the
        log sets it), or None when there is nothing of theirs to undo."""
        seat = self.undo_seat(is_human)
        if seat is None:
            return None
        what = self.undo_line(seat)
        self.game.undo(seat)
        self.stats.rewind(self.game)
        self.undone += 1
        return seat, what

    def undo_words(self, seat: int) -> str:
        """What undoing `seat`'s last decision would take back, in the log's words ("" for nothing)."""
        return plain(self.undo_line(seat))

    def undo_line(self, seat: int) -> list[Segment]:
        """What undoing `seat`'s last decision would take back, as the log sets it ([] for nothing)."""
        before = undo_point(self.game, seat)
        if before is None:
            return []
        taken_back = self.game.history[len(before.history):]  # more than one where a click made several
        line: list[Segment] = []
        for text in taken_back:
            line += [(", ", None)] * bool(line) + undone_line(text, before)
        return line


def decliner_deciding(game) -> int | None:
    """The player whose "Don't buy" opened the auction under way, while that is still their
    decision to take back: nobody has bid or acted since (the game dropping those short of the
    least bid is no one's act), and no other person has taken the laptop (`laptop_taken`);
    else None."""
    auction = game.auction
    if auction is None or auction.high_bidder is not None or game.building_auction:
        return None
    for seat in range(len(game.players)):  # the last decision kept is theirs, made at the purchase
        before = undo_point(game, seat)
        if before is not None and before.pending.kind == K.BUY and before.pending.player == seat:
            return seat
    return None


def laptop_taken(game, seat: int) -> None:
    """`seat`'s person has taken the laptop: another's "Don't buy", still theirs to take back
    until then, is past taking back (the decision has passed to another person)."""
    if decliner_deciding(game) not in (None, seat):
        game.start_undo()


def undo_out_of_turn(game, is_human) -> int | None:
    """The person whose decision made out of another's (a building between turns) is the last
    the game could take back, or None: Undo leaves it, as only the deciding person undoes, and
    only what they decided since the decision came to them."""
    for seat in range(len(game.players)):
        before = undo_point(game, seat)
        if before is not None and seat != game.pending.player and before.pending.player != seat and is_human(seat):
            return seat
    return None


def why_no_undo(game, is_human) -> tuple[str, dict]:
    """Why Undo has nothing to take back now, as a catalogue key and its fields, from the rule
    `Comfort.undo_seat` and the session keep: a decision made out of another's turn stays; a
    throw (and any card it drew) wipes out what came before it; what a person decided is settled
    once the decision has passed to another (an auction, an answer to an offer) and come back;
    and otherwise nothing has yet been decided this turn."""
    other = undo_out_of_turn(game, is_human)
    if other is not None:
        return "why_no_undo_out_of_turn", {"seat": other}
    pend = game.pending
    if game.over or pend.player != game.current or pend.kind in (K.ROLL, K.JAIL):
        return "why_no_undo", {}
    thrown = bool(game.history) and game.history[-1] == A.ROLL.verb
    return ("why_no_undo_throw" if thrown else "why_no_undo_passed"), {}


def undone_words(text: str, game) -> str:
    """An action taken back, in a player's words: "buying Thamel", "ending the turn"."""
    return plain(undone_line(text, game))


def undone_line(text: str, game) -> list[Segment]:
    """An action taken back, as the log sets it: each player named in their colour, an amount in
    bold. `game` stands where the action was made (its pending decision is the one it answered)."""
    verb, _, rest = text.partition(" ")
    ed = game.edition
    square = lambda s: L.square_name(ed.squares[int(s)])  # noqa: E731
    player = lambda p: (game.players[p].name, ("player", p))  # noqa: E731
    if verb in ("build", "sell", "mortgage", "unmortgage", "sell-place", "keep") and rest.isdigit():
        return rich(f"undid_{verb.replace('-', '_')}", square=square(rest))
    if verb in ("build-round", "sell-round") and rest.isdigit():
        return rich(f"undid_{verb.replace('-', '_')}", square=square(rest))
    if verb == "build-to" and len(rest.split()) == 2 and rest.replace(" ", "").isdigit():
        s, level = map(int, rest.split())
        hotel = ed.rules.hotel and level == ed.rules.max_level
        return rich("undid_build_to_hotel" if hotel else "undid_build_to", square=square(s), n=L.number(level))
    at = game.pending.square
    if at is not None and verb == "decline":  # a purchase's answers are named by the buttons clicked
        return rich("undid_decline", square=square(at), button=t("btn_decline"))
    if at is not None and verb == "loan":
        return rich("undid_loan", square=square(at), button=t("btn_loan_name"))
    if at is not None and verb == "buy":
        return rich("undid_buy", square=square(at))
    if verb == "loan":  # a loan asked for outside a purchase
        return rich("undid_loan_plain")
    if verb == "bid" and rest.isdigit():
        return rich("undid_bid", amount=(L.money(int(rest), ed), "money"))
    if verb == "offer" and rest.split()[:1] and rest.split()[0].isdigit():
        return rich("undid_offer_to", name=player(int(rest.split()[0])))
    if verb == "counter" and game.pending.other is not None:  # back to whoever made the offer answered
        return rich("undid_counter", name=player(game.pending.other))
    if verb in ("offer", "counter"):
        return rich("undid_offer")
    if verb in ("accept", "reject") and game.pending.other is not None:  # whose offer, and which kind
        name, counter = player(game.pending.other), game.offer_is_counter
        if verb == "accept":
            return rich("undid_accept_counter" if counter else "undid_accept_offer", name=name)
        return rich("undid_reject_counter" if counter else "undid_reject_offer", name=name)
    simple = ("drop", "pay-fine", "use-card", "accept", "reject", "end", "repay", "propose-end", "agree-end",
              "refuse-end", "resign")
    if verb in simple:
        return rich(f"undid_{verb.replace('-', '_')}")
    return rich("undid_other")


def comfort_of(session) -> Comfort:
    """The session's Comfort, made on first use (a session from any path gets one)."""
    comfort = getattr(session, "comfort", None)
    if comfort is None:
        comfort = session.comfort = Comfort(session.game)
    return comfort


# ----- words for tooltips ---------------------------------------------------------------------

def action_tip(game, action) -> str:
    """What pressing a button for `action` does, with its money: 'Mortgage: get Rs 1,100 now, ...'."""
    ed = game.edition
    money = lambda n: L.money(n, ed)  # noqa: E731 - a short local alias reads better in the table below
    if isinstance(action, A.Mortgage):
        return t("tip_do_mortgage", get=money(game.mortgage_value(action.square)),
                 lift=money(game.lift_cost(action.square)))
    if isinstance(action, A.Unmortgage):
        return t("tip_do_lift", cost=money(game.lift_cost(action.square)))
    if isinstance(action, A.Build):
        sq = ed.squares[action.square]
        level = game.buildings(action.square) + 1
        rent = sq.rents[level] if level < len(sq.rents) else 0
        return t("tip_do_build", cost=money(sq.house_cost), rent=money(rent))
    if isinstance(action, A.Sell):
        return t("tip_do_sell", get=money(choices.sale_brings(game, game.owner(action.square), action)))
    return ""


def square_tip(game, s: int) -> str:
    """What a square is, in a line: its name, what it costs or charges, and who owns it."""
    ed = game.edition
    sq = ed.squares[s]
    name = L.square_name(sq)
    money = lambda n: L.money(n, ed)  # noqa: E731
    if sq.kind == S.PLACE:
        owner = game.owner(s)
        if owner is None:
            return t("sq_place_free", name=name, price=money(sq.price), rent=money(sq.rents[0]),
                     group=money(sq.rents[0] * 2))
        who = game.players[owner].name
        if game.is_mortgaged(s):
            return t("sq_mortgaged", name=name, owner=who, lift=money(game.lift_cost(s)))
        # Finance's tooltip also says what marks the lot as the owner's
        return t("sq_lot_owned" if ed.rules.ownership_markers else "sq_place_owned", name=name, owner=who,
                 rent=money(game.rent(s)))
    if sq.kind in (S.TRANSPORT, S.SERVICE):
        owner = game.owner(s)
        key = f"sq_{sq.kind}"
        if owner is None:
            return t(key + "_free", name=name, price=money(sq.price))
        if game.is_mortgaged(s):
            return t("sq_mortgaged", name=name, owner=game.players[owner].name, lift=money(game.lift_cost(s)))
        return t(key + "_owned", name=name, owner=game.players[owner].name, rent=money(game.rent(s, 7)))
    if sq.kind == S.CARD:
        deck = ed.decks[sq.deck]
        return t("sq_card", name=name, deck=L.deck_title(deck))
    if sq.kind == S.TAX:
        return t("sq_tax", name=name, amount=money(sq.amount))
    if sq.kind == S.START:
        return t("sq_start", name=name, salary=money(ed.rules.salary))
    if sq.kind == S.JAIL:
        return t("sq_jail", name=name, fine=money(ed.rules.jail_fine))
    if sq.kind == S.POLICE:
        return t("sq_police", name=name)
    if sq.kind == S.FREE:
        pot = game.pot
        return t("sq_free_pot", name=name, pot=money(pot)) if game.settings.chautari_pot else t("sq_free", name=name)
    return name
