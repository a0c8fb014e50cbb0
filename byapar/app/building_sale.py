"""A building put up for auction when the bank runs short (Classic, Business GST, Finance): what the
auction overlay shows in place of a deed, since a house is sold, not the place it was asked for.
"""

from __future__ import annotations

import pygame

from . import fonts, widgets
from . import theme as th
from .i18n import t

HOUSE = (250, 248, 240)  # the bank's white, as Finance's houses: no player's colour, for a house nobody owns yet
HOUSE_DOOR = (150, 136, 112)
HOTEL = (200, 40, 40)
HOTEL_DOOR = (250, 236, 200)


def is_hotel(game, square: int) -> bool:
    """Whether the building asked for on `square` is its hotel step."""
    rules = game.edition.rules
    return rules.hotel and game.buildings(square) + 1 == rules.max_level


def title(game, square: int) -> str:
    return t("auction_title_hotel" if is_hotel(game, square) else "auction_title_house")


def draw_card(surf: pygame.Surface, rect: pygame.Rect, session, square: int) -> None:
    """The building on offer, how many the bank has left, and where the winner builds."""
    game = session.game
    hotel = is_hotel(game, square)
    widgets.card(surf, rect, fill=(253, 250, 242), edge=th.EDGE)
    _picture(surf, pygame.Rect(rect.x + 16, rect.y + 16, rect.w - 32, int(rect.h * 0.34)), hotel)
    houses, hotels = game.bank_supply()
    left = hotels if hotel else houses
    base = th.size(15, surf)
    lines = [
        t("building_left_hotels" if hotel else "building_left_houses", n=left or 0),
        t("building_opens", amount=session.money(game.squares[square].house_cost)),
        t("building_where"),
    ]
    y = rect.y + int(rect.h * 0.34) + 28
    lh = fonts.line_height(base)
    for line in lines:
        rows = max(1, min(len(fonts.wrap(line, base, rect.w - 28)), (rect.bottom - 8 - y) // lh))
        fit = fonts.draw(surf, line, pygame.Rect(rect.x + 14, y, rect.w - 28, rows * lh), base, th.TEXT, align="left",
                         valign="top", max_lines=rows)
        y += lh * max(1, len(fit.lines)) + 6


def _picture(surf: pygame.Surface, box: pygame.Rect, hotel: bool) -> None:
    """A house (a block with a roof) or a wider red hotel, drawn large."""
    w = box.h * (1.3 if hotel else 0.8)
    body = pygame.Rect(0, 0, w, box.h * 0.55)
    body.midbottom = box.midbottom
    colour = HOTEL if hotel else HOUSE
    roof = [(body.x - box.h * 0.06, body.y), (body.centerx, box.y), (body.right + box.h * 0.06, body.y)]
    pygame.draw.polygon(surf, colour, roof)
    pygame.draw.polygon(surf, (30, 26, 22), roof, 2)
    pygame.draw.rect(surf, colour, body)
    pygame.draw.rect(surf, (30, 26, 22), body, 2)
    door = pygame.Rect(0, 0, body.w * 0.22, body.h * 0.55)
    door.midbottom = body.midbottom
    pygame.draw.rect(surf, HOTEL_DOOR if hotel else HOUSE_DOOR, door)
