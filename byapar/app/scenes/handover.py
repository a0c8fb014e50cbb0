"""When the table passes from one person to another, say so plainly: a band across the top
of the board's centre with the next person's token and name. For a moment, or until the next
click or key, it takes them (a key, or a click on the band itself, only ends that moment: the
next one acts); it stands for as long as the laptop is still to be passed to that person. And
whatever the last person had open (a deed, a sale waiting for "Yes", the "Trade as" chooser) is
closed, so nothing of theirs carries into the next person's decision."""

from __future__ import annotations

import pygame

from byapar.engine import kinds as K

from .. import fonts
from .. import theme as th
from ..comfort import comfort_of
from ..i18n import t
from ..words import plain
from . import vote_view

SHOW_SECONDS = 2.5
# A click on a decision's button this soon after the laptop changed hands, where the last press
# landed, was the last person's second click (on End turn, landing on the next one's Throw), or
# the next one's second click on "Sita, click when ready" (landing on the answer that took its
# place): it is not taken. A click anywhere else is taken at once.
HOLD_SECONDS = 1.0
TOP_SHARE = vote_view.BANDS_SHARE  # the band stands within this top share of the centre, above the decks' tops
TURN_STARTS = (K.ROLL, K.JAIL)  # a person's turn begins with one of these decisions
OWN_WINDOWS = (K.BID, K.TRADE)  # an auction or a trade window names whose answer it waits for


class HandOver:
    def __init__(self) -> None:
        self.showing: int | None = None  # the person the band names now
        self.words = "handover"  # what the band says of them: their turn, or only their answer
        self.age = 0.0
        self.taken: int | None = None  # the mouse button whose press the band took: its release is the band's too
        self.held_until = 0.0  # on the app's clock: till then the bar's buttons take no click (see HOLD_SECONDS)

    def update(self, scene, dt: float) -> None:
        game = scene.game
        pend = game.pending
        if self.showing is not None:
            self.age += dt
            if self.age >= SHOW_SECONDS:
                self.showing = None
        if self.showing is not None and scene.presenter.banner is not None:
            scene.presenter.banner.age = 0.0  # the last turn's message waits behind the band, then has its time
        if game.over or scene.presenter.busy or not scene.session.is_human(pend.player):
            return
        if pend.kind in TURN_STARTS:  # a bot's card, told in the log, leaves the board to the person's turn
            scene.presenter.put_card_away()
        seen = comfort_of(scene.session)  # the session's, so a return from the Menu is no hand-over
        if pend.player == seen.handed_to:
            return
        first = seen.handed_to is None
        seen.handed_to = pend.player
        if not first and people(scene) > 1:
            hold(scene)
        if not first:  # the last person's open things are theirs
            scene.selected = None
            scene.confirm = None
            scene.actions.choosing = None
            scene.log.to_newest()  # the next person starts on the newest lines, not the last one's reading
            if pend.kind != K.THROW:  # who starts is decided: its totals were the last person's to read
                scene.presenter.throw_off_read = True
            scene.changed()
        if pend.kind not in OWN_WINDOWS and people(scene) > 1:
            self.showing, self.age, self.words = pend.player, 0.0, words_for(game)
            scene.presenter.put_card_away()  # a bot's card left up would lie under the band, neither read

    def handle(self, scene, event: pygame.event.Event) -> bool:
        """Any click or key puts the band away; True when that is all it does. A key (but Esc, the
        way to the Menu) was meant for the last person's decision; a click on the band itself was
        aimed at it, so neither it nor its release acts on what lies under it: the next click does."""
        if event.type == pygame.MOUSEBUTTONUP:
            taken, self.taken = self.taken, None
            return taken == event.button
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.taken = None  # a release lost outside the window takes no later click with it
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) or self.showing is None:
            return False
        self.showing = None
        if event.type == pygame.KEYDOWN:
            return event.key != pygame.K_ESCAPE
        if rect(scene).collidepoint(event.pos):
            self.taken = event.button
        return self.taken is not None

    def named(self, scene) -> tuple[int, str] | None:
        """Whom the band names now, and in which words: for its moment after a change of hands,
        then for as long as the laptop is still to be passed to that person (its moment over, it
        takes no click or key). Not while the laptop goes to someone acting out of turn first,
        nor over an open deed, a rule's message or a card: the band comes back after them."""
        if self.showing is not None:
            return self.showing, self.words
        seat = scene.gate.waiting_for(scene)
        passing = scene.actions.passing
        if (seat is None or passing is not None and passing[1] == scene.game.pending or scene.selected is not None
                or scene.presenter.banner is not None or scene.presenter.card is not None):
            return None
        return seat, words_for(scene.game)

    def covering(self, scene) -> bool:
        """Whether the band stands on the board now (nothing else is said over it meanwhile): not
        where a vote's standings had no room but over it, where it would hide what the vote is
        on (the ready button and its note say whose vote it is)."""
        if scene.app.top is not scene or self.named(scene) is None:
            return False
        fitted = vote_view.fitted_in(scene)
        return fitted is None or not fitted.rect.colliderect(rect(scene))

    def wake_in(self) -> float | None:
        return None if self.showing is None else max(0.0, SHOW_SECONDS - self.age)

    def draw(self, scene, surf: pygame.Surface) -> None:
        named = self.named(scene)
        if named is None or not self.covering(scene):
            return
        p, words = named
        size = th.size(26, surf)
        lh = fonts.line_height(size)
        band = rect(scene)
        bare = getattr(scene, "bare_title", None)
        if bare is not None and bare[0].colliderect(band):  # the title half behind the band: a bare centre
            surf.blit(bare[1], bare[0])
        colour = scene.session.colour(p)
        pygame.draw.rect(surf, th.PANEL, band, border_radius=14)
        pygame.draw.rect(surf, th.darken(colour, 0.2), band, 4, border_radius=14)
        r = lh * 0.45
        th.draw_token(surf, scene.session.shape(p), colour, (band.x + 16 + r, band.centery), r)
        text = pygame.Rect(band.x + int(2 * r) + 28, band.y, band.w - int(2 * r) - 40, band.h)
        fonts.line(surf, t(words, name=scene.game.players[p].name), text, size, th.TEXT, bold=True,
                   valign="center", min_size=12)


def draw_on_board(scene, surf: pygame.Surface) -> None:
    """Under the bar's "Sita, click when ready", down to the log: what Sita needs as she sits
    down (`draw_sitting_down`)."""
    ready, seat = scene.panel.get("ready"), scene.gate.waiting_for(scene)
    if ready is None or seat is None or vote_view.rect(scene) is not None:
        return
    top, bottom = ready.rect.bottom + 10, vote_view.log_area(scene).top - 6
    column = pygame.Rect(ready.rect.x, top, ready.rect.w, max(0, bottom - top))
    below = [b.rect.top for b in scene.panel.buttons if b.rect.colliderect(column)]  # anything else in the bar
    draw_sitting_down(scene, surf, pygame.Rect(column.x, top, column.w, min([bottom, *below]) - 6 - top))


def draw_sitting_down(scene, surf: pygame.Surface, box: pygame.Rect, ink=th.LIGHT_TEXT, accent=th.HIGHLIGHT) -> None:
    """In `box`, what the person the laptop passes to needs as they sit down: their cash, and
    what happened to their money and places since their last turn, in the log's own words
    (the newest that fit whole: the log keeps them all). Nothing in it is theirs alone: all of
    it is on the table."""
    size = th.reading_size(14, surf)
    lines = sitting_down_lines(scene, scene.game.pending.player)
    shown = _fitting(lines, size, box)
    if len(shown) == 2 and len(lines) > 2:  # "Since you last played:" with nothing under it: the lines say it
        shown = _fitting(lines[:1] + lines[2:], size, box)
    y = box.y
    for (text, strong, bold), height in shown:
        fonts.draw(surf, text, pygame.Rect(box.x, y, box.w, height), size, accent if strong else ink, bold,
                   align="left", valign="top", max_lines=height // fonts.line_height(size))
        y += height + 2


def _fitting(lines: list[tuple[str, bool, bool]], size: int, box: pygame.Rect) -> list[tuple[tuple, int]]:
    """The first of `lines` that fit whole in `box` at `size`, one under another, each with its height."""
    out, room = [], box.h
    for line in lines:
        height = len(fonts.wrap(line[0], size, box.w, line[2])) * fonts.line_height(size)
        if height > room:
            break
        out.append((line, height))
        room -= height + 2
    return out


def sitting_down_lines(scene, seat: int) -> list[tuple[str, bool, bool]]:
    """The hand-over's lines for `seat`, each with whether it stands out and is bold: their
    cash, then since their last turn the log's lines about them, newest first, or that nothing
    of theirs changed (nothing more before a turn of theirs has ended)."""
    game = scene.game
    out = [(t("sit_cash", name=game.players[seat].name, cash=scene.session.money(game.players[seat].cash)), True, True)]
    about = scene.presenter.lines_about(seat)
    if about:
        out.append((t("sit_since"), False, True))
        out += [(plain(line), False, False) for line in reversed(about)]
    elif about is not None:
        out.append((t("sit_quiet"), False, False))
    return out


def bare_part(surf: pygame.Surface, within: pygame.Rect, part: pygame.Rect) -> tuple[pygame.Rect, pygame.Surface]:
    """`part` of the board's centre as it stands before the title is drawn (with room for a
    script's marks above and below, `within` the centre above its decks), to put back while the
    band stands over the title."""
    area = part.inflate(0, part.h // 2).clip(within)
    return area, surf.subsurface(area).copy()


def hold(scene) -> None:
    """The laptop changes hands now: the decision's buttons take no click for HOLD_SECONDS."""
    scene.handover.held_until = scene.app.now + HOLD_SECONDS


def held(scene, buttons) -> None:
    """Mark the decision's `buttons` as taking no click until the hold since the last change of hands is over."""
    for b in buttons:
        b.held_until = scene.handover.held_until


def words_for(game) -> str:
    """The band's words: a vote, a throw or an answer asked in another's turn is not the
    player's turn (the throw-off's throws come before anyone's turn)."""
    if game.pending.kind == K.AGREE:
        return "handover_vote"
    if game.pending.kind == K.THROW:
        return "handover_throw"
    return "handover" if game.pending.player == game.current else "handover_answer"


def rect(scene) -> pygame.Rect:
    """Where the band stands: over the title at the top of the board's centre, clear of the
    decks and the dice below it."""
    c = scene.board.centre
    lh = fonts.line_height(th.size(26, scene.app.screen))
    h = min(2 * lh, int(c.h * TOP_SHARE) - 8)
    return pygame.Rect(c.x + c.w // 10, c.y + int(c.h * TOP_SHARE) - 4 - h, c.w * 8 // 10, h)


def people(scene) -> int:
    return sum(1 for i in range(len(scene.game.players)) if scene.session.is_human(i)
               and not scene.game.players[i].bankrupt)
