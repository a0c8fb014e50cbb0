"""Every game ends: by agreement (every other seat agrees, a bot by its own judgement), by
resigning (the estate goes back to the bank), and at 200 rounds in a game to the last player."""

from __future__ import annotations

import json

import pytest
from helpers import NAMES, give, make_game, of, pass_turn, play, put_at, set_cash

from byapar.bots import make_bot
from byapar.engine import (
    Game,
    GameView,
    IllegalAction,
    SaveError,
    SettingsError,
    SetupError,
    new_game,
)
from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.stats import GameStats

THAMEL, DURBAR = 1, 3  # Byapar's first group


def seated(humans: list[bool], dice: list[tuple[int, int]] | None = None, **settings) -> Game:
    return new_game("byapar", list(NAMES[:len(humans)]), settings=settings, seed=7,
                    dice=dice, humans=humans)


def round_trip(game: Game) -> Game:
    return Game.from_dict(json.loads(json.dumps(game.to_dict())))


def test_an_end_agreed_by_every_other_seat_ends_the_game_and_the_richest_wins() -> None:
    game = seated([True, False, True])
    set_cash(game, 1, 20_000)  # the bot is richest
    assert A.PROPOSE_END in game.legal_actions()
    events = play(game, "propose-end")
    assert of(events, E.EndProposed) == [E.EndProposed(0)]
    # every other seat is asked in turn, the bot before the person: whoever plays a seat answers
    assert game.pending.kind == "agree" and game.pending.player == 1 and game.pending.other == 0
    assert game.legal_actions() == [A.AGREE_END, A.REFUSE_END]
    game = round_trip(game)  # a proposal waiting for answers is saved
    events = play(game, "agree-end")
    assert of(events, E.EndAnswered) == [E.EndAnswered(1, True)] and game.pending.player == 2
    game = round_trip(game)
    events = play(game, "agree-end")
    assert of(events, E.EndAnswered) == [E.EndAnswered(2, True)]
    assert of(events, E.GameOver) == [E.GameOver((1,), "agreement")] and game.over


def test_one_refusal_plays_on_from_the_same_decision_and_no_second_proposal_that_turn() -> None:
    game = seated([True, True, True])
    play(game, "propose-end", "agree-end")
    assert game.pending.player == 2
    events = play(game, "refuse-end")
    assert of(events, E.EndAnswered) == [E.EndAnswered(2, False)]
    assert game.pending == (0, "roll", None, 0, None) and not game.over
    assert A.PROPOSE_END not in game.legal_actions()
    with pytest.raises(IllegalAction, match="proposed this turn"):
        game.apply("propose-end")


def _votes(kind: str, cash: list[int], round_: int = 1, rounds: int = 30) -> list[E.EndAnswered]:
    """A person (seat 0) proposes the end with the seats' cash as given; two bots of `kind`
    answer in turn, as the runner and the app let them. The votes, as the log shows them."""
    game = seated([True, False, False], rounds=rounds)
    game.round = round_
    for seat, money in enumerate(cash):
        set_cash(game, seat, money)
    play(game, "propose-end")
    bots = {1: make_bot(kind, seed=1), 2: make_bot(kind, seed=2)}
    votes: list[E.EndAnswered] = []
    for _ in range(2):  # bounded: one answer a bot
        if game.pending.kind != "agree":
            break
        seat = game.pending.player
        votes += of(play(game, str(bots[seat].decide(GameView(game), game.legal_actions()))), E.EndAnswered)
    return votes


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_bots_vote_on_ending_by_judgement(kind: str) -> None:
    # a person ahead by Rs 10 in the first round: ending would hand them the win, so the first bot plays on
    assert _votes(kind, [15_010, 15_000, 15_000]) == [E.EndAnswered(1, False)]
    # the bots richest: ending wins it for the first of them; the second, behind it by little, plays on
    assert _votes(kind, [15_000, 30_000, 29_000]) == [E.EndAnswered(1, True), E.EndAnswered(2, False)]
    # both far behind with a round to go: no likely run closes the gap, so they agree
    assert _votes(kind, [90_000, 1_000, 1_000], round_=30) == [E.EndAnswered(1, True), E.EndAnswered(2, True)]
    # the same gap with the whole game ahead: worth playing on
    assert _votes(kind, [90_000, 1_000, 1_000], round_=1) == [E.EndAnswered(1, False)]


def test_the_only_human_among_bots_waits_for_their_votes() -> None:
    game = seated([True, False], dice=[(1, 2)])
    play(game, "roll", "decline", "drop", "drop")
    events = play(game, "propose-end")  # after the throw, too
    assert not of(events, E.GameOver) and game.pending.kind == "agree" and game.pending.player == 1


def test_the_bots_vote_before_the_people_whatever_their_seats() -> None:
    # seat 3 is a bot, after the two other people: it is asked first all the same
    game = seated([True, True, True, False], dice=[(1, 2)])
    play(game, "propose-end")
    asked = [game.pending.player]
    answered = of(play(game, "agree-end"), E.EndAnswered)  # the bot's yes
    for _ in range(2):  # bounded: the two people answer
        asked.append(game.pending.player)
        answered += of(play(game, "agree-end"), E.EndAnswered)
    assert asked == [3, 1, 2] and game.over
    assert answered == [E.EndAnswered(3, True), E.EndAnswered(1, True), E.EndAnswered(2, True)]  # in the order asked


def test_a_bot_s_refusal_ends_the_vote_before_any_person_is_asked() -> None:
    game = seated([True, True, False], dice=[(1, 2)])
    play(game, "propose-end")
    assert game.pending.player == 2  # the bot, though Bikash sits between
    events = play(game, "refuse-end")
    assert of(events, E.EndAnswered) == [E.EndAnswered(2, False)]  # the only vote: nobody else is asked
    assert game.pending == (0, "roll", None, 0, None) and not game.over


def test_a_resigning_player_hands_the_estate_back_to_the_bank() -> None:
    game = make_game(3)
    give(game, 0, THAMEL, DURBAR, level=2)
    cash = game.players[0].cash
    events = play(game, "resign")
    assert of(events, E.Resigned) == [E.Resigned(0)]
    assert of(events, E.Bankrupt) == [E.Bankrupt(0, None)]  # as a bankruptcy to the bank
    assert game.owner(THAMEL) is None and game.buildings(THAMEL) == 0
    assert game.players[0].bankrupt and game.players[0].cash == 0
    assert E.Paid(0, None, cash + 4 * game.building_sale(THAMEL), "bankrupt") in events
    assert not game.over and game.pending == (1, "roll", None, 0, None)  # play goes on


def test_resigning_in_a_two_player_game_ends_it() -> None:
    game = make_game(2)
    events = play(game, "resign")
    assert of(events, E.GameOver) == [E.GameOver((1,), "last-player")]


def test_the_last_person_to_resign_ends_the_game_with_the_richest_bot_winning() -> None:
    """Asha, the only person, resigns beside two bots: nobody is left to play for, so the game ends
    there, the richer bot winning, rather than the bots playing on alone to the end."""
    game = seated([True, False, False])
    set_cash(game, 2, game.players[1].cash + 500)
    events = play(game, "resign")
    assert of(events, E.GameOver) == [E.GameOver((2,), "no-people")]
    assert game.over and not game.players[1].bankrupt


def test_the_last_person_going_bankrupt_to_a_bot_ends_the_game() -> None:
    """Two people beside two bots: after Asha resigns, Bikash plays on; once he goes bankrupt on a
    bot's hotel, only bots are left, and the game ends there."""
    game = seated([True, True, False, False], dice=[(3, 3)])
    assert not of(play(game, "resign"), E.GameOver) and game.pending.player == 1
    give(game, 2, THAMEL, DURBAR, level=5)  # a hotel on Durbar Marg
    put_at(game, 1, 40 + DURBAR - 6)  # six squares short, past Start
    set_cash(game, 1, 100)
    events = play(game, "roll")
    assert of(events, E.Bankrupt)[-1].player == 1
    assert of(events, E.GameOver) == [E.GameOver((2,), "no-people")]


def test_bots_alone_from_the_start_play_on_past_a_bankruptcy() -> None:
    """A table with no person at all (a bots' game) is not ended by a bot going out."""
    game = seated([False, False, False], dice=[(3, 3)])
    give(game, 1, THAMEL, DURBAR, level=5)
    put_at(game, 0, 40 + DURBAR - 6)
    set_cash(game, 0, 100)
    events = play(game, "roll")
    assert game.players[0].bankrupt and not of(events, E.GameOver) and not game.over


def test_a_game_to_the_last_player_ends_after_200_rounds_with_the_richest_winning() -> None:
    game = make_game(2, dice=[(1, 2), (1, 2)], settings={"rounds": 0})
    game.round = 200
    set_cash(game, 0, 30_000)
    play(game, "roll", "decline", "drop", "drop", "end")  # Asha's turn of round 200: play goes on
    assert not game.over and game.round == 200
    events = play(game, "roll", "decline", "drop", "drop", "end")  # Bikash's ends round 200
    assert of(events, E.GameOver) == [E.GameOver((0,), "round-limit")]
    assert game.round == 200


def test_statistics_count_proposals_refusals_resignations_and_the_ending() -> None:
    game = seated([True, True, True])
    stats = GameStats.for_game(game)
    for action in ("propose-end", "refuse-end", "resign", "propose-end", "agree-end"):
        stats.feed(game.apply(action), game)
    assert [p for _, p in stats.end_proposals] == [0, 1]
    assert [p for _, p in stats.end_refusals] == [1]
    assert [p for _, p in stats.resigned] == [0]
    assert stats.ending == "agreement"
    fresh = GameStats.from_save(game.to_dict())  # rebuilt from the save, seats and all
    assert (fresh.end_proposals, fresh.resigned, fresh.ending) == (stats.end_proposals, stats.resigned, "agreement")


def test_bools_and_fractions_are_not_numbers() -> None:
    game = make_game(2, dice=[(1, 2)])
    play(game, "roll", "decline")
    assert game.pending.kind == "bid"
    for bad in (True, 10.0, "10"):
        with pytest.raises(IllegalAction, match="whole number"):
            game.apply(A.Bid(bad))
    assert round_trip(game).to_dict() == game.to_dict()  # nothing half-applied
    for field, index in (("auction", 1), ("round", None), ("players", None)):
        data = json.loads(json.dumps(game.to_dict()))
        if field == "players":
            data["players"][0]["cash"] = True
        elif index is None:
            data[field] = True
        else:
            data[field][index] = True
        with pytest.raises(SaveError, match="whole number"):
            Game.from_dict(data)
    play(game, "drop", "drop")
    with pytest.raises(IllegalAction):
        game.apply(A.Build(True))
    with pytest.raises(IllegalAction):
        game.apply(A.Offer(True, A.Items(cash=10)))
    assert game.check_offer(A.Offer(1, A.Items(cash=True))) is not None
    for setting in ({"rounds": True}, {"starting_money": True}, {"dealt_places": False},
                    {"starting_money": 1500.0}):
        with pytest.raises(SettingsError):
            make_game(2, settings=setting)
    with pytest.raises(SetupError, match="Scripted dice") as caught:
        make_game(2, dice=[(True, 2)])
    assert caught.value.code == "dice-script" and caught.value.fields == {"pair": (True, 2)}
    with pytest.raises(SetupError) as caught:
        new_game("byapar", ["A", "B"], humans=[1, 0])
    assert caught.value.code == "humans" and not isinstance(caught.value, IllegalAction)


@pytest.mark.parametrize("edition", ["byapar", "classic", "finance", "business_gst"])
def test_varied_games_draw_the_editions_own_money(edition: str) -> None:
    from byapar import sim
    from byapar.engine import load_edition

    own = load_edition(edition).rules.starting_money
    drawn = {sim.vary_settings(seed, edition)["starting_money"] for seed in range(60)}
    assert own in drawn and len(drawn) == 5
    assert min(drawn) * 2 < own < max(drawn) <= own * 4  # a third to over three times the edition's own


RAJBIRAJ, JANAKPUR, BIRGUNJ = 11, 13, 14  # Byapar's third group


@pytest.mark.parametrize("ending", [("propose-end", "agree-end"), ("resign",)])
def test_the_worth_chart_ends_with_the_worth_at_the_games_end(ending: tuple[str, ...]) -> None:
    """Asha leads at the end of round 1, pays a hotel's rent in round 2 and the game ends there:
    the chart's last point is the table at the end, so the winner's line ends on top."""
    game = make_game(2, dice=[(2, 3), (2, 3), (2, 4)])
    give(game, 1, RAJBIRAJ, JANAKPUR, BIRGUNJ, level=5)
    set_cash(game, 0, 40_000)
    pass_turn(game)
    pass_turn(game)
    assert game.round == 2 and game.worth_history[-1][0] > game.worth_history[-1][1]
    play(game, "roll", *ending)  # Asha lands on Rajbiraj's hotel
    assert game.over and game.winners == (1,)
    assert len(game.worth_history) == 3  # the start, round 1 and round 2 as far as it went
    assert game.worth_history[-1] == [game.worth(0), game.worth(1)]
    assert game.worth_history[-1][1] > game.worth_history[-1][0]


def test_those_out_are_ranked_by_who_outlasted_whom_not_by_seat() -> None:
    """Four at the table: the first seat resigns, then the last; the two left play on. Standing,
    the last to go out ranks above the first, whatever their seats, and a save keeps the order."""
    from byapar.engine import Game

    game = make_game(4, dice=[(1, 2)] * 40)
    play(game, "resign")  # seat 0, in its own turn
    for _ in range(3):  # seats 1 and 2 play their turns; then seat 3's comes
        if game.current == 3:
            break
        pass_turn(game)
    assert game.current == 3
    play(game, "resign")
    order = [p for p, _worth in game.standings()]
    assert order[2:] == [3, 0], order  # seat 3 went out after seat 0
    assert [p for p, _w in Game.from_dict(game.to_dict()).standings()] == order
