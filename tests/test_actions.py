"""The action notation: every action's text form reads back to the same action through `parse`,
and malformed text is an IllegalAction that says why, never another exception."""

import pytest
from helpers import make_game
from hypothesis import given
from hypothesis import strategies as st

from byapar.engine import IllegalAction, Items, Offer, parse
from byapar.engine import actions as A

EVERY_KIND = [
    A.ROLL, A.BUY, A.DECLINE, A.DROP, A.PAY_FINE, A.USE_CARD, A.ACCEPT, A.REJECT, A.END,
    A.Bid(10), A.Bid(1250), A.Build(21), A.Sell(21), A.Mortgage(6), A.Unmortgage(39),
    Offer(2, Items((6,), 500), Items((9,))),
    Offer(1, Items(), Items((3, 12), 0, ("guthi",))),
    Offer(3, Items((), 0, ("bhagya", "guthi")), Items((), 1_000)),
]

TEXTS = ["roll", "buy", "decline", "drop", "pay-fine", "use-card", "accept", "reject", "end",
         "bid 1250", "build 21", "sell 21", "mortgage 21", "unmortgage 21",
         "offer 2 give 6,cash:500 get 9", "offer 1 give - get 3,card:guthi", "offer 0 give card:bhagya get -"]


@pytest.mark.parametrize("action", EVERY_KIND, ids=str)
def test_every_action_reads_back_from_its_text(action: A.Action) -> None:
    assert parse(str(action)) == action


@pytest.mark.parametrize("text", TEXTS)
def test_the_documented_texts_read_and_write_back_unchanged(text: str) -> None:
    assert str(parse(text)) == text


def test_the_readme_example_of_a_trade() -> None:
    offer = parse("offer 2 give 6,cash:500 get 9")
    assert offer == Offer(2, Items((6,), 500, ()), Items((9,), 0, ()))


def test_case_and_spacing_are_forgiven_in_the_verb() -> None:
    assert parse("  ROLL ") == A.ROLL and parse("Bid   70") == A.Bid(70)


_numbers = st.integers(min_value=0, max_value=10**12 - 1)
_decks = st.text(alphabet="abcdefghijklmnopqrstuvwxyz_", min_size=1, max_size=10)
_items = st.builds(Items, st.lists(st.integers(0, 119), max_size=5).map(tuple), _numbers,
                   st.lists(_decks, max_size=3).map(tuple))


@given(st.integers(0, 7), _items, _items)
def test_any_offer_reads_back_from_its_text(partner: int, give: Items, get: Items) -> None:
    offer = Offer(partner, give, get)
    assert parse(str(offer)) == offer


@given(st.sampled_from([A.Bid, A.Build, A.Sell, A.Mortgage, A.Unmortgage]), _numbers)
def test_any_numbered_action_reads_back_from_its_text(kind: type, n: int) -> None:
    action = kind(n)
    assert parse(str(action)) == action


MALFORMED = [
    "", "   ", "fly", "roll now", "buy 6", "bid", "bid ten", "bid -5", "bid 1.5", "bid 1e3",
    "bid 10 20", "build", "build x", "build -1", "sell 6 7", "mortgage", "unmortgage six",
    "bid ²", "build ³", "bid ١٢", "bid 1234567890123",
    "offer", "offer 1 give 2", "offer 1 give 2 get", "offer x give 1 get 2",
    "offer 1 take 1 get 2", "offer 1 give 1 got 2", "offer 1 give 1,cash:abc get -",
    "offer 1 give cash: get -", "offer 1 give card: get -", "offer 1 give , get -",
    "offer 1 give 1,,2 get -", "offer 1 give -,1 get -", "offer 1 give 1 get 2 now",
]


@pytest.mark.parametrize("text", MALFORMED)
def test_malformed_text_is_an_illegal_action(text: str) -> None:
    with pytest.raises(IllegalAction):
        parse(text)


@pytest.mark.parametrize("value", [None, 5, b"roll", ["roll"]])
def test_a_non_text_is_an_illegal_action(value: object) -> None:
    with pytest.raises(IllegalAction):
        parse(value)


@given(st.text(max_size=40))
def test_any_text_either_parses_or_is_an_illegal_action(text: str) -> None:
    try:
        action = parse(text)
    except IllegalAction:
        return
    assert parse(str(action)) == action


def test_malformed_text_given_to_a_game_changes_nothing() -> None:
    game = make_game(dice=[(1, 2)])
    before = (game.pending, list(game.history), game.players[0].cash)
    for text in MALFORMED[:10]:
        with pytest.raises(IllegalAction):
            game.apply(text)
    assert (game.pending, game.history, game.players[0].cash) == before
    game.apply("roll")
    assert game.history == ["roll"]


@pytest.mark.parametrize("edition", ["byapar", "classic", "business_gst", "finance"])
def test_allows_answers_as_the_legal_list_does(edition: str) -> None:
    """`game.allows(a)` is the quick form of `a in game.legal_actions()`: asked of every action
    kind at every decision of seeded games between random players, it always agrees."""
    from byapar.bots import RandomBot
    from byapar.engine import GameView, new_game

    asked = 0
    for seed in range(3):
        game = new_game(edition, ["A", "B", "C"], {"rounds": 8, "dealt_places": 3}, seed=seed)
        bots = [RandomBot(seed * 10 + k) for k in range(3)]
        view = GameView(game)
        for _ in range(3_000):  # an 8-round game of three takes far fewer decisions
            if game.over:
                break
            legal = game.legal_actions()
            square = game.pending.square if game.pending.square is not None else 1
            mine = game.owned[game.pending.player] if game.pending.player >= 0 else set()
            candidates = [*EVERY_KIND, A.LOAN, A.REPAY, A.Bid(game.min_bid()), A.Build(square),
                          A.SellPlace(square), *legal,
                          *(kind(s) for s in mine for kind in (A.Build, A.Sell, A.SellPlace, A.Mortgage,
                                                                A.Unmortgage))]
            for action in candidates:
                assert game.allows(action) == (action in legal), (seed, game.pending, action)
                asked += 1
            game.apply(bots[game.pending.player].decide(view, legal))
    assert asked > 1_000
