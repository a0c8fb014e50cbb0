"""Business GST: a bank loan is its borrower's, not the place's. The trade window says so when
either side owes the bank a loan, across both sides above the footer, whole and clear of every
control, at 800x600 and 1280x800, in either language, at every text size."""

from __future__ import annotations

import itertools

import pygame
import pytest
from helpers import give

from byapar.app import fonts, lang
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.i18n import t
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.trade import AnswerScene, TradeScene
from byapar.app.session import Session, default_seat
from byapar.engine import schema as S


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


def gst_table(size, language, percent, owers: tuple[int, ...], opening: dict) -> tuple[App, BoardScene, list[int]]:
    """A Business GST board of Asha and Bikash, each holding a place, `owers` owing the bank a
    loan: the app, the board and the places, in board order."""
    app = App(size)
    lang.use(language)
    th.set_text_size(percent)
    seats = [default_seat(0, "human", "Asha"), default_seat(1, "human", "Bikash")]
    board = BoardScene(app, Session.start("business_gst", seats, opening, seed=3))
    app.push(board)
    app.frame(1 / 60)
    g = board.game
    places = [i for i, sq in enumerate(g.edition.squares) if sq.kind == S.PLACE]
    for p in (0, 1):
        give(g, p, places[p])
    for p in owers:
        g.set_loan(p, 3000)
    return app, board, places


def drawn_by(draw) -> list[fonts.Drawn]:
    """Every text `draw()` sets."""
    seen: list[fonts.Drawn] = []
    fonts.recording(seen)
    try:
        draw()
    finally:
        fonts.recording(None)
    return seen


def trade_with_loans(size, language, percent, owers: tuple[int, ...],
                     swapped: tuple[int, ...] = (0, 1)) -> tuple[TradeScene, list[fonts.Drawn]]:
    """A Business GST trade window over Asha and Bikash, each holding a place, `owers` owing a loan,
    the places of the seats `swapped` chosen to change hands."""
    app, board, places = gst_table(size, language, percent, owers, {})
    trade = TradeScene(app, board)
    app.push(trade)
    trade.give, trade.get = {places[0]} & {places[p] for p in swapped}, {places[1]} & {places[p] for p in swapped}
    trade.rebuild()
    return trade, drawn_by(lambda: (trade.draw_content(app.screen), trade.panel.draw(app.screen)))


def test_a_loan_held_by_either_side_is_said_to_stay_with_its_borrower(home):
    trade, seen = trade_with_loans((1280, 800), "en", 100, (0,))
    said = t("trade_loan_stays", name="Asha")
    assert said == "Asha's bank loan stays with Asha."
    assert [d for d in seen if d.text == said and not d.cut], [d.text for d in seen]
    trade, seen = trade_with_loans((1280, 800), "en", 100, (0, 1))
    both = f'{said} {t("trade_loan_stays", name="Bikash")}'
    assert [d for d in seen if d.text == both and not d.cut], [d.text for d in seen]
    trade, seen = trade_with_loans((1280, 800), "en", 100, ())
    assert not [d for d in seen if "loan" in d.text], [d.text for d in seen]  # no loan, no word of one
    trade, seen = trade_with_loans((1280, 800), "en", 100, (0,), swapped=(1,))
    assert not [d for d in seen if "loan" in d.text], [d.text for d in seen]  # none of Asha's places goes


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("percent", [100, 150])
def test_the_loan_line_is_whole_and_hides_no_control(home, size, language, percent):
    trade, seen = trade_with_loans(size, language, percent, (0, 1))
    said = f'{t("trade_loan_stays", name="Asha")} {t("trade_loan_stays", name="Bikash")}'
    line = [d for d in seen if d.text == said]
    assert len(line) == 1 and not line[0].cut and line[0].squeeze >= 0.82, [d.text for d in seen]
    controls = [(b.id, b.rect) for b in trade.panel.buttons] + [("field", f.rect) for f in trade.panel.fields]
    over = [name for ink in line[0].ink if ink.h for name, rect in controls if ink.colliderect(rect)]
    assert not over and trade.rect.contains(line[0].box), over
    assert not [(a, b) for (a, ra), (b, rb) in itertools.combinations(controls, 2) if ra.colliderect(rb)]
    status = trade.status_box()
    assert not any(ink.colliderect(status) for ink in line[0].ink if ink.h)
    assert pygame.Rect(line[0].box).bottom <= status.y


def answer_with_loans(size, language, percent, owers: tuple[int, ...],
                      for_cash: bool = False) -> tuple[AnswerScene, list[fonts.Drawn]]:
    """Asha offers Bikash cash for his place in Business GST, `owers` owing the bank a loan; the
    laptop passes and Bikash's answer window stands with its buttons."""
    app, board, places = gst_table(size, language, percent, owers, {"opening": "seat"})
    gives = "cash:100" if for_cash else places[0]  # a place each way: each borrower's loan is said
    answer = answered_by_bikash(app, board, f"offer 1 give {gives} get {places[1]}")
    return answer, drawn_by(lambda: answer.draw(app.screen))


def answered_by_bikash(app, board, offer: str) -> AnswerScene:
    """Asha makes `offer` to Bikash; the laptop passes and his answer window stands."""
    board.act(offer)
    for _ in range(30):  # bounded: the answer window opens within a few frames
        app.frame(1 / 60)
        if isinstance(app.top, AnswerScene):
            break
    answer = app.top
    assert isinstance(answer, AnswerScene)
    if answer.panel.get("ready") is not None:
        answer.ready()
    return answer


def test_the_answer_window_says_a_loan_stays_with_its_borrower(home):
    answer, seen = answer_with_loans((1280, 800), "en", 100, (0,))
    said = t("trade_loan_stays", name="Asha")
    assert [d for d in seen if d.text == said and not d.cut], [d.text for d in seen]
    answer, seen = answer_with_loans((1280, 800), "en", 100, ())
    assert not [d for d in seen if "loan" in d.text], [d.text for d in seen]
    answer, seen = answer_with_loans((1280, 800), "en", 100, (0,), for_cash=True)
    assert not [d for d in seen if "loan" in d.text], [d.text for d in seen]  # Asha hands over no place


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("percent", [100, 150])
def test_the_answer_s_loan_line_is_whole_and_hides_no_control(home, size, language, percent):
    answer, seen = answer_with_loans(size, language, percent, (0, 1))
    said = f'{t("trade_loan_stays", name="Bikash")} {t("trade_loan_stays", name="Asha")}'
    line = [d for d in seen if d.text == said]
    assert len(line) == 1 and not line[0].cut, [d.text for d in seen]
    assert not [d.text for d in seen if d.cut], [d.text for d in seen if d.cut]  # nor did it crowd out the offer's lines
    assert {"accept", "reject", "counter"} <= {b.id for b in answer.panel.buttons}
    over = [b.id for ink in line[0].ink if ink.h for b in answer.panel.buttons if ink.colliderect(b.rect)]
    assert not over and answer.rect.contains(line[0].box), over
    others = [d for d in seen if d.text != said and d.text not in {b.label for b in answer.panel.buttons}]
    crossed = [d.text for d in others for ink in d.ink for mine in line[0].ink if ink.h and mine.h and ink.colliderect(mine)]
    assert not crossed, crossed


def asha_borrowed_for_water_works(language: str) -> tuple[App, BoardScene, dict[str, int]]:
    """Business GST, Asha and Bikash at the laptop: Asha holds Jaipur and Water Works, bought with
    a bank loan of its price (as the bank lends it), Bikash a place of his own."""
    app, board, places = gst_table((800, 600), language, 150, (), {"opening": "seat"})
    g = board.game
    square = {sq.name: i for i, sq in enumerate(g.edition.squares)}
    give(g, 0, square["Jaipur"], square["Water Works"])
    g.set_loan(0, g.squares[square["Water Works"]].price)
    return app, board, square


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_loan_is_said_to_stay_only_beside_the_place_it_bought(home, language):
    """Asha's offer of Jaipur says nothing of her loan; once Water Works is in it, one plain line
    says the loan stays with her. Bikash's offer for Jaipur, answered by Asha, says nothing of it
    either."""
    app, board, square = asha_borrowed_for_water_works(language)
    said = t("trade_loan_stays", name="Asha")
    trade = TradeScene(app, board)
    app.push(trade)
    trade.toggle(trade.give, square["Jaipur"])
    assert trade.loan_note() == ""
    seen = drawn_by(lambda: trade.draw_content(app.screen))
    assert not [d.text for d in seen if "loan" in d.text or "ऋण" in d.text]
    trade.toggle(trade.give, square["Water Works"])
    seen = drawn_by(lambda: trade.draw_content(app.screen))
    assert [d.text for d in seen if d.text == said and not d.cut], [d.text for d in seen]
    app.pop()


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("given, told", [("Jaipur", False), ("Water Works", True)])
def test_the_answer_window_names_a_loan_only_beside_the_place_it_bought(home, language, given, told):
    """Asha offers Bikash a place of hers for his: his answer window says her loan stays with her
    where the place is Water Works, which the loan bought, and says nothing of it for Jaipur."""
    app, board, square = asha_borrowed_for_water_works(language)
    his = min(board.game.owned[1])
    answer = answered_by_bikash(app, board, f"offer 1 give {square[given]} get {his}")
    seen = drawn_by(lambda: answer.draw(app.screen))
    said = t("trade_loan_stays", name="Asha")
    assert bool([d for d in seen if d.text == said and not d.cut]) == told, [d.text for d in seen]
    assert len([d for d in seen if "loan" in d.text or "ऋण" in d.text]) == told, [d.text for d in seen]
