"""A side holding more places than the trade window's room shows keeps its chips at the size they
read at with two places a side, and scrolls: the wheel over the list brings the rest into view,
a line under it counts those below, and a click on a place scrolled into view picks that place.
The money rows and the window's buttons stay where they were, low enough to leave the lists
the rows they can show."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, drawn_on_top, run_frames, settle, wheel_at
from helpers import give

from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.trade import TradeScene, board_order, cash_steps, status_size
from byapar.app.session import Session, default_seat

# Finance's places whose names stand on a chip at its own size in either language (a longer
# name, "Commonwealth Avenue", sets every chip taller, on two lines)
ASHA = (1, 3, 6, 8, 9, 13, 14, 17)
SITA = (19, 21, 23, 27, 31, 33, 34, 36)


def first_places(edition: str, n: int) -> tuple[int, ...]:
    """The first `n` squares round the board that can be bought."""
    squares = Session.start(edition, [default_seat(0, "human", "Asha"), default_seat(1, "medium", "Bot")], {},
                            seed=3).game.edition.squares
    return tuple(i for i, sq in enumerate(squares) if getattr(sq, "price", 0))[:n]


# Business GST's places: more a side than the window shows at once, and a third player's
BUSINESS = first_places("business_gst", 26)
MINE, HERS, RAM = BUSINESS[:11], BUSINESS[11:22], BUSINESS[22:]


@pytest.fixture(autouse=True)
def plain_after(home):
    yield
    th.set_text_size(100)
    lang.use("en")


def trade_with(language: str, mine: tuple[int, ...], hers: tuple[int, ...], edition: str = "finance"):
    """Four at the table at 800x600 and 150%; Asha opens the trade window with Bot Sita."""
    app = app_in((800, 600), language, 150)
    seats = [default_seat(0, "human", "Asha")] + [default_seat(q, "medium", name)
                                                  for q, name in ((1, "Bot Sita"), (2, "Bot Ram"), (3, "Bot Hari"))]
    session = Session.start(edition, seats, {"opening": "seat", "bot_offers": "never"}, seed=3, dice=[(1, 2)] * 40)
    session.autosave_on = False
    give(session.game, 0, *mine)
    give(session.game, 1, *hers)
    app.push(BoardScene(app, session))
    settle(app)
    click(app, "trade")
    run_frames(app, 2)
    assert isinstance(app.top, TradeScene) and app.top.partner == 1
    return app


def place_labels(app) -> dict[str, tuple]:
    """Each place chip shown: its label as drawn and its chip."""
    widgets._button_cache.clear()
    texts = drawn_on_top(app)
    out = {}
    for b in app.top.panel.buttons:
        if b.id.startswith(("give_sq_", "get_sq_")):
            d = next(d for d in texts if d.text == widgets.held_label(b.label) and d.surface.size == b.rect.size)
            out[b.id] = (d, b.rect)
    return out


def fixed(app) -> list[tuple[str, tuple]]:
    """Everything in the window but the places, where it stands."""
    return [(b.id, tuple(b.rect)) for b in app.top.panel.buttons if "_sq_" not in b.id]


@pytest.mark.parametrize("language", ["en", "ne"])
def test_many_places_keep_their_size_and_scroll(language):
    two = {d.size for d, _ in place_labels(trade_with(language, MINE[:2], HERS[:2], "business_gst")).values()}
    app = trade_with(language, MINE, HERS, "business_gst")
    scene = app.top
    labels = place_labels(app)
    sizes = {d.size for d, _ in labels.values()}  # one size, a fifth smaller at most, to show a row more
    assert len(sizes) == 1 and min(two) >= min(sizes) >= max(two) * 4 / 5 and min(sizes) >= 14, \
        [(d.text, d.size) for d, _ in labels.values()]
    for name, (d, chip) in labels.items():  # whole, inside its list and the window
        side = name.split("_")[0]
        assert not d.cut and scene.lists[side].contains(chip) and scene.rect.contains(chip), (d.text, chip)
    counts = [d for d in drawn_on_top(app) if d.text in {t("raise_more_below", n=scene.more[side][1]) for side in "give get".split()}]
    for side in ("give", "get"):  # each list's count under it, whole, clear of every control
        assert scene.more[side][1] > 0
        ink = [r for d in counts for r in d.ink if r.h and r.colliderect(scene.lists[side])]
        assert ink and all(scene.lists[side].contains(r) for r in ink) and not [d for d in counts if d.cut]
        assert not [b.id for b in scene.panel.buttons for r in ink if r.colliderect(b.rect)]

    before = fixed(app)
    last = board_order(scene.game, HERS)[-1]
    for _ in range(len(HERS)):  # a notch at a time, till the last of hers is shown
        if scene.panel.get(f"get_sq_{last}") is not None:
            break
        wheel_at(app, scene.lists["get"].center, -1)
    assert scene.panel.get(f"get_sq_{last}") is not None
    assert fixed(app) == before  # the money rows and the window's buttons have not moved
    for name, (d, chip) in place_labels(app).items():
        assert not d.cut and scene.lists[name.split("_")[0]].contains(chip), (d.text, chip)

    click(app, f"get_sq_{last}")
    assert app.top.offer().get.squares == (last,) and not app.top.offer().give.squares
    assert app.top.panel.get(f"get_sq_{last}").style == "selected"


def test_another_partner_s_list_opens_at_its_top_and_mine_stays_put():
    app = trade_with("en", MINE, HERS, "business_gst")
    scene = app.top
    give(scene.game, 2, *RAM)
    wheel_at(app, scene.lists["give"].center, -1)
    wheel_at(app, scene.lists["get"].center, -3)
    mine, hers = scene.more["give"], scene.more["get"]
    assert mine[0] > 0 and hers[0] > mine[0]  # each list scrolled by the wheel over it alone
    click(app, "partner_2")
    assert scene.more["give"] == mine
    first = board_order(scene.game, RAM)[0]
    assert scene.more["get"][0] == 0 and scene.panel.get(f"get_sq_{first}") is not None


@pytest.mark.parametrize("edition", ["finance", "business_gst"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_eight_places_a_side_show_four_rows_at_least_over_the_money(language, edition):
    places = ASHA + SITA if edition == "finance" else first_places(edition, 16)
    app = trade_with(language, places[:8], places[8:], edition)
    scene = app.top
    click(app, f"get_sq_{board_order(scene.game, places[8:])[0]}")  # a place asked for, cash given:
    click(app, f"give_cash_{cash_steps(scene.game.edition)[-1]}")  # (the GST line under the steps, in Business GST)
    run_frames(app, 2)
    labels = place_labels(app)
    for side in ("give", "get"):
        rows = {chip.y for name, (_, chip) in labels.items() if name.startswith(side)}
        assert len(rows) >= 4, (side, rows)  # the status takes what room the lists leave it
    assert all(d.size >= 16 and not d.cut and scene.rect.contains(chip) for d, chip in labels.values()), \
        [(d.text, d.size, d.cut) for d, _ in labels.values()]
    # the words the window writes itself (the count, the money and GST lines, the status): whole,
    # inside it, clear of every button and of each other
    texts = [d for d in drawn_on_top(app) if d.surface.size == app.screen.get_size() and d.text.strip()]
    said = {d.text for d in texts}
    assert said & {t("raise_more_below", n=scene.more[sd][1]) for sd in ("give", "get")} or \
        not any(n for _, n in scene.more.values())
    gst = scene.game.gst(scene.cash["give"])
    payer = scene.game.players[scene.me].name
    assert (t("trade_gst_by", name=payer, amount=scene.session.money(gst)) in said) == (edition == "business_gst")
    assert scene.status_lines() and scene.status_layout()[0] == status_size(scene.size)  # at its reading size
    assert not [d.text for d in texts if d.cut]
    inks = [(d.text, r) for d in texts for r in d.ink if r.h]
    for text, r in inks:
        assert scene.rect.contains(r), text
        assert not [b.id for b in scene.panel.buttons if b.rect.colliderect(r)], text
        assert not [f.id for f in scene.panel.fields if f.rect.colliderect(r) and not f.rect.contains(r)], text
    assert not [(a, b) for k, (a, ra) in enumerate(inks) for b, rb in inks[k + 1:] if a != b and ra.colliderect(rb)]
    widgets_ = [b.rect for b in scene.panel.buttons] + [f.rect for f in scene.panel.fields]
    assert not [(a, b) for k, a in enumerate(widgets_) for b in widgets_[k + 1:] if a.colliderect(b)]


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_counter_offer_with_a_mortgaged_place_shows_two_rows_a_side(language):
    """Business GST at 800x600 and 150%: Bikash offers Sita cash for a place and she counters.
    The window's notes take four lines (the counter's offers, the rule on built groups, the mark
    of a mortgaged place), which once left each list no room for a single row: the places come
    before the status's full size, each side showing two rows at least."""
    app = app_in((800, 600), language, 150)
    seats = [default_seat(0, "human", "Bikash"), default_seat(1, "human", "Sita"), default_seat(2, "medium", "Bot")]
    session = Session.start("business_gst", seats, {"opening": "seat", "bot_offers": "never"}, seed=3,
                            dice=[(1, 2)] * 40)
    session.autosave_on = False
    places = first_places("business_gst", 14)
    give(session.game, 0, *places[:8])
    give(session.game, 1, *places[8:13])
    give(session.game, 1, places[13], mortgaged=True)
    board = BoardScene(app, session)
    app.push(board)
    settle(app)
    board.act(f"offer 1 give cash:500 get {places[8]}")
    settle(app)
    click(app, "ready")
    click(app, "counter")
    run_frames(app, 2)
    trade = app.top
    assert isinstance(trade, TradeScene) and trade.counter
    for side in ("give", "get"):
        chips = [b.rect for b in trade.panel.buttons if b.id.startswith(f"{side}_sq_")]
        assert len({r.y for r in chips}) >= 2, (side, chips)
        money = min(b.rect.y for b in trade.panel.buttons if b.id.startswith(f"{side}_cash_"))
        assert all(r.bottom <= trade.cash_fields[side].rect.y and r.bottom <= money for r in chips)
