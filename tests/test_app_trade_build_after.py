"""A trade that completes a group for the person answering it says so in good news, and what a
house there costs against the cash they would have after it, enough or not, so the line follows the
offer as it changes; where a place of the group is mortgaged, the answer window says why in the
engine's own words, so "completes your group" never promises a house the purse can't pay for."""

from __future__ import annotations

from app_helpers import drawn
from helpers import give, set_cash

from byapar.app.app import App
from byapar.app.scenes.board import BoardScene
from byapar.app.scenes.trade import AnswerScene
from byapar.app.session import Session, default_seat

MEDITERRANEAN, BALTIC = 1, 3


def answer_to_baltic(home_cash: int, mortgaged: bool = False) -> AnswerScene:
    """Classic: Bikash offers Asha, who holds Mediterranean Avenue and `home_cash`, Baltic Avenue
    for $5; the laptop passes and Asha's answer window stands."""
    app = App((1280, 800))
    seats = [default_seat(0, "human", "Bikash"), default_seat(1, "human", "Asha")]
    board = BoardScene(app, Session.start("classic", seats, {"opening": "seat"}, seed=3))
    app.push(board)
    app.frame(1 / 60)
    g = board.game
    give(g, 1, MEDITERRANEAN, mortgaged=mortgaged)
    give(g, 0, BALTIC)
    set_cash(g, 1, home_cash)
    board.act(f"offer 1 give {BALTIC} get cash:5")
    for _ in range(30):  # bounded: the answer window opens within a few frames
        app.frame(1 / 60)
        if isinstance(app.top, AnswerScene):
            break
    answer = app.top
    assert isinstance(answer, AnswerScene) and answer.completes == [(1, MEDITERRANEAN)]
    return answer


def test_a_group_completed_with_too_little_left_to_build_says_what_a_house_costs(home):
    answer = answer_to_baltic(40)
    said = "After the trade a house there costs $50, and you'd have $35"
    assert answer.after_notes == [said]
    if answer.panel.get("ready") is not None:
        answer.ready()
    shown = [d for d in drawn(answer.app) if d.text == said]
    assert shown and not shown[0].cut, [d.text for d in drawn(answer.app)]
    assert answer_to_baltic(2_000).after_notes == ["After the trade a house there costs $50, and you'd have $1,995"]


def test_a_group_completed_with_a_mortgage_on_it_says_to_pay_it_off_first(home):
    notes = answer_to_baltic(2_000, mortgaged=True).after_notes
    assert notes == ["After the trade: Pay off the mortgages in this group before building: Mediterranean Avenue"]


def test_the_house_line_stays_in_the_counter_offer_its_figures_following_the_offer(home):
    """Asha answers Bikash's offer of Baltic Avenue with a counter-offer: the line saying what a
    house costs and what she'd have after the trade stays as she changes the cash she gives,
    its figure following the change (it went as soon as the cash left was enough to build)."""
    from app_helpers import button, click, click_at

    from byapar.app.scenes.trade import TradeScene

    answer = answer_to_baltic(40)
    app = answer.app
    if answer.panel.get("ready") is not None:
        answer.ready()
    click(app, "counter")
    counter = app.top
    assert isinstance(counter, TradeScene) and counter.counter
    assert counter.after_notes == ["After the trade a house there costs $50, and you'd have $35"]
    steps = [b for b in counter.panel.buttons if b.id.startswith("get_cash_") and b.enabled]
    step = max(steps, key=lambda b: int(b.id.rsplit("_", 1)[1]))
    assert int(step.id.rsplit("_", 1)[1]) >= 50  # enough, with it, to build
    click_at(app, button(app, step.id).rect.center)  # Bikash is asked for cash as well
    more = int(step.id.rsplit("_", 1)[1])
    notes = counter.after_notes
    assert notes == [f"After the trade a house there costs $50, and you'd have ${35 + more}"], (notes, step.id)
    shown = [d for d in drawn(app) if d.text == notes[0]]
    assert shown and not shown[0].cut
