"""Rule 8: bankruptcy. When what you could raise is less than you owe you are out: owed to a
player, everything goes to them, mortgages and all (bail cards too); owed to the bank, your
places go back to the bank unbuilt and unmortgaged and your bail cards back under their decks."""

from helpers import give, make_game, of, pass_turn, play, put_at, set_cash

from byapar.engine import actions as A
from byapar.engine import events as E

HUMLA, JUMLA, DADELDHURA, DURBAR_MARG, THAMEL = 1, 3, 6, 39, 37


def _bail_index(game, deck: str) -> int:
    return next(i for i, c in enumerate(game.edition.decks[deck].cards) if c.effect == "bail")


def _hold_bail_card(game, player: int, deck: str) -> int:
    """Set-up: `player` holds the deck's bail card, so it is out of the deck."""
    index = _bail_index(game, deck)
    game.decks[deck].remove(index)
    game.players[player].bail_cards.append(deck)
    return index


def _asha_with_an_estate(game) -> None:
    """Asha: Rs 100, Karnali with a house on each, Dadeldhura mortgaged, the Guthi bail card."""
    set_cash(game, 0, 100)
    give(game, 0, HUMLA, JUMLA, level=1)
    give(game, 0, DADELDHURA, mortgaged=True)
    _hold_bail_card(game, 0, "guthi")


def test_bankrupt_to_a_player_everything_goes_to_them_mortgages_and_all() -> None:
    game = make_game(players=3, dice=[(3, 3)])
    _asha_with_an_estate(game)  # could raise 100 + 2 x 250 + 2 x 300 = 1,200
    give(game, 1, THAMEL, DURBAR_MARG, level=5)  # a hotel on Durbar Marg: Rs 20,000
    put_at(game, 0, 33)
    events = play(game, "roll")
    assert of(events, E.Bankrupt) == [E.Bankrupt(0, 1, 20_000, DURBAR_MARG)]  # the debt named
    assert not of(events, E.MustRaise)
    asha, bikash = game.players[0], game.players[1]
    assert asha.bankrupt and asha.cash == 0 and asha.bail_cards == []
    # the houses went back to the bank for half, and that cash to Bikash with the rest
    assert bikash.cash == 15_000 + 100 + 2 * 250
    assert game.owner(HUMLA) == game.owner(JUMLA) == game.owner(DADELDHURA) == 1
    assert game.buildings(HUMLA) == game.buildings(JUMLA) == 0
    assert game.is_mortgaged(DADELDHURA) and not game.is_mortgaged(HUMLA)
    assert bikash.bail_cards == ["guthi"]
    # Asha's doubles are void: the turn passes to Bikash
    assert not game.over and (game.current, game.pending.kind) == (1, "roll")


def test_the_new_owner_lifts_a_mortgage_taken_over_at_loan_plus_a_tenth() -> None:
    game = make_game(players=3, dice=[(3, 3)])
    _asha_with_an_estate(game)
    give(game, 1, THAMEL, DURBAR_MARG, level=5)
    put_at(game, 0, 33)
    play(game, "roll")
    cash = game.players[1].cash
    play(game, "unmortgage 6")
    assert game.players[1].cash == cash - 550


def test_bankrupt_to_the_bank_places_go_back_unbuilt_and_unmortgaged() -> None:
    game = make_game(players=3, dice=[(1, 3)])  # onto Income Tax, Rs 2,000
    _asha_with_an_estate(game)
    bail = _bail_index(game, "guthi")
    events = play(game, "roll")
    assert of(events, E.Bankrupt) == [E.Bankrupt(0, None, 2_000, 4)]
    assert E.Paid(0, None, 600, "bankrupt") in events  # her Rs 100 and the houses' Rs 500
    for s in (HUMLA, JUMLA, DADELDHURA):
        assert game.owner(s) is None and game.buildings(s) == 0 and not game.is_mortgaged(s)
    assert game.decks["guthi"][-1] == bail and len(game.decks["guthi"]) == 16
    assert [p.cash for p in game.players[1:]] == [15_000, 15_000]
    assert (game.current, game.pending.kind) == (1, "roll")


def test_a_place_returned_to_the_bank_can_be_bought_again() -> None:
    game = make_game(players=3, dice=[(1, 3), (3, 3)])
    _asha_with_an_estate(game)
    play(game, "roll")
    play(game, "roll")  # Bikash onto Dadeldhura, back with the bank
    assert (game.pending.kind, game.pending.square) == ("buy", DADELDHURA)
    play(game, "buy")
    assert game.owner(DADELDHURA) == 1 and not game.is_mortgaged(DADELDHURA)


def test_a_bankrupt_player_is_out_and_skipped() -> None:
    game = make_game(players=3, dice=[(1, 3), (1, 2), (1, 2)], settings={"auction": False})
    set_cash(game, 0, 100)
    play(game, "roll")
    assert game.players[0].bankrupt
    assert game.active_players() == [1, 2]
    pass_turn(game)
    events = pass_turn(game)
    assert of(events, E.TurnStarted) == [E.TurnStarted(1, 2)]  # the round ends without Asha
    assert game.legal_actions(0) == []


def test_the_last_player_left_wins() -> None:
    game = make_game(players=2, dice=[(1, 3)])
    set_cash(game, 0, 100)
    events = play(game, "roll")
    assert of(events, E.GameOver) == [E.GameOver((1,), "last-player")]
    assert game.over and game.winners == (1,) and game.pending.kind == "over"
    assert game.legal_actions() == []


def test_owing_more_than_could_be_raised_skips_the_raise_decision() -> None:
    game = make_game(players=3, dice=[(1, 3)])
    set_cash(game, 0, 1_000)
    give(game, 0, 9)  # Rs 600 more: 1,600 < 2,000
    events = play(game, "roll")
    assert not of(events, E.MustRaise) and of(events, E.Bankrupt)
    assert A.Mortgage(9) not in game.legal_actions()
