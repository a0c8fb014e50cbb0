"""The log's rows: a line breaks only at a space, so a player's name ("Bot A") and an amount
("Rs 1,400") are never parted across rows, in random games of every edition, in both languages,
at both window sizes, and at the log's own width and text size."""

from __future__ import annotations

import random

import pytest
from app_helpers import table

from byapar.app import drawing, lang, words
from byapar.app import theme as th
from byapar.app.app import App

EDITIONS = ("byapar", "classic", "finance", "business_gst")
NAMES = {"en": ("Bot A", "Asha Kumari Rai", "Bot B"), "ne": ("बोट क", "आशा कुमारी राई", "बोट ख")}
DECISIONS = 250


def _random_lines(board, seed: int) -> list[list[words.Segment]]:
    game = board.session.game.clone()
    told = words.Words(game)
    pick = random.Random(seed)
    lines: list[list[words.Segment]] = []
    for _ in range(DECISIONS):
        if game.over:
            break
        legal = [a for a in game.legal_actions() if str(a) not in ("resign", "propose-end")]
        for one in told.tell(game.apply(pick.choice(legal))):
            lines += one
    return lines


def _rows(line, size: int, width: int) -> list[str]:
    return [text for _img, text in drawing.rich_rows(line, size, width, lambda style: (0, 0, 0))]


def _whole(piece: str, line_text: str, rows: list[str]) -> bool:
    return line_text.count(piece) == sum(row.count(piece) for row in rows)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("edition", EDITIONS)
def test_no_name_or_amount_is_parted_across_log_rows(home, edition, language, size):
    lang.use(language)
    app = App(size)
    app.prefs.update(bot_speed="instant", hints=False)
    board = table(app, edition, ("human", "medium", "easy"))
    for seat, name in zip(board.session.game.players, NAMES[language], strict=True):
        seat.name = name
    text_size, width = th.reading_size(14, app.screen), board.log_rect.w - 20
    parted = []
    for line in _random_lines(board, seed=len(edition) + size[0]):
        rows = _rows(line, text_size, width)
        line_text = words.plain(line)
        pieces = [text for text, style in line if isinstance(style, tuple) or style == "money"]
        parted += [(piece, rows) for piece in pieces if not _whole(piece, line_text, rows)]
    lang.use("en")
    assert not parted, parted[:5]


def test_a_name_is_kept_whole_even_where_it_would_just_fit_apart():
    line = [("Round 12: ", None), ("Bot A", ("player", 1)), ("'s turn and more", None)]
    full = drawing.fonts.width("Round 12: Bot", 14, True)
    rows = _rows(line, 14, full + 4)  # "Bot" fits on the first row, "A" would not
    assert rows[0].rstrip() == "Round 12:" and rows[1].startswith("Bot A's"), rows
