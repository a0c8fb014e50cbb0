"""Refusals a UI can word: codes and fields, one table of English templates, `why_not`, and the
kinds of error kept apart (action text, setup, settings, scripted dice)."""

from __future__ import annotations

import ast
import pickle
import random
import string
from pathlib import Path

import pytest
from helpers import give, make_game, play, put_at, set_cash

from byapar.engine import (
    TEMPLATES,
    ActionTextError,
    DiceRunOut,
    IllegalAction,
    SettingsError,
    SetupError,
    kinds,
    new_game,
    parse,
)
from byapar.engine import actions as A

PACKAGE = Path(__file__).resolve().parents[1] / "byapar"  # the engine, and the app's and net's save errors
ERRORS = {"IllegalAction", "ActionTextError", "SetupError", "SettingsError", "DiceRunOut", "InvariantBroken",
          "BoardError", "SaveError", "NewerSave"}


def _raise_sites() -> list[tuple[str, set[str]]]:
    """(code, keyword fields) of every refusal the package's source builds with a literal code."""
    sites = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ERRORS
                    and node.args and isinstance(node.args[0], ast.Constant)):
                sites.append((node.args[0].value, {k.arg for k in node.keywords}))
    return sites


def test_every_code_the_engine_raises_has_an_english_template_it_can_fill() -> None:
    sites = _raise_sites()
    raised = {code for code, _ in sites}
    assert len(raised) > 60
    assert raised <= set(TEMPLATES)
    for code, given in sites:
        named = {name for _, name, _, _ in string.Formatter().parse(TEMPLATES[code]) if name}
        assert named <= given, f"{code}: the sentence names {sorted(named - given)}, not given"
    waits = {f"wait-{k}" for k in (*kinds.DECISIONS, kinds.RUNNING)}
    numbers = {f"number-{part}" for part in ("cash", "lot", "square", "bid", "player", "level")}
    assert waits | numbers <= set(TEMPLATES)
    unused = set(TEMPLATES) - raised - waits - numbers
    assert not unused, f"templates nobody raises: {sorted(unused)}"


def test_a_refusal_is_a_code_with_fields_and_reads_as_english() -> None:
    game = make_game()
    give(game, 0, 6, 8, 9)
    play(game, "build 6")
    with pytest.raises(IllegalAction) as caught:
        game.apply("build 6")
    refusal = caught.value
    assert isinstance(refusal, ValueError) and refusal.code == "build-evenly"
    assert refusal.fields == {"square": 6, "fewest": (8, 9)}  # the least built places, either of them next
    assert str(refusal) == "Build evenly: the other places in the group come first"
    again = pickle.loads(pickle.dumps(refusal))
    assert type(again) is IllegalAction and (again.code, again.fields) == (refusal.code, refusal.fields)


def test_why_not_names_the_refusal_and_changes_nothing() -> None:
    game = make_game(dice=[(3, 4)])
    give(game, 0, 6, 8)
    give(game, 1, 9)
    before = game.to_dict()
    why = game.why_not("build 6")
    assert why.code == "build-needs-group" and why.fields["missing"] == (9,)
    assert game.why_not(A.Build(9)).code == "not-owner"
    assert game.why_not("buy").code == "wait-roll" and game.why_not("buy").fields["kind"] == "roll"
    assert game.why_not("roll") is None and game.why_not(A.Mortgage(6)) is None
    assert game.why_not("fly").code == "action-unknown" and isinstance(game.why_not("fly"), ActionTextError)
    assert game.why_not("roll", player=1).code == "not-your-decision"
    assert game.to_dict() == before and game.players[0].position == 0
    set_cash(game, 0, 100)
    assert game.why_not("offer 1 give cash:500 get 9").code == "trade-cash"
    assert game.why_not("offer 0 give cash:10 get -", player=1).code == "offer-time"  # only on his turn
    assert game.check_offer("offer 0 give cash:10 get -", player=1).code == "offer-time"


def test_why_not_reports_the_price_and_the_buyers_cash() -> None:
    game = make_game(dice=[(3, 3)])
    set_cash(game, 0, 300)
    play(game, "roll")  # to square 6, nobody's
    assert game.pending.kind == kinds.BUY
    why = game.why_not("buy")
    assert why.code == "buy-cash" and why.fields["square"] == 6 and why.fields["cash"] == 300
    assert str(why) == f"{game.squares[6].name} costs {why.fields['cost']}; you have 300"
    assert game.why_not("decline") is None


def _candidates(game, rng: random.Random) -> list[A.Action]:
    squares = rng.sample(range(len(game.squares)), 6)
    simple = [A.ROLL, A.BUY, A.DECLINE, A.DROP, A.PAY_FINE, A.USE_CARD, A.ACCEPT, A.REJECT, A.END,
              A.LOAN, A.REPAY, A.PROPOSE_END, A.AGREE_END, A.REFUSE_END, A.RESIGN]
    on_square = [cls(s) for s in squares for cls in (A.Build, A.Sell, A.SellPlace, A.Mortgage, A.Unmortgage, A.Keep)]
    return simple + on_square + [A.Bid(game.min_bid())]


@pytest.mark.parametrize("edition", ["byapar", "classic", "finance", "business_gst"])
def test_why_not_allows_and_legal_actions_agree_on_played_positions(edition: str) -> None:
    rng = random.Random(edition)
    game = new_game(edition, ["A", "B", "C"], seed=len(edition))
    for _ in range(120):  # decisions checked, each on a fresh position
        if game.over:
            break
        p = game.pending.player
        legal = game.legal_actions()
        for action in _candidates(game, rng):
            allowed = action in legal
            assert game.allows(action) == allowed, (action, game.pending)
            refusal = game.why_not(action, p)
            assert (refusal is None) == allowed, (action, game.pending, refusal)
            assert refusal is None or str(refusal) == TEMPLATES[refusal.code].format_map(refusal.fields)
        for q in range(3):  # out of turn: what q may do is what why_not lets q do
            if q != p:
                theirs = game.legal_actions(q)
                for action in _candidates(game, rng)[15:]:
                    refusal = game.why_not(action, q)
                    assert (refusal is None) == (action in theirs), (q, action)
                    assert refusal is None or str(refusal)  # every field its sentence names is there
        game.apply(rng.choice(legal))


def test_setup_settings_and_text_errors_are_kept_apart() -> None:
    with pytest.raises(SetupError) as caught:
        new_game("byapar", ["Asha", " "])
    assert caught.value.code == "player-name" and not isinstance(caught.value, IllegalAction)
    with pytest.raises(SettingsError) as caught:
        new_game("byapar", ["Asha", "Bikash"], settings={"rounds": 2000})
    assert caught.value.fields == {"value": 2000} and isinstance(caught.value, SetupError)
    assert str(caught.value) == "Game length must be 0 (last player) to 1000 rounds, not 2000"
    with pytest.raises(ActionTextError) as caught:
        parse("bid ten")
    assert (caught.value.code, caught.value.fields) == ("number-bid", {"word": "ten"})
    assert str(caught.value) == "A bid should be a whole number, not 'ten'"


def test_scripted_dice_running_out_is_not_a_refusal_of_the_throw() -> None:
    game = make_game(dice=[])
    put_at(game, 0, 1)
    with pytest.raises(DiceRunOut) as caught:
        game.apply("roll")
    assert not isinstance(caught.value, IllegalAction) and str(caught.value) == "The scripted dice have run out"
    assert game.why_not("roll") is None  # the rules allow it; only the script is used up
