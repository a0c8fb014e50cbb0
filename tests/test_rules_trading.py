"""Rule 9: trading. Places, money and bail cards in any mix on either side; the other player
accepts or turns it down; up to three offers a turn; no place from a group with buildings; a
mortgaged place changes hands with its mortgage and no fee."""

import pytest
from helpers import give, make_game, of, pass_turn, play, put_at, set_cash

from byapar.engine import Game, IllegalAction
from byapar.engine import actions as A
from byapar.engine import events as E


def _bail_to(game, player: int, deck: str) -> None:
    """Set-up: `player` holds the deck's bail card."""
    index = next(i for i, c in enumerate(game.edition.decks[deck].cards) if c.effect == "bail")
    game.decks[deck].remove(index)
    game.players[player].bail_cards.append(deck)


def test_places_money_and_bail_cards_change_hands_in_any_mix() -> None:
    game = make_game(players=3)
    give(game, 0, 1, 5)
    _bail_to(game, 0, "guthi")
    give(game, 2, 3, 12)
    events = play(game, "offer 2 give 1,card:guthi get 3,12,cash:500")
    assert of(events, E.TradeOffered) == [E.TradeOffered(0, 2, "offer 2 give 1,card:guthi get 3,12,cash:500")]
    assert game.pending == (2, "trade", None, 0, 0)
    assert game.legal_actions() == [A.ACCEPT, A.REJECT]
    events = play(game, "accept")
    assert of(events, E.TradeAnswered) == [E.TradeAnswered(2, 0, True)]
    assert [game.owner(s) for s in (1, 3, 5, 12)] == [2, 0, 0, 0]
    assert game.players[0].bail_cards == [] and game.players[2].bail_cards == ["guthi"]
    assert [p.cash for p in game.players] == [15_500, 15_000, 14_500]
    assert (game.pending.kind, game.pending.player) == ("roll", 0)  # back to the offerer


def test_money_alone_for_a_place() -> None:
    game = make_game()
    give(game, 1, 39)
    play(game, "offer 1 give cash:6000 get 39", "accept")
    assert game.owner(39) == 0 and [p.cash for p in game.players] == [9_000, 21_000]


def test_a_rejected_offer_changes_nothing() -> None:
    game = make_game()
    give(game, 0, 1)
    give(game, 1, 3)
    events = play(game, "offer 1 give 1 get 3", "reject")
    assert of(events, E.TradeAnswered) == [E.TradeAnswered(1, 0, False)]
    assert game.owner(1) == 0 and game.owner(3) == 1
    assert [p.cash for p in game.players] == [15_000, 15_000]
    assert game.pending.kind == "roll" and game.offer is None


def test_up_to_three_offers_a_turn() -> None:
    game = make_game(dice=[(3, 4), (3, 4)])
    give(game, 1, 3)
    for _ in range(3):
        assert game.can_offer()
        play(game, "offer 1 give cash:10 get 3", "reject")
    assert not game.can_offer()
    assert game.check_offer("offer 1 give cash:10 get 3") is not None
    with pytest.raises(IllegalAction, match="up to 3 offers"):
        game.apply("offer 1 give cash:10 get 3")
    play(game, "roll", "end")
    pass_turn(game)
    assert game.current == 0 and game.can_offer()  # a new turn, three new offers


def test_accepted_offers_count_too() -> None:
    game = make_game()
    give(game, 1, 3, 5, 12, 15)
    for s in (3, 5, 12):
        play(game, f"offer 1 give cash:10 get {s}", "accept")
    with pytest.raises(IllegalAction):
        game.apply("offer 1 give cash:10 get 15")


def test_no_place_from_a_group_with_buildings() -> None:
    game = make_game()
    give(game, 0, 1, 3, level=1)
    give(game, 1, 6, 8, 9)
    give(game, 1, 11, 13, 14, level=1)
    for offer in ("offer 1 give 1 get -", "offer 1 give 3 get 6", "offer 1 give cash:100 get 11"):
        assert game.check_offer(offer) is not None
        with pytest.raises(IllegalAction, match="buildings"):
            game.apply(offer)
    play(game, "sell 1", "sell 3", "offer 1 give 1 get 6", "accept")
    assert game.owner(1) == 1 and game.owner(6) == 0


def test_a_mortgaged_place_keeps_its_mortgage_and_no_fee_is_paid() -> None:
    game = make_game()
    give(game, 0, 9, mortgaged=True)
    events = play(game, "offer 1 give 9 get cash:100", "accept")
    assert of(events, E.Paid) == [E.Paid(1, 0, 100, "trade")]
    assert game.owner(9) == 1 and game.is_mortgaged(9)
    assert [p.cash for p in game.players] == [15_100, 14_900]


def test_offers_must_hold_what_each_side_has() -> None:
    game = make_game(players=3)
    give(game, 1, 3)
    set_cash(game, 1, 200)
    bad = {
        "offer 1 give 3 get -": "doesn't own",  # Asha doesn't own Jumla
        "offer 1 give - get 3,cash:500": "cash",  # Bikash has only Rs 200
        "offer 1 give card:guthi get 3": "bail card",
        "offer 0 give cash:10 get -": "another player",
        "offer 7 give cash:10 get -": "another player",
        "offer 1 give - get -": "something",
        "offer 1 give cash:10 get 3,3": "twice",
    }
    for text, why in bad.items():
        assert why in str(game.check_offer(text)), text
        with pytest.raises(IllegalAction, match=why):
            game.apply(text)
    assert game.offers_made == 0 and game.pending.kind == "roll"


def test_offers_are_made_before_the_throw_only() -> None:
    game = make_game(dice=[(3, 4)])
    give(game, 1, 3)
    put_at(game, 0, 13)
    play(game, "roll")  # onto Chautari
    assert game.pending.kind == "end" and not game.can_offer()
    with pytest.raises(IllegalAction, match="throw is done"):
        game.apply("offer 1 give cash:10 get 3")


# ----- counter-offers: the answer is another offer, from the answerer to the offerer -----------


def test_a_counter_offer_turns_the_offer_down_and_offers_back() -> None:
    game = make_game(players=3)
    give(game, 0, 1)
    give(game, 2, 3)
    play(game, "offer 2 give 1 get 3")  # Asha: Humla for Jumla
    assert game.can_counter() and game.pending.player == 2 and not game.offer_is_counter
    events = play(game, "counter give 3 get 1,cash:400")  # Sita: Jumla for Humla and Rs 400
    assert game.offer_is_counter
    assert of(events, E.TradeAnswered) == [E.TradeAnswered(2, 0, False)]
    assert of(events, E.TradeOffered) == [E.TradeOffered(2, 0, "offer 0 give 3 get 1,cash:400")]
    assert game.pending == (0, "trade", None, 0, 2)  # the offerer answers now
    assert game.legal_actions() == [A.ACCEPT, A.REJECT]
    play(game, "accept")
    assert game.owner(1) == 2 and game.owner(3) == 0
    assert [p.cash for p in game.players] == [14_600, 15_000, 15_400]
    assert (game.pending.kind, game.pending.player) == ("roll", 0)  # Asha's turn goes on


def test_a_refused_counter_changes_nothing_and_the_turn_goes_on() -> None:
    game = make_game()
    give(game, 1, 3)
    play(game, "offer 1 give cash:500 get 3", "counter give 3 get cash:2000", "reject")
    assert game.owner(3) == 1 and [p.cash for p in game.players] == [15_000, 15_000]
    assert game.pending.kind == "roll" and game.offer is None and not game.offer_is_counter


def test_a_counter_is_one_of_its_makers_three_offers_not_the_first_offerers() -> None:
    game = make_game()
    give(game, 1, 3)
    play(game, "offer 1 give cash:500 get 3", "counter give 3 get cash:900")
    assert game.offers_made == 1 and game.offers_by[1] == 1  # Bikash's counter is his own offer
    play(game, "counter give cash:700 get 3", "counter give 3 get cash:850")
    play(game, "counter give cash:750 get 3")  # Asha's third offer this turn
    assert game.offers_made == 3 and game.offers_by[1] == 2 and game.can_counter()
    play(game, "counter give 3 get cash:800")  # Bikash's third
    assert not game.can_counter()  # Asha has none left to counter with
    assert "3 offers" in str(game.check_counter("counter give cash:780 get 3"))
    with pytest.raises(IllegalAction, match="3 offers"):
        game.apply("counter give cash:780 get 3")
    play(game, "accept")
    assert game.owner(3) == 0 and [p.cash for p in game.players] == [14_200, 15_800]
    assert not game.can_offer()


def test_a_counter_leaves_the_first_offerer_their_remaining_offers() -> None:
    game = make_game()
    give(game, 1, 3)
    give(game, 1, 1)
    play(game, "offer 1 give cash:500 get 3", "counter give 3 get cash:900", "reject")
    assert game.pending.kind == "roll" and game.offers_left(0) == 2  # Asha may still offer twice
    play(game, "offer 1 give cash:100 get 1")
    assert game.offers_made == 2


def test_a_counter_must_be_a_trade_the_answerer_could_offer() -> None:
    game = make_game()
    give(game, 1, 3)
    set_cash(game, 0, 300)
    play(game, "offer 1 give cash:300 get 3")
    bad = {"counter give 3 get cash:500": "cash", "counter give 1 get -": "doesn't own",
           "counter give - get -": "something"}
    for text, why in bad.items():
        assert why in str(game.check_counter(text)), text
        with pytest.raises(IllegalAction, match=why):
            game.apply(text)
    assert game.offers_made == 1 and game.pending == (1, "trade", None, 0, 0)


def test_counters_answer_offers_only() -> None:
    game = make_game()
    give(game, 1, 3)
    assert not game.can_counter() and game.check_counter("counter give - get cash:10") is not None
    with pytest.raises(IllegalAction):
        game.apply("counter give - get cash:10")


def test_a_counter_has_one_text_form() -> None:
    counter = A.Counter(A.Items((3,), 0, ("guthi",)), A.Items((), 400))
    assert str(counter) == "counter give 3,card:guthi get cash:400"
    assert A.parse(str(counter)) == counter
    with pytest.raises(IllegalAction):
        A.parse("counter 1 give 3 get -")


def test_a_game_saved_while_a_counter_waits_resumes_with_it() -> None:
    game = make_game()
    give(game, 1, 3)
    play(game, "offer 1 give cash:500 get 3", "counter give 3 get cash:900")
    again = Game.from_dict(game.to_dict())
    assert again.pending == game.pending and again.offer == game.offer
    assert (again.offers_made, again.offers_by) == (1, [0, 1])
    play(again, "accept")
    assert again.owner(3) == 0 and [p.cash for p in again.players] == [14_100, 15_900]
