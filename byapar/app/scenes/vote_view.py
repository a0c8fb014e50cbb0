"""While a person answers a proposal to end the game, the standings it would end on, over the
top of the log: rank, token, name, each player's answer so far and worth, the way the
game-over table will count them; under them the rule that every player must say yes."""

from __future__ import annotations

import pygame

from byapar.engine import kinds as K

from .. import fonts, widgets
from .. import theme as th
from ..i18n import t

LEAST_LOG_LINES = 4  # the log keeps this many whole lines under the standings, or gives its place up


def shown(scene) -> bool:
    g = scene.game
    return not g.over and not scene.presenter.busy and g.pending.kind == K.AGREE and not scene.raising()


def rect(scene) -> pygame.Rect | None:
    """Where the standings go: the top of the log's place, as tall as its rows need."""
    if not shown(scene):
        return None
    area = scene.log_area()
    lh = fonts.line_height(th.size(15, scene.app.screen))
    rows = len(scene.game.active_players()) + 2
    h = rows * (lh + 4) + 16
    if area.h - h - 6 < _least_log(scene):  # a log of a line or two reads as cut off: the standings take it all
        h = area.h
    return pygame.Rect(area.x, area.y, area.w, min(area.h, h))


def _least_log(scene) -> int:
    """The height the log needs for its fewest whole lines (as GameLog draws them)."""
    return LEAST_LOG_LINES * fonts.line_height(th.reading_size(14, scene.app.screen)) + 12


def log_area(scene) -> pygame.Rect:
    """What the log keeps of its place while the standings stand over its top (none when they
    take the whole place)."""
    area = scene.log_area()
    box = rect(scene)
    if box is None:
        return area
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
    box = rect(scene)
    if box is None:
        return
    g = scene.game
    size = th.size(15, surf)
    lh = fonts.line_height(size)
    widgets.card(surf, box, edge=th.ACCENT)
    inner = box.inflate(-24, -16)
    fonts.line(surf, t("vote_title"), pygame.Rect(inner.x, inner.y, inner.w, lh), size, th.TEXT, bold=True)
    y = inner.y + lh + 4
    rank = shown = 0
    before = None
    for p, worth in g.standings():
        if g.players[p].bankrupt:
            continue
        shown += 1
        if (worth, g.players[p].cash) != before:  # level players (the winners' rule) share a rank
            rank, before = shown, (worth, g.players[p].cash)
        r = lh * 0.38
        th.draw_token(surf, scene.session.shape(p), scene.session.colour(p), (inner.x + r + 2, y + lh / 2), r)
        name_box = pygame.Rect(inner.x + int(2 * r) + 10, y, inner.w * 4 // 10, lh)
        fonts.line(surf, f"{rank}. {g.players[p].name}", name_box, size, th.TEXT, bold=rank == 1)
        vote_box = pygame.Rect(name_box.right + 4, y, inner.w * 3 // 10 - 8, lh)
        fonts.line(surf, answer(g, p), vote_box, size, th.MUTED, min_size=10)
        fonts.line(surf, scene.session.money(worth), pygame.Rect(vote_box.right + 4, y, inner.right - vote_box.right - 4, lh),
                   size, th.TEXT, bold=rank == 1, align="right")
        y += lh + 4
    fonts.line(surf, t("vote_rule"), pygame.Rect(inner.x, y, inner.w, lh), size, th.MUTED, min_size=10)
