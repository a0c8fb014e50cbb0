"""Rule 5: Bhagya and Guthi cards. "Advance" passing Start pays the salary, "go to jail" never
does, the next airport charges double, repairs count houses and hotels, money from or to every
player is settled player by player, and a bail card stays out of its deck until it is used."""

from helpers import card_on_top, dice, give, jail, make_game, of, pass_turn, play, put_at, set_cash

from byapar.engine import actions as A
from byapar.engine import events as E

BHAGYA_FROM_START = (3, 4)  # Start -> square 7


def _bhagya(effect: str, at: int = 33, throw: tuple[int, int] = (1, 2), players: int = 2, **params):
    """Asha stands on `at` and will throw onto a Bhagya square with this card on top."""
    game = make_game(players=players, dice=[throw])
    put_at(game, 0, at)
    card_on_top(game, "bhagya", effect, **params)
    return game


def _guthi(effect: str, players: int = 2, **params):
    """Asha will throw 1 + 2 from Birgunj onto the Guthi square at 17 with this card on top."""
    game = make_game(players=players, dice=[(1, 2)])
    put_at(game, 0, 14)
    card_on_top(game, "guthi", effect, **params)
    return game


def test_advance_passing_start_pays_the_salary() -> None:
    game = _bhagya("advance", square=11)  # from 36 round to Rajbiraj
    events = play(game, "roll")
    assert E.Moved(0, 36, 11, True, direct=True) in events
    assert E.Paid(None, 0, 2_000, "salary") in events
    assert game.players[0].position == 11 and game.players[0].cash == 17_000
    assert (game.pending.kind, game.pending.square) == ("buy", 11)


def test_advance_to_start_pays_the_salary() -> None:
    game = _bhagya("advance", square=0)
    events = play(game, "roll")
    assert game.players[0].position == 0 and game.players[0].cash == 17_000
    assert of(events, E.Paid) == [E.Paid(None, 0, 2_000, "salary")]


def test_advance_without_passing_start_pays_no_salary() -> None:
    game = _bhagya("advance", at=0, throw=BHAGYA_FROM_START, square=24)
    events = play(game, "roll")
    assert game.players[0].position == 24 and game.players[0].cash == 15_000
    assert not of(events, E.Paid)
    assert (game.pending.kind, game.pending.square) == ("buy", 24)


def test_advance_onto_an_owned_place_pays_its_rent() -> None:
    game = _bhagya("advance", at=0, throw=BHAGYA_FROM_START, square=39)
    give(game, 1, 39)
    play(game, "roll")
    assert [p.cash for p in game.players] == [14_500, 15_500]


def test_go_to_jail_goes_straight_there_without_salary() -> None:
    game = _bhagya("jail")  # from 36, the short way to jail would pass Start
    events = play(game, "roll")
    player = game.players[0]
    assert player.in_jail and player.position == 10 and player.cash == 15_000
    assert of(events, E.Jailed) == [E.Jailed(0, "card")]
    assert not of(events, E.Paid)
    assert game.pending.kind == "end"


def test_go_to_jail_after_doubles_ends_the_turn() -> None:
    game = _bhagya("jail", at=3, throw=(2, 2))
    play(game, "roll")
    assert game.players[0].in_jail and game.pending.kind == "end"


def test_the_next_airport_charges_double() -> None:
    game = _bhagya("advance_nearest", at=0, throw=BHAGYA_FROM_START)
    give(game, 1, 15, 25)  # two airports: Rs 500, doubled
    events = play(game, "roll")
    assert game.players[0].position == 15
    assert of(events, E.Paid) == [E.Paid(0, 1, 1_000, "rent", 15)]


def test_the_next_airport_round_the_corner_pays_the_salary_and_may_be_bought() -> None:
    game = _bhagya("advance_nearest")  # from 36 the next airport is Gautam Buddha at 5
    events = play(game, "roll")
    assert game.players[0].position == 5
    assert E.Paid(None, 0, 2_000, "salary") in events
    assert (game.pending.kind, game.pending.square) == ("buy", 5)
    play(game, "buy")
    assert game.players[0].cash == 17_000 - 2_000


def test_back_three_squares_resolves_the_new_square() -> None:
    game = _bhagya("back", at=0, throw=BHAGYA_FROM_START)  # 7 -> Income Tax at 4
    events = play(game, "roll")
    assert E.Moved(0, 7, 4, False, direct=True) in events
    assert game.players[0].position == 4
    assert of(events, E.Paid) == [E.Paid(0, None, 2_000, "tax", 4)]


def test_back_three_squares_onto_a_guthi_square_draws_again() -> None:
    game = _bhagya("back")  # 36 -> Guthi at 33
    card_on_top(game, "guthi", "collect", amount=2_000)
    events = play(game, "roll")
    assert [c.deck for c in of(events, E.CardDrawn)] == ["bhagya", "guthi"]
    assert game.players[0].position == 33 and game.players[0].cash == 17_000


def test_back_three_squares_does_not_pay_the_salary() -> None:
    game = _bhagya("back", at=19, throw=(1, 2))  # 22 -> Tansen at 19
    give(game, 1, 19)
    events = play(game, "roll")
    assert of(events, E.Paid) == [E.Paid(0, 1, 160, "rent", 19)]


def test_repairs_count_houses_and_hotels() -> None:
    game = _bhagya("repairs", at=0, throw=BHAGYA_FROM_START)  # Rs 250 a house, Rs 1,000 a hotel
    give(game, 0, 1, 3, level=5)  # two hotels
    give(game, 0, 11, 13, 14, level=2)  # six houses
    events = play(game, "roll")
    assert of(events, E.Paid) == [E.Paid(0, None, 6 * 250 + 2 * 1_000, "repairs")]


def test_guthi_repairs_use_their_own_figures() -> None:
    game = _guthi("repairs")  # Rs 400 a house, Rs 1,150 a hotel
    give(game, 0, 1, 3, level=4)
    events = play(game, "roll")
    assert of(events, E.Paid) == [E.Paid(0, None, 8 * 400, "repairs")]


def test_repairs_with_nothing_built_cost_nothing() -> None:
    game = _guthi("repairs")
    give(game, 0, 1, 3)
    events = play(game, "roll")
    assert not of(events, E.Paid) and game.pending.kind == "end"
    assert of(events, E.NothingDue) == [E.NothingDue(0, 17, "repairs")]  # said, not left silent


def test_collect_and_pay_cards_move_money_with_the_bank() -> None:
    game = _guthi("collect", amount=1_000)
    events = play(game, "roll")
    assert of(events, E.Paid) == [E.Paid(None, 0, 1_000, "card")]
    game = _guthi("pay", amount=1_000)
    events = play(game, "roll")
    assert of(events, E.Paid) == [E.Paid(0, None, 1_000, "card")]


def test_a_read_card_goes_back_under_its_deck() -> None:
    game = _guthi("collect", amount=2_000)
    index = game.decks["guthi"][0]
    play(game, "roll")
    assert game.decks["guthi"][-1] == index and len(game.decks["guthi"]) == 16


def test_money_from_every_player_is_settled_player_by_player() -> None:
    game = _guthi("collect_each", players=4)  # Deusi: Rs 100 from every player
    set_cash(game, 2, 50)
    give(game, 2, 1)  # Chandra can raise Rs 300 on Humla
    set_cash(game, 3, 40)
    give(game, 3, 3, mortgaged=True)  # Dipa can raise nothing more
    events = play(game, "roll")
    assert of(events, E.Paid) == [E.Paid(1, 0, 100, "card")]
    # Chandra must raise the money; Dipa's debt waits its turn
    assert (game.pending.kind, game.pending.player, game.pending.amount) == ("raise", 2, 100)
    assert game.legal_actions() == [A.Mortgage(1)]
    assert game.players[3].cash == 40 and not game.players[3].bankrupt
    events = play(game, "mortgage 1")
    assert E.Paid(2, 0, 100, "card") in events
    assert game.players[2].cash == 250
    # Dipa is bankrupt to Asha: her Rs 40 and her mortgaged Jumla go to Asha
    assert of(events, E.Bankrupt) == [E.Bankrupt(3, 0, 100)]  # a card names no square
    assert game.owner(3) == 0 and game.is_mortgaged(3)
    assert game.players[0].cash == 15_000 + 100 + 100 + 40
    assert (game.pending.kind, game.pending.player) == ("end", 0)
    play(game, "end")
    assert game.current == 1


def test_paying_every_player_raises_money_between_payments() -> None:
    game = _bhagya("pay_each", players=3)  # Rs 500 to each player
    set_cash(game, 0, 800)
    give(game, 0, 6)  # Dadeldhura mortgages for Rs 500
    events = play(game, "roll")
    assert of(events, E.Paid) == [E.Paid(0, 1, 500, "card")]
    assert (game.pending.kind, game.pending.player, game.pending.other) == ("raise", 0, 2)
    events = play(game, "mortgage 6")
    assert of(events, E.Paid)[-1] == E.Paid(0, 2, 500, "card")
    assert [p.cash for p in game.players] == [300, 15_500, 15_500]


def test_going_bankrupt_part_way_through_paying_every_player() -> None:
    game = _bhagya("pay_each", players=3)
    set_cash(game, 0, 700)
    events = play(game, "roll")
    # Bikash is paid in full; Chandra gets what is left, and Asha is out
    assert of(events, E.Paid) == [E.Paid(0, 1, 500, "card"), E.Paid(0, 2, 200, "bankrupt")]
    assert of(events, E.Bankrupt) == [E.Bankrupt(0, 2, 500)]
    assert [p.cash for p in game.players] == [0, 15_500, 15_200]
    assert not game.over and (game.current, game.pending.kind) == (1, "roll")


def test_a_bail_card_is_kept_out_of_the_deck_until_used_then_goes_under_it() -> None:
    game = _guthi("bail")
    bail = game.decks["guthi"][0]
    events = play(game, "roll")
    assert of(events, E.CardDrawn)[0].card == bail
    assert game.players[0].bail_cards == ["guthi"]
    assert bail not in game.decks["guthi"] and len(game.decks["guthi"]) == 15
    jail(game, 0)  # set-up: Asha lands in jail before her next turn
    play(game, "end")
    dice(game, (1, 2))
    pass_turn(game)
    assert (game.pending.kind, game.pending.player) == ("jail", 0)
    assert A.USE_CARD in game.legal_actions()
    events = play(game, "use-card")
    assert of(events, E.LeftJail) == [E.LeftJail(0, "card")]
    assert game.players[0].bail_cards == [] and not game.players[0].in_jail
    assert game.decks["guthi"][-1] == bail and len(game.decks["guthi"]) == 16
    assert game.pending.kind == "roll"


def test_a_bhagya_bail_card_goes_back_under_the_bhagya_deck() -> None:
    game = _bhagya("bail")
    bail = game.decks["bhagya"][0]
    play(game, "roll")
    assert game.players[0].bail_cards == ["bhagya"]
    jail(game, 0)
    play(game, "end")
    dice(game, (1, 2))
    pass_turn(game)
    play(game, "use-card")
    assert game.decks["bhagya"][-1] == bail
    assert len(game.decks["bhagya"]) == len(game.decks["guthi"]) == 16


def test_the_decks_are_shuffled_with_the_game_seed() -> None:
    first, again, other = make_game(seed=21), make_game(seed=21), make_game(seed=22)
    assert first.decks == again.decks
    assert first.decks != other.decks
    for name, deck in first.decks.items():
        assert sorted(deck) == list(range(len(first.edition.decks[name].cards)))
