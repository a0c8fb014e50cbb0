"""Passing the laptop: when an answer is asked of a person other than the one who last acted
(a trade offered to them, their vote on ending, a place offered to them, a square's throw
asked of them in another's turn after a bump, or a debt they must raise in another's turn), the answer's buttons wait behind one "Sita,
click when ready" button, so nobody answers for someone else by carrying on clicking. So does
the turn's own decision when it comes back from another person's answer (a trade taken, the
last bid, a vote): the laptop is still in the answerer's hands. So does an auction's bid passing
from one person to another: a bid is a decision with the bidder's money. The throws for who
starts go round the table unasked (`throwing_off_at_the_table`). A plain turn change between two
people waits too, so a late click meant for the last turn never throws for the next person. Bots' seats never wait;
one person playing bots never sees it."""

from __future__ import annotations

import pygame

from byapar.engine import IllegalAction
from byapar.engine import actions as A
from byapar.engine import kinds as K
from byapar.engine.turn import throwing_off

from .. import fonts
from .. import theme as th
from ..comfort import laptop_taken
from ..i18n import t
from ..widgets import Button
from . import handover

ANSWERS = (K.BID, K.TRADE, K.AGREE)  # decisions asked of someone while another may be at the laptop
# What an owner does with their own place, possibly in someone else's turn: theirs to decide.
OWNERS_ACTIONS = (A.Build, A.Sell, A.SellPlace, A.BuildRound, A.SellRound, A.BuildTo, A.Mortgage, A.Unmortgage)


NOBODY_YET = -1  # at the laptop: someone who is not (yet) known to be any seat's person


class PassGate:
    def __init__(self) -> None:
        self.at_laptop: int | None = None  # the person who last acted here (None: nobody yet)
        self.lent: object | None = None  # the decision the laptop was lent away from, for an offer out of turn
        self.back_to: int | None = None  # whose turn an answer was given in, by another person at the laptop
        self.reopened = False  # a saved game of several people just opened: whoever opened it passes it on

    @classmethod
    def of(cls, session) -> PassGate:
        """The session's gate, kept with it: who has the laptop outlasts a visit to the Menu."""
        gate = getattr(session, "pass_gate", None)
        if gate is None:
            gate = session.pass_gate = cls()
        return gate

    def reopen(self, session) -> None:
        """A saved game opened: where several people play it, the one whose decision it is takes
        the laptop first, as at any hand-over (whoever opened it may not be them)."""
        people = [i for i, p in enumerate(session.game.players) if session.is_human(i) and not p.bankrupt]
        if len(people) > 1:
            self.at_laptop, self.reopened = NOBODY_YET, True

    def acted(self, game, action) -> None:
        """Note who is at the laptop: whoever makes this move (call before it is applied)."""
        self.reopened = False
        self.at_laptop = actor_of(game, action)
        pend = game.pending
        answering = (pend.kind in ANSWERS or out_of_turn(game)) and self.at_laptop == pend.player
        if answering:
            self.back_to = game.current if game.current != self.at_laptop else None
        elif self.at_laptop != pend.player:  # building with one's own places in another's decision:
            self.back_to = pend.player  # that decision waits for its person to take the laptop back
        else:
            self.back_to = None

    def waiting_for(self, scene) -> int | None:
        """The person the laptop must pass to before the answer asked now can be given, or None."""
        return None if scene.presenter.busy else self.waiting_in(scene.session)

    def waiting_in(self, session) -> int | None:
        """The person `session`'s decision waits for to take the laptop, or None: on the board or
        off it (the Menu acts for that person too, so it waits for them as the board does)."""
        game = session.game
        pend = game.pending
        asked_of_another = (pend.kind in ANSWERS or out_of_turn(game) or pend == self.lent
                            or pend.player == self.back_to or turn_start(game) or self.reopened)
        if game.over or not asked_of_another:
            return None
        if not session.is_human(pend.player) or self.at_laptop in (None, pend.player):
            return None
        if throwing_off_at_the_table(game, self.at_laptop):
            return None
        people = [i for i, p in enumerate(game.players) if session.is_human(i) and not p.bankrupt]
        # the last person out hands the laptop on to the one left: it is still in their hands
        handed_on = self.at_laptop >= 0 and session.is_human(self.at_laptop)
        return pend.player if len(people) > 1 or handed_on else None

    def passes_to_offer(self, scene, seat: int) -> bool:
        """Whether the laptop must pass to `seat` before they build an offer out of turn: someone
        else has it (whoever acted last, else the person whose decision it is), or the screen is
        handing it on to the next person."""
        game = scene.game
        holder = self.at_laptop
        if holder is None and scene.session.is_human(game.pending.player):
            holder = game.pending.player
        people = [i for i, p in enumerate(game.players) if scene.session.is_human(i) and not p.bankrupt]
        if len(people) < 2:
            return False
        # while the screen asks the next person to take the laptop (not lent for this), whoever
        # clicks may be either of them
        handing_on = self.waiting_for(scene) is not None and self.lent != game.pending
        return holder not in (None, seat) or handing_on

    def lend(self, seat: int, pend) -> None:
        """`seat` takes the laptop to offer a trade in the decision `pend`: when that decision
        comes back, its own person takes the laptop again before its buttons work."""
        self.at_laptop, self.lent, self.back_to = seat, pend, None

    def ready(self, scene) -> None:
        """The person asked has the laptop now: their answer's buttons work, and what the last
        person could still take back is past taking back."""
        self.at_laptop, self.lent, self.back_to, self.reopened = scene.game.pending.player, None, None, False
        laptop_taken(scene.game, scene.game.pending.player)
        if scene.game.pending.kind != K.ROLL:  # a second click on Throw only throws their own dice
            handover.hold(scene)  # a second click on the ready button lands on what takes its place
        scene.changed()


def throwing_off_at_the_table(game, holder: int | None) -> bool:
    """The throw for who starts, with someone known at the laptop: nobody's turn has begun and
    nothing of anyone's is on the screen, so the dice go round the people unasked, the band naming
    whose throw it is and holding a double click (`handover.hold`); the first
    turn then waits for its player as every turn does."""
    return throwing_off(game) and holder not in (None, NOBODY_YET)


def turn_start(game) -> bool:
    """A turn's first decision, before its throw: when the last to act was another person, the
    next one takes the laptop first, so a click meant for the last turn never throws for them."""
    return game.pending.kind in (K.ROLL, K.JAIL) and game.pending.player == game.current


def out_of_turn(game) -> bool:
    """A place offered to someone, a square's throw asked of them (Finance's bump put them there),
    or a debt they must raise (an auction won past their cash, a card's charge to every player),
    in another player's turn."""
    return game.pending.kind in (K.BUY, K.THROW, K.RAISE) and game.pending.player != game.current


def actor_of(game, action) -> int:
    """Whose move `action` is: an offer's maker, a place's owner for what they do with it, or
    the player whose decision it is."""
    if isinstance(action, str):
        try:
            action = A.parse(action)
        except IllegalAction:
            return game.pending.player
    by = getattr(action, "by", None)
    if by is not None:
        return by
    square = getattr(action, "square", None)
    if isinstance(action, OWNERS_ACTIONS) and isinstance(square, int) and game.owner(square) is not None:
        return game.owner(square)
    return game.pending.player


def ready_button(scene, rect: pygame.Rect, on_ready, seat: int | None = None) -> Button:
    """The one button shown in place of the answer's while the laptop passes (to `seat`, else to
    the person whose decision it is): no key presses it, so a key meant for the last decision
    can't answer for the next person."""
    name = scene.game.players[scene.game.pending.player if seat is None else seat].name
    button = Button("ready", rect, t("btn_pass_ready", name=name), on_ready, "primary",
                    tooltip=t("tip_pass_ready", name=name), key=None)
    button.peers = tuple(t("btn_pass_ready", name=p.name) for p in scene.game.players)  # one size for everyone
    return button


def draw_note(scene, surf: pygame.Surface, box: pygame.Rect) -> None:
    """'Pass the laptop to Sita' in the answer's place, told as a notice, not a control: Sita's
    token beside plain words, centred on the card with no band or frame, so only "Sita, click
    when ready" looks like something to click (a filled band of her colour was clicked in vain)."""
    seat = scene.game.pending.player
    size = th.size(20, surf)
    words = t("pass_to", name=scene.game.players[seat].name)
    r = fonts.line_height(size) * 0.4
    gap = int(2 * r) + 10
    text_w = min(fonts.width(words, size), box.w - gap)
    left = box.centerx - (gap + text_w) // 2
    th.draw_token(surf, scene.session.shape(seat), scene.session.colour(seat), (left + r, box.centery), r)
    fonts.line(surf, words, pygame.Rect(left + gap, box.y, box.w - (left + gap - box.x), box.h), size,
               th.TEXT, valign="center", min_size=12)


def in_hand(scene) -> int:
    """Whose hands the table is in: the person the laptop passes to, or who has it, to build or
    offer out of turn; else the person whose decision it is (a hand-over for an answer included)."""
    game = scene.game
    passing = scene.actions.passing
    if passing is not None and passing[1] == game.pending:
        return passing[0]
    top = scene.app.top
    if top is not scene and getattr(top, "between", False):  # their holdings, open to build out of turn
        return top.player
    if top is not scene and isinstance(getattr(top, "me", None), int):  # an offer being made, theirs
        return top.me
    return game.pending.player


def laptop_elsewhere(scene, seat: int) -> bool:
    """Whether `seat` may not act out of turn from where they stand (a deed, their card's
    holdings) because someone else has the laptop: out of turn they act through Build as or
    Trade as, which pass it to them first, so nobody builds with another person's money."""
    return seat != scene.game.pending.player and scene.gate.passes_to_offer(scene, seat)
