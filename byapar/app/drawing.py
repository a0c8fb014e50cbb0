"""Pieces drawn by several scenes: deed cards, dice, drawn cards, rich log text, charts."""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import pygame

from byapar.engine import schema as S

from . import faces, fonts, widgets
from . import geometry as geo
from . import lang as L
from . import theme as th
from .i18n import t

PIPS = {1: [(0.5, 0.5)], 2: [(0.28, 0.28), (0.72, 0.72)], 3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
        4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
        5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
        6: [(0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)]}


@lru_cache(maxsize=64)
def die(face: int, size: int) -> pygame.Surface:
    """A die showing `face`, or blank (0) before anybody has thrown (kept: the dice are drawn
    every frame)."""
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    r = img.get_rect()
    pygame.draw.rect(img, (40, 30, 24, 90), r.move(2, 3), border_radius=size // 6)
    body = r.inflate(-3, -3)
    pygame.draw.rect(img, (252, 250, 244), body, border_radius=size // 6)
    pygame.draw.rect(img, (60, 50, 40), body, 2, border_radius=size // 6)
    for px, py in PIPS.get(face, []):
        pygame.draw.circle(img, (170, 40, 40) if face == 1 else (30, 26, 22),
                           (body.x + px * body.w, body.y + py * body.h), max(2, size // 11))
    return img


def deed(surf: pygame.Surface, rect: pygame.Rect, session, s: int, standing: list[str] | None = None,
         columns: int = 1, close_room: int = 0, text_size: int = 0, foot: int = 0, sold: bool = False) -> None:
    """A place's deed: rents at every level, house cost, mortgage value, owner. In two columns
    (a wide, low card) the rents stand on the left and the price, mortgage and owner on the right.
    `close_room`: the width kept clear at the band's right end for a close button (and, so the
    name stays centred, at its left). `text_size`: the table's size where room is short (beside
    the board), else `deed_text_size`. `foot`: the strip kept clear at the bottom for buttons
    (a note that would reach it is shortened; its button's tooltip says it whole). `sold`: the
    place at auction (see `deed_rows`)."""
    game = session.game
    sq = game.edition.squares[s]
    widgets.card(surf, rect, fill=(253, 250, 242), edge=th.EDGE)
    base = text_size or deed_text_size(surf)
    band = pygame.Rect(rect.x + 8, rect.y + 8, rect.w - 16, deed_band_height(surf, base))
    colour = geo.argb(sq.band) if sq.kind == S.PLACE else (86, 80, 70)
    pygame.draw.rect(surf, colour, band, border_radius=8)
    text_colour = th.TEXT if sum(colour) > 450 else th.LIGHT_TEXT
    # the name in the other script, smaller (a Classic or Finance deed in English has none)
    other = (sq.name if L.current() == "ne" else sq.name_ne) if L.shows_devanagari(game.edition) else ""
    inner = band.inflate(-12 - 2 * close_room, -4)
    top = pygame.Rect(inner.x, inner.y, inner.w, inner.h * 0.55 if other else inner.h)
    title = th.size(20, surf) if text_size else th.reading_size(20, surf)
    name = L.square_name(sq)
    fonts.line(surf, name, _name_room(name, title, top, band, True), title, text_colour, bold=True, align="center",
               valign="center")
    if other:
        line = pygame.Rect(inner.x, top.bottom, inner.w, inner.h - top.h)
        fonts.line(surf, other, _name_room(other, base, line, band), base, text_colour, align="center", valign="center")
    lh = fonts.line_height(base)
    top = band.bottom + 8
    y = top
    parts = deed_columns(deed_rows(session, s, sold), columns)
    gap = 16 if len(parts) > 1 else 0
    inner = rect.w - 24 - gap * (len(parts) - 1)
    natural = [max((fonts.width(a, base) + fonts.width(b, base, bold=True) + 6 for a, b in rows), default=1)
               for rows in parts]  # a column with longer lines gets more of the width
    widths = [int(inner * n / sum(natural)) for n in natural]
    x = rect.x + 12
    least = min(base, deed_least_size(surf))  # a long label is shortened rather than set unreadably small
    for rows, col_w in zip(parts, widths, strict=True):
        y = top
        for left, right in rows:
            room = col_w
            # each text's box a little taller than its step: Devanagari's marks at some sizes
            # would otherwise set a row a size smaller than the rest
            if right:  # the figure first, whole; the label gets what is left, never under it
                fig = fonts.line(surf, right, pygame.Rect(x, y - 1, col_w, lh + 2), base, th.TEXT, bold=True,
                                 align="right", valign="center", min_size=least)
                room -= fonts.width(fig.lines[0], fig.size, bold=True) + 6 if fig.lines else 0
            if left:  # a long label in a narrow column is set smaller, then shortened
                fonts.line(surf, left, pygame.Rect(x, y - 1, max(1, room), lh + 2), base, th.TEXT,
                           valign="center", min_size=least)
            y += lh if (left or right) else lh // 2
        x += col_w + gap
    y = top + max(deed_rows_height(rows, lh) for rows in parts)
    for note in standing or []:  # wrapped at words within the card, above its buttons
        room = (rect.bottom - foot - y) // lh if foot else 99
        lines = fonts.wrap(note, base, rect.w - 24)[:room]
        if not lines:
            break
        box = pygame.Rect(rect.x + 12, y, rect.w - 24, lh * len(lines))
        fonts.draw(surf, note, box, base, th.MUTED, align="left", valign="top", max_lines=max(1, len(lines)),
                   spacing=1.0)
        y = box.bottom


def _name_room(text: str, size: int, room: pygame.Rect, band: pygame.Rect, bold: bool = False) -> pygame.Rect:
    """A deed's name line, centred clear of the close button at both ends; a name too long for
    that takes the band's left end too, rather than shrinking."""
    if fonts.width(text, size, bold) <= room.w:
        return room
    return pygame.Rect(band.x + 6, room.y, room.right - band.x - 6, room.h)


def deed_band_height(surf_or_size, text_size: int = 0) -> int:
    return int((text_size or deed_text_size(surf_or_size)) * 3.4)


def deed_text_size(surf_or_size) -> int:
    """The size of a deed's table and notes, read line by line."""
    return th.reading_size(15, surf_or_size)


def deed_least_size(surf_or_size) -> int:
    """The least size of a deed's text: the labels' least (the window's floor, 11 px at the
    least), grown by the text size, so a larger text size never leaves the deed as it was."""
    return round(max(11, th.text_floor(surf_or_size)) * th.text_scale)


def side_deed_text_size(surf_or_size) -> int:
    """The deed beside the board shares the panel with the log and its buttons: at a small
    window it keeps the labels' size, so its two columns keep their words."""
    return th.size(15, surf_or_size)


def deed_columns(rows: list[tuple[str, str]], columns: int) -> list[list[tuple[str, str]]]:
    """The deed's rows in one column, or two split at the first gap (rents | the rest)."""
    if columns < 2 or len(rows) < 4:
        return [rows]
    cut = next((i for i, r in enumerate(rows) if r == ("", "")), len(rows) // 2)
    left, right = rows[:cut], rows[cut + 1:]
    return [left, right] if right else [left]


def deed_fits_across(parts: list[list[tuple[str, str]]], size: int, width: int) -> bool:
    """Whether the deed's columns, side by side in a card `width` wide, set every label and
    figure whole at `size` (as `deed` shares the width out)."""
    natural = sum(max((fonts.width(a, size) + fonts.width(b, size, bold=True) + 12 for a, b in rows), default=1)
                  for rows in parts)  # a little more than `deed` leaves between a label and its figure
    return natural <= width - 24 - 16 * (len(parts) - 1)


def deed_rows_height(rows: list[tuple[str, str]], lh: int) -> int:
    return sum(lh if (a or b) else lh // 2 for a, b in rows)


def deed_rows(session, s: int, sold: bool = False) -> list[tuple[str, str]]:
    """A deed's table, a (label, figure) pair a row, ("", "") for a gap. `sold`: the place at
    auction, whose window says the rest: its owner (the bank) and its GST (over the bidders) are
    left out, the room going to the bids."""
    game = session.game
    sq = game.edition.squares[s]
    money = session.money
    rules = game.edition.rules
    rows: list[tuple[str, str]] = []
    if sq.kind == S.PLACE and rules.ownership_markers:
        rows += faces.lot_rows(sq, money)
    elif sq.kind == S.PLACE:
        rows.append((t("deed_rent"), money(sq.rents[0])))
        group_label = faces.group_rent_label(rules)
        if group_label:
            rows.append((group_label, money(sq.rents[0] * 2)))
        for level in range(1, len(sq.rents)):
            hotel = rules.hotel and level == rules.max_level
            label = t("deed_hotel") if hotel else t("deed_houses", n=level)
            rows.append((label, money(sq.rents[level])))
        rows.append(("", ""))
        rows.append((t("deed_house_cost"), money(sq.house_cost)))
    elif sq.kind == S.TRANSPORT:
        key = "deed_owned_airports" if sq.group == "airport" else "deed_owned_group"  # Byapar's word
        for i, r in enumerate(sq.rents):
            rows.append((t(key, n=i + 1), money(r)))
        rows.append(("", ""))
    elif sq.kind == S.SERVICE:
        for i, m in enumerate(sq.multipliers):
            rows.append((t("deed_owned_services", n=i + 1), t("deed_times_dice", n=m)))
        rows.append(("", ""))
    elif sq.kind == S.TAX:
        rows.append((t("deed_tax"), money(sq.amount)))
    elif sq.kind == S.CARD:
        rows.append((t("deed_card", deck=L.deck_title(game.edition.decks[sq.deck])), ""))
    elif (extra := faces.kind_rows(game, sq, money)) is not None:
        rows += extra
    else:
        rows.append((t(f"deed_kind_{sq.kind}"), ""))
    if sq.buyable:
        rows.append((t("deed_price"), money(sq.price)))
        if rules.mortgages:
            rows.append((t("deed_mortgage"), money(game.mortgage_value(s))))
        if rules.sell_places:  # Finance and Business GST: the bank buys places back
            rows.append((t("deed_bank_buys"), money(game.place_sale(s))))
        if rules.gst_percent and not sold:  # the tax on the price is rounded: say so, or Rs 1,500 bringing Rs 100 puzzles
            rows.append((t("deed_gst"), t("deed_gst_rate", percent=rules.gst_percent, step=money(rules.gst_step))))
        if sold:
            return rows
        owner = game.owner(s)
        who = game.players[owner].name if owner is not None else t("the_bank")
        rows.append((t("deed_owner"), who))
        if owner is not None and sq.kind == S.PLACE and rules.ownership_markers:  # the token on the board's bar
            rows.append((t("deed_lot_mark"), who))
        if owner is not None:
            state = t("deed_mortgaged") if game.is_mortgaged(s) else money(game.rent(s, dice_total=7))
            rows.append((t("deed_rent_now"), state))
    return rows


def rich_rows(segments: list, size: int, width: int, colour_of) -> list[tuple[pygame.Surface, str]]:
    """Lay out a styled log line into rows no wider than `width`, breaking only at a space and
    never inside a player's name (a word wider than a whole row is shortened with an ellipsis);
    each row with its plain text. A run set whole can come out a few pixels wider than its words
    measured (Devanagari's joins): such a line is laid out again that much narrower, so no row
    ever reaches past its line's box (a partial redraw of the log would leave that part behind).
    The rows after the first are set in by `hanging_indent`, so a line wrapped reads as one entry."""
    room, hang = width, hanging_indent(size)
    for n in range(6):  # bounded: each pass takes off twice what the last did, until a word moves down
        words = _rich_words(segments, size, room, colour_of, hang)
        rows = [_row_picture(row, size, hang if i else 0) for i, row in enumerate(words)]
        over = max(row.get_width() for row, _text in rows) - width
        if over <= 0 or room <= 1:
            break
        room = max(1, room - (over << n))
    return rows


def hanging_indent(size: int) -> int:
    """How far a log line's rows after its first are set in: an em, plain beside the line's start."""
    return size


def _rich_words(segments: list, size: int, width: int, colour_of,
                hang: int = 0) -> list[list[tuple[str, Colour, bool]]]:
    """The styled words of each row of a line laid out at `width`, by the words' measured widths,
    the rows after the first starting `hang` in."""
    rows: list[list[tuple[str, Colour, bool]]] = [[]]
    x = 0
    for word in unbroken_words(segments):
        pieces = []
        for text, style in word:
            bold = style == "money" or style == "bold" or isinstance(style, tuple)
            pieces.append((fonts.shorten(text, size, width, bold), colour_of(style), bold))
        w = sum(fonts.width(text, size, bold) for text, _colour, bold in pieces)
        if w > width:  # a name and its postposition wider than a row: the name gives way
            text, colour, bold = pieces[0]
            room = max(1, width - w + fonts.width(text, size, bold))
            pieces[0] = (fonts.shorten(text, size, room, bold), colour, bold)
            w = sum(fonts.width(text, size, bold) for text, _colour, bold in pieces)
        if rows[-1]:
            space = fonts.width(" ", size, pieces[0][2])
            if x + space + w > width:
                rows.append([])
                x = hang
            else:
                rows[-1].append((" ", pieces[0][1], pieces[0][2]))
                x += space
        rows[-1].extend(pieces)
        x += w
    return rows


def unbroken_words(segments: list) -> list[list[tuple[str, object]]]:
    """A styled line's words, each the styled pieces a row never parts: a line breaks only at a
    space, never inside a player's name ("Bot A") nor between a word and what is written straight
    after it in another style ("Thamelको", "Bot A's")."""
    words: list[list[tuple[str, object]]] = [[]]
    for text, style in segments:
        parts = [text.strip(" ")] if isinstance(style, tuple) else text.split(" ")
        if isinstance(style, tuple) and text[:1] == " ":
            words.append([])
        for i, part in enumerate(parts):
            if i:
                words.append([])
            if part:
                words[-1].append((part, style))
        if isinstance(style, tuple) and text[-1:] == " ":
            words.append([])
    return [word for word in words if word]


Colour = tuple


def _row_picture(row: list[tuple[str, Colour, bool]], size: int, indent: int = 0) -> tuple[pygame.Surface, str]:
    """One row of a styled line, `indent` in, each run of one style set whole (its kerning kept)
    and the runs set as close as their letters would be in one text: a word set alone ("Jail"
    after "visiting ") would stand a space and a half apart."""
    runs: list[list] = []
    for word, colour, bold in row:
        if runs and (word == " " or (runs[-1][1], runs[-1][2]) == (colour, bold)):
            runs[-1][0] += word
        else:
            runs.append([word, colour, bold])
    pictures = [fonts.render(text, size, colour, bold) for text, colour, bold in runs]
    places, x = [], indent
    for i, (text, _colour, bold) in enumerate(runs):
        places.append(x)
        x += pictures[i].get_width()
        if i + 1 < len(runs):  # the pair of letters across the join, as one text would set them
            a, b = text[-1], runs[i + 1][0][0]
            x += fonts.width(a + b, size, bold) - fonts.width(a, size, bold) - fonts.width(b, size, bold)
    # every run on one baseline (a Latin name among Devanagari words sits on theirs), the row
    # centred in its line
    lh = fonts.line_height(size)
    ascents = [fonts.ascent(text, size, bold) for text, _colour, bold in runs]
    base = max(ascents, default=0)
    tall = max((base - a + img.get_height() for a, img in zip(ascents, pictures, strict=True)), default=0)
    top = (lh - tall) // 2
    surf = pygame.Surface((max(1, x, *(p + img.get_width() for p, img in zip(places, pictures, strict=True))), lh),
                          pygame.SRCALPHA)
    for at, a, img in zip(places, ascents, pictures, strict=True):
        surf.blit(img, (at, top + base - a))
    return surf, "".join(run[0] for run in runs)


CARD_WORDS_AT = 0.9  # a card turning over shows its back until this far turned, then its face and words
CARD_LINES = 8  # a card's words wrap to as many lines as its body holds, up to these, before they shrink


def drawn_card(surf: pygame.Surface, rect: pygame.Rect, title: str, text: str, flip: float,
               colour, footer: str = "") -> None:
    """A card being read, turning over: flip 0 shows its edge, 1 its face. Its back turns until
    the face is wide enough for its words, so the face never shows blank (a blank face flashing
    by read as a card with nothing on it)."""
    w = max(2, int(rect.w * min(1.0, max(0.0, flip))))
    face = pygame.Rect(0, 0, w, rect.h)
    face.center = rect.center
    if flip < CARD_WORDS_AT:
        _card_back(surf, face, title, colour)
        return
    widgets.card(surf, face, fill=(253, 250, 242), edge=colour, radius=14)
    head, body, foot = _card_boxes(surf, rect, footer)
    pygame.draw.rect(surf, colour, head, border_top_left_radius=14, border_top_right_radius=14)
    fonts.line(surf, title, head.inflate(-16, -4), th.size(24, surf), th.LIGHT_TEXT, bold=True, align="center",
               valign="center")
    fonts.draw(surf, text, body, th.size(22, surf), th.TEXT, max_lines=CARD_LINES, min_size=11)
    if footer:
        fonts.line(surf, footer, foot, th.size(14, surf), th.MUTED, align="center")


def _card_back(surf: pygame.Surface, back: pygame.Rect, title: str, colour) -> None:
    """A drawn card's back as it turns, named by its deck as the pile it came from is, once it is
    wide enough for the name on one line."""
    pygame.draw.rect(surf, colour, back, border_radius=14)
    px = th.size(24, surf)
    if fonts.width(title, px, bold=True) + 16 <= back.w:
        fonts.line(surf, title, back.inflate(-16, 0), px, th.LIGHT_TEXT, bold=True, align="center", valign="center")


def _card_boxes(surf: pygame.Surface, rect: pygame.Rect, footer: str) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """A drawn card's head (its deck's title), body (its words) and foot (what to click)."""
    head = pygame.Rect(rect.x, rect.y, rect.w, int(rect.h * 0.22))
    foot_h = fonts.line_height(th.size(14, surf)) if footer else 0
    body = pygame.Rect(rect.x + 18, head.bottom + 6, rect.w - 36, rect.bottom - head.bottom - 10 - foot_h)
    return head, body, pygame.Rect(rect.x + 12, body.bottom, rect.w - 24, foot_h)


def card_words_ahead(surf: pygame.Surface, rect: pygame.Rect, title: str, text: str,
                     footer: str = "") -> Iterator[None]:
    """The fitting `drawn_card` does for a card's words, a step at a time (see `fonts.fit_steps`):
    done over the frames while its back turns, the frame its face shows finds them fitted."""
    head, body, foot = _card_boxes(surf, rect, footer)
    yield from fonts.fit_steps(title, th.size(24, surf), head.inflate(-16, -4), 1, bold=True, colour=th.LIGHT_TEXT)
    yield from fonts.fit_steps(text, th.size(22, surf), body, CARD_LINES, 11, colour=th.TEXT)
    if footer:
        yield from fonts.fit_steps(footer, th.size(14, surf), foot, 1, colour=th.MUTED)


def _nice(n: int) -> int:
    """A round number at or above n for the top of a chart: 1, 2 or 5 times a power of ten."""
    step = 10 ** (len(str(n)) - 1)
    for k in (1, 2, 2.5, 5, 10):
        if n <= k * step:
            return int(k * step)
    return n


TICK_STEPS = (1, 2, 5, 10, 20, 25, 50, 100)  # rounds between the numbers under a chart's axis


def round_ticks(rounds: int, least: int) -> list[int]:
    """The rounds numbered under a chart's axis, `least` rounds apart at the closest: from 0 to
    the last round at one even step, the least step at most twice `least` that divides the rounds
    (15 rounds, 2 at least: every 3rd); where none does (17 rounds), every step of a round number
    from 0, the last round after them (see `last_round_apart`)."""
    if rounds < 1:
        return [0]
    least = max(1, least)
    even = next((s for s in range(least, 2 * least + 1) if rounds % s == 0), None)
    if even is not None:
        return list(range(0, rounds + 1, even))
    step = next((s for s in TICK_STEPS if s >= least), least)
    ticks = [r for r in range(0, rounds + 1, step) if rounds - r >= step]
    return [*ticks, rounds]


def last_round_apart(ticks: list[int]) -> bool:
    """Whether the last round stands closer to the number before it than the steps between the
    others: it is said as the end ("17 (end)"), so the shorter step reads as meant."""
    return len(ticks) > 2 and ticks[-1] - ticks[-2] != ticks[1] - ticks[0]


def tick_words(ticks: list[int]) -> list[str]:
    """The numbers under the axis, the last said as the end where it stands apart."""
    words = [L.number(r) for r in ticks]
    if last_round_apart(ticks):
        words[-1] = t("chart_last_round", n=words[-1])
    return words


def round_axis(surf: pygame.Surface, inner: pygame.Rect, rounds: int, size: int) -> None:
    """The rounds under a chart's axis, evenly from 0 to the last where the numbers leave each
    other room to read apart, so a player reads when the lines parted (`round_ticks`). A mark
    stands at every step to the end, numbered or not. Where "end: 53" would cover the number
    before it, the end is said by its number alone; a number still too near it gives way, its
    mark stays, so the axis reads evenly all the way and says the end once."""
    if rounds < 1:
        return
    lh = fonts.line_height(size)
    room = 2 * fonts.width(L.number(rounds), size) + 8
    least = next((s for s in range(1, rounds + 1) if inner.w * s / rounds >= room), rounds)
    ticks = round_ticks(rounds, least)
    at = lambda r: inner.x + inner.w * r / rounds  # noqa: E731
    words = tick_words(ticks)
    step = ticks[1] - ticks[0] if len(ticks) > 1 else rounds
    for r in sorted({*range(0, rounds + 1, step), rounds}):
        pygame.draw.line(surf, (200, 190, 170), (at(r), inner.bottom), (at(r), inner.bottom + 3))
    spans = [_tick_span(at(r), text, L.number(r), size) for r, text in zip(ticks, words, strict=True)]
    if len(spans) > 2 and spans[-2][1] + 8 > spans[-1][0]:  # "end: 53" over the 40: the end said by its number
        words[-1] = L.number(rounds)
        spans[-1] = _tick_span(at(rounds), words[-1], words[-1], size)
    while len(spans) > 2 and spans[-2][1] + 8 > spans[-1][0]:  # bounded: one number fewer each time
        del ticks[-2], words[-2], spans[-2]
    for r, text, (left, right) in zip(ticks, words, spans, strict=True):
        if text == L.number(r):
            box = pygame.Rect(int((left + right - room) / 2), inner.bottom + 4, room, lh)
        else:  # "end: 17", its number under the mark
            box = pygame.Rect(int(left), inner.bottom + 4, int(right - left), lh)
        fonts.line(surf, text, box, size, th.MUTED, align="center" if text == L.number(r) else "right")


def _tick_span(x: float, text: str, number: str, size: int) -> tuple[float, float]:
    """Where a round's words reach, left and right, under its mark at `x`: a number centred on
    it; the end's words ("end: 17") to its left, their number under the mark."""
    half = fonts.width(number, size) / 2
    if text == number:
        return x - half, x + half
    return x + half + 2 - fonts.width(text, size) - 4, x + half + 2


def chart(surf: pygame.Surface, rect: pygame.Rect, history: list[list[int]], colours: list,
          money, names: list[str] | None = None) -> None:
    """Every player's worth, round by round."""
    pygame.draw.rect(surf, (252, 248, 238), rect, border_radius=8)
    if len(history) < 1:
        return
    top = _nice(max(max(row) for row in history) or 1)
    size = th.size(13, surf)
    lh = fonts.line_height(size)
    label_w = fonts.width(money(int(top)), size) + 8  # the axis makes room for its labels at any text size
    inner = pygame.Rect(rect.x + label_w + 10, rect.y + 16 + lh, rect.w - label_w - 25, rect.h - 24 - 2 * lh)
    for i in range(5):
        y = inner.bottom - inner.h * i / 4
        pygame.draw.line(surf, (226, 218, 200), (inner.x, y), (inner.right, y))
        fonts.line(surf, money(int(top * i / 4)), pygame.Rect(rect.x + 2, y - lh // 2, inner.x - rect.x - 8, lh),
                   size, th.MUTED, align="right", valign="center", min_size=8)
    n = len(history)
    colours = [th.legible(c, (252, 248, 238)) for c in colours]  # each line stands out from the card
    for p in range(len(history[0])):
        pts = [(inner.x + inner.w * (r / max(1, n - 1)), inner.bottom - inner.h * history[r][p] / top)
               for r in range(n)]
        if len(pts) > 1:
            pygame.draw.lines(surf, colours[p], False, pts, 3)
        pygame.draw.circle(surf, colours[p], pts[-1], 4)
    round_axis(surf, inner, n - 1, size)
    x, y = inner.x, rect.y + 10
    for name, colour in zip(names or [], colours, strict=False):  # a legend along the top
        w = fonts.width(name, size)
        if x + 22 + w > rect.right - 8 and x > inner.x:
            x, y = inner.x, y + lh
        pygame.draw.line(surf, colour, (x, y), (x + 18, y), 4)
        fonts.line(surf, name, pygame.Rect(x + 22, y - lh // 2, rect.right - 8 - x - 22, lh), size, th.TEXT,
                   valign="center")
        x += w + 40
