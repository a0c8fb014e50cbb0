"""While a person answers a proposal to end the game, the standings it would end on, over the
top of the log: rank, token, name, each player's answer so far and worth, the way the
game-over table will count them; under them the rule that every player must say yes."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from byapar.engine import kinds as K

from .. import fonts, widgets
from .. import theme as th
from ..i18n import t
from . import comfort_ui

BANDS_SHARE = 0.25  # the whose-turn band and a rule's banner stand within this top share of the board's centre
LEAST_LOG_LINES = 4  # the log keeps this many whole lines under the standings, or gives its place up


def shown(scene) -> bool:
    """While a vote is asked, once its voter has the laptop: while it passes to them, nothing of
    their decision is on the screen."""
    g = scene.game
    return (not g.over and not scene.presenter.busy and g.pending.kind == K.AGREE and not scene.raising()
            and scene.gate.waiting_for(scene) is None)


PAD_X, PAD_Y, GAP = 12, 8, 10  # px: the card's margins, and between its columns


class Fitted(NamedTuple):
    rect: pygame.Rect  # the card
    size: int  # one text size for every line on it
    in_log: bool  # over the top of the log's place (else over the board's centre)


def rect(scene) -> pygame.Rect | None:
    fitted = fitted_in(scene)
    return fitted.rect if fitted else None


def fitted_in(scene) -> Fitted | None:
    """Where the standings go, at one size for all their lines: over the top of the log's place
    at the usual size where they fit there; else over the board's centre, under its top bands
    and above its buttons; else smaller over the log; at the largest size that fits, never below
    the least. Only where none of these has room do they take the bands' place (the band gives
    way), then the buttons'."""
    if not shown(scene):
        return None
    usual = th.size(15, scene.app.screen)
    least = max(fonts.least_size(text) for text in _texts(scene))
    centre = scene.board.centre.inflate(-16, -16)
    top = max(centre.y, banners_foot(scene) + 6)  # the whose-turn band and a rule's banner stay in sight
    clear = pygame.Rect(centre.x, top, centre.w, comfort_ui.strip_top(scene) - 8 - top)
    above = pygame.Rect(centre.x, centre.y, centre.w, comfort_ui.strip_top(scene) - 8 - centre.y)
    return (in_log(scene, [usual]) or in_centre(scene, clear, usual, least)
            or in_log(scene, range(usual - 1, least - 1, -1)) or in_centre(scene, above, usual, least)
            or in_centre(scene, centre, usual, least) or Fitted(centre, least, False))


def in_log(scene, sizes) -> Fitted | None:
    """The standings over the top of the log's place at the first of `sizes` they fit at."""
    area = scene.log_area()
    for size in sizes:
        h = _height(scene, size, area.w)
        if h is not None and h <= area.h:
            if area.h - h - 6 < _least_log(scene):  # a log of a line or two reads as cut off: the standings take it all
                h = area.h
            return Fitted(pygame.Rect(area.x, area.y, area.w, h), size, True)
    return None


def in_centre(scene, place: pygame.Rect, usual: int, least: int) -> Fitted | None:
    """The standings centred in `place` on the board at the largest size they fit at there."""
    for size in range(usual, least - 1, -1):
        h = _height(scene, size, place.w)
        if h is not None and h <= place.h:
            box = pygame.Rect(place.x, place.y, place.w, h)
            box.centery = place.centery
            return Fitted(box, size, False)
    return None


def banners_foot(scene) -> int:
    """The foot of the bands said across the top of the board's centre, within its top
    BANDS_SHARE: the hand-over's ("Now Bikash's vote", with the title's bare centre it puts
    back behind it) and a rule's banner, which ends where a drawn card's top stands."""
    c = scene.board.centre
    foot = c.y + int(c.h * BANDS_SHARE) - 4
    bare = getattr(scene, "bare_title", None)  # the band puts the title's bare centre back behind it
    return max(foot, bare[0].bottom) if bare is not None and bare[0].top < foot else foot


def _rows(scene) -> list[tuple[int, int, int]]:
    """(rank, player, worth) of each player still in, best first; level players (the winners'
    rule) share a rank."""
    g = scene.game
    out = []
    before = None
    rank = 0
    for p, worth in g.standings():
        if g.players[p].bankrupt:
            continue
        if (worth, g.players[p].cash) != before:
            rank, before = len(out) + 1, (worth, g.players[p].cash)
        out.append((rank, p, worth))
    return out


def _texts(scene) -> list[str]:
    g = scene.game
    return [t("vote_title"), t("vote_rule")] + [
        f"{rank}. {g.players[p].name}" for rank, p, _ in _rows(scene)] + [answer(g, p) for _, p, _ in _rows(scene)]


def _columns(scene, size: int) -> tuple[int, int, int]:
    """The widths of the names, the answers and the money at `size`, each its widest."""
    g, rows = scene.game, _rows(scene)
    names = max(fonts.width(f"{rank}. {g.players[p].name}", size, bold=True) for rank, p, _ in rows)
    answers = max(fonts.width(answer(g, p), size) for _, p, _ in rows)
    money = max(fonts.width(scene.session.money(worth), size, bold=True) for _, _, worth in rows)
    return names, answers, money


def _height(scene, size: int, width: int) -> int | None:
    """The card's height at `size` in `width`, or None where a line would not be whole there."""
    inner = width - 2 * PAD_X
    lh = fonts.line_room(size, bold=True)
    if sum(_columns(scene, size)) + _token_w(lh) + 2 * GAP > inner:
        return None
    if fonts.width(t("vote_title"), size, bold=True) > inner:
        return None
    rule = fonts.fit(t("vote_rule"), size, inner, 10_000, 2, min_size=size, condense=False)
    if rule.cut or rule.size != size or rule.squeeze < 1:
        return None
    return 2 * PAD_Y + (lh + 4) * (len(_rows(scene)) + 1) + fonts.block_room(len(rule.lines), size)


def _token_w(lh: int) -> int:
    return int(2 * lh * 0.38) + 10


def _least_log(scene) -> int:
    """The height the log needs for its fewest whole lines (as GameLog draws them)."""
    return LEAST_LOG_LINES * fonts.line_height(th.reading_size(14, scene.app.screen)) + 12


def log_area(scene) -> pygame.Rect:
    """What the log keeps of its place while the standings stand over its top (none when they
    take the whole place)."""
    area = scene.log_area()
    fitted = fitted_in(scene)
    if fitted is None or not fitted.in_log:
        return area
    box = fitted.rect
    left = area.bottom - box.bottom - 6
    if left < _least_log(scene):
        return pygame.Rect(area.x, area.bottom, area.w, 0)
    return pygame.Rect(area.x, box.bottom + 6, area.w, left)


def answer(game, p: int) -> str:
    """Where `p` stands in the vote: proposed it, said yes, answering now, or still to answer."""
    pend = game.pending
    if p == pend.other:
        return t("vote_proposed")
    if p == pend.player:
        return t("vote_asked")
    return t("vote_waiting") if p in game.voters else t("vote_yes")


def draw(scene, surf: pygame.Surface) -> None:
    fitted = fitted_in(scene)
    if fitted is None:
        return
    g, box, size = scene.game, fitted.rect, fitted.size
    lh = fonts.line_room(size, bold=True)
    widgets.card(surf, box, edge=th.ACCENT)
    inner = box.inflate(-2 * PAD_X, -2 * PAD_Y)
    fonts.line(surf, t("vote_title"), pygame.Rect(inner.x, inner.y, inner.w, lh), size, th.TEXT, bold=True,
               valign="center", min_size=size)
    names, answers, _money = _columns(scene, size)
    y = inner.y + lh + 4
    for rank, p, worth in _rows(scene):
        r = lh * 0.38
        th.draw_token(surf, scene.session.shape(p), scene.session.colour(p), (inner.x + r + 2, y + lh / 2), r)
        name_box = pygame.Rect(inner.x + _token_w(lh), y, names, lh)
        fonts.line(surf, f"{rank}. {g.players[p].name}", name_box, size, th.TEXT, bold=rank == 1, valign="center",
                   min_size=size)
        vote_box = pygame.Rect(name_box.right + GAP, y, answers, lh)
        fonts.line(surf, answer(g, p), vote_box, size, th.MUTED, valign="center", min_size=size)
        money_box = pygame.Rect(vote_box.right + GAP, y, inner.right - vote_box.right - GAP, lh)
        fonts.line(surf, scene.session.money(worth), money_box, size, th.TEXT, bold=rank == 1, align="right",
                   valign="center", min_size=size)
        y += lh + 4
    fonts.draw(surf, t("vote_rule"), pygame.Rect(inner.x, y, inner.w, inner.bottom - y), size, th.MUTED,
               align="left", valign="top", max_lines=2, min_size=size)
