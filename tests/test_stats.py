"""Game statistics: throws, landings, rent, trades, replay from a save, rewinding after undo."""

from __future__ import annotations

import random

import pytest

from byapar.chaos import playing_on
from byapar.engine import Game, new_game
from byapar.stats import WAYS, GameStats, ReplayError, expected_share, items_value, replay
from tests.helpers import give, make_game, set_cash


def play_random(seed: int, players: int = 3, rounds: int = 20, stats: GameStats | None = None,
                limit: int = 4000) -> tuple[Game, GameStats]:
    """A seeded game of random legal moves, every apply fed to the statistics."""
    game = new_game("byapar", ["Asha", "Bikash", "Chandra", "Dipa"][:players], seed=seed,
                    settings={"rounds": rounds})
    stats = stats or GameStats.for_game(game)
    rng = random.Random(seed)
    for _ in range(limit):
        if game.over:
            break
        stats.feed(game.apply(rng.choice(playing_on(game.legal_actions()))), game)
    return game, stats


def test_dice_shares_are_those_of_two_fair_dice():
    assert sum(WAYS.values()) == 36
    assert expected_share(7) == pytest.approx(6 / 36) and expected_share(2) == pytest.approx(1 / 36)
    assert expected_share(13) == 0


@pytest.mark.parametrize("seed", range(12))
def test_landing_counts_equal_the_games_own(seed):
    game, stats = play_random(seed)
    assert stats.landings == game.landings
    assert stats.jail_landings == game.jail_landings
    # Every counted throw ended somewhere: on a square or in jail.
    assert sum(stats.landings) + stats.jail_landings == game.rolls


@pytest.mark.parametrize("seed", range(4))
def test_finance_landings_count_every_move_as_the_game_does(seed):
    """Ferries, carnival throws and bumps move tokens too: every move is counted in one place."""
    game = new_game("finance", ["Asha", "Bikash", "Chandra", "Dipa"], seed=seed, settings={"rounds": 20})
    stats = GameStats.for_game(game)
    rng = random.Random(seed)
    for _ in range(3000):
        if game.over:
            break
        stats.feed(game.apply(rng.choice(playing_on(game.legal_actions()))), game)
    assert game.rolls > 50 and stats.landings == game.landings and min(game.landings) >= 0
    assert stats.jail_landings == game.jail_landings


def test_throws_are_every_rolled_event_and_counts_add_up():
    game, stats = play_random(3)
    counts = stats.total_counts()
    assert sum(counts.values()) == len(stats.throws) >= game.rolls
    assert all(1 <= t.d1 <= 6 and 1 <= t.d2 <= 6 for t in stats.throws)
    expected = stats.expected_counts()
    assert sum(expected.values()) == pytest.approx(len(stats.throws))


def test_rent_collected_and_paid_balance_and_name_the_right_players():
    game = make_game(2, dice=[(1, 2)])
    give(game, 1, 3)  # Bikash owns Jumla (square 3)
    stats = GameStats.for_game(game)
    stats.feed(game.apply("roll"), game)  # Asha walks 0 -> 3 and pays rent
    rent = game.squares[3].rents[0]
    assert stats.rent_paid == [rent, 0]
    assert stats.rent_collected == [0, rent]


def test_accepted_trade_records_its_face_value_and_later_rent():
    game = make_game(2, dice=[(1, 2), (1, 2)])
    give(game, 0, 1)  # Asha: Humla
    give(game, 1, 3, 5)  # Bikash: Jumla and an airport
    stats = GameStats.for_game(game)
    stats.feed(game.apply("offer 1 give cash:100 get 3"), game)
    stats.feed(game.apply("accept"), game)
    assert len(stats.trades) == 1
    trade = stats.trades[0]
    assert trade.offerer == 0 and trade.partner == 1
    assert trade.face == game.squares[3].price - 100
    assert 0 in trade.completed  # Humla and Jumla make the Karnali group
    # Asha's trade went her way by its face value; Bikash's worst is the same trade from his side.
    assert stats.best_trade(0) is trade and trade.gain(0) == trade.face
    assert stats.worst_trade(1) is trade and trade.gain(1) == -trade.face
    # Later, Bikash stops on Jumla, now Asha's, and the rent counts towards her trade.
    stats.feed(game.apply("roll"), game)  # Asha 0 -> 3
    stats.feed(game.apply("end"), game)
    set_cash(game, 1, 20_000)
    stats.feed(game.apply("roll"), game)  # Bikash 0 -> 3: Jumla, now Asha's, with her group whole
    rent = 2 * game.squares[3].rents[0]
    assert trade.rent_offerer == rent and trade.rent_partner == 0
    assert trade.swing == trade.face + rent
    assert stats.rent_collected[0] == rent


def test_rejected_trades_are_not_recorded():
    game = make_game(2)
    give(game, 1, 3)
    stats = GameStats.for_game(game)
    stats.feed(game.apply("offer 1 give cash:100 get 3"), game)
    stats.feed(game.apply("reject"), game)
    assert stats.trades == []


def test_items_value_counts_mortgaged_places_at_half_and_bail_cards_at_the_fine():
    game = make_game(2)
    give(game, 0, 1, mortgaged=True)
    from byapar.engine.actions import parse_items
    price = game.squares[1].price
    assert items_value(game, parse_items("1,cash:50,card:guthi")) == price // 2 + 50 + game.edition.rules.jail_fine


def test_replay_reaches_exactly_the_saved_game_step_by_step():
    game, live = play_random(11, rounds=10)
    save = game.to_dict()
    steps = list(replay(save))
    assert [s.index for s in steps] == list(range(len(game.history) + 1))
    assert [s.action for s in steps[1:]] == game.history
    assert steps[-1].game.to_dict() == save
    rebuilt = GameStats.from_save(save)
    assert rebuilt.throws == live.throws and rebuilt.landings == live.landings
    assert rebuilt.rent_paid == live.rent_paid and rebuilt.rent_collected == live.rent_collected


@pytest.mark.parametrize("edition", ["classic", "finance"])
def test_a_save_from_before_every_throw_was_a_click_replays_to_the_same_game(edition):
    """The first save format held no click for the throw-off or for a square's throw in its
    player's own turn: such a save, its history without them, replays to the game it saved."""
    from byapar.engine import kinds as K

    game = new_game(edition, ["Asha", "Bikash", "Chandra"], seed=7, settings={"rounds": 8})
    rng, unasked = random.Random(7), []
    for _ in range(4000):
        if game.over:
            break
        pend = game.pending
        unasked.append(pend.kind == K.THROW and (pend.square is None or pend.player == game.current))
        game.apply(rng.choice(playing_on(game.legal_actions())))
    save = game.to_dict()
    assert any(unasked), "no throw a first-version save would lack"
    old = dict(save, version=1, history=[a for a, skip in zip(save["history"], unasked, strict=True) if not skip])
    replayed = list(replay(old))[-1].game.to_dict()
    assert replayed["players"] == save["players"] and replayed["_owner"] == save["_owner"]


def test_a_scripted_game_says_it_cannot_be_replayed():
    game = make_game(2, dice=[(1, 2)])
    game.apply("roll")
    with pytest.raises(ReplayError):
        list(replay(game.to_dict()))


def test_rewind_after_undo_matches_statistics_rebuilt_from_scratch():
    rng = random.Random(5)
    game = new_game("byapar", ["Asha", "Bikash"], seed=5, settings={"rounds": 8})
    game.start_undo()
    stats = GameStats.for_game(game)
    undos = 0
    for _ in range(1500):
        if game.over:
            break
        player = game.pending.player
        if game.can_undo(player) and rng.random() < 0.3:
            game.undo(player)
            stats.rewind(game)
            undos += 1
            continue
        stats.feed(game.apply(rng.choice(playing_on(game.legal_actions()))), game)
    assert undos > 5
    fresh = GameStats.from_save(game.to_dict())
    assert stats.landings == fresh.landings == game.landings
    assert stats.throws == fresh.throws
    assert stats.rent_paid == fresh.rent_paid and stats.rent_collected == fresh.rent_collected
    assert [t.offer for t in stats.trades] == [t.offer for t in fresh.trades]


def test_stats_of_a_game_picked_up_part_way():
    game, live = play_random(4, rounds=6)
    again = GameStats.of_game(Game.from_dict(game.to_dict()))
    assert again.throws == live.throws and again.rent_paid == live.rent_paid
    scripted = make_game(2, dice=[(1, 2)])
    scripted.apply("roll")
    partial = GameStats.of_game(scripted)
    assert partial.landings == scripted.landings and partial.throws == []


def test_rent_on_a_set_a_trade_finished_counts_towards_the_trade():
    """Asha buys Jumla, finishing Karnali with her Humla; later Bikash stops on Humla, a place the
    trade never moved: its doubled rent is the set's, the trade's doing, so it counts towards her
    trade, not only rent on Jumla."""
    from tests.helpers import put_at

    game = make_game(2, dice=[(1, 2), (1, 1)])
    give(game, 0, 1)  # Asha: Humla
    give(game, 1, 3)  # Bikash: Jumla
    stats = GameStats.for_game(game)
    stats.feed(game.apply("offer 1 give cash:100 get 3"), game)
    stats.feed(game.apply("accept"), game)
    trade = stats.trades[0]
    stats.feed(game.apply("roll"), game)  # Asha 0 -> 3, her own Jumla
    stats.feed(game.apply("end"), game)
    put_at(game, 1, len(game.squares) - 1)
    stats.feed(game.apply("roll"), game)  # Bikash round the corner to Humla
    rent = 2 * game.squares[1].rents[0]
    assert stats.rent_collected[0] == rent
    assert trade.rent_offerer == rent and trade.swing == trade.face + rent
