"""The tournament runner: robustness runs, figures, seat rotation, custom bots, the watchdog."""

from __future__ import annotations

import json
import sys

import pytest

from byapar import sim
from byapar.bots import Bot
from byapar.engine import available_editions


def run(*argv: str) -> tuple[list[sim.GameResult], dict]:
    args = sim.parse_args(list(argv))
    results, wall = sim.run(args)
    return results, sim.summarise(results, wall, args)


def assert_clean(results: list[sim.GameResult]) -> None:
    for r in results:
        assert r.ended in ("rounds", "last-player", "round-limit", "capped"), f"seed {r.seed}: {r.ended} {r.problem}"


@pytest.mark.parametrize("players", ["random,random,random,random", "easy,medium,hard,random"])
def test_games_across_every_setting_end_cleanly_with_invariants_checked(players: str, monkeypatch) -> None:
    # random players rarely bankrupt each other: a short cap keeps CI quick, and is reported
    monkeypatch.setattr(sim, "LAST_PLAYER_TURN_CAP", 300)
    results, summary = run("--players", players, "--games", "16", "--seed", "4", "--vary-settings", "--check")
    assert_clean(results)
    capped = [r for r in results if r.ended == "capped"]
    assert all(sim.vary_settings(r.seed)["rounds"] == 0 for r in capped)
    assert len(summary["problems"]) == len(capped)
    assert summary["games"] == 16
    # the drawn settings cover round limits and the last-player game alike
    rounds = {sim.vary_settings(r.seed)["rounds"] for r in results}
    assert 0 in rounds and len(rounds) >= 3


@pytest.mark.parametrize("edition", available_editions())
def test_bots_play_every_edition(edition: str) -> None:
    results, _ = run("--edition", edition, "--players", "hard,medium,easy,random", "--games", "4",
                     "--seed", "2", "--check")
    assert_clean(results)


def test_seats_rotate_game_by_game() -> None:
    args = sim.parse_args(["--players", "hard,medium,easy", "--games", "3"])
    seats = [spec.seats for spec in sim.specs(args)]
    assert seats == [("hard", "medium", "easy"), ("medium", "easy", "hard"), ("easy", "hard", "medium")]


def test_json_has_the_plain_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main(["--players", "hard,medium", "--games", "6", "--json", "--landings", "--timing"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 6 and out["games_per_s"] > 0 and out["rolls_per_s"] > 0
    hard = out["bots"]["hard"]
    low, high = hard["ci95"]
    assert 0 <= low <= hard["win_rate"] <= high <= 1
    assert "roll" in hard["decision_ms"] and hard["decision_ms"]["roll"]["p99"] >= hard["decision_ms"]["roll"]["p50"]
    landings = out["landings"]
    assert sum(landings["squares"]) + landings["jail"] == pytest.approx(1.0, abs=0.01)
    assert sum(out["ended"].values()) == 6


def test_text_report_names_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    sim.main(["--players", "medium,easy", "--games", "4", "--timing"])
    text = capsys.readouterr().out
    for words in ("games/s", "rolls/s", "rounds", "ended:", "seat 1", "medium", "p50/p99", "95%"):
        assert words in text


def test_a_players_own_bot_joins_by_module_path(tmp_path, monkeypatch, capsys) -> None:
    (tmp_path / "mybots.py").write_text(
        "from byapar.bots import Bot\n"
        "class Greedy(Bot):\n"
        "    def decide(self, view, legal):\n"
        "        names = [str(a) for a in legal]\n"
        "        for verb in ('buy', 'roll', 'end', 'accept', 'drop'):\n"
        "            if verb in names:\n"
        "                return legal[names.index(verb)]\n"
        "        return legal[0]\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert sim.main(["--players", "mybots:Greedy,easy", "--games", "4", "--json"]) == 0
    assert "mybots:Greedy" in json.loads(capsys.readouterr().out)["bots"]
    for wrong in (["--players", "nosuchmodule:Bot"], ["--players", "hard"], ["--edition", "nowhere"]):
        with pytest.raises(SystemExit):
            sim.parse_args(wrong)


class Dawdler(Bot):
    """Mortgages and lifts the same place forever: the watchdog must stop it."""

    def decide(self, view, legal):
        for action in legal:
            if str(action).startswith(("unmortgage", "mortgage")):
                return action
        return legal[0]


def test_the_watchdog_stops_a_stalled_game(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "dawdlers", sys.modules[__name__])
    monkeypatch.setattr(sim, "MAX_DECISIONS_PER_TURN", 200)
    results, summary = run("--players", f"{__name__}:Dawdler,easy", "--games", "2", "--dealt-places", "2")
    assert {r.ended for r in results} == {"stalled"}
    assert summary["problems"] and "decisions in one turn" in summary["problems"][0]["problem"]


def test_wilson_interval() -> None:
    low, high = sim.wilson(60, 100)
    assert low == pytest.approx(0.502, abs=0.002) and high == pytest.approx(0.691, abs=0.002)
    assert sim.wilson(0, 0) == (0.0, 0.0)


def test_decisions_are_timed_only_when_asked(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main(["--players", "medium,easy", "--games", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["bots"]["medium"]["decision_ms"] == {} and out["bot_share"] == 0
    sim.main(["--players", "medium,easy", "--games", "2"])
    assert "--timing measures them" in capsys.readouterr().out
