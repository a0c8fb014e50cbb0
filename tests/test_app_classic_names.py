"""Classic's names on the board read whole: a name shortened to fit its square leaves out only
the kind of place it is ("Kentucky" for Kentucky Avenue; the deed says it whole), never a word
of the name itself ("Marvin" alone read as a name cut short), at both window sizes, in both
languages and at every text size."""

from __future__ import annotations

import pytest

from byapar.app import board_view, fonts, lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.engine import load_edition

KINDS = {"Avenue", "Place", "Railroad", "Company"}  # the words a shortened name may leave to the deed
MARVIN_GARDENS = 29


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


def shown_names(size, language, percent) -> list[tuple[str, str]]:
    """Each square's name and the text its square shows, as the board sets it."""
    App(size)
    lang.use(language)
    th.set_text_size(percent)
    view = board_view.BoardView(load_edition("classic"))
    view.layout(board_view.board_area(size), paint=False)
    out = []
    for s, sq in enumerate(view.edition.squares):
        fitted = view.name_fit(s)[1]
        assert not fitted.cut, (lang.square_name(sq), fitted.lines)
        out.append((lang.square_name(sq), fonts.joined(fitted.lines)))
    return out


def stands_for(short: str, word: str) -> bool:
    """Whether a shown word is `word` or its abbreviation ("Gdns." for Gardens, "R.R." for Railroad)."""
    letters = iter(word.lower())
    short = short.replace(".", "").lower()
    return bool(short) and short[0] == word[0].lower() and all(ch in letters for ch in short)


def left_out(whole: str, shown: str) -> list[str]:
    words = shown.replace("&", " & ").split()  # "B.&O." is "B. & O." set close
    return [w for w in whole.split() if not any(stands_for(s, w) for s in words)]


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_a_shortened_classic_name_leaves_out_only_the_kind_of_place(home, size, percent):
    cut = [(whole, shown) for whole, shown in shown_names(size, "en", percent) if set(left_out(whole, shown)) - KINDS]
    assert not cut, cut


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_marvin_gardens_keeps_both_its_words(home, size, language, percent):
    whole, shown = shown_names(size, language, percent)[MARVIN_GARDENS]
    assert not left_out(whole, shown), shown
