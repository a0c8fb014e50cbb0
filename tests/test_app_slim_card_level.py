"""At 800x600 six seats' cards stand slim, one line each: a bot's card still says it is a bot and
its level beside its name ("Hard bot", else "Hard"), readable, the name and the cash whole at their
size, the places' chips and a loan beside it; a person's card says no level."""

from __future__ import annotations

import pytest
from app_helpers import app_in, drawn, settle, table
from helpers import give
from test_app_read_small_window import read_size

from byapar.app import theme as th
from byapar.app.i18n import t

KINDS = ("human", "human", "easy", "medium", "hard", "human")
NAMES = ["Asha", "Bikash", "Bot C", "Bot D", "Bot E", "Fulmaya"]


@pytest.fixture(autouse=True)
def plain_after(home):
    yield
    th.set_text_size(100)


def six_seats(language: str, percent: int, edition: str):
    """Six seats at 800x600: Bot C holds five places, Bot E four and owes the bank a loan."""
    app = app_in((800, 600), language, percent)
    board = table(app, edition, KINDS, names=NAMES)
    g = board.game
    places = [s for s, sq in enumerate(g.edition.squares) if sq.kind == "place"]
    give(g, 2, *places[:5])
    give(g, 4, *places[9:13])
    g.loans[4] = 200
    board.presenter.sync()
    board.changed()
    settle(app)
    return app, board


def level_words(kind: str) -> tuple[str, str]:
    """What a slim card may say for a bot of `kind`: "Hard bot", else "Hard"."""
    return t("bot_tag_slim", kind=t("kind_" + kind)), t("kind_" + kind)


# where six seats' cards stand slim at 800x600 (Byapar's in English at 100% stand two lines each, the level in full)
SLIM = [("business_gst", language, percent) for language in ("en", "ne") for percent in (100, 150)] + \
    [("byapar", "ne", 100), ("byapar", "en", 150), ("byapar", "ne", 150)]


@pytest.mark.parametrize(("edition", "language", "percent"), SLIM)
def test_a_slim_bot_card_says_its_level_beside_the_whole_name_and_cash(language, percent, edition):
    app, board = six_seats(language, percent, edition)
    cards = board.cards
    texts = [d for d in drawn(app) if d.surface.size == cards.rect.size]
    assert cards.slim
    levels = {w for kind in ("easy", "medium", "hard") for w in level_words(kind)}
    for seat, kind in enumerate(KINDS):
        card = cards.card_rect(seat).move(-cards.rect.x, -cards.rect.y)
        on_card = [d for d in texts if card.contains(d.box)]
        name = board.game.players[seat].name
        [named] = [d for d in on_card if d.text == name]
        assert not named.cut and named.size == th.size(15, app.screen), (name, named)
        money = board.session.money(board.game.players[seat].cash)
        assert [d for d in on_card if d.text == money and not d.cut], (seat, [d.text for d in on_card])
        said = [d for d in on_card if d.text in levels]
        if kind == "human":
            assert not said, (name, said)
            continue
        assert [d.text for d in said] in ([w] for w in level_words(kind)), (name, [d.text for d in on_card])
        level = said[0]
        assert not level.cut and read_size(level) >= th.text_floor(app.screen), (name, level)
        assert level.box.x >= named.box.right, (named.box, level.box)
        chips = [c.rect for c in cards.chips.get(seat, [])]
        assert not [c for c in chips if c.colliderect(level.box)], (level.box, chips)


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_slim_bot_card_with_room_says_bot_and_its_level(language):
    """At 100%, Bot D's card (no places, no loan) has the room for the whole "Medium bot"."""
    app, board = six_seats(language, 100, "business_gst")
    texts = [d.text for d in drawn(app) if d.surface.size == board.cards.rect.size]
    assert t("bot_tag_slim", kind=t("kind_medium")) in texts, texts
