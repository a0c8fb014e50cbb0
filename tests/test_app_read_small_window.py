"""Text read at a small window, and at the larger text sizes, as a reader sees it: a text's read
size is its font size, less where its letters are set narrower, and a size less for Devanagari
set at the window's floor (there its letters' bodies stand a pixel lower than Latin's, and no
larger font makes up for it: `fonts.least_size`, `fonts.font`). The smallest text of each scene
state here reads no smaller than its least size grown by the text-size setting (the window's
floor; the reading size for a sentence; a group button's readable size in the build view): a
long line wraps onto more lines, or gives up words to a tooltip, rather than shrinking."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in, click, drawn_on_top, settle, table
from helpers import give

from byapar.app import fonts, widgets
from byapar.app import theme as th
from byapar.app.i18n import t
from byapar.app.scenes import deed_buttons
from byapar.app.scenes.holdings import HoldingsScene
from byapar.app.scenes.menu import MenuScene
from byapar.app.scenes.stats import StatsScene
from byapar.engine import schema as S
from byapar.stats import TradeRecord

SMALL = (800, 600)


def read_size(d: fonts.Drawn) -> float:
    """The size `d` reads at (see the module's note)."""
    return d.size * d.squeeze - (1 if fonts.has_deva(d.text) and d.size <= fonts.floor() else 0)


def smallest(texts: list[fonts.Drawn]) -> tuple[float, str]:
    """The smallest read size among `texts`, with its text."""
    return min((read_size(d), d.text) for d in texts if d.size and d.text.strip())


def grown_floor(size: tuple[int, int]) -> float:
    """The window's floor grown by the text-size setting (15 px at 800x600 and 150%)."""
    return th.text_floor(size) * th.text_scale


def top_texts(app) -> list[fonts.Drawn]:
    """Every text the top scene draws, its buttons drawn afresh."""
    widgets._button_cache.clear()
    return drawn_on_top(app)


# ----- statistics: rent and trades ---------------------------------------------------------------

def trades_tab(app) -> StatsScene:
    """Sita and two bots, three trades between them (the second completing two groups): the
    statistics' Rent & trades tab."""
    board = table(app, "byapar", ("human", "medium", "medium"), names=["Sita", "Bot A", "Bot B"])
    settle(app)
    stats = StatsScene(app, board.session, "money")
    stats.stats.trades = [
        TradeRecord(4, 4, 2, 0, "offer 0 give cash:5900 get 23", 900, (23,), (), (2,)),
        TradeRecord(7, 7, 1, 0, "offer 0 give cash:2100 get 21", 900, (21,), (), (1, 0)),
        TradeRecord(2, 2, 0, 2, "offer 2 give cash:5000 get 26", 200, (26,), ()),
    ]
    app.push(stats)
    app.frame(FRAME)
    return stats


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_trade_lines_wrap_at_their_size_rather_than_shrink(lang_back, language, percent):
    """Each trade's line is set whole at the box's size on as many lines as it needs (not shrunk
    or squeezed onto two); the trades the box has no room for are counted on a line of their own."""
    app = app_in(SMALL, language, percent)
    stats = trades_tab(app)
    texts = top_texts(app)
    lines = [d for d in texts if d.text.startswith(t("stats_trade_line", round="", player="", partner="", give="",
                                                        get="", ahead="", swing="")[:4])]
    assert lines, [d.text for d in texts]
    least, text = smallest(texts)
    assert least >= grown_floor(SMALL), (least, text)
    assert all(not d.cut and d.squeeze == 1.0 for d in lines), [(d.lines, d.squeeze) for d in lines]
    left = len(stats.stats.trades) - len(lines)
    assert not left or t("stats_trades_more", n=left) in [d.text for d in texts]  # the rest counted


# ----- a game's Menu -----------------------------------------------------------------------------

@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [SMALL, (1280, 800)], ids=["800x600", "1280x800"])
def test_the_menu_s_saved_note_is_read_at_the_reading_size(lang_back, size, language, percent):
    """The line under a game's title saying it saves itself is a sentence read, as the Menu's
    notice is: its least size is the reading size, grown by the setting, not a label's floor."""
    app = app_in(size, language, percent)
    board = table(app, "business_gst", ("human", "medium"), names=["Sita", "Bot A"])
    board.session.autosave_on = True
    settle(app)
    app.push(MenuScene(app, session=board.session))
    app.frame(FRAME)
    texts = top_texts(app)
    assert t("menu_saved_note") in [d.text for d in texts]
    least, text = smallest(texts)
    assert least >= th.READING_LEAST * th.text_scale, (least, text)
    note = next(d for d in texts if d.text == t("menu_saved_note"))
    assert not note.cut and all(not note.box.colliderect(b.rect) for b in app.top.panel.buttons)


# ----- the build view ----------------------------------------------------------------------------

BUILT_ON = {"business_gst": (("Ahmedabad", "Kanpur", "Goa"),),  # a group of three, with hotels
            "finance": (("Wayback", "Sylvan Dell", "Rickety Row"), ("Grosse Point", "Rittenhouse Square"))}


def build_view(app, edition: str) -> HoldingsScene:
    """Sita's build view: at Business GST a group of three, short of cash for a round; at Finance
    a group of three and two lots of a group of three (a round's button names both), each lot
    with its own house, round the board already."""
    board = table(app, edition, ("human", "medium", "medium"), names=["Sita", "Bot A", "Bot B"])
    settle(app)
    g = board.game
    p = g.pending.player
    for names in BUILT_ON[edition]:
        for name in names:
            s = next(i for i, sq in enumerate(g.squares) if sq.kind == S.PLACE and sq.name == name)
            give(g, p, s)
            g.levels[s] = g.marker_floor(s)
    g.lapped[p] = True
    g.players[p].cash = 12_700 if edition == "business_gst" else 911
    board.presenter.sync()
    board.changed()
    settle(app)
    click(app, "manage_build")
    settle(app)
    assert isinstance(app.top, HoldingsScene) and app.top.mode == "build"
    return app.top


def build_view_reads(app, view: HoldingsScene) -> None:
    """Every word of the build view (each group's places and what stands on them, the buttons,
    why some are greyed) reads at least at the size below which a group button gives up its
    amount to read larger (`deed_buttons.READABLE`), grown by the text size; each whole, and the
    rows of round buttons, group after group, at one size."""
    texts = top_texts(app)
    least, text = smallest(texts)
    assert least >= deed_buttons.READABLE * th.text_scale, (least, text)
    rounds = [b for b in view.panel.buttons if b.id.startswith("deed_")]
    assert rounds and len({b.row_size for b in rounds}) == 1, [(b.label, b.row_size) for b in rounds]
    assert all(widgets.fits_whole(b) for b in view.panel.buttons)
    assert not [d.lines for d in texts if d.cut], "a text cut short"


@pytest.mark.parametrize(("edition", "size", "language"), [("business_gst", SMALL, "ne"), ("business_gst", SMALL, "en"),
                                                           ("finance", SMALL, "ne"), ("business_gst", (1280, 800), "ne")],
                         ids=["gst-800x600-ne", "gst-800x600-en", "finance-800x600-ne", "gst-1280x800-ne"])
def test_the_build_view_grows_with_the_text_size(lang_back, edition, size, language):
    """At 150% the group's buttons read as large as the reasons under them call for: the card
    and its buttons grow with the text, a label taking two lines rather than a smaller size."""
    app = app_in(size, language, 150)
    build_view_reads(app, build_view(app, edition))


@pytest.mark.parametrize(("size", "language"), [(SMALL, "en"), (SMALL, "ne"), ((1280, 800), "en")],
                         ids=["800x600-en", "800x600-ne", "1280x800-en"])
def test_a_group_s_heading_wraps_and_its_round_buttons_share_a_size(lang_back, size, language):
    """Finance at 100%: a heading naming each lot's own house takes two lines at the reading size
    rather than one line shrunk; a round naming two lots, too long for its button at a readable
    size, counts them ("Build two houses", the names in its tooltip), and both groups' rows
    of round buttons read at one size."""
    app = app_in(size, language, 100)
    build_view_reads(app, build_view(app, "finance"))


# ----- the states the testers found too small: a trade, a purchase, an auction, a new game ------

def _trade(language: str, percent: int):
    """The trade window with an offer that completes a group: what it would do said over the footer."""
    from test_app_trade_text_size import completing_offer

    from byapar.app.scenes import trade

    app = completing_offer(SMALL, language, percent)
    scene = app.top
    notes = [text for text, _colour in trade.completion_lines(scene.game, scene.me, scene.completes)]
    return app, notes + scene.after_notes, top_texts(app)


def _purchase(language: str, percent: int):
    """Business GST, three seats: a place its person can't pay for, the prompt saying why."""
    from test_app_prompt_reading import short_of_cash

    app, board = short_of_cash(language, percent)
    return app, [board.actions.prompt()[0]], drawn_on_top(app)


def _auction(language: str, percent: int):
    """Business GST's auction among three people after six bids: the winner's GST over the bidders."""
    from test_app_auction_reading import gst_auction

    app = gst_auction(SMALL, language, percent, bids=6)
    return app, [app.top._gst_line()], top_texts(app)


def _setup(language: str, percent: int):
    """A new game's seats: the columns' headings over them."""
    from byapar.app.scenes.setup import SetupScene

    app = app_in(SMALL, language, percent)
    app.replace(SetupScene(app))
    app.frame(FRAME)
    keys = ("setup_col_token", "setup_col_colour", "setup_col_name", "setup_col_plays")
    return app, [t(key) for key in keys], top_texts(app)


def _settings(language: str, percent: int):
    """The settings: each row's name."""
    from byapar.app.scenes.settings import SettingsScene

    app = app_in(SMALL, language, percent)
    app.replace(SettingsScene(app))
    app.frame(FRAME)
    return app, [label for label, _help in app.top.rows], top_texts(app)


READ = {"trade": _trade, "purchase": _purchase, "auction": _auction, "setup": _setup, "settings": _settings}


def read_least(state: str) -> float:
    """The least size what is read in `state` reads at: a sentence (the trade's note, the
    auction's GST) the reading size grown by the text size; the prompt, laid out for its longest
    wording, the window's floor grown; a heading or a row's name the reading size, or the floor
    grown where that is more (its room in the row holds no more)."""
    if state in ("trade", "auction"):
        return th.READING_LEAST * th.text_scale
    if state == "purchase":
        return grown_floor(SMALL)
    return max(th.READING_LEAST, grown_floor(SMALL))


@pytest.mark.parametrize("percent", th.TEXT_SIZES)
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("state", list(READ))
def test_what_is_read_in_a_trade_a_purchase_an_auction_and_a_new_game_grows_with_the_text_size(
        lang_back, state, language, percent):
    """At 800x600, in each of these states, what is read (the trade's note on what the offer
    would do, the prompt saying why a place can't be bought, the auction's GST, the setup's
    headings, the settings' rows) reads no smaller than its least size (`read_least`); and the
    window's smallest text no smaller than the window's least size grown by the text size (the
    board under the prompt aside: its squares keep their own). The trade's note read at 10 px at
    125%, the prompt at 12 px at 150%, the auction's GST at 16 px at 150%, the headings and the
    rows' names at 11 px at 100%."""
    app, read, texts = READ[state](language, percent)
    said = [d for d in texts if d.text in read]
    assert said and len({d.text for d in said}) == len(set(read)), (read, [d.text for d in texts])
    assert min(read_size(d) for d in said) >= read_least(state) - 0.5, [(d.text, d.size) for d in said]
    if state != "purchase":
        assert smallest(texts)[0] >= grown_floor(SMALL) - 0.5, smallest(texts)
